// @ts-check
/**
 * A default Docusaurus 3.10 classic site over our content, the yardstick of `npm run bench`.
 * Copied into bench-results/default-site/ by scripts/bench/defaultSite/generate.mjs, beside the
 * site.json it writes (our versions table, read from config/docs.ts).
 *
 * Only what the content needs differs from the classic template: two docs instances with our versions,
 * `markdown.format: 'detect'` (our .md pages and the API pages are CommonMark, not MDX) and broken
 * links as warnings (the docs link to /demo and /sandbox, which this site does not have).
 * `future.faster` is on, as in our site: both are built by the same bundler, so only our additions differ.
 */
import { readFileSync } from 'node:fs';

/** @type {{ lastVersion: string, versions: NonNullable<import('@docusaurus/plugin-content-docs').Options['versions']> }} */
const site = JSON.parse(readFileSync(new URL('site.json', import.meta.url), 'utf8'));

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'React Query Builder',
  tagline: 'The query builder component for React',
  favicon: 'img/favicon.svg',
  url: 'https://example.com',
  baseUrl: '/',
  future: { v4: true, faster: true },
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'warn' } },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */ ({
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          lastVersion: site.lastVersion,
          includeCurrentVersion: true,
          versions: site.versions,
        },
        blog: false,
      }),
    ],
  ],
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'api',
        path: 'api',
        routeBasePath: 'api',
        sidebarPath: './sidebarsApi.ts',
        versions: { current: { label: 'Latest' } },
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'React Query Builder',
      logo: { alt: 'React Query Builder logo', src: 'img/react-querybuilder.svg' },
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        { to: '/api', label: 'API', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },
        { href: 'https://github.com/react-querybuilder/react-querybuilder', label: 'GitHub', position: 'right' },
      ],
    },
  },
};

export default config;
