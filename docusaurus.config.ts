import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import { apiDocs } from './config/api';
import { docs } from './config/docs';
import { env } from './config/env';
import { footer } from './config/footer';
import { llmsTxt } from './config/llms';
import { navbar } from './config/navbar';
import { redirects } from './config/redirects';
import { defaultSocialCard, socialCards } from './config/socialCards';
import { enabledPatches, leanLayer } from './plugins/lean';
import flavourRoutes from './plugins/flavourRoutes';
import historyPlugin from './plugins/history';
import llmsTxtPlugin from './plugins/llmsTxt';
import nextAddons from './plugins/nextAddons';
import precompressAssets from './plugins/precompressAssets';
import siteIcon from './plugins/siteIcon';
import queryLab from './plugins/queryLab';
import socialCardsPlugin from './plugins/socialCards';
import { algolia, plugins as searchPlugins } from './config/search';
import { announcementBar, colorMode, prism, tableOfContents, tableRehypePlugins } from './config/theme';

const config: Config = {
  title: 'React Query Builder',
  tagline: 'The query builder component for React',
  favicon: 'img/favicon.svg',
  url: env.url,
  baseUrl: env.baseUrl,
  trailingSlash: env.trailingSlash,
  organizationName: 'react-querybuilder',
  projectName: 'react-querybuilder.github.io',
  future: { v4: true, faster: env.faster },
  // Keep storage keys unprefixed: the colour mode lives under exactly "theme", where readers' saved choices already are.
  storage: { type: 'localStorage', namespace: false },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  // .md is CommonMark, .mdx is MDX: prose and generated API pages may contain braces and angle brackets.
  markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'warn' } },
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { direction: 'ltr', htmlLang: 'en' } } },
  clientModules: ['./src/client-modules/safeHash/index.ts', './src/client-modules/consoleUtilities/index.ts'],
  presets: [
    [
      'classic',
      {
        docs,
        blog: false,
        // Site pages' Markdown tables become cards on phones, as the docs' do.
        pages: { rehypePlugins: tableRehypePlugins },
        theme: { customCss: './src/css/custom.css' },
        ...(env.gtagMeasurementId ? { gtag: { trackingID: env.gtagMeasurementId, anonymizeIP: true } } : {}),
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    // Every departure from stock Docusaurus (plugins/lean/manifest.ts); LEAN_BUILD=false leaves out the switchable ones.
    ...leanLayer(env.lean),
    flavourRoutes,
    historyPlugin,
    queryLab,
    nextAddons,
    ['@docusaurus/plugin-content-docs', apiDocs],
    ['@docusaurus/plugin-client-redirects', redirects],
    ...searchPlugins,
    llmsTxtPlugin({ ...llmsTxt, contentOnlyPages: enabledPatches(env.lean).has('markdownTwinsContentOnly') }),
    // Under `npm run build`, npm's postbuild step draws the cards beside the compression (scripts/postbuild).
    socialCardsPlugin({ ...socialCards, deferDrawing: env.npmBuild }),
    siteIcon,
    // Only where npm's postbuild step follows and compresses what this leaves (plugins/precompressAssets).
    ...(env.npmBuild ? [precompressAssets] : []),
  ],
  themeConfig: {
    image: defaultSocialCard,
    navbar,
    footer,
    prism,
    colorMode,
    tableOfContents,
    announcementBar,
    algolia,
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
  } satisfies Preset.ThemeConfig,
};

export default config;
