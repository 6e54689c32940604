import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import remarkApiHistory from '../plugins/apiHistory';
import { tocRemarkPlugins } from './theme';

/**
 * The docs versions table. "current" is the Next pre-release at /docs/next;
 * 7 is the latest and has no path prefix.
 */
export const docsVersions = {
  current: { label: 'Next', path: 'next', banner: 'unreleased' },
  '7': { label: 'v7', path: '', banner: 'none' },
  '6': { label: 'v6', path: '6', banner: 'unmaintained' },
  '5': { label: 'v5', path: '5', banner: 'unmaintained' },
  '4': { label: 'v4', path: '4', banner: 'unmaintained' },
  '3': { label: 'v3', path: '3', banner: 'unmaintained' },
} satisfies NonNullable<DocsOptions['versions']>;

export const latestDocsVersion = '7';

export const docs = {
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  lastVersion: latestDocsVersion,
  includeCurrentVersion: true,
  versions: docsVersions,
  // Before Docusaurus' own plugins: the change pages' generated headings get ids and TOC entries, their links resolve.
  beforeDefaultRemarkPlugins: [remarkApiHistory],
  remarkPlugins: tocRemarkPlugins,
  editUrl: ({ versionDocsDirPath, docPath }) =>
    `https://github.com/react-querybuilder/react-querybuilder/edit/main/website/${versionDocsDirPath}/${docPath}`,
} satisfies DocsOptions;
