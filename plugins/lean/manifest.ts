/**
 * Every departure of this site from stock Docusaurus: loaders over generated or third-party code, bundler-rule
 * changes, aliases, manifest rewrites, theme overrides that do more than wrap, imports of non-public paths.
 *
 * The whole layer, measured with `npm run bench -- --only lean` (first-load gzip, lean vs stock): home 162.7 vs 230.7 KB
 * of JS, docs 139.1 vs 202.3, docs with code 145.8 vs 202.3, API module 133.2 vs 202.3, API member 151.9 vs 220.0,
 * /demo 185.1 vs 253.3, /demo/material 259.3 vs 327.4, search 148.0 vs 216.6, /sandbox 293.3 vs 361.9; CSS 13.5-14.2
 * vs 22.3 KB on every page. Main-thread ms were measured too but at a load average of 20-35 on two cores they are
 * noise; rerun the bench on a quiet machine before relying on them.
 *
 * Route-file figures below are gzip of the three files the browser gets (registry.js, routes.js,
 * routesChunkNames.json) for this site's 701 routes, before minification: 39.8 KB stock, 13.7 KB lean.
 * `switchable` patches are the lean layer: `LEAN_BUILD=false` leaves them all out (stock Docusaurus, same content and
 * features, bigger and slower), `LEAN_WITHOUT=<id>,…` single ones. The others carry features (or build time) the
 * site cannot do without on any build; they are listed so that an upgrade knows what to check.
 *
 * `checkedAgainst` names the versions a patch was last checked against; manifest.test.ts fails when an installed
 * version differs, so an upgrade is the day each patch is looked at again. `buys` is measured (`npm run bench --
 * --only lean`): gzip KB of first-load JavaScript and CSS, and ms of main-thread work to the load event on Chromium
 * with a 4x-throttled CPU, per page kind; a patch that buys less than 1 KB and 5 ms on its pages goes.
 */

import { addonVersionOfDocs, nextLibraryVersion, siteDocsVersion, siteLibraryVersion } from '../../config/docsVersions';

export type PatchId =
  | 'compactRoutes'
  | 'dropModulePaths'
  | 'groupApiMemberChunks'
  | 'shortChunkNames'
  | 'chunkFilesById'
  | 'dropApiMemberDocs'
  | 'dropPrismExtras'
  | 'deferPrism'
  | 'utilsCommonEsm'
  | 'siteWideCss'
  | 'tremorSideEffects'
  | 'linkPrefetch'
  | 'demoStylesheets'
  | 'flavourBundling'
  | 'localSearchAliases'
  | 'queryLabNodeImports'
  | 'nextAddonsAlias'
  | 'docsNotFoundHydration'
  | 'announcementBarNewId'
  | 'sharedRedirectScript'
  | 'scrollOnArrival'
  | 'versionStripNavbar'
  | 'tocCodeBreaks'
  | 'tableCodeBreaks'
  | 'codeLineIndent'
  | 'markdownTwinsContentOnly';

interface PatchFacts {
  readonly id: PatchId;
  /** Where it lives. */
  readonly files: readonly string[];
  /** What of Docusaurus or another package it depends on: the thing an upgrade can break. */
  readonly touches: readonly string[];
  /** Package → the version the patch was checked against (manifest.test.ts compares with what is installed). */
  readonly checkedAgainst: Readonly<Record<string, string>>;
  /** What it buys, measured; for a patch that is not switchable, what it is for. */
  readonly buys: string;
  /** How to remove it. */
  readonly remove: string;
}

/**
 * A switchable patch makes the site smaller or faster and nothing else: LEAN_BUILD=false leaves it out. Any other is a
 * feature or a fix that stock Docusaurus lacks, which the stock build keeps; `keptOnStock` says why it cannot go.
 */
export type Patch = PatchFacts &
  ({ readonly switchable: true } | { readonly switchable: false; readonly keptOnStock: string });

const docusaurus = '3.10.2';

// The react-querybuilder releases the feature patches serve come from the version table, so a release moved there
// moves here too; the patches' own tests (plugins/nextAddons, flavourBundling) check them against what is installed.
const site = siteLibraryVersion;
const next = nextLibraryVersion;
const olderAddon = (name: string) => addonVersionOfDocs(siteDocsVersion, `@react-querybuilder/${name}`);

