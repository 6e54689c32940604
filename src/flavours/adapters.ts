import { antdFlavour } from './antd';
import { bootstrapFlavour } from './bootstrap';
import { chakraFlavour } from './chakra';
import { defaultFlavour } from './default';
import { mantineFlavour } from './mantine';
import { materialFlavour } from './material';
import type { DemoFlavourId, FlavourAdapter } from './types';

/** Every demo flavour's adapter; a page imports only the loader of the flavour it shows. */
export const flavourAdapters: Readonly<Partial<Record<DemoFlavourId, FlavourAdapter>>> = {
  default: defaultFlavour,
  antd: antdFlavour,
  bootstrap: bootstrapFlavour,
  chakra: chakraFlavour,
  mantine: mantineFlavour,
  material: materialFlavour,
};
