import { antdFlavour } from './antd';
import { bootstrapFlavour } from './bootstrap';
import { bulmaFlavour } from './bulma';
import { chakraFlavour } from './chakra';
import { defaultFlavour } from './default';
import { fluentFlavour } from './fluent';
import { mantineFlavour } from './mantine';
import { materialFlavour } from './material';
import { tremorFlavour } from './tremor';
import type { DemoFlavourId, FlavourAdapter } from './types';

/** Every demo flavour's adapter; a page imports only the loader of the flavour it shows. */
export const flavourAdapters: Readonly<Record<DemoFlavourId, FlavourAdapter>> = {
  default: defaultFlavour,
  antd: antdFlavour,
  bootstrap: bootstrapFlavour,
  bulma: bulmaFlavour,
  chakra: chakraFlavour,
  fluent: fluentFlavour,
  mantine: mantineFlavour,
  material: materialFlavour,
  tremor: tremorFlavour,
};
