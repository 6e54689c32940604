import {
  getCompatContextProvider,
  type Classnames,
  type ControlElementsProp,
  type FullField,
  type QueryBuilderContextProvider,
} from 'react-querybuilder';
import { BulmaActionElement } from './BulmaActionElement';
import { BulmaDragHandle } from './BulmaDragHandle';
import { BulmaNotToggle } from './BulmaNotToggle';
import { BulmaShiftActions } from './BulmaShiftActions';
import { BulmaValueEditor } from './BulmaValueEditor';
import { BulmaValueSelector } from './BulmaValueSelector';

export * from './BulmaActionElement';
export * from './BulmaDragHandle';
export * from './BulmaNotToggle';
export * from './BulmaShiftActions';
export * from './BulmaValueEditor';
export * from './BulmaValueSelector';
export * from './valueEditorLabel';

/**
 * The Bulma components for every control react-querybuilder lets a flavour replace; pass it as the
 * `controlElements` prop of `QueryBuilder`, or use {@link QueryBuilderBulma}.
 */
export const bulmaControlElements: ControlElementsProp<FullField, string> = {
  actionElement: BulmaActionElement,
  dragHandle: BulmaDragHandle,
  notToggle: BulmaNotToggle,
  shiftActions: BulmaShiftActions,
  valueEditor: BulmaValueEditor,
  valueSelector: BulmaValueSelector,
};

/**
 * Bulma colour modifiers for the action buttons (primary to add, danger to remove, light for the
 * rest); pass it as the `controlClassnames` prop of `QueryBuilder`, or use {@link QueryBuilderBulma}.
 */
export const bulmaControlClassnames: Partial<Classnames> = {
  addRule: 'is-primary',
  addGroup: 'is-primary is-light',
  cloneRule: 'is-light',
  cloneGroup: 'is-light',
  lockRule: 'is-light',
  lockGroup: 'is-light',
  removeRule: 'is-danger is-light',
  removeGroup: 'is-danger is-light',
};

/**
 * Context provider that makes every `QueryBuilder` inside it use the Bulma controls and classnames.
 * Props given to the provider (e.g. `controlElements`, `controlClassnames`, `translations`) are merged
 * over the Bulma ones. The page must load Bulma's CSS (e.g. `bulma/css/bulma.css`).
 *
 * @example
 * ```tsx
 * <QueryBuilderBulma>
 *   <QueryBuilder fields={fields} />
 * </QueryBuilderBulma>
 * ```
 */
export const QueryBuilderBulma: QueryBuilderContextProvider = getCompatContextProvider({
  controlElements: bulmaControlElements,
  controlClassnames: bulmaControlClassnames,
});
