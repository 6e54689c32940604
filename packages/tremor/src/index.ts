import {
  getCompatContextProvider,
  type Classnames,
  type ControlElementsProp,
  type FullField,
  type QueryBuilderContextProvider,
} from 'react-querybuilder';
import { TremorActionElement } from './TremorActionElement';
import { TremorNotToggle } from './TremorNotToggle';
import { TremorShiftActions } from './TremorShiftActions';
import { TremorValueEditor } from './TremorValueEditor';
import { TremorValueSelector } from './TremorValueSelector';

export * from './TremorActionElement';
export * from './TremorNotToggle';
export * from './TremorShiftActions';
export * from './TremorValueEditor';
export * from './TremorValueSelector';
export * from './TremorField';

/**
 * The Tremor buttons, selectors, value editor and "Not" toggle; pass it as the `controlElements` prop of
 * `QueryBuilder`, or use {@link QueryBuilderTremor}. It holds no drag handle: with drag and drop on, the builder
 * keeps react-querybuilder's own.
 */
export const tremorControlElements: ControlElementsProp<FullField, string> = {
  actionElement: TremorActionElement,
  notToggle: TremorNotToggle,
  shiftActions: TremorShiftActions,
  valueEditor: TremorValueEditor,
  valueSelector: TremorValueSelector,
};

/**
 * Lays the "Not" toggle's switch and label out in a row; pass it as `controlClassnames` of
 * `QueryBuilder`, or use {@link QueryBuilderTremor}.
 */
export const tremorControlClassnames: Partial<Classnames> = {
  notToggle: 'flex flex-row gap-1',
};

/**
 * Context provider that makes every `QueryBuilder` inside it use the Tremor controls and classnames. Props given
 * to the provider (e.g. `controlElements`, `translations`) are merged over the Tremor ones. Tremor styles
 * its components with Tailwind CSS 3 utility classes: the application runs Tailwind with this
 * package's `tailwind.config.cjs` as a preset, and switches to dark mode with the `dark` class on an
 * ancestor.
 *
 * @example
 * ```tsx
 * <QueryBuilderTremor>
 *   <QueryBuilder fields={fields} />
 * </QueryBuilderTremor>
 * ```
 */
export const QueryBuilderTremor: QueryBuilderContextProvider = getCompatContextProvider({
  controlClassnames: tremorControlClassnames,
  controlElements: tremorControlElements,
});
