// @ts-check
/**
 * The claims audit (README, "Code samples in the docs"): per docs page, how many claims (sentences that name a library
 * export, option, default or output) have a check beside them, and a seeded random draw of claims for a reviewer to
 * verify by hand.
 *
 * Usage:
 *   npm run claims -- --count [--pages <prefix>…]        per-page table
 *   npm run claims -- --draw 40 [--seed 7] [--pages …]     N random claims, with page:line and whether a check is beside
 * Pages default to the Next and v7 docs (docs/, versioned_docs/version-7/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { claimsOf, countClaims, drawClaims } from './claims.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** @returns {string[]} */
const listMarkdown = (/** @type {string} */ dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listMarkdown(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });

/** Every claim of the pages under the given prefixes (paths relative to the repository). */
export function claimsUnder(/** @type {string[]} */ prefixes) {
  return ['docs', 'versioned_docs/version-7']
    .flatMap((dir) => listMarkdown(join(root, dir)))
    .map((path) => relative(root, path))
    .filter((page) => prefixes.some((prefix) => page.startsWith(prefix)))
    .sort()
    .flatMap((page) => claimsOf(page, readFileSync(join(root, page), 'utf8')));
}

/** The per-page table: claims, beside a check, advice, neither. */
export function countTable(/** @type {ReturnType<typeof claimsOf>} */ claims) {
  const rows = [...countClaims(claims)].map(
    ([page, row]) =>
      `${page.padEnd(58)} ${String(row.claims).padStart(4)} ${String(row.checked).padStart(6)} ${String(row.advice).padStart(6)} ${String(row.claims - row.checked - row.advice).padStart(6)}`,
  );
  return [`${'page'.padEnd(58)} claims checked advice  other`, ...rows].join('\n');
}

function main(/** @type {string[]} */ args) {
  const value = (/** @type {string} */ name) => args[args.indexOf(name) + 1];
  const pagesAt = args.indexOf('--pages');
  const prefixes =
    pagesAt >= 0
      ? args.slice(pagesAt + 1).filter((arg) => !arg.startsWith('--'))
      : ['docs/', 'versioned_docs/version-7/'];
  const claims = claimsUnder(prefixes);
  if (args.includes('--draw')) {
    const count = Number(value('--draw'));
    const seed = args.includes('--seed') ? Number(value('--seed')) : Date.now() % 100000;
    console.log(`${count} of ${claims.length} claims, seed ${seed}`);
    drawClaims(claims, count, seed).forEach((claim, index) =>
      console.log(
        `${String(index + 1).padStart(3)}. ${claim.page}:${claim.line} [${claim.covered ? 'check beside' : claim.advice ? 'advice' : 'no check'}]\n     ${claim.sentence}`,
      ),
    );
  } else {
    console.log(countTable(claims));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
