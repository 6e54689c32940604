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

/**
 * The Bulma control for each element react-querybuilder lets a flavour replace; pass it as
 * `controlElements` of `QueryBuilder`, or use {@link QueryBuilderBulma}.
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
 * Bulma's `button` class for every action element; pass it as `controlClassnames` of `QueryBuilder`
 * (add colour modifiers per action, e.g. `addRule: 'is-primary'`), or use {@link QueryBuilderBulma}.
 */
export const bulmaControlClassnames: Partial<Classnames> = {
  actionElement: 'button',
};

/**
 * Context provider giving every `QueryBuilder` inside it the Bulma controls and classnames; props of
 * the provider are merged over them. The page loads Bulma's CSS itself (e.g. `bulma/css/bulma.css`).
 */
export const QueryBuilderBulma: QueryBuilderContextProvider = getCompatContextProvider({
  controlElements: bulmaControlElements,
  controlClassnames: bulmaControlClassnames,
});
