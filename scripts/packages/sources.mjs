// @ts-check
/**
 * The entry module of each of the site's own packages in its sources. The site (bundler, type
 * checker, unit tests, API reference) builds on these, while each package.json names the built
 * `dist/` that npm users get.
 */
import { fileURLToPath } from 'node:url';

/** @type {Readonly<Record<'bulma' | 'fluent' | 'tremor', string>>} */
export const packageSources = {
  bulma: 'packages/bulma/src/index.ts',
  fluent: 'packages/fluent/src/index.ts',
  tremor: 'packages/tremor/src/index.ts',
};

/** Exact-match aliases (`@react-querybuilder/{id}` to its absolute source entry) for rspack/webpack and vite. */
export const packageSourceAliases = () =>
  Object.fromEntries(
    Object.entries(packageSources).map(([id, file]) => [
      `@react-querybuilder/${id}`,
      fileURLToPath(new URL(`../../${file}`, import.meta.url)),
    ]),
  );
