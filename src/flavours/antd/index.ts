import { loadInSlices } from '../loadInSlices';
import { flavours } from '../registry';
import type { FlavourAdapter } from '../types';

export const antdFlavour = {
  id: 'antd',
  label: flavours.antd.label,
  load: () =>
    loadInSlices(
      [
        () => import(/* webpackChunkName: "flavour-antd" */ './slices/theme'),
        () => import(/* webpackChunkName: "flavour-antd" */ './slices/inputs'),
        () => import(/* webpackChunkName: "flavour-antd" */ './slices/select'),
        () => import(/* webpackChunkName: "flavour-antd" */ './slices/datePicker'),
        () => import(/* webpackChunkName: "flavour-antd" */ './slices/icons'),
      ],
      () => import(/* webpackChunkName: "flavour-antd" */ './AntdFlavour').then((module) => module.default),
    ),
} satisfies FlavourAdapter;
