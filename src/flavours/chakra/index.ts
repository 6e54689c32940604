import { loadInSlices } from '../loadInSlices';
import { flavours } from '../registry';
import type { FlavourAdapter } from '../types';

export const chakraFlavour = {
  id: 'chakra',
  label: flavours.chakra.label,
  load: () =>
    loadInSlices(
      [
        () => import(/* webpackChunkName: "flavour-chakra" */ './slices/system'),
        () => import(/* webpackChunkName: "flavour-chakra" */ './slices/theme'),
        () => import(/* webpackChunkName: "flavour-chakra" */ './slices/provider'),
        () => import(/* webpackChunkName: "flavour-chakra" */ './slices/controls'),
      ],
      () => import(/* webpackChunkName: "flavour-chakra" */ './ChakraFlavour').then((module) => module.default),
    ),
} satisfies FlavourAdapter;
