// @ts-check
/**
 * Runs after `docusaurus build` (npm's `postbuild`): applies the lean layer's rewrites of the built pages that the
 * build has (build-kind.json: client-redirect pages get one shared script, patch sharedRedirectScript; pages' own
 * small stylesheets move into them, patch siteWideCss), writes the Content-Security-Policy
 * computed from the final pages, and precompresses the build: the files it does not rewrite from the start, each
 * page as soon as its final bytes exist, so the compression (on libuv's thread pool) runs while this thread
 * rewrites pages instead of after.
 *
 * An npm step rather than a plugin's postBuild hook: Docusaurus runs all plugins' postBuild hooks at once
 * (Promise.all), and the client-redirects and local-search plugins write and rewrite HTML in theirs, so a
 * hook could hash or compress a page before its final bytes exist.
 *
 * Usage: node scripts/postbuild/index.mjs [build directory, default: the last build's (plugins/lean/buildDirectory.mjs)]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setImmediate } from 'node:timers/promises';
import {
  contentSecurityPolicy,
  siteOriginFromSitemap,
  inlineScriptHashes,
  nginxPolicyDirective,
  nginxPolicyFileName,
  policyFileName,
} from './contentSecurityPolicy.mjs';
import {
  clientRedirects,
  netlifyHeaders,
  netlifyRedirects,
  nginxRedirects,
  nginxRedirectsFileName,
  vercelConfig,
} from '../hosting/rules.mjs';
import { postbuildDirectory } from '../../plugins/lean/buildDirectory.mjs';
import { shareRedirectScript } from '../../plugins/lean/redirectScript/sharedRedirectScript.mjs';
import { inlineRouteStylesheets } from '../../plugins/lean/siteWideCss/inlineRouteStylesheets.mjs';
import { drawPendingCards } from './socialCards.mjs';
import {
  compressibleFiles,
  createPrecompressor,
  isCompressible,
  precompressCacheDirectory,
} from '../../plugins/precompressAssets/precompress.mjs';

const directory = postbuildDirectory(process.argv, process.cwd());
/** @type {{ patches: string[] }} Which of plugins/lean's patches the build has (plugins/lean/index.ts writes it). */
const buildKind = JSON.parse(readFileSync(join(directory, 'build-kind.json'), 'utf8'));
const inlinesStylesheets = buildKind.patches.includes('siteWideCss');
if (!buildKind.patches.includes('sharedRedirectScript'))
  throw new Error(`${directory}/build-kind.json lacks patch sharedRedirectScript, which every build has`);
const started = performance.now();
// The social cards `npm run build` left to this step, drawn in two threads while this one rewrites the pages.
const cards = drawPendingCards(process.cwd(), directory);
const isPage = (/** @type {string} */ path) => /\.html?$/.test(path);
const policyFiles = [policyFileName, nginxPolicyFileName, nginxRedirectsFileName].map((name) => join(directory, name));

// Scripts and stylesheets were compressed into the cache during `docusaurus build` (plugins/precompressAssets).
const precompressor = createPrecompressor({ cacheDirectory: precompressCacheDirectory(process.cwd()) });
for (const file of await compressibleFiles(directory, (path) => !isPage(path) && !policyFiles.includes(path)))
  precompressor.add(file);

const entries = await readdir(directory, { recursive: true, withFileTypes: true });
const pages = entries
  .filter((entry) => entry.isFile() && isPage(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));
/** @type {Set<string>} */
const hashes = new Set();
let sharedRedirects = 0;
let inlinedStylesheets = 0;
/** @type {Map<string, string | undefined>} */
const stylesheets = new Map();
const readStylesheet = (/** @type {string} */ file) => {
  if (!stylesheets.has(file)) {
    let css;
    try {
      css = readFileSync(join(directory, 'assets', 'css', file), 'utf8');
    } catch {
      css = undefined;
    }
    stylesheets.set(file, css);
  }
  return stylesheets.get(file);
};
// Synchronous reads and writes, since asynchronous ones would wait in libuv's pool behind the compression jobs;
// a yield per page lets the finished jobs start their next steps.
for (const page of pages) {
  await setImmediate();
  const bytes = readFileSync(page);
  const html = bytes.toString('utf8');
  const shared = shareRedirectScript(html);
  if (shared !== html) sharedRedirects += 1;
  const final = inlinesStylesheets ? inlineRouteStylesheets(shared, readStylesheet) : shared;
  if (final !== shared) inlinedStylesheets += 1;
  const finalBytes = final === html ? bytes : Buffer.from(final);
  if (final !== html) writeFileSync(page, finalBytes);
  if (isCompressible(page, finalBytes.length)) precompressor.add(page, finalBytes);
  for (const hash of inlineScriptHashes(final)) hashes.add(hash);
}
// The published origin beside 'self', for the sandbox's preview frame in WebKit (withOrigins says why).
const siteOrigin = siteOriginFromSitemap(await readFile(join(directory, 'sitemap.xml'), 'utf8').catch(() => ''));
if (!siteOrigin)
  throw new Error(`${directory}/sitemap.xml names no http(s) page address to take the site's origin from`);
const policy = contentSecurityPolicy(hashes, [siteOrigin]);
await writeFile(join(directory, policyFileName), `${policy}\n`);
await writeFile(join(directory, nginxPolicyFileName), nginxPolicyDirective(policy));
// The same headers and redirects for nginx and the static hosts (scripts/hosting/rules.mjs).
const redirects = clientRedirects(directory);
await writeFile(join(directory, nginxRedirectsFileName), nginxRedirects(redirects));
// The most segments a page's address has (`docs/6/category/components.html`: 4), for the `/X/index.html` rules.
const pageDepth = Math.max(...pages.map((page) => relative(directory, page).split(sep).length));
await writeFile(join(directory, '_redirects'), netlifyRedirects(redirects, pageDepth));
await writeFile(join(directory, '_headers'), netlifyHeaders(policy));
await writeFile(join(directory, 'vercel.json'), `${JSON.stringify(vercelConfig(policy, redirects), null, 2)}\n`);
for (const file of policyFiles) {
  if (isCompressible(file, (await stat(file)).size)) precompressor.add(file);
}
const policied = performance.now();

const totals = await precompressor.finish();
const drawnCards = await cards;
const finished = performance.now();
if (drawnCards) {
  console.log(
    `[postbuild] social cards: ${drawnCards.count} (${drawnCards.drawn} drawn, ${drawnCards.count - drawnCards.drawn} from the cache), ${(drawnCards.bytes / 1e6).toFixed(1)} MB, ${drawnCards.seconds.toFixed(1)} s in two threads beside the pages`,
  );
}

const percent = (/** @type {number} */ part) => `${((100 * part) / totals.bytes).toFixed(1)} %`;
console.log(
  `[postbuild] CSP: ${hashes.size} inline script hash(es) over ${pages.length} pages (${sharedRedirects} redirect pages share one script), own stylesheet inlined in ${inlinedStylesheets} pages, ${Math.round(policied - started)} ms (compressing meanwhile)`,
);
console.log(
  `[postbuild] precompressed ${totals.files} files (${totals.reused} from the cache), ${(totals.bytes / 1e6).toFixed(1)} MB: gzip ${percent(totals.gzipBytes)}, brotli ${percent(totals.brotliBytes)} of the original size, ${((finished - started) / 1000).toFixed(1)} s in all`,
);
