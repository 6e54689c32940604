import type { Classnames } from 'react-querybuilder';
import { bulmaDemoClassnames } from './bulma/demoClassnames';
import type { FlavourId } from './registry';

/**
 * The code half of the flavour registry (src/flavours/registry.ts): each flavour's App.tsx snippets and the
 * modules sandbox code may import. It is a module of its own so that the pages that only list or load flavours
 * (home, demo) do not download it; TypeScript refuses a registry entry without its code here.
 */
export interface FlavourCode {
  /** The flavour's App.tsx in the sandbox (src/sandbox/flavourTemplates.ts). */
  readonly sandbox: {
    /** Import lines besides React and react-querybuilder. */
    readonly imports: readonly string[];
    /** Props given to QueryBuilder besides the query ones. */
    readonly props: string;
    /** Element wrapped around the builder and the output, if the library needs a provider. */
    readonly wrapper?: { readonly open: string; readonly close: string };
    /** A comment shown above the component, when the library needs something this file cannot say in code. */
    readonly note?: string;
    /** The modules sandbox code may import for this flavour, each its own chunk (src/sandbox/sandboxScopes.ts). */
    readonly scope: Readonly<Record<string, () => Promise<unknown>>>;
  };
  /** What the demo's generated App.tsx adds for this flavour (src/demo/appCode.ts). */
  readonly appCode: {
    /** Import lines the flavour adds (its wrapper, provider, stylesheets). */
    readonly imports: readonly string[];
    /** Wrappers from outermost to innermost, as JSX element names with their props. */
    readonly wrappers: readonly string[];
    /** Classnames the demo gives QueryBuilder beyond its wrapper's, which QueryBuilder joins with the wrapper's. */
    readonly controlClassnames?: Partial<Classnames>;
  };
}

