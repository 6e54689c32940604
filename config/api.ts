import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { apiModules } from './apiModules.mjs';
import { apiDocsId } from './apiDocsId';
import remarkApiAnchors from '../plugins/remarkApiAnchors';
import remarkApiHistory from '../plugins/history/remark';
import remarkApiCorrections from '../plugins/apiCorrections';
import { tableRehypePlugins, tocRemarkPlugins } from './theme';

/**
 * The API reference: a second docs instance over the Markdown that scripts/api/generate.mjs writes
 * into api/ before every build and dev-server start.
 */
export const apiDocs = {
  id: apiDocsId,
  path: 'api',
  routeBasePath: 'api',
  sidebarPath: './sidebarsApi.ts',
  breadcrumbs: false,
  includeCurrentVersion: true,
  versions: { current: { label: 'Latest' } },
  // Before Docusaurus' own plugins: the change pages' generated headings get ids and TOC entries, their links resolve,
  // and the notes on members whose library comment is false for this release become admonitions.
  beforeDefaultRemarkPlugins: [remarkApiHistory, remarkApiCorrections],
  // A module page with an anchor map follows an old member anchor (#formatquery) to the member's page.
  remarkPlugins: [...tocRemarkPlugins, remarkApiAnchors],
  rehypePlugins: tableRehypePlugins,
} satisfies DocsOptions;

/** Short addresses of the add-on module pages: /api/modules/antd → /api/modules/react_querybuilder_antd. */
export const apiShortModuleRedirects = apiModules
  .filter((m) => m.module.startsWith('react_querybuilder_'))
  .map((m) => ({
    from: `/api/modules/${m.module.replace('react_querybuilder_', '')}`,
    to: `/api/modules/${m.module}`,
  }));
