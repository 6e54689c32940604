// @ts-check
/**
 * Prints the docs versions (as Docusaurus names them, comma-separated) whose samples `npm run test:quick` checks:
 * those with a page changed against the given git ref (default main), committed, staged, unstaged or new. A change
 * to the samples machinery itself (scripts/docSamples, the claims checks, tools/doc-samples, tests/samples) or to the
 * versions table selects them all.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** @param {string[]} args */
const git = (args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);

/**
 * @param {readonly string[]} paths changed files, relative to the repository root
 * @param {readonly string[]} allVersions every docs version name, 'current' first
 * @returns {string[]}
 */
export function changedDocsVersions(paths, allVersions) {
  if (
    paths.some((path) =>
      /^(scripts\/docSamples\/|scripts\/docClaims\/|plugins\/docClaims\/|tools\/doc-samples\/|tests\/samples\/|config\/docsVersions\.ts$)/.test(
        path,
      ),
    )
  )
    return [...allVersions];
  const changed = new Set();
  for (const path of paths) {
    if (path.startsWith('docs/')) changed.add('current');
    const versioned = /^versioned_docs\/version-([^/]+)\//.exec(path);
    if (versioned?.[1] && allVersions.includes(versioned[1])) changed.add(versioned[1]);
  }
  return allVersions.filter((name) => changed.has(name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'main';
  const paths = [
    ...git(['diff', '--name-only', `${base}...HEAD`]),
    ...git(['diff', '--name-only', 'HEAD']),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ];
  const versions = ['current', ...JSON.parse(readFileSync('versions.json', 'utf8'))];
  process.stdout.write(changedDocsVersions(paths, versions).join(','));
}
