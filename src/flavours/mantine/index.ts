import { flavours } from '../registry';
import type { FlavourAdapter } from '../types';

export const mantineFlavour = {
  id: 'mantine',
  label: flavours.mantine.label,
  load: () => import('./MantineFlavour').then((module) => module.default),
} satisfies FlavourAdapter;
