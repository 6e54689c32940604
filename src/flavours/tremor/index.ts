import { flavours } from '../registry';
import type { FlavourAdapter } from '../types';

export const tremorFlavour = {
  id: 'tremor',
  label: flavours.tremor.label,
  load: () => import('./TremorFlavour').then((module) => module.default),
} satisfies FlavourAdapter;
