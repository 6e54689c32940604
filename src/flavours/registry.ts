/** The UI-library flavours the site demonstrates, in the order the demo index lists them. */
export interface FlavourInfo {
  /** Route segment: the demo lives at /demo/{id}. */
  readonly id: FlavourId;
  /** Name of the UI library, as its authors write it. */
  readonly label: string;
  /** Package that provides the flavour's controls. */
  readonly packageName: string;
  /** The UI library's own packages a project installs next to the flavour package. */
  readonly peerPackages: readonly string[];
  /** Home page of the UI library. */
  readonly homepage: string;
}

export const flavourIds = ['antd', 'bootstrap', 'bulma', 'chakra', 'fluent', 'mantine', 'material', 'tremor'] as const;
export type FlavourId = (typeof flavourIds)[number];

export const flavours: Readonly<Record<FlavourId, FlavourInfo>> = {
  antd: {
    id: 'antd',
    label: 'Ant Design',
    packageName: '@react-querybuilder/antd',
    peerPackages: ['antd', '@ant-design/icons', 'dayjs'],
    homepage: 'https://ant.design',
  },
  bootstrap: {
    id: 'bootstrap',
    label: 'Bootstrap',
    packageName: '@react-querybuilder/bootstrap',
    peerPackages: ['bootstrap', 'bootstrap-icons'],
    homepage: 'https://getbootstrap.com',
  },
  bulma: {
    id: 'bulma',
    label: 'Bulma',
    packageName: '@react-querybuilder/bulma',
    peerPackages: ['bulma'],
    homepage: 'https://bulma.io',
  },
  chakra: {
    id: 'chakra',
    label: 'Chakra UI',
    packageName: '@react-querybuilder/chakra',
    peerPackages: ['@chakra-ui/react', '@emotion/react'],
    homepage: 'https://chakra-ui.com',
  },
  fluent: {
    id: 'fluent',
    label: 'Fluent UI',
    packageName: '@react-querybuilder/fluent',
    peerPackages: ['@fluentui/react-components'],
    homepage: 'https://react.fluentui.dev',
  },
  mantine: {
    id: 'mantine',
    label: 'Mantine',
    packageName: '@react-querybuilder/mantine',
    peerPackages: ['@mantine/core', '@mantine/dates', '@mantine/hooks', 'dayjs'],
    homepage: 'https://mantine.dev',
  },
  material: {
    id: 'material',
    label: 'Material UI',
    packageName: '@react-querybuilder/material',
    peerPackages: ['@mui/material', '@mui/icons-material', '@emotion/react', '@emotion/styled'],
    homepage: 'https://mui.com/material-ui/',
  },
  tremor: {
    id: 'tremor',
    label: 'Tremor',
    packageName: '@react-querybuilder/tremor',
    peerPackages: ['@tremor/react'],
    homepage: 'https://www.tremor.so',
  },
};

export function isFlavourId(value: string): value is FlavourId {
  return (flavourIds as readonly string[]).includes(value);
}

/** The install command for a flavour: the library, the flavour package and its UI library. */
export function installCommand(id: FlavourId): string {
  const flavour = flavours[id];
  return ['npm i react-querybuilder', flavour.packageName, ...flavour.peerPackages].join(' ');
}