export const flavourCode: Readonly<Record<FlavourId, FlavourCode>> = {
  antd: {
    sandbox: {
      imports: ["import { antdControlElements } from '@react-querybuilder/antd';"],
      props: 'controlElements={antdControlElements}',
      scope: {
        '@react-querybuilder/antd': () => import('@react-querybuilder/antd'),
        antd: () => import('../sandbox/scopeModules/antd'),
      },
    },
    appCode: {
      imports: ["import { QueryBuilderAntD } from '@react-querybuilder/antd';"],
      wrappers: ['QueryBuilderAntD'],
    },
  },
  bootstrap: {
    sandbox: {
      imports: [
        "import { bootstrapControlClassnames, bootstrapControlElements } from '@react-querybuilder/bootstrap';",
        "import 'bootstrap/dist/css/bootstrap.min.css';",
        "import 'bootstrap-icons/font/bootstrap-icons.min.css';",
      ],
      props: 'controlElements={bootstrapControlElements} controlClassnames={bootstrapControlClassnames}',
      scope: { '@react-querybuilder/bootstrap': () => import('@react-querybuilder/bootstrap') },
    },
    appCode: {
      imports: [
        "import { QueryBuilderBootstrap } from '@react-querybuilder/bootstrap';",
        "import 'bootstrap/dist/css/bootstrap.min.css';",
        "import 'bootstrap-icons/font/bootstrap-icons.css';",
      ],
      wrappers: ['QueryBuilderBootstrap'],
    },
  },
  bulma: {
    sandbox: {
      imports: [
        "import { bulmaControlClassnames, bulmaControlElements } from '@react-querybuilder/bulma';",
        "import 'bulma/css/bulma.min.css';",
      ],
      props: 'controlElements={bulmaControlElements} controlClassnames={bulmaControlClassnames}',
      scope: { '@react-querybuilder/bulma': () => import('@react-querybuilder/bulma') },
    },
    appCode: {
      imports: ["import { QueryBuilderBulma } from '@react-querybuilder/bulma';", "import 'bulma/css/bulma.min.css';"],
      wrappers: ['QueryBuilderBulma'],
      controlClassnames: bulmaDemoClassnames,
    },
  },
  chakra: {
    sandbox: {
      imports: [
        "import { ChakraProvider } from '@chakra-ui/react';",
        "import { chakraControlElements } from '@react-querybuilder/chakra';",
      ],
      props: 'controlElements={chakraControlElements}',
      wrapper: { open: '<ChakraProvider>', close: '</ChakraProvider>' },
      scope: {
        '@react-querybuilder/chakra': () => import('@react-querybuilder/chakra'),
        '@chakra-ui/react': () => import('../sandbox/scopeModules/chakra'),
      },
    },
    appCode: {
      imports: [
        "import { ChakraProvider } from '@chakra-ui/react';",
        "import { QueryBuilderChakra } from '@react-querybuilder/chakra';",
      ],
      wrappers: ['ChakraProvider', 'QueryBuilderChakra'],
    },
  },
  fluent: {
    sandbox: {
      imports: [
        "import { FluentProvider, webLightTheme } from '@fluentui/react-components';",
        "import { fluentControlElements } from '@react-querybuilder/fluent';",
      ],
      props: 'controlElements={fluentControlElements}',
      wrapper: { open: '<FluentProvider theme={webLightTheme}>', close: '</FluentProvider>' },
      scope: {
        '@react-querybuilder/fluent': () => import('@react-querybuilder/fluent'),
        '@fluentui/react-components': () => import('../sandbox/scopeModules/fluent'),
      },
    },
    appCode: {
      imports: [
        "import { FluentProvider, webLightTheme } from '@fluentui/react-components';",
        "import { QueryBuilderFluent } from '@react-querybuilder/fluent';",
      ],
      wrappers: ['FluentProvider theme={webLightTheme}', 'QueryBuilderFluent'],
    },
  },
  mantine: {
    sandbox: {
      imports: [
        "import { MantineProvider } from '@mantine/core';",
        "import { mantineControlElements } from '@react-querybuilder/mantine';",
        "import '@mantine/core/styles.css';",
        "import '@mantine/dates/styles.css';",
      ],
      props: 'controlElements={mantineControlElements}',
      wrapper: { open: '<MantineProvider>', close: '</MantineProvider>' },
      scope: {
        '@react-querybuilder/mantine': () => import('@react-querybuilder/mantine'),
        '@mantine/core': () => import('../sandbox/scopeModules/mantine'),
      },
    },
    appCode: {
      imports: [
        "import { MantineProvider } from '@mantine/core';",
        "import '@mantine/core/styles.css';",
        "import '@mantine/dates/styles.css';",
        "import { QueryBuilderMantine } from '@react-querybuilder/mantine';",
      ],
      wrappers: ['MantineProvider', 'QueryBuilderMantine'],
    },
  },
  material: {
    sandbox: {
      imports: ["import { materialControlElements } from '@react-querybuilder/material';"],
      props: 'controlElements={materialControlElements}',
      scope: {
        '@react-querybuilder/material': () => import('@react-querybuilder/material'),
        '@mui/material': () => import('@mui/material'),
      },
    },
    appCode: {
      imports: ["import { QueryBuilderMaterial } from '@react-querybuilder/material';"],
      wrappers: ['QueryBuilderMaterial'],
    },
  },
  tremor: {
    sandbox: {
      imports: ["import { tremorControlElements } from '@react-querybuilder/tremor';"],
      props: 'controlElements={tremorControlElements}',
      note: "Tremor's controls are styled by Tailwind CSS: an exported project needs Tailwind set up as Tremor's guide describes.",
      scope: { '@react-querybuilder/tremor': () => import('@react-querybuilder/tremor') },
    },
    appCode: {
      // Tremor styles itself with Tailwind CSS: the app's Tailwind config must scan @tremor/react.
      imports: ["import { QueryBuilderTremor } from '@react-querybuilder/tremor';"],
      wrappers: ['QueryBuilderTremor'],
    },
  },
};
