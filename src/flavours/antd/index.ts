import { flavours } from '../registry';
import type { FlavourAdapter } from '../types';

export const antdFlavour = {
  id: 'antd',
  label: flavours.antd.label,
  load: () => import('./AntdFlavour').then(module => module.default),
} satisfies FlavourAdapter;
