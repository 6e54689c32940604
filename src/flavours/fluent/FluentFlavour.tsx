import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { QueryBuilderFluent, fluentControlElements } from '@react-querybuilder/fluent';
import type { FlavourModule } from '../types';

const fluentFlavourModule: FlavourModule = {
  // Fluent UI styles itself at runtime (Griffel); the provider's theme follows the site's colour mode.
  // QueryBuilderFluent adds the icon translations, as in the code the demo exports.
  Provider: ({ colorMode, children }) => (
    <FluentProvider theme={colorMode === 'dark' ? webDarkTheme : webLightTheme} style={{ background: 'transparent' }}>
      <QueryBuilderFluent>{children}</QueryBuilderFluent>
    </FluentProvider>
  ),
  controlElements: fluentControlElements,
};

export default fluentFlavourModule;
