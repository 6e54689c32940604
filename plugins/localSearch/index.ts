import { createRequire } from 'node:module';
import { readFile, readdir, rename, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { manifestElementId, type IndexManifest } from './client/records';
import type { PageRecords } from './indexer/htmlToRecords';

/** Directory of the index files inside the build output. */
export const indexDirectory = 'search-index';

/** Routes whose page is not content a reader looks for. */
const unindexedRoutes = new Set(['/search', '/404.html']);

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

async function readPage(outDir: string, baseUrl: string, routePath: string): Promise<string | null> {
  const relative = routePath.slice(baseUrl.length).replace(/\/$/, '');
  // Only HTML pages: other plugins (llmsTxt) write .md and .txt files next to them.
  const candidates = relative === '' ? ['index.html'] : [`${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    try {
      return await readFile(path.join(outDir, candidate), 'utf8');
    } catch {
      // The other naming, depending on trailingSlash.
    }
  }
  return null;
}

async function listHtmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Inlines the manifest in a page, so the client knows the index files without fetching anything. */
export function embedManifest(html: string, manifest: IndexManifest): string {
  // "<" is escaped so a file name can never close the script element.
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  const element = `<script id="${manifestElementId}" type="application/json">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${element}</head>`) : html;
}

/**
 * Local search, used when no Algolia credentials are configured: after the build it indexes the built
 * pages (one MiniSearch file per `docsearch:docusaurus_tag`); its theme wraps the DocSearch SearchBar of
 * theme-search-algolia so that it answers from those files (client/). What reaches into the theme (its SearchBar by
 * file, the search page's wrapper) is plugins/lean/localSearch, which config/search.ts adds beside this plugin.
 */
export default function localSearchPlugin(context: LoadContext): Plugin {
  const standIns = here('./client/docSearchButton');
  const docSearchEsm = path.join(context.siteDir, 'node_modules/@docsearch/react/dist/esm/index.js');
  return {
    name: 'local-search',
    getThemePath: () => here('./theme'),
    getTypeScriptThemePath: () => here('./theme'),
    configureWebpack(_config, _isServer, { currentBundler }) {
      const docSearchVersion = (
        createRequire(path.join(context.siteDir, 'package.json'))('@docsearch/react/package.json') as {
          version: string;
        }
      ).version;
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({ DOCSEARCH_REACT_VERSION: JSON.stringify(docSearchVersion) }),
        ],
        resolve: {
          alias: {
            // The theme's search page builds its Algolia client itself; this hands it the local one.
            'algoliasearch/lite$': here('./client/localLiteClient.ts'),
            // DocSearch 3 is one module: its button, keyboard hook and version get small stand-ins of ours with the
            // same contract, so the modal (about 27 KB gzip) loads on demand and not with every page; the modal comes
            // from the ESM build (the theme's own aliases point some imports at the UMD build, which would ship it twice).
            '@docsearch/react/button': path.join(standIns, 'DocSearchButton.tsx'),
            '@docsearch/react/useDocSearchKeyboardEvents': path.join(standIns, 'useDocSearchKeyboardEvents.ts'),
            '@docsearch/react/version': path.join(standIns, 'version.ts'),
            '@docsearch/react/modal': docSearchEsm,
            '@docsearch/react/useTheme': docSearchEsm,
          },
        },
      };
    },
    async postBuild({ outDir, routesPaths, siteConfig }) {
      // Loaded here, not with the config: only a production build needs the HTML parser and the indexer.
      const [{ htmlToRecords }, { buildIndexFiles }] = await Promise.all([
        import('./indexer/htmlToRecords'),
        import('./indexer/buildIndexFiles'),
      ]);
      const pages: PageRecords[] = [];
      for (const routePath of routesPaths) {
        if (unindexedRoutes.has(routePath.slice(siteConfig.baseUrl.length - 1))) continue;
        const html = await readPage(outDir, siteConfig.baseUrl, routePath);
        const page = html === null ? null : htmlToRecords(html, routePath);
        if (page) pages.push(page);
      }
      const files = buildIndexFiles(pages);
      await mkdir(path.join(outDir, indexDirectory), { recursive: true });
      await Promise.all(files.map((file) => writeFile(path.join(outDir, indexDirectory, file.fileName), file.json)));
      const manifest: IndexManifest = {
        files: Object.fromEntries(
          files.map((file) => [file.tag, `${siteConfig.baseUrl}${indexDirectory}/${file.fileName}`]),
        ),
      };
      for (const file of await listHtmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        const withManifest = embedManifest(html, manifest);
        if (withManifest === html) continue;
        // Written aside and renamed over the page: other hooks read pages meanwhile (llmsTxt converts them in a
        // worker thread) and must see the whole old page or the whole new one, never a truncated file.
        await writeFile(`${file}.search-tmp`, withManifest);
        await rename(`${file}.search-tmp`, file);
      }
    },
  };
}
