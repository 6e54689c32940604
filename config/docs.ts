import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkHiddenChecks from '../plugins/docClaims';
import remarkApiHistory from '../plugins/history/remark';
import remarkLiveCode from '../plugins/remarkLiveCode';
import remarkSandboxLinks from '../plugins/remarkSandboxLinks';
import remarkRunButtons from '../plugins/queryLab/remarkRunButtons';
import { archivedDocsVersions } from './archivedVersions';
import { docsPathOf, docsVersionLabel, latestDocsVersion, majorOfDocs } from './docsVersions';
import { tableRehypePlugins, tocRemarkPlugins } from './theme';

type VersionOptions = NonNullable<DocsOptions['versions']>[string];

/**
 * Each version's label, path and banner, derived from versions.json and the table in config/docsVersions.ts:
 * Next (`current`) at /docs/next, the latest at /docs, older ones at /docs/{name} marked unmaintained, and a
 * released version newer than the latest (a major released ahead of being made the default) marked unreleased.
 */
export function deriveDocsVersions(archived: readonly string[], latest: string): Record<string, VersionOptions> {
  const latestMajor = majorOfDocs(latest) ?? Number(latest);
  const optionsOf = (name: string): VersionOptions => {
    const common = { label: docsVersionLabel(name), path: docsPathOf(name, latest) };
    if (name === 'current') return { ...common, banner: 'unreleased' };
    if (name === latest) return { ...common, banner: 'none' };
    const newer = (majorOfDocs(name) ?? Number(name)) > latestMajor;
    return { ...common, banner: newer ? 'unreleased' : 'unmaintained' };
  };
  return Object.fromEntries(['current', ...archived].map((name) => [name, optionsOf(name)]));
}

export const docsVersions = deriveDocsVersions(archivedDocsVersions(), latestDocsVersion);

export { latestDocsVersion };

export const docs = {
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  lastVersion: latestDocsVersion,
  includeCurrentVersion: true,
  versions: docsVersions,
  // Before Docusaurus' own plugins: hidden checks never reach the page (nor its TOC or sandbox links); the change
  // pages' generated headings get ids and TOC entries, their links resolve.
  beforeDefaultRemarkPlugins: [remarkHiddenChecks, remarkApiHistory],
  // A ```tsx live fence becomes an editable example its page imports (code blocks on other pages carry none of it).
  // Every builder sample of the versions the sandbox runs gets "Open in sandbox" or the reason it cannot.
  // A ```bash npm2yarn block shows its npm command beside Yarn, pnpm and Bun in tabs; the reader's choice holds on every page.
  remarkPlugins: [
    ...tocRemarkPlugins,
    remarkLiveCode,
    remarkSandboxLinks,
    remarkRunButtons,
    [npm2yarn, { sync: true }],
  ],
  rehypePlugins: tableRehypePlugins,
  // From each file's last commit (future.faster reads the whole history once: its gitEagerVcs).
  showLastUpdateTime: true,
  editUrl: ({ versionDocsDirPath, docPath }) =>
    `https://github.com/react-querybuilder/react-querybuilder/edit/main/website/${versionDocsDirPath}/${docPath}`,
} satisfies DocsOptions;