export const patches: readonly Patch[] = [
  {
    id: 'compactRoutes',
    files: ['plugins/lean/routeFiles/rewrite.cjs', 'plugins/lean/routeFiles/lazyRoute.ts'],
    touches: [
      '.docusaurus/routes.js, registry.js, routesChunkNames.json (read by routeFiles/read.cjs)',
      '@docusaurus/ComponentCreator (called later, per route)',
    ],
    checkedAgainst: { '@docusaurus/core': docusaurus },
    switchable: true,
    buys:
      'Every page: 12.8 KB gzip of the route files (the 390 API member routes from one table, chunk names inlined, ' +
      'count hashes); route components made on first use rather than all 701 as main.js evaluates.',
    remove: 'Drop `compactRoutes` from plugins/lean/index.ts and rewrite.cjs (browserRoutes, the member table).',
  },
  {
    id: 'dropModulePaths',
    files: ['plugins/lean/routeFiles/rewrite.cjs'],
    touches: ['.docusaurus/registry.js: [load, module name, require.resolveWeak] entries'],
    checkedAgainst: { '@docusaurus/core': docusaurus },
    switchable: true,
    buys: 'Every page: 2.9 KB gzip of the route files (module names and weak references only the server reads).',
    remove: 'Drop `dropModulePaths` from plugins/lean/index.ts and its branch in rewrite.cjs (browserRegistry).',
  },
  {
    id: 'groupApiMemberChunks',
    files: ['plugins/lean/routeFiles/rewrite.cjs'],
    touches: ['.docusaurus/registry.js webpackChunkName of API member modules'],
    checkedAgainst: { '@docusaurus/core': docusaurus },
    switchable: true,
    buys:
      'Every page: 0.7 KB gzip of the route files, plus the runtime ids and hashes of ~330 member chunks fewer ' +
      '(per-patch build: npm run bench -- --only lean --per-patch).',
    remove: 'Drop `groupApiMemberChunks` from plugins/lean/index.ts and chunkOf in rewrite.cjs.',
  },
  {
    id: 'shortChunkNames',
    files: ['plugins/lean/routeFiles/rewrite.cjs', 'plugins/lean/siteWideCss/routeStylesheets.ts'],
    touches: ['.docusaurus/registry.js and routesChunkNames.json chunk names', 'the client manifest chunk names'],
    checkedAgainst: { '@docusaurus/core': docusaurus },
    switchable: true,
    buys:
      'Every page: 2.8 KB gzip of the route files, plus the 8-digit chunk names the runtime spells twice ' +
      '(per-patch build: npm run bench -- --only lean --per-patch).',
    remove: 'Drop `shortChunkNames` from plugins/lean/index.ts and chunkNameMap in rewrite.cjs.',
  },
  {
    id: 'chunkFilesById',
    files: ['plugins/lean/chunkFilesById/', 'plugins/lean/wrapChunkAsset.ts'],
    touches: [
      "Docusaurus' client output.chunkFilename (assets/js/[name].[contenthash:8].js); the build fails when it differs",
      "the bundler runtime's chunk file name function (checked after the build: no map of ids to names or hashes left)",
      "the runtime's gca (chunk name → URL), wrapped by client.ts: a chunk merged into another gets no URL, as the " +
        "core's prefetch expects (it skips URLs with 'undefined', which a build-hashed name no longer has)",
      'tests and the bench find a named chunk (highlighter, local-search-bar, upgrade-compare) through the runtime name → id map: scripts/chunkFiles.mjs',
    ],
    checkedAgainst: { '@docusaurus/core': docusaurus, '@rspack/core': '1.7.12' },
    switchable: true,
    buys:
      'Every page: 7 KB gzip of the runtime (its map from the ids of ~340 named chunks to their names, 1.8 KB, and ' +
      'from the ids of ~590 chunks to their content hashes, 5.2 KB; runtime~main 11.8 -> 5.0 KB). Costs: lazy chunks ' +
      "carry the build's hash, so after a deploy a returning reader fetches again the chunks of the pages they open, " +
      "and a tab left open across it makes its next navigation a full page load (Docusaurus' own reload on a failed " +
      'route chunk).',
    remove:
      'Drop `chunkFilesById` from plugins/lean/index.ts and plugins/lean/chunkFilesById; scripts/chunkFiles.mjs then finds names in file names.',
  },
  {
    id: 'dropApiMemberDocs',
    files: ['plugins/lean/routeFiles/dropApiMemberDocs.cjs'],
    touches: ['.docusaurus/globalData.json: docusaurus-plugin-content-docs.api.versions[].docs'],
    checkedAgainst: { '@docusaurus/core': docusaurus, '@docusaurus/plugin-content-docs': docusaurus },
    switchable: true,
    buys: 'Every page: 3.7 KB gzip of global data (6.2 -> 2.5 KB: the API member docs no sidebar, dropdown or navbar lists).',
    remove: 'Drop `dropApiMemberDocs` from plugins/lean/index.ts and the loader.',
  },
  {
    id: 'dropPrismExtras',
    files: [
      'plugins/lean/prism/dropExtrasLoader.cjs',
      'plugins/lean/prism/dropLanguages.cjs',
      'plugins/lean/prism/dropThemes.cjs',
    ],
    touches: ['prism-react-renderer/dist/index.mjs layout (`// src/prism-langs.ts`, `// src/themes/index.ts`)'],
    checkedAgainst: { 'prism-react-renderer': '2.4.1' },
    switchable: true,
    buys: 'Wherever Prism loads: 22 unused grammars and the unused colour themes, 13.8 KB gzip (prism-react-renderer 32.8 -> 19.1 KB, unminified).',
    remove: 'Drop `dropPrismExtras` from plugins/lean/index.ts and plugins/lean/prism/drop*.cjs.',
  },
  {
    id: 'deferPrism',
    files: [
      'plugins/lean/prism/deferLanguages.cjs',
      'plugins/lean/theme/CodeBlock/index.tsx',
      'plugins/lean/theme/CodeBlock/Content/',
      'plugins/lean/theme/prism-include-languages.ts',
    ],
    touches: [
      '@docusaurus/theme-classic/lib/prism-include-languages.js (emptied)',
      'theme-classic CodeBlock: re-implemented without its remount once hydrated',
      'theme-classic CodeBlock/Content: wrapped although the theme marks it unsafe to wrap',
      '@docusaurus/theme-common/internal useCodeBlockContext: no public API gives a block its metadata and word-wrap state',
      'theme-classic prism-include-languages: ejected (the original bundles the PHP templating grammar in main.js)',
    ],
    checkedAgainst: {
      '@docusaurus/theme-classic': docusaurus,
      '@docusaurus/theme-common': docusaurus,
      'prism-react-renderer': '2.4.1',
    },
    switchable: true,
    buys:
      'Every page without a block drawn in the browser: Prism and its grammars (the highlighter chunk) leave the first load, and ' +
      'no block is highlighted twice while hydrating.',
    remove:
      'Drop `deferPrism` from plugins/lean/index.ts, deferLanguages.cjs and plugins/lean/theme; src/codeBlock/highlighterPreload.ts then has no registrant.',
  },
  {
    id: 'utilsCommonEsm',
    files: ['plugins/lean/utilsCommon/'],
    touches: ['@docusaurus/utils-common/lib/{applyTrailingSlash,errorUtils,stringUtils}.js (aliased for the browser)'],
    checkedAgainst: { '@docusaurus/utils-common': docusaurus },
    switchable: true,
    buys: 'Every page: tslib (6.1 KB gzip unminified, all of it for one helper) leaves main.js.',
    remove: 'Drop `utilsCommonEsm` from plugins/lean/index.ts and plugins/lean/utilsCommon.',
  },
  {
    id: 'siteWideCss',
    files: ['plugins/lean/siteWideCss/'],
    touches: [
      "Docusaurus' `styles` split-chunks group (narrowed to site-wide stylesheets)",
      'the client manifest (client-manifest.json): route stylesheets linked by module name',
      '.docusaurus/registry.js (read by routeFiles/read.cjs)',
      'Infima rules purged by PostCSS; @docsearch/react/style aliased to @docsearch/css/dist modal files',
      "the built pages' stylesheet links, rewritten by the postbuild step (inlineRouteStylesheets.mjs; a link of another form stops it)",
    ],
    checkedAgainst: { '@docusaurus/core': docusaurus, infima: '0.2.0-alpha.45', '@docsearch/css': '3.9.0' },
    switchable: true,
    buys: 'Every page: render-blocking CSS of the site-wide stylesheet only (demo, home, sandbox CSS load with their routes).',
    remove:
      'Drop `siteWideCss` from plugins/lean/index.ts and plugins/lean/siteWideCss; the postbuild inlining then finds nothing.',
  },
  {
    id: 'tremorSideEffects',
    files: ['plugins/lean/flavourBundling/index.ts'],
    touches: ['@tremor/react package.json (declares side effects)'],
    checkedAgainst: { '@tremor/react': '3.18.7' },
    switchable: true,
    buys: '/demo/tremor: the charts of @tremor/react leave its flavour chunk.',
    remove: 'Drop `tremorSideEffects` from plugins/lean/index.ts and its rule in flavourBundling.',
  },
  {
    id: 'linkPrefetch',
    files: ['plugins/lean/linkPrefetch/', 'plugins/lean/wrapChunkAsset.ts'],
    touches: [
      "the bundler runtime's __webpack_require__.gca (chunk name → URL, from the core's ChunkAssetPlugin), wrapped to answer each URL once; the build fails when the runtime chunk no longer defines it",
      "window.docusaurus (the core's prefetch/preload object, set by its client entry), replaced by one whose prefetch waits for idle time",
    ],
    checkedAgainst: { '@docusaurus/core': docusaurus },
    switchable: true,
    buys:
      'API pages: one <link rel="prefetch"> per file (the largest API page had 553 for 43 files); the prefetch of the links in ' +
      "view leaves the IntersectionObserver's callback, which on an API module page was one long task on a phone.",
    remove: 'Drop `linkPrefetch` from plugins/lean/index.ts and plugins/lean/linkPrefetch.',
  },
  {
    id: 'demoStylesheets',
    files: ['plugins/lean/demoStylesheets/'],
    touches: ["Docusaurus' CSS rules (resourceQuery set so `?demo-stylesheet` imports skip them)"],
    checkedAgainst: { '@docusaurus/core': docusaurus },
    switchable: false,
    keptOnStock:
      "Stock Docusaurus cannot confine a stylesheet to one element: without it Bootstrap's, Bulma's and the other flavours' CSS would restyle every page of the stock build.",
    buys: "Feature: each flavour's UI-library stylesheet scoped to its demo and emitted as its own file; without it a flavour's CSS would style the whole site.",
    remove: 'Only with the scoped demo stylesheets (src/flavours/*/…?scope=…&demo-stylesheet imports).',
  },
  {
    id: 'flavourBundling',
    files: ['plugins/lean/flavourBundling/'],
    touches: [
      `react-querybuilder alias inside @react-querybuilder/antd ${olderAddon('antd')} and /chakra ${olderAddon('chakra')} (older add-ons on ${site})`,
      '@mantine/*/styles.css resolved to files (webpack looks the query up in the exports map)',
      'the server bundle: browser-only modules replaced, one file (output.asyncChunks false)',
    ],
    checkedAgainst: {
      '@docusaurus/core': docusaurus,
      '@react-querybuilder/antd': olderAddon('antd'),
      '@react-querybuilder/chakra': olderAddon('chakra'),
      '@mantine/core': '7.17.8',
    },
    switchable: false,
    keptOnStock:
      "The add-ons built for earlier 7.x releases would bundle a second react-querybuilder and lose the builder's context, and our own flavour packages would resolve to a dist/ that is never built: the stock build would have no working Ant Design, Chakra, Bulma, Fluent or Tremor demo.",
    buys: `Feature: the older add-ons run on one react-querybuilder ${site}, the own flavour packages build from source; the server placeholders save compiling the flavours twice (build time).`,
    remove: `When the add-ons are published for ${site} (the shim), and the server placeholders when build time allows.`,
  },
  {
    id: 'localSearchAliases',
    files: ['plugins/lean/localSearch/'],
    touches: [
      "@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js (aliased: @theme-init/SearchBar is theme-classic's placeholder, @theme-original the wrapper itself), its Head replaced by nothing (the Algolia preconnect)",
      '@docusaurus/core/lib/client/docusaurusContext (the search page hands its Algolia client a context; no public export)',
      "the theme's search page form (.search-page-wrapper form): a submit button is portalled into it, since the form has none and no prop adds one (WCAG technique H32)",
      "the theme's version and logo columns (`[class*='searchVersionColumn']`, `[class*='searchLogoColumn']`): below 576 px the select takes the gutter as a margin, since Infima's layered !important `padding-left--none` outranks any padding of ours; the Algolia credit is hidden",
      'all of the above checked at start (checkSearchThemeShape): a file or a marker gone stops the build',
    ],
    checkedAgainst: {
      '@docusaurus/theme-search-algolia': docusaurus,
      '@docusaurus/core': docusaurus,
      '@docsearch/react': '3.9.0',
      '@docsearch/css': '3.9.0',
    },
    switchable: false,
    keptOnStock:
      'Without Algolia credentials, search is this plugin: stock theme-search-algolia would render a search that asks Algolia, which an offline site cannot reach.',
    buys: 'Feature: search without Algolia (plugins/localSearch, which this patch serves); the DocSearch modal loads on first use.',
    remove: 'With Algolia credentials the plugin is not loaded; otherwise only with local search.',
  },
  {
    id: 'queryLabNodeImports',
    files: ['plugins/queryLab/'],
    touches: [
      "the browser bundle's module rules: `node:` requests and Node built-ins emptied inside @electric-sql/pglite and sql.js only",
      "the engines' Emscripten glue (imports Node built-ins behind an ENVIRONMENT_IS_NODE check)",
    ],
    checkedAgainst: { '@docusaurus/core': docusaurus, '@electric-sql/pglite': '0.5.16', 'sql.js': '1.16.0' },
    switchable: false,
    keptOnStock:
      "The Run tab's SQL engines import Node built-ins behind a runtime check; no bundler setting of stock Docusaurus empties them, so the stock build would not compile.",
    buys: "Feature: the demo's Run tab runs PostgreSQL and SQLite in the browser; without it the browser build fails to resolve `node:fs` and friends.",
    remove: 'Only with the SQL engines of the Run tab (src/lab/engines/pglite.ts, sqljs.ts).',
  },
  {
    id: 'nextAddonsAlias',
    files: ['plugins/nextAddons/'],
    touches: [
      "a module rule's `resolve.alias`: `react-querybuilder` means `rqb8` inside node_modules/rqb8 and node_modules/rqb8-* only",
      `rqb8's \`async\` and \`history\` entry points and @react-querybuilder/bootstrap ${next} (installed as rqb8-bootstrap), which import \`react-querybuilder\` by name`,
      `package.json's \`overrides\` (rqb8-bootstrap's peer dependency on react-querybuilder ${next} accepted with ${site} at the root)`,
    ],
    checkedAgainst: { '@docusaurus/core': docusaurus, rqb8: next, 'rqb8-bootstrap': next },
    switchable: false,
    keptOnStock:
      "The Next sandbox's Bootstrap add-on and 8.x's history and async entry points name react-querybuilder, which is the site's 7.x at the root: without the alias the stock build's Next samples would mix two copies of the library.",
    buys: `Feature: the Next sandbox and live code run Bootstrap's ${next} add-on and 8.x's history and async entry points on the one ${next} copy the builder comes from; without it they get ${site}'s context and the add-on's classes never reach the builder.`,
    remove: "When the site's own react-querybuilder is 8.x (the aliases go with it).",
  },
  {
    id: 'docsNotFoundHydration',
    files: [
      'src/theme/DocsRoot/index.tsx',
      'src/theme/DocsRoot/NotFoundAtServerAddress.tsx',
      'src/addresses/routeTreeHasPage.ts',
    ],
    touches: [
      "theme-classic DocsRoot's `route.routes` (the docs route tree, read to tell a page from an unknown address)",
      "react-router 5's Router with a history fixed at /404.html (Docusaurus' router; the server drew the 404 page there)",
    ],
    checkedAgainst: { '@docusaurus/theme-classic': docusaurus, 'react-router': '5.3.4' },
    switchable: false,
    keptOnStock:
      "Stock Docusaurus discards the server's 404 under a docs version and draws it again, and the moved-page redirect of the not-found page needs the docs route tree: a fix, not a saving.",
    buys: 'Fix: an unknown address under a docs version hydrates the 404 page the server sent, instead of React discarding it and drawing the page again.',
    remove: 'When Docusaurus renders unknown docs addresses in the docs layout on the server too.',
  },
  {
    id: 'announcementBarNewId',
    files: ['plugins/lean/announcementBar/'],
    touches: [
      "theme-classic's pre-hydration inline script and AnnouncementBar stylesheet: the data-announcement-bar-initially-dismissed attribute on <html> (checked at start)",
      'theme-classic AnnouncementBar/Content: wrapped, clearing that attribute once the theme renders the bar as active',
    ],
    checkedAgainst: { '@docusaurus/theme-classic': docusaurus, '@docusaurus/theme-common': docusaurus },
    switchable: false,
    keptOnStock:
      'Stock theme-classic keeps a new announcement hidden on the first visit of a reader who dismissed the previous one (its inline script reads the old dismissal): the Next announcement must show.',
    buys: 'Fix: an announcement whose id changed shows on the first visit, not only from the second.',
    remove: 'When theme-classic resets the attribute itself on a new announcement id (its own bug).',
  },
  {
    id: 'sharedRedirectScript',
    files: ['plugins/lean/redirectScript/'],
    touches: [
      "@docusaurus/plugin-client-redirects' redirect pages (meta refresh, canonical link, a script per target), rewritten by the postbuild step; a page of another shape stops it",
    ],
    checkedAgainst: { '@docusaurus/plugin-client-redirects': docusaurus },
    switchable: false,
    keptOnStock:
      "The Content-Security-Policy allows inline scripts by hash: without the shared script it would name one per redirect page (about 1,400, some 70 KB) in the header of every response, of the stock build's too.",
    buys: 'CSP: one hash for all redirect pages instead of one each.',
    remove:
      'When the redirect plugin writes one script for every page, or the site stops allowing inline scripts by hash.',
  },
  {
    id: 'scrollOnArrival',
    files: ['plugins/lean/scrollOnArrival/'],
    touches: [
      "@docusaurus/core's ClientLifecyclesDispatcher: after a navigation it scrolls to the top only for an address without a hash, and to the element a hash names, then calls the client modules' onRouteDidUpdate in the same layout effect",
    ],
    checkedAgainst: { '@docusaurus/core': docusaurus },
    switchable: false,
    keptOnStock:
      'Stock Docusaurus keeps the previous page\'s scroll on such an arrival: "Open in sandbox" would land on the footer.',
    buys: "Fix: a page reached by a link whose hash carries state (the sandbox's #code/…, the demo's #s=…) opens at its top, as a browser loading that address does, instead of at the previous page's scroll (\"Open in sandbox\" landed on the footer).",
    remove: 'When Docusaurus scrolls to the top for a hash that names no element.',
  },
  {
    id: 'versionStripNavbar',
    files: ['plugins/lean/versionStripNavbar/'],
    touches: [
      "theme-classic's Navbar/Layout, which marks a navbar hidden on scroll only with its CSS module's navbarHidden class (matched by substring, as the module hashes it)",
    ],
    checkedAgainst: { '@docusaurus/theme-classic': docusaurus },
    switchable: false,
    keptOnStock:
      "Without it the Next and archived docs' version strip stays where the bottom of a hidden navbar would be, with a band of the page showing above it.",
    buys: 'Fix: on Next and archived pages the one-line version strip sits at the top of the view while the navbar is hidden (after an anchor jump or scrolling down) and below it while it shows; one CSS rule, appended to the site stylesheet at build time by a PostCSS plugin (as a client module it cost the script of every page about 30 B of gzip).',
    remove: 'When the theme marks the hidden navbar with a public class name or attribute.',
  },
  {
    id: 'tocCodeBreaks',
    files: ['plugins/remarkTocBreaks/'],
    touches: [
      "the `export const toc = [...]` Docusaurus' TOC remark plugin appends to each MDX document (entries' `value` HTML, rendered by theme-classic's TOCItems with dangerouslySetInnerHTML)",
    ],
    checkedAgainst: { '@docusaurus/mdx-loader': docusaurus, '@docusaurus/theme-classic': docusaurus },
    switchable: false,
    keptOnStock:
      'Stock theme-classic breaks a long code name wherever the narrow column ends, mid-word, on every build.',
    buys: 'Fix: code names in the table of contents break between their words (<wbr>), not wherever the narrow column ends ("enableMountQueryChang e").',
    remove: 'When the theme breaks code names in the table of contents at word boundaries itself.',
  },
  {
    id: 'tableCodeBreaks',
    files: ['plugins/rehypeTableCards/'],
    touches: [
      "@mdx-js/mdx's `_mdxExplicitJsx` mark, which keeps JSX written in a page from the components MDX maps Markdown elements to",
      "theme-classic's MDXComponents code, which draws code whose children are not all text (a name with <wbr>) as a code block",
    ],
    checkedAgainst: { '@mdx-js/mdx': '3.1.1', '@docusaurus/theme-classic': docusaurus },
    switchable: false,
    keptOnStock:
      "Stock Docusaurus sizes a table's columns by their longest code name: a props or options table grows wider than its column and cuts its last column off at the edge.",
    buys: 'Fix: code names in tables of three columns or more break between their words (<wbr>), so the widest props and options tables fit their column at 1280 px (17 tables wider than their column before, 2 after); 0.2-0.6 KB gzip in the content chunks of the four pages with the biggest tables.',
    remove: 'When the theme breaks code names in table cells at word boundaries itself.',
  },
  {
    id: 'codeLineIndent',
    files: ['src/theme/CodeBlock/Line/', 'src/css/custom.css'],
    touches: [
      "theme-classic's CodeBlock/Line, which its swizzle config does not list (so wrapping it is unsafe): the `line` tokens and `getLineProps` it is given, and that it spreads what getLineProps returns on the line's element",
    ],
    checkedAgainst: { '@docusaurus/theme-classic': docusaurus },
    switchable: false,
    keptOnStock:
      'Stock Docusaurus scrolls code sideways: at 1280 px lines past about 74 columns were cut at the edge and read as whole; wrapped at one fixed hanging indent, an indented line continued level with the lines around it.',
    buys: 'Fix: code wraps at every width and a wrapped line continues two columns inside its own indentation (a --line-indent custom property per indented line); 0.13 KB gzip on pages that load code blocks with the page.',
    remove: "When the theme offers a hanging indent for wrapped code lines, or the wrapper's props change shape.",
  },
  {
    id: 'markdownTwinsContentOnly',
    files: ['plugins/llmsTxt/contentOnlyPage.ts', 'plugins/llmsTxt/markdownTwins.ts'],
    touches: [
      "@signalwire/docusaurus-plugin-llms-txt reads each built page with its fs-extra's readFile(path, 'utf8') (lib/transformation/html-file-processor.js); that function is wrapped while the twins are written, and the build stops when no page went through it",
      "Docusaurus' docs markup: the page's `theme-doc-markdown` element inside its `<article>`",
    ],
    checkedAgainst: { '@docusaurus/core': docusaurus, '@signalwire/docusaurus-plugin-llms-txt': '1.2.2' },
    switchable: true,
    buys: "Build time only: the Markdown converter parses each page's head and content instead of the whole page, 8.4 s of CPU instead of 12.8 s for the 698 twins, which are byte-identical.",
    remove: 'Drop `contentOnlyPages` from the llms-txt options in docusaurus.config.ts, and contentOnlyPage.ts.',
  },
];

export const switchablePatchIds = patches.filter((patch) => patch.switchable).map((patch) => patch.id);
