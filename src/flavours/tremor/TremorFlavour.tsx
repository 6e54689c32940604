import { tremorControlClassnames, tremorControlElements } from '@react-querybuilder/tremor';
import type { FlavourModule } from '../types';
// Tremor's menus open in Headless UI's portal at the end of <body>, so that element is in the scope too.
import tremorCss from './tremor.css?scope=rqb-flavour-tremor&portal=headlessui-portal-root&tailwind&demo-stylesheet';

const tremorFlavourModule: FlavourModule = {
  Provider: ({ children }) => <div className="rqb-flavour-tremor">{children}</div>,
  controlElements: tremorControlElements,
  controlClassnames: tremorControlClassnames,
  stylesheets: [tremorCss],
};

export default tremorFlavourModule;
