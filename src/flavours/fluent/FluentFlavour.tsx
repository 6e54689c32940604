import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { fluentControlElements } from '@react-querybuilder/fluent';
import type { FlavourModule } from '../types';

const fluentFlavourModule: FlavourModule = {
  // Fluent UI styles itself at runtime (Griffel); the provider's theme follows the site's colour mode.
  Provider: ({ colorMode, children }) => (
    <FluentProvider theme={colorMode === 'dark' ? webDarkTheme : webLightTheme} style={{ background: 'transparent' }}>
      {children}
    </FluentProvider>
  ),
  controlElements: fluentControlElements,
};

export default fluentFlavourModule;
