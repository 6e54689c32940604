import { addonVersionOfDocs, siteDocsVersion } from '../../config/docsVersions';
import { loadInSlices } from './loadInSlices';
import type { FlavourModule } from './types';

/**
 * The UI-library flavours the site demonstrates, in the order the demo index lists them: the one place that
 * names them. The demo routes (plugins/flavourRoutes), the bundler rules (plugins/lean/flavourBundling), the API
 * reference's modules, the sandbox, the demo's App.tsx, the bench and the tests all read this table; adding a
 * flavour is a folder `src/flavours/<id>/` with its module plus one entry here, whose code half (App.tsx snippets,
 * sandbox modules) sits in registryCode.ts so the pages that only list flavours do not download it (CONTRIBUTING.md).
 */
export interface FlavourInfo {
  /** Route segment: the demo lives at /demo/{id}; also the folder src/flavours/{id}/. */
  readonly id: string;
  /** Name of the UI library, as its authors write it. */
  readonly label: string;
  /** Package that provides the flavour's controls. */
  readonly packageName: string;
  /** `npm`: a published add-on; `workspace`: ours, built from `packages/{id}/src/index.ts`. */
  readonly source: 'npm' | 'workspace';
  /** The UI library's own packages a project installs next to the flavour package. */
  readonly peerPackages: readonly string[];
  /**
   * Exact versions an exported project installs: the flavour package and every package its sandbox template
   * imports. They equal what the site runs (checked against node_modules by the registry test).
   */
  readonly versions: Readonly<Record<string, string>>;
  /** Home page of the UI library. */
  readonly homepage: string;
  /** Loads the flavour's UI library and controls; only the page that shows the flavour calls it. */
  readonly load: () => Promise<FlavourModule>;
  readonly bundling?: {
    /**
     * The add-on was published for an earlier 7.x release: it reaches react-querybuilder through
     * src/flavours/compat/reactQuerybuilderForOlderAddons.ts, so it runs on the site's one copy.
     */
    readonly olderReactQuerybuilder?: boolean;
    /** Packages that do not declare themselves free of side effects although their modules are (tree-shaken). */
    readonly sideEffectFreePackages?: readonly string[];
  };
}

const defaultOf = <T>(module: { default: T }) => module.default;

/** A flavour package's release: the site's react-querybuilder's, unless the version table names an older one. */
const addonRelease = (name: string) => addonVersionOfDocs(siteDocsVersion, name);

