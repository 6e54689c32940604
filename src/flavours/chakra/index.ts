import { flavours } from '../registry';
import type { FlavourAdapter } from '../types';

export const chakraFlavour = {
  id: 'chakra',
  label: flavours.chakra.label,
  load: () => import('./ChakraFlavour').then(module => module.default),
} satisfies FlavourAdapter;
