import { flavours } from '../registry';
import type { FlavourAdapter } from '../types';

export const fluentFlavour = {
  id: 'fluent',
  label: flavours.fluent.label,
  load: () => import('./FluentFlavour').then((module) => module.default),
} satisfies FlavourAdapter;