const entries = {
  antd: {
    id: 'antd',
    label: 'Ant Design',
    packageName: '@react-querybuilder/antd',
    source: 'npm',
    peerPackages: ['antd', '@ant-design/icons', 'dayjs'],
    versions: {
      '@react-querybuilder/antd': addonRelease('@react-querybuilder/antd'),
      antd: '5.29.3',
      '@ant-design/icons': '5.6.1',
      dayjs: '1.11.23',
    },
    homepage: 'https://ant.design',
    load: () =>
      loadInSlices(
        [
          () => import(/* webpackChunkName: "flavour-antd" */ './antd/slices/theme'),
          () => import(/* webpackChunkName: "flavour-antd" */ './antd/slices/inputs'),
          () => import(/* webpackChunkName: "flavour-antd" */ './antd/slices/select'),
          () => import(/* webpackChunkName: "flavour-antd" */ './antd/slices/datePicker'),
          () => import(/* webpackChunkName: "flavour-antd" */ './antd/slices/icons'),
        ],
        () => import(/* webpackChunkName: "flavour-antd" */ './antd/AntdFlavour').then(defaultOf),
      ),
    bundling: { olderReactQuerybuilder: true },
  },
  bootstrap: {
    id: 'bootstrap',
    label: 'Bootstrap',
    packageName: '@react-querybuilder/bootstrap',
    source: 'npm',
    peerPackages: ['bootstrap', 'bootstrap-icons'],
    versions: {
      '@react-querybuilder/bootstrap': addonRelease('@react-querybuilder/bootstrap'),
      bootstrap: '5.3.9',
      'bootstrap-icons': '1.13.2',
    },
    homepage: 'https://getbootstrap.com',
    load: () => import('./bootstrap/BootstrapFlavour').then(defaultOf),
  },
  bulma: {
    id: 'bulma',
    label: 'Bulma',
    packageName: '@react-querybuilder/bulma',
    source: 'workspace',
    peerPackages: ['bulma'],
    versions: { '@react-querybuilder/bulma': addonRelease('@react-querybuilder/bulma'), bulma: '1.0.4' },
    homepage: 'https://bulma.io',
    load: () => import('./bulma/BulmaFlavour').then(defaultOf),
  },
  chakra: {
    id: 'chakra',
    label: 'Chakra UI',
    packageName: '@react-querybuilder/chakra',
    source: 'npm',
    // Every peer the add-on declares: a package manager that leaves peers to the app would otherwise miss the icons.
    peerPackages: [
      '@chakra-ui/react',
      '@chakra-ui/system',
      '@chakra-ui/icons',
      '@emotion/react',
      '@emotion/styled',
      'framer-motion',
    ],
    versions: {
      '@react-querybuilder/chakra': addonRelease('@react-querybuilder/chakra'),
      '@chakra-ui/react': '2.10.10',
      '@chakra-ui/system': '2.6.2',
      '@chakra-ui/icons': '2.2.6',
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      'framer-motion': '11.18.2',
    },
    homepage: 'https://chakra-ui.com',
    load: () =>
      loadInSlices(
        [
          () => import(/* webpackChunkName: "flavour-chakra" */ './chakra/slices/system'),
          () => import(/* webpackChunkName: "flavour-chakra" */ './chakra/slices/theme'),
          () => import(/* webpackChunkName: "flavour-chakra" */ './chakra/slices/provider'),
          () => import(/* webpackChunkName: "flavour-chakra" */ './chakra/slices/controls'),
        ],
        () => import(/* webpackChunkName: "flavour-chakra" */ './chakra/ChakraFlavour').then(defaultOf),
      ),
    bundling: { olderReactQuerybuilder: true },
  },
  fluent: {
    id: 'fluent',
    label: 'Fluent UI',
    packageName: '@react-querybuilder/fluent',
    source: 'workspace',
    peerPackages: ['@fluentui/react-components'],
    versions: {
      '@react-querybuilder/fluent': addonRelease('@react-querybuilder/fluent'),
      '@fluentui/react-components': '9.74.11',
    },
    homepage: 'https://react.fluentui.dev',
    load: () => import('./fluent/FluentFlavour').then(defaultOf),
  },
  mantine: {
    id: 'mantine',
    label: 'Mantine',
    packageName: '@react-querybuilder/mantine',
    source: 'npm',
    peerPackages: ['@mantine/core', '@mantine/dates', '@mantine/hooks', 'dayjs'],
    versions: {
      '@react-querybuilder/mantine': addonRelease('@react-querybuilder/mantine'),
      '@mantine/core': '7.17.8',
      '@mantine/dates': '7.17.8',
      '@mantine/hooks': '7.17.8',
      dayjs: '1.11.23',
    },
    homepage: 'https://mantine.dev',
    load: () => import('./mantine/MantineFlavour').then(defaultOf),
  },
  material: {
    id: 'material',
    label: 'Material UI',
    packageName: '@react-querybuilder/material',
    source: 'npm',
    peerPackages: ['@mui/material', '@mui/icons-material', '@emotion/react', '@emotion/styled'],
    versions: {
      '@react-querybuilder/material': addonRelease('@react-querybuilder/material'),
      '@mui/material': '7.3.11',
      '@mui/icons-material': '7.3.11',
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
    },
    homepage: 'https://mui.com/material-ui/',
    // MUI evaluated in one go was one long task of 120-140 ms on a phone: in slices, each is a task of its own.
    load: () =>
      loadInSlices(
        [
          () => import(/* webpackChunkName: "flavour-material" */ './material/slices/styles'),
          () => import(/* webpackChunkName: "flavour-material" */ './material/slices/buttons'),
          () => import(/* webpackChunkName: "flavour-material" */ './material/slices/selects'),
          () => import(/* webpackChunkName: "flavour-material" */ './material/slices/fields'),
          () => import(/* webpackChunkName: "flavour-material" */ './material/slices/toggles'),
        ],
        () => import(/* webpackChunkName: "flavour-material" */ './material/MaterialFlavour').then(defaultOf),
      ),
  },
  tremor: {
    id: 'tremor',
    label: 'Tremor',
    packageName: '@react-querybuilder/tremor',
    source: 'workspace',
    peerPackages: ['@tremor/react'],
    versions: { '@react-querybuilder/tremor': addonRelease('@react-querybuilder/tremor'), '@tremor/react': '3.18.7' },
    homepage: 'https://www.tremor.so',
    load: () => import('./tremor/TremorFlavour').then(defaultOf),
    // @tremor/react's modules have no side effects, and the Tremor demo uses only form controls, not its charts.
    bundling: { sideEffectFreePackages: ['@tremor/react'] },
  },
} as const satisfies Readonly<Record<string, FlavourInfo>>;

export type FlavourId = keyof typeof entries;

export const flavours: { readonly [Id in FlavourId]: FlavourInfo & { readonly id: Id } } = entries;

export const flavourIds = Object.keys(flavours) as readonly FlavourId[];

export function isFlavourId(value: string): value is FlavourId {
  return (flavourIds as readonly string[]).includes(value);
}
