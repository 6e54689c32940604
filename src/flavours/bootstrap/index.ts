import { flavours } from '../registry';
import type { FlavourAdapter } from '../types';

export const bootstrapFlavour = {
  id: 'bootstrap',
  label: flavours.bootstrap.label,
  load: () => import('./BootstrapFlavour').then((module) => module.default),
} satisfies FlavourAdapter;
