import { createRequire } from 'node:module';

/**
 * The Node-only engines' packages live in their own tree, tools/lab-node (installed by scripts/tools.mjs): Prisma's
 * generated client and Sequelize's driver are no dependencies of the site. They are imported by computed paths so
 * that neither the type-check nor a bundler follows them into that tree.
 */
export const labNodeTree = new URL('../../../../tools/lab-node/', import.meta.url);

export const requireFromTree = createRequire(new URL('package.json', labNodeTree));

/** An ES module of the tree, by its path in the tree. */
export const importFromTree = async <T>(path: string): Promise<T> =>
  (await import(/* @vite-ignore */ new URL(path, labNodeTree).href)) as T;

/** The tree's PGlite (the version its socket server and Prisma adapter name as their peer), with the sample table. */
export interface TreePGlite {
  exec(sql: string): Promise<unknown>;
  query(sql: string, params?: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

export async function treePGlite(): Promise<TreePGlite> {
  // Node's own require (the package's CommonJS build), not the test runner's transform: loading it that way under
  // a busy machine's load timed out.
  const { PGlite } = requireFromTree('@electric-sql/pglite') as { PGlite: { create(): Promise<TreePGlite> } };
  return PGlite.create();
}
