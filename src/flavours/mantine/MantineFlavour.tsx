import { MantineProvider, createTheme } from '@mantine/core';
import mantineCoreCss from '@mantine/core/styles.css?scope=rqb-flavour-mantine&demo-stylesheet';
import mantineDatesCss from '@mantine/dates/styles.css?scope=rqb-flavour-mantine&demo-stylesheet';
import demoFixesCss from './mantine.css?scope=rqb-flavour-mantine&demo-stylesheet';
import { mantineControlElements } from '@react-querybuilder/mantine';
import { useCallback, useRef, type ReactNode } from 'react';
import type { FlavourModule, SiteColorMode } from '../types';
import { MantineLabelledValueEditor } from './MantineLabelledValueEditor';
import { MantineSelector } from './MantineSelector';

// Dropdowns stay inside the scoped element: a portal to <body> would leave Mantine's scoped styles behind.
// White on shade 6 of Mantine's blue is 3.6:1; shade 8 keeps filled buttons at 4.5:1 (WCAG AA) in both modes.
const theme = createTheme({
  primaryShade: 8,
  components: {
    Popover: { defaultProps: { withinPortal: false } },
    Combobox: { defaultProps: { withinPortal: false } },
  },
});

function MantineSiteProvider({
  colorMode,
  children,
}: {
  readonly colorMode: SiteColorMode;
  readonly children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const getRootElement = useCallback(() => root.current ?? undefined, []);
  return (
    <div ref={root} className="rqb-flavour-mantine" data-mantine-color-scheme={colorMode}>
      <MantineProvider
        theme={theme}
        forceColorScheme={colorMode}
        cssVariablesSelector=".rqb-flavour-mantine"
        getRootElement={getRootElement}
        withGlobalClasses={false}
      >
        {children}
      </MantineProvider>
    </div>
  );
}

const mantineFlavourModule: FlavourModule = {
  Provider: MantineSiteProvider,
  controlElements: {
    ...mantineControlElements,
    valueSelector: MantineSelector,
    valueEditor: MantineLabelledValueEditor,
  },
  stylesheets: [mantineCoreCss, mantineDatesCss, demoFixesCss],
};

export default mantineFlavourModule;
