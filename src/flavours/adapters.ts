import { defaultFlavour } from './default';
import { flavourIds, flavours, type FlavourId } from './registry';
import type { FlavourAdapter } from './types';

/** `'default'` is the library's own standard controls, shown at /demo. */
export type DemoFlavourId = FlavourId | 'default';

/** Every demo flavour's adapter: the library's own controls, then the registry's flavours with their loaders. */
export const flavourAdapters: Readonly<Record<DemoFlavourId, FlavourAdapter<DemoFlavourId>>> = {
  default: defaultFlavour,
  ...(Object.fromEntries(
    flavourIds.map((id): [DemoFlavourId, FlavourAdapter<DemoFlavourId>] => [
      id,
      { id, label: flavours[id].label, load: flavours[id].load },
    ]),
  ) as Record<Exclude<DemoFlavourId, 'default'>, FlavourAdapter<DemoFlavourId>>),
};
