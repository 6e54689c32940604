import {
  getCompatContextProvider,
  type ControlElementsProp,
  type FullField,
  type QueryBuilderContextProvider,
} from 'react-querybuilder';
import { FluentActionElement } from './FluentActionElement';
import { FluentDragHandle } from './FluentDragHandle';
import { FluentNotToggle } from './FluentNotToggle';
import { FluentShiftActions } from './FluentShiftActions';
import { FluentValueEditor } from './FluentValueEditor';
import { FluentValueSelector } from './FluentValueSelector';
import { fluentTranslations } from './fluentTranslations';

export * from './FluentActionElement';
export * from './FluentDragHandle';
export * from './FluentNotToggle';
export * from './FluentShiftActions';
export * from './FluentValueEditor';
export * from './FluentValueSelector';
export * from './fluentTranslations';

/**
 * The Fluent UI control for each element react-querybuilder lets a flavour replace; pass it as
 * `controlElements` of `QueryBuilder`, or use {@link QueryBuilderFluent}.
 */
export const fluentControlElements: ControlElementsProp<FullField, string> = {
  actionElement: FluentActionElement,
  dragHandle: FluentDragHandle,
  notToggle: FluentNotToggle,
  shiftActions: FluentShiftActions,
  valueEditor: FluentValueEditor,
  valueSelector: FluentValueSelector,
};

/**
 * Context provider giving every `QueryBuilder` inside it the Fluent UI controls and icon
 * translations; props of the provider are merged over them. It renders no `FluentProvider`: the
 * application puts one (with its theme) above it.
 */
export const QueryBuilderFluent: QueryBuilderContextProvider = getCompatContextProvider({
  controlElements: fluentControlElements,
  translations: fluentTranslations,
});
