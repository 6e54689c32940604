import {
  getCompatContextProvider,
  type Classnames,
  type ControlElementsProp,
  type FullField,
  type QueryBuilderContextProvider,
} from 'react-querybuilder';
import { BulmaNotToggle } from './BulmaNotToggle';
import { BulmaValueEditor } from './BulmaValueEditor';
import { BulmaValueSelector } from './BulmaValueSelector';

export * from './BulmaNotToggle';
export * from './BulmaValueEditor';
export * from './BulmaValueSelector';

/**
 * The Bulma selector, value editor and not toggle, as the published 7.7.1 package has them; pass it as
 * `controlElements` of `QueryBuilder`, or use {@link QueryBuilderBulma}. Buttons stay react-querybuilder's own, drawn
 * as Bulma buttons through {@link bulmaControlClassnames}; the drag handle and shift actions stay the library's too.
 */
export const bulmaControlElements: ControlElementsProp<FullField, string> = {
  notToggle: BulmaNotToggle,
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
