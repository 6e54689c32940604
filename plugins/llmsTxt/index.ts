import type { LoadContext, Plugin } from '@docusaurus/types';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { versionPages, type LoadedDocsVersion } from './sidebarPages';
import { markdownPath } from './markdownPath';
import { markdownPages, markdownTwinsInput, writeMarkdownTwinsInWorker } from './markdownTwins';
import { fullText, versionIndex, type VersionIndexInput } from './versionIndex';

export interface LlmsTxtOptions {
  /** Title and summary of each docs version's index, by docs plugin id and version name. */
  readonly describe: (pluginId: string, version: LoadedDocsVersion) => { title: string; summary: string };
  /** The docs plugin whose latest version also answers at /llms.txt and /llms-full.txt. */
  readonly rootPluginId: string;
  /** Cut each page to its head and content before converting it (the lean patch markdownTwinsContentOnly). */
  readonly contentOnlyPages?: boolean;
}

interface DocsPluginContent {
  readonly loadedVersions: readonly LoadedDocsVersion[];
}

const indexFile = 'llms.txt';
const fullFile = 'llms-full.txt';

/**
 * Markdown for assistants and offline readers. @signalwire/docusaurus-plugin-llms-txt turns every
 * built docs and API page into its Markdown twin (`X.md` beside `X`); it writes one llms.txt for the
 * whole site, so this plugin adds what it lacks: an llms.txt and llms-full.txt per docs version (and
 * the API), in sidebar order, with the latest version's also at the site root; and, in its theme, the
 * "Copy page" control of docs pages. (The plugin's companion theme fetches a JSON file on every docs
 * page and offers third-party share links; the control here needs neither.)
 */
export default function llmsTxt(options: LlmsTxtOptions) {
  return (context: LoadContext): Plugin => llmsTxtPlugin(context, options);
}

function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions): Plugin {
  // Built here too, so bad options fail when the config loads rather than after the bundling.
  markdownPages(context.siteConfig, context.siteDir);
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  const baseUrl = context.siteConfig.baseUrl;
  const absolute = (path: string) => `${siteUrl}${path}`;
  const fileOf = (outDir: string, sitePath: string) => join(outDir, sitePath.slice(baseUrl.length));

  return {
    name: 'llms-txt',
    getThemePath: () => fileURLToPath(new URL('./theme', import.meta.url)),
    getTypeScriptThemePath: () => fileURLToPath(new URL('./theme', import.meta.url)),
    async postBuild(props) {
      const started = performance.now();
      await writeMarkdownTwinsInWorker({
        ...markdownTwinsInput(props),
        contentOnlyPages: options.contentOnlyPages ?? false,
      });
      const converted = performance.now();
      const { outDir } = props;
      const docsPlugins = props.plugins.filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const indexes = docsPlugins.flatMap((plugin) =>
        (plugin.content as DocsPluginContent).loadedVersions.map((version) => ({
          pluginId: plugin.options.id ?? 'default',
          version,
        })),
      );
      const indexPath = (version: LoadedDocsVersion) => `${version.path.replace(/\/+$/, '')}/${indexFile}`;
      let rootTexts: { index: string; full: string } | undefined;
      for (const { pluginId, version } of indexes) {
        const { pages, sidebar } = versionPages(version);
        const { title, summary } = options.describe(pluginId, version);
        const input: VersionIndexInput = {
          title,
          summary,
          details: [
            'Every link below is the Markdown twin of a page of the site: the same address without `.md` is the HTML page.',
            `\`${indexPath(version).replace(indexFile, fullFile)}\` holds all of these pages in one file.`,
          ],
          topLevelTitle: 'Start here',
          sidebar,
          pages,
          optionalLinks: indexes
            .filter((other) => other.version !== version)
            .map((other) => ({
              title: options.describe(other.pluginId, other.version).title,
              url: indexPath(other.version),
            })),
        };
        const missing: string[] = [];
        const markdown = new Map<string, string>();
        await Promise.all(
          pages.map(async (page) => {
            try {
              markdown.set(page.permalink, await readFile(fileOf(outDir, markdownPath(page.permalink)), 'utf8'));
            } catch {
              missing.push(page.permalink);
            }
          }),
        );
        if (missing.length > 0) throw new Error(`llms-txt: no Markdown twin for ${missing.join(', ')}`);
        const index = versionIndex(input, absolute);
        // In one file, a bare `#anchor` would be ambiguous: it gets its page's address.
        const full = fullText(
          input,
          (page) => (markdown.get(page.permalink) ?? '').replaceAll('](#', `](${absolute(page.permalink)}#`),
          absolute,
        );
        const directory = fileOf(outDir, version.path.replace(/\/*$/, '/'));
        await mkdir(directory, { recursive: true });
        await writeFile(join(directory, indexFile), index);
        await writeFile(join(directory, fullFile), full);
        if (pluginId === options.rootPluginId && version.isLast) rootTexts = { index, full };
      }
      if (!rootTexts) throw new Error(`llms-txt: docs plugin "${options.rootPluginId}" has no latest version`);
      await mkdir(dirname(join(outDir, indexFile)), { recursive: true });
      await writeFile(join(outDir, indexFile), rootTexts.index);
      await writeFile(join(outDir, fullFile), rootTexts.full);
      const seconds = (end: number, start: number) => ((end - start) / 1000).toFixed(1);
      console.log(
        `[llms-txt] Markdown twins in ${seconds(converted, started)} s; ${indexes.length} llms.txt/llms-full.txt pairs in ${seconds(performance.now(), converted)} s`,
      );
    },
  };
}
