import type { UserThemeConfig } from '@docusaurus/theme-common';
import { themes as prismThemes } from 'prism-react-renderer';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import remarkTocDepth from '../plugins/remarkTocDepth';
import { env } from './env';

/** Light code theme with a dark variant, plus the extra languages of spec §2. */
export const prism = {
  theme: prismThemes.github,
  darkTheme: prismThemes.dracula,
  additionalLanguages: ['diff', 'json', 'mongodb', 'scss'],
} satisfies UserThemeConfig['prism'];

/**
 * Two-state light/dark toggle, light by default. Not following the OS preference keeps the toggle
 * to the two states of the spec (Docusaurus adds a third "system" state otherwise).
 */
export const colorMode = {
  defaultMode: 'light',
  disableSwitch: false,
  respectPrefersColorScheme: false,
} satisfies UserThemeConfig['colorMode'];

/** Table of contents shows heading levels 2 to 3. */
export const tableOfContents = { minHeadingLevel: 2, maxHeadingLevel: 3 } satisfies UserThemeConfig['tableOfContents'];

/**
 * Changing `id` shows the bar again to readers who dismissed the previous one.
 */
export const announcementBar = {
  id: 'v8-next-docs-2026-11',
  content:
    `react-querybuilder v8 is on its way: read the <a href="${env.baseUrl}docs/next/migrate">v7 → v8 migration guide</a> in the Next docs.`,
  isCloseable: true,
} satisfies UserThemeConfig['announcementBar'];

/** Keeps each page's exported `toc` to the levels the table of contents shows (see plugins/remarkTocDepth). */
export const tocRemarkPlugins = [[remarkTocDepth, { maxHeadingLevel: tableOfContents.maxHeadingLevel }]] satisfies NonNullable<
  DocsOptions['remarkPlugins']
>;
