import { flavours } from '../registry';
import type { FlavourAdapter } from '../types';

export const bulmaFlavour = {
  id: 'bulma',
  label: flavours.bulma.label,
  load: () => import('./BulmaFlavour').then((module) => module.default),
} satisfies FlavourAdapter;
