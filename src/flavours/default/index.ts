import type { FlavourAdapter } from '../types';
import defaultFlavourModule from './DefaultFlavour';

export const defaultFlavour = {
  id: 'default',
  label: 'Default',
  load: () => Promise.resolve(defaultFlavourModule),
  preloaded: defaultFlavourModule,
} satisfies FlavourAdapter<'default'>;
