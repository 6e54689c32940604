// @ts-check
/**
 * npm run docs:release -- <major>: freezes the Next docs as version <major> (Docusaurus' `docs:version` copies
 * docs/ to versioned_docs/version-<major>, the sidebar to versioned_sidebars/ and adds <major> to versions.json),
 * then checks the one table that says what each version documents. CONTRIBUTING.md, "Release a docs version".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const major = process.argv[2] ?? '';
if (!/^[1-9]\d*$/.test(major)) {
  console.error('Usage: npm run docs:release -- <major>   (e.g. npm run docs:release -- 8)');
  process.exit(2);
}
/** @type {string[]} */
const archived = JSON.parse(readFileSync('versions.json', 'utf8'));
if (archived.includes(major) || existsSync(`versioned_docs/version-${major}`)) {
  console.error(`Docs version ${major} already exists (versions.json, versioned_docs/version-${major}).`);
  process.exit(1);
}

const frozen = spawnSync('npx', ['docusaurus', 'docs:version', major], { stdio: 'inherit' });
if (frozen.status !== 0) process.exit(frozen.status ?? 1);

const jiti = createRequire(import.meta.url)('jiti')(import.meta.url);
/** @type {typeof import('../config/docsVersions')} */
const { libraryVersionOfDocs, latestDocsVersion } = jiti('../config/docsVersions.ts');
const row = /** @type {Record<string, string>} */ (libraryVersionOfDocs)[major];
const todo = [
  ...(row ? [] : [`add the row  '${major}': '${libraryVersionOfDocs.current}',  (the release its pages document)`]),
  ...(latestDocsVersion === major ? [] : [`set latestDocsVersion = '${major}' to serve it at /docs`]),
];
console.log(`\nDocs version ${major} is frozen in versioned_docs/version-${major}.`);
if (todo.length > 0)
  console.log(`Now edit the table in config/docsVersions.ts:\n${todo.map((t) => `  - ${t}`).join('\n')}`);
console.log("Then run npm run test:quick (it checks the new version's samples) and npm run build.");
