import { defaultFlavour } from './default';
import { flavourIds, flavours } from './registry';
import type { DemoFlavourId, FlavourAdapter } from './types';

/** Every demo flavour's adapter: the library's own controls, then the registry's flavours with their loaders. */
export const flavourAdapters: Readonly<Record<DemoFlavourId, FlavourAdapter>> = {
  default: defaultFlavour,
  ...(Object.fromEntries(
    flavourIds.map((id): [DemoFlavourId, FlavourAdapter] => [
      id,
      { id, label: flavours[id].label, load: flavours[id].load },
    ]),
  ) as Record<Exclude<DemoFlavourId, 'default'>, FlavourAdapter>),
};
