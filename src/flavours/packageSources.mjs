// @ts-check
/**
 * The entry module of each of the site's own packages in its sources: the flavours the registry marks
 * `workspace` (packages/{id}). The site (bundler, type checker, unit tests, API reference) builds on these,
 * while each package.json names the built `dist/` that npm users get.
 */
import { fileURLToPath } from 'node:url';
import { flavourIds, flavours } from './registryNode.mjs';

/** @type {Readonly<Record<string, string>>} */
export const packageSources = Object.fromEntries(
  flavourIds.filter((id) => flavours[id].source === 'workspace').map((id) => [id, `packages/${id}/src/index.ts`]),
);

/** Exact-match aliases (`@react-querybuilder/{id}` to its absolute source entry) for rspack/webpack and vite. */
export const packageSourceAliases = () =>
  Object.fromEntries(
    Object.entries(packageSources).map(([id, file]) => [
      `@react-querybuilder/${id}`,
      fileURLToPath(new URL(`../../${file}`, import.meta.url)),
    ]),
  );
