import type { UserThemeConfig } from '@docusaurus/theme-common';
import { themes as prismThemes } from 'prism-react-renderer';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import rehypeTableCards from '../plugins/rehypeTableCards';
import remarkTocBreaks from '../plugins/remarkTocBreaks';
import remarkTocDepth from '../plugins/remarkTocDepth';
import { env } from './env';
import { latestDocsVersion, majorOfDocs } from './docsVersions';

type PrismTheme = (typeof prismThemes)['github'];

/**
 * `theme` with the colour of every style rule that styles one of the named token types replaced. The stock
 * GitHub and Dracula themes have token colours below WCAG AA's 4.5:1 on their own background; ours keep
 * at least 4.5:1 even on a highlighted line.
 */
function withTokenColors(theme: PrismTheme, colors: Readonly<Record<string, string>>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((rule) => {
      const type = rule.types.find((candidate) => candidate in colors);
      return type ? { ...rule, style: { ...rule.style, color: colors[type] } } : rule;
    }),
  };
}

/** Light code theme with a dark variant (token colours at WCAG AA contrast), plus the extra languages the docs highlight (diff, json, mongodb, scss). */
export const prism = {
  theme: withTokenColors(prismThemes.github, {
    comment: '#5c6470',
    string: '#b0125f',
    number: '#116b69',
    keyword: '#006494',
    function: '#b02a37',
  }),
  darkTheme: withTokenColors(prismThemes.dracula, { comment: '#8a9ac8' }),
  additionalLanguages: ['diff', 'json', 'mongodb', 'scss'],
} satisfies UserThemeConfig['prism'];

/**
 * Light by default, and dark for a browser that asks for dark (prefers-color-scheme) until the reader picks a mode:
 * the toggle goes from the system's mode to light, dark and back, and a choice persists under "theme".
 */
export const colorMode = {
  defaultMode: 'light',
  disableSwitch: false,
  respectPrefersColorScheme: true,
} satisfies UserThemeConfig['colorMode'];

/** Table of contents shows heading levels 2 to 3. */
export const tableOfContents = { minHeadingLevel: 2, maxHeadingLevel: 3 } satisfies UserThemeConfig['tableOfContents'];

const nextMajor = majorOfDocs('current');
const latestMajor = majorOfDocs(latestDocsVersion);

/**
 * While the Next docs document a major newer than the latest docs, a bar points to its migration guide; once that
 * major is released as the latest (npm run docs:release), there is none. Changing `id` shows the bar again to
 * readers who dismissed the previous one.
 */
export const announcementBar =
  nextMajor !== undefined && latestMajor !== undefined && nextMajor > latestMajor
    ? ({
        id: `v${nextMajor}-next-docs-2026-11`,
        content: `react-querybuilder v${nextMajor} is out: read the <a href="${env.baseUrl}docs/next/migrate">v${latestMajor} → v${nextMajor} migration guide</a> in the Next docs.`,
        isCloseable: true,
        // The theme's defaults are fixed white and black; Infima's variables follow the colour mode.
        backgroundColor: 'var(--ifm-background-surface-color)',
        textColor: 'var(--ifm-font-color-base)',
      } satisfies UserThemeConfig['announcementBar'])
    : undefined;

/**
 * Keeps each page's exported `toc` to the levels the table of contents shows (plugins/remarkTocDepth), and lets its
 * code names break between words (plugins/remarkTocBreaks).
 */
export const tocRemarkPlugins = [
  [remarkTocDepth, { maxHeadingLevel: tableOfContents.maxHeadingLevel }],
  remarkTocBreaks,
] satisfies NonNullable<DocsOptions['remarkPlugins']>;

/** Labels each table cell with its column's header, for the cards a table becomes on a phone (plugins/rehypeTableCards). */
export const tableRehypePlugins = [rehypeTableCards] satisfies NonNullable<DocsOptions['rehypePlugins']>;
