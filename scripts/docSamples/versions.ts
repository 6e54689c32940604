import { archivedDocsVersions } from '../../config/archivedVersions';
import { addonVersionOfDocs, docsDirOf, docsVersionLabel, libraryOfDocs, majorOfDocs } from '../../config/docsVersions';

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

/**
 * Where the samples of a docs version find the library they document, by its major release: 8 in its own tree
 * (tools/doc-samples/next), 7 as the site's own react-querybuilder, older majors under their npm aliases (rqb6…).
 */
export function samplePackagesFor(major: number): Pick<SampleVersion, 'packages'> {
  if (major === 8) {
    return {
      // This copy of 8.x (tools/doc-samples/next) has the optional parser peers of @react-querybuilder/core
      // installed beside it, where Node looks for them (node_modules/rqb8 has none), and the 8.x Bootstrap add-on.
      packages: {
        'react-querybuilder': 'tools/doc-samples/next/node_modules/react-querybuilder',
        '@react-querybuilder/core': 'tools/doc-samples/next/node_modules/@react-querybuilder/core',
        '@react-querybuilder/bootstrap': 'tools/doc-samples/next/node_modules/@react-querybuilder/bootstrap',
      },
    };
  }
  if (major === 7) return { packages: { 'react-querybuilder': 'node_modules/react-querybuilder' } };
  return { packages: { 'react-querybuilder': `node_modules/rqb${major}` } };
}

/** Pages of the Next docs checked against another release than the Next line's (see the entry that lists them). */
const nextDndPages = ['dnd.md'];
/** Drivers the server-side samples import; layered over the site's node_modules for the versions that have such samples. */
const serverDrivers = 'tools/doc-samples/server/node_modules';
/** react-awesome-query-builder's core, whose exports the Next page on moving from it reads (tips/migrate-from-raqb.md). */
const raqbCore = 'tools/doc-samples/raqb/node_modules';

/**
 * The drag-and-drop add-on's latest 8.x pins its own release of react-querybuilder exactly, so the Next dnd page
 * documents that pair and its samples are checked against it (tools/doc-samples/next-dnd).
 */
const nextDndEntry: SampleVersion = {
  name: 'current-dnd',
  label: 'Next (dnd)',
  docsDir: docsDirOf('current'),
  libraryVersion: addonVersionOfDocs('current', '@react-querybuilder/dnd'),
  packages: {
    'react-querybuilder': 'tools/doc-samples/next-dnd/node_modules/react-querybuilder',
    '@react-querybuilder/core': 'tools/doc-samples/next-dnd/node_modules/@react-querybuilder/core',
    '@react-querybuilder/dnd': 'tools/doc-samples/next-dnd/node_modules/@react-querybuilder/dnd',
    // The engines of the add-on's other two adapters, which the page's checks drive.
    '@dnd-kit/core': 'tools/doc-samples/next-dnd/node_modules/@dnd-kit/core',
    '@atlaskit/pragmatic-drag-and-drop': 'tools/doc-samples/next-dnd/node_modules/@atlaskit/pragmatic-drag-and-drop',
  },
  pages: { only: nextDndPages },
};

/** Every docs version (Next first, then versions.json's order) with the library its table row names. */
export function deriveSampleVersions(archived: readonly string[]): SampleVersion[] {
  return ['current', ...archived].flatMap((name): SampleVersion[] => {
    const libraryVersion = libraryOfDocs(name);
    const major = majorOfDocs(name);
    if (libraryVersion === undefined || major === undefined)
      throw new Error(
        `Docs version ${name} (versions.json) has no row in config/docsVersions.ts: add its library version`,
      );
    const entry: SampleVersion = {
      name,
      label: docsVersionLabel(name),
      docsDir: docsDirOf(name),
      libraryVersion,
      ...samplePackagesFor(major),
      ...(major >= 8
        ? { extraNodeModules: [serverDrivers, raqbCore] }
        : major >= 7
          ? { extraNodeModules: [serverDrivers] }
          : {}),
    };
    return name === 'current' ? [{ ...entry, pages: { except: nextDndPages } }, nextDndEntry] : [entry];
  });
}

export const sampleVersions: readonly SampleVersion[] = deriveSampleVersions(archivedDocsVersions());

/**
 * The entries `DOC_SAMPLE_VERSIONS=current,7` selects (npm run test:quick sets it): a docs version's name selects its
 * entries, `current` among them the Next drag-and-drop page's `current-dnd`.
 */
export function selectedSampleVersions(only = process.env.DOC_SAMPLE_VERSIONS): readonly SampleVersion[] {
  const names = only?.split(',').filter(Boolean);
  if (!names) return sampleVersions;
  return sampleVersions.filter(
    (version) => names.includes(version.name) || names.includes(version.name.split('-')[0]!),
  );
}
