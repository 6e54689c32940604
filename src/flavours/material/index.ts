import { flavours } from '../registry';
import type { FlavourAdapter } from '../types';

export const materialFlavour = {
  id: 'material',
  label: flavours.material.label,
  load: () => import('./MaterialFlavour').then(module => module.default),
} satisfies FlavourAdapter;
