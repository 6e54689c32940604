import type { FlavourModule } from '../types';

/** The library's standard controls: no UI library, only react-querybuilder's own stylesheet. */
const defaultFlavourModule: FlavourModule = {
  Provider: ({ children }) => <>{children}</>,
};

export default defaultFlavourModule;
