import type { ColorModeProviderProps } from '@chakra-ui/react';
import { ChakraProvider } from './slices/provider';
import { chakraControlElements } from '@react-querybuilder/chakra';
import { useMemo, type ReactNode } from 'react';
import type { FlavourModule, SiteColorMode } from '../types';
import { ChakraLabelledValueEditor } from './ChakraLabelledValueEditor';

/** Chakra reads and writes its colour mode through a manager; this one only mirrors the site's. */
const siteColorModeManager = (colorMode: SiteColorMode): NonNullable<ColorModeProviderProps['colorModeManager']> => ({
  type: 'localStorage',
  ssr: false,
  get: () => colorMode,
  set: () => undefined,
});

function ChakraSiteProvider({
  colorMode,
  children,
}: {
  readonly colorMode: SiteColorMode;
  readonly children: ReactNode;
}) {
  const manager = useMemo(() => siteColorModeManager(colorMode), [colorMode]);
  return (
    // No CSS reset and no global styles: Chakra must not restyle the site around the demo.
    <ChakraProvider resetCSS={false} disableGlobalStyle colorModeManager={manager}>
      <div className="rqb-flavour-chakra">{children}</div>
    </ChakraProvider>
  );
}

const chakraFlavourModule: FlavourModule = {
  Provider: ChakraSiteProvider,
  controlElements: { ...chakraControlElements, valueEditor: ChakraLabelledValueEditor },
};

export default chakraFlavourModule;
