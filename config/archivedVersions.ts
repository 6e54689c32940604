import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// From the module's address as text: under jsdom (the rendered-samples suite) URL is jsdom's class, which Node refuses.
const thisSite = (): string => dirname(dirname(fileURLToPath(import.meta.url)));

/** The archived docs versions, newest first, as `docusaurus docs:version` (npm run docs:release) writes versions.json. */
export const archivedDocsVersions = (siteDir: string = thisSite()): string[] =>
  JSON.parse(readFileSync(join(siteDir, 'versions.json'), 'utf8')) as string[];
