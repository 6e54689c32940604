import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

/** Every docs version's folder, relative to the repository root: `docs` (Next) and each of `versioned_docs`. */
export const docsRoots = [
  'docs',
  ...readdirSync(join(root, 'versioned_docs')).map((name) => join('versioned_docs', name)),
];

/** The Markdown and MDX pages under `dir` (relative to the repository root), as paths relative to that root. */
export function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(join(dir, entry.name))
      : /\.mdx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}
