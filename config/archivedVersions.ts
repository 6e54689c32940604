import { readFileSync } from 'node:fs';

/** The archived docs versions, newest first, as `docusaurus docs:version` (npm run docs:release) writes versions.json. */
export const archivedDocsVersions = (siteDir: URL = new URL('..', import.meta.url)): string[] =>
  JSON.parse(readFileSync(new URL('versions.json', siteDir), 'utf8')) as string[];
