import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { manifestElementId, type IndexManifest } from '../../src/search/records';
import type { PageRecords } from './htmlToRecords';

/** Directory of the index files inside the build output. */
export const indexDirectory = 'search-index';

/** Routes whose page is not content a reader looks for. */
const unindexedRoutes = new Set(['/search', '/404.html']);

async function readPage(outDir: string, baseUrl: string, routePath: string): Promise<string | null> {
  const relative = routePath.slice(baseUrl.length).replace(/\/$/, '');
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
  return entries.filter(entry => entry.isFile() && entry.name.endsWith('.html')).map(entry => path.join(entry.parentPath, entry.name));
}

/** Inlines the manifest in a page, so the client knows the index files without fetching anything. */
export function embedManifest(html: string, manifest: IndexManifest): string {
  // "<" is escaped so a file name can never close the script element.
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  const element = `<script id="${manifestElementId}" type="application/json">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${element}</head>`) : html;
}

/**
 * The local search backend: after the build, indexes the built pages (one MiniSearch file per
 * `docsearch:docusaurus_tag`) and points the search page's Algolia client at the local client.
 */
export default function localSearchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'local-search-index',
    contentLoaded({ actions }) {
      // Tells the client-side SearchBar to answer from the local index.
      actions.setGlobalData({ enabled: true });
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // The theme's search page builds its Algolia client itself; this hands it the local one.
            'algoliasearch/lite$': path.resolve(context.siteDir, 'src/search/localLiteClient.ts'),
          },
        },
      };
    },
    async postBuild({ outDir, routesPaths, siteConfig }) {
      // Loaded here, not with the config: only a production build needs the HTML parser and the indexer.
      const [{ htmlToRecords }, { buildIndexFiles }] = await Promise.all([import('./htmlToRecords'), import('./buildIndexFiles')]);
      const pages: PageRecords[] = [];
      for (const routePath of routesPaths) {
        if (unindexedRoutes.has(routePath.slice(siteConfig.baseUrl.length - 1))) continue;
        const html = await readPage(outDir, siteConfig.baseUrl, routePath);
        const page = html === null ? null : htmlToRecords(html, routePath);
        if (page) pages.push(page);
      }
      const files = buildIndexFiles(pages);
      await mkdir(path.join(outDir, indexDirectory), { recursive: true });
      await Promise.all(files.map(file => writeFile(path.join(outDir, indexDirectory, file.fileName), file.json)));
      const manifest: IndexManifest = {
        files: Object.fromEntries(files.map(file => [file.tag, `${siteConfig.baseUrl}${indexDirectory}/${file.fileName}`])),
      };
      for (const file of await listHtmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        const withManifest = embedManifest(html, manifest);
        if (withManifest !== html) await writeFile(file, withManifest);
      }
    },
  };
}
