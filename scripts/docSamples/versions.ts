/**
 * Which library each docs version's samples are checked against. Module names map to package
 * directories (relative to the repository root); everything else resolves from the site's own
 * node_modules. `extraNodeModules` layers extra installs (e.g. a version's add-ons that cannot share
 * the site's node_modules) over the site's, before `packages` applies.
 */
export interface SampleVersion {
  /** Docs version name as Docusaurus knows it ('current' is Next). */
  name: string;
  label: string;
  docsDir: string;
  /** The react-querybuilder version the pages document; the check asserts the mapped package has it. */
  libraryVersion: string;
  packages: Record<string, string>;
  extraNodeModules?: string[];
  /** Limits the pages (paths relative to `docsDir`) whose samples this entry checks. */
  pages?: { only?: readonly string[]; except?: readonly string[] };
}

/** Pages of the Next docs checked against another release than 8.24.1 (see the entry that lists them). */
const nextDndPages = ['dnd.md'];
/** Drivers the server-side samples import; layered over the site's node_modules for the versions that have such samples. */
const serverDrivers = 'tools/doc-samples/server/node_modules';

export const sampleVersions: readonly SampleVersion[] = [
  {
    name: 'current',
    label: 'Next',
    docsDir: 'docs',
    libraryVersion: '8.24.1',
    // This copy of 8.24.1 (tools/doc-samples/next) has the optional parser peers of @react-querybuilder/core
    // installed beside it, where Node looks for them (node_modules/rqb8 has none), and the 8.24.1 Bootstrap add-on.
    packages: {
      'react-querybuilder': 'tools/doc-samples/next/node_modules/react-querybuilder',
      '@react-querybuilder/core': 'tools/doc-samples/next/node_modules/@react-querybuilder/core',
      '@react-querybuilder/bootstrap': 'tools/doc-samples/next/node_modules/@react-querybuilder/bootstrap',
    },
    extraNodeModules: [serverDrivers],
    pages: { except: nextDndPages },
  },
  {
    name: 'current-dnd',
    label: 'Next (dnd)',
    docsDir: 'docs',
    // The drag-and-drop add-on's latest 8.x (8.22.4) pins react-querybuilder 8.22.4 exactly, so its page
    // documents that pair and its samples are checked against it (tools/doc-samples/next-dnd).
    libraryVersion: '8.22.4',
    packages: {
      'react-querybuilder': 'tools/doc-samples/next-dnd/node_modules/react-querybuilder',
      '@react-querybuilder/core': 'tools/doc-samples/next-dnd/node_modules/@react-querybuilder/core',
      '@react-querybuilder/dnd': 'tools/doc-samples/next-dnd/node_modules/@react-querybuilder/dnd',
    },
    pages: { only: nextDndPages },
  },
  {
    name: '7',
    label: 'v7',
    docsDir: 'versioned_docs/version-7',
    libraryVersion: '7.7.1',
    packages: { 'react-querybuilder': 'node_modules/react-querybuilder' },
    extraNodeModules: [serverDrivers],
  },
  {
    name: '6',
    label: 'v6',
    docsDir: 'versioned_docs/version-6',
    libraryVersion: '6.5.5',
    packages: { 'react-querybuilder': 'node_modules/rqb6' },
  },
  {
    name: '5',
    label: 'v5',
    docsDir: 'versioned_docs/version-5',
    libraryVersion: '5.4.1',
    packages: { 'react-querybuilder': 'node_modules/rqb5' },
  },
  {
    name: '4',
    label: 'v4',
    docsDir: 'versioned_docs/version-4',
    libraryVersion: '4.5.3',
    packages: { 'react-querybuilder': 'node_modules/rqb4' },
  },
  {
    name: '3',
    label: 'v3',
    docsDir: 'versioned_docs/version-3',
    libraryVersion: '3.12.1',
    packages: { 'react-querybuilder': 'node_modules/rqb3' },
  },
];
