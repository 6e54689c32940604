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

export * from './FluentActionElement';
export * from './FluentDragHandle';
export * from './FluentNotToggle';
export * from './FluentShiftActions';
export * from './FluentValueEditor';
export * from './FluentValueSelector';
export * from './valueEditorLabel';

/**
 * The Fluent UI components for every control react-querybuilder lets a flavour replace; pass it as the
 * `controlElements` prop of `QueryBuilder`, or use {@link QueryBuilderFluent}.
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
 * Context provider that makes every `QueryBuilder` inside it use the Fluent UI controls. Props given to
 * the provider (e.g. `controlElements`, `translations`) are merged over the Fluent ones. It does not
 * render a `FluentProvider`: the application supplies one (with `webLightTheme`, `webDarkTheme` or its
 * own theme) above it.
 *
 * @example
 * ```tsx
 * <FluentProvider theme={webLightTheme}>
 *   <QueryBuilderFluent>
 *     <QueryBuilder fields={fields} />
 *   </QueryBuilderFluent>
 * </FluentProvider>
 * ```
 */
export const QueryBuilderFluent: QueryBuilderContextProvider = getCompatContextProvider({
  controlElements: fluentControlElements,
});
