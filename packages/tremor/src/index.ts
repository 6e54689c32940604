import {
  getCompatContextProvider,
  type Classnames,
  type ControlElementsProp,
  type FullField,
  type QueryBuilderContextProvider,
} from 'react-querybuilder';
import { TremorActionElement } from './TremorActionElement';
import { TremorDragHandle } from './TremorDragHandle';
import { TremorNotToggle } from './TremorNotToggle';
import { TremorShiftActions } from './TremorShiftActions';
import { TremorValueEditor } from './TremorValueEditor';
import { TremorValueSelector } from './TremorValueSelector';

export * from './TremorActionElement';
export * from './TremorDragHandle';
export * from './TremorNotToggle';
export * from './TremorShiftActions';
export * from './TremorValueEditor';
export * from './TremorValueSelector';
export * from './TremorField';

/**
 * The Tremor components for every control react-querybuilder lets a flavour replace; pass it as the
 * `controlElements` prop of `QueryBuilder`, or use {@link QueryBuilderTremor}.
 */
export const tremorControlElements: ControlElementsProp<FullField, string> = {
  actionElement: TremorActionElement,
  dragHandle: TremorDragHandle,
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
