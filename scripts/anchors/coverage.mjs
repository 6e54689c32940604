// Which of a list of section anchors exist on the built pages (build/ after `npm run build`).
// The lists are facts about the previous site: per route, the heading ids its pages had.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Every `id` attribute in a page: headings, and any other element a hash can land on. A pattern rather
 * than a DOM parser, because the built pages are large and this runs over dozens of them; text in code
 * blocks is entity-escaped, so it cannot fake an attribute.
 * @param {string} html
 * @returns {Set<string>}
 */
export function idsInHtml(html) {
  // The production build is minified, so attribute values may be unquoted.
  const idAttribute = /<[a-zA-Z][^<>]*?\sid=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
  return new Set(Array.from(html.matchAll(idAttribute), (m) => m[1] ?? m[2] ?? m[3] ?? ''));
}

/**
 * The built file serving a route, whichever of the two layouts Docusaurus used for it.
 * @param {string} buildDir
 * @param {string} route
 * @returns {string | undefined}
 */
export function builtPage(buildDir, route) {
  const rel = route.replace(/^\/+|\/+$/g, '');
  return [join(buildDir, `${rel}.html`), join(buildDir, rel, 'index.html')].find((p) => existsSync(p));
}

/**
 * @param {Record<string, string[]>} anchors route -> ids
 * @param {string} buildDir
 * @returns {{ total: number, present: number, missing: { route: string, id: string, reason: string }[] }}
 */
export function anchorCoverage(anchors, buildDir) {
  /** @type {{ route: string, id: string, reason: string }[]} */
  const missing = [];
  let total = 0;
  for (const [route, ids] of Object.entries(anchors)) {
    total += ids.length;
    const file = builtPage(buildDir, route);
    const found = file ? idsInHtml(readFileSync(file, 'utf8')) : new Set();
    for (const id of ids) {
      if (!found.has(id)) missing.push({ route, id, reason: file ? 'no such id' : 'no such page' });
    }
  }
  return { total, present: total - missing.length, missing };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dataFile = 'tests/site/data/previousAnchors.v7.json', buildDir = 'build'] = process.argv.slice(2);
  const { total, present, missing } = anchorCoverage(JSON.parse(readFileSync(dataFile, 'utf8')), buildDir);
  for (const m of missing) console.log(`missing ${m.route}#${m.id} (${m.reason})`);
  console.log(`${present}/${total} anchors present (${((100 * present) / total).toFixed(1)}%)`);
}
