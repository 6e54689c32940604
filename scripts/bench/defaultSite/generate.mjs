// @ts-check
/**
 * Writes the default Docusaurus site of `npm run bench` (see site/docusaurus.config.mjs) into a scratch
 * directory: our docs, versions, sidebars and generated API Markdown, with the MDX of our own components
 * turned into plain text by plainMdx. Run `node scripts/api/generate.mjs` first so that api/ exists.
 *
 * Usage: node scripts/bench/defaultSite/generate.mjs [directory, default bench-results/default-site]
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plainMdx } from './plainMdx.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
export const defaultSiteDirectory = path.join(root, 'bench-results/default-site');

/** @param {string} from @param {string} to @returns {number} files whose components were replaced */
function copyContent(from, to) {
  let changed = 0;
  cpSync(from, to, { recursive: true });
  for (const name of readdirSync(to, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.mdx')) continue;
    const file = path.join(to, name);
    const { text, replaced } = plainMdx(readFileSync(file, 'utf8'));
    if (replaced.length === 0) continue;
    writeFileSync(file, text);
    changed += 1;
  }
  return changed;
}

/** @param {string} [directory] @returns {{ directory: string, plainPages: number }} */
export function generateDefaultSite(directory = defaultSiteDirectory) {
  if (!existsSync(path.join(root, 'api'))) throw new Error('No api/ yet: run `node scripts/api/generate.mjs` first.');
  // Keep nothing from an earlier run but node_modules/ (none is written there unless a bundler cache is).
  for (const entry of existsSync(directory) ? readdirSync(directory) : []) {
    if (entry !== 'node_modules') rmSync(path.join(directory, entry), { recursive: true, force: true });
  }
  mkdirSync(directory, { recursive: true });
  cpSync(path.join(here, 'site'), directory, { recursive: true });
  let plainPages = 0;
  for (const dir of ['docs', 'versioned_docs', 'versioned_sidebars', 'api', 'static'])
    plainPages += copyContent(path.join(root, dir), path.join(directory, dir));
  for (const file of ['versions.json', 'sidebars.ts', 'sidebarsApi.ts'])
    cpSync(path.join(root, file), path.join(directory, file));

  // Our versions table is TypeScript; jiti reads it as the config loader of Docusaurus does.
  const jiti = createRequire(import.meta.url)('jiti')(import.meta.url);
  /** @type {typeof import('../../../config/docs')} */
  const { docsVersions, latestDocsVersion } = jiti('../../../config/docs.ts');
  const site = { lastVersion: latestDocsVersion, versions: docsVersions };
  writeFileSync(path.join(directory, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
  return { directory, plainPages };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { directory, plainPages } = generateDefaultSite(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(
    `Default site written to ${path.relative(process.cwd(), directory)} (${plainPages} MDX pages made plain).`,
  );
}
