import { tremorControlElements } from '@react-querybuilder/tremor';
import type { ControlElementsProp, FullField } from 'react-querybuilder';

/**
 * The controls the published @react-querybuilder/tremor 7.7.1 replaces. Its `tremorControlElements` has no drag
 * handle, so an app that installs it shows the library's own handle: the demo does the same, and its Code tab
 * (`QueryBuilderTremor`) builds what the demo shows.
 */
export const publishedTremorControlElements: ControlElementsProp<FullField, string> = {
  actionElement: tremorControlElements.actionElement,
  notToggle: tremorControlElements.notToggle,
  shiftActions: tremorControlElements.shiftActions,
  valueEditor: tremorControlElements.valueEditor,
  valueSelector: tremorControlElements.valueSelector,
};
