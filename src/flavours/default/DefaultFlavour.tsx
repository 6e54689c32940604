import type { FlavourModule } from '../types';
import { DefaultValueEditor } from './DefaultValueEditor';

/** The library's standard controls: no UI library, only react-querybuilder's own stylesheet. */
const defaultFlavourModule: FlavourModule = {
  Provider: ({ children }) => <>{children}</>,
  controlElements: { valueEditor: DefaultValueEditor },
};

export default defaultFlavourModule;
