import { loadInSlices } from '../loadInSlices';
import { flavours } from '../registry';
import type { FlavourAdapter } from '../types';

// MUI evaluated in one go was one long task of 120-140 ms on a phone: in slices, each is a task of its own.
export const materialFlavour = {
  id: 'material',
  label: flavours.material.label,
  load: () =>
    loadInSlices(
      [
        () => import(/* webpackChunkName: "flavour-material" */ './slices/styles'),
        () => import(/* webpackChunkName: "flavour-material" */ './slices/buttons'),
        () => import(/* webpackChunkName: "flavour-material" */ './slices/selects'),
        () => import(/* webpackChunkName: "flavour-material" */ './slices/fields'),
        () => import(/* webpackChunkName: "flavour-material" */ './slices/toggles'),
      ],
      () => import(/* webpackChunkName: "flavour-material" */ './MaterialFlavour').then((module) => module.default),
    ),
} satisfies FlavourAdapter;
