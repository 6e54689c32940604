import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The repository root. */
export const repoRoot = join(__dirname, '..', '..');

const sourceFile = /\.(ts|tsx|mts|mjs|cjs|js|jsx)$/;
const mdxFile = /\.mdx?$/;
const cssFile = /\.css$/;
const testFile = /\.(test|spec)\.[cm]?[jt]sx?$/;

/**
 * The source files under `dir` (repository paths), tests left out unless asked for, Markdown pages (which may import
 * components) only when asked for, or its stylesheets instead; dependencies and builds never.
 */
export function sourceFilesUnder(dir: string, { tests = false, markdown = false, stylesheets = false } = {}): string[] {
  const wanted = (file: string) =>
    stylesheets ? cssFile.test(file) : sourceFile.test(file) || (markdown && mdxFile.test(file));
  return readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => wanted(file) && !/(^|\/)(node_modules|dist)\//.test(file))
    .filter((file) => tests || !testFile.test(file))
    .map((file) => join(dir, file));
}

// Static and dynamic imports, re-exports, side-effect imports and require()/require.resolve() of a module path.
const importForms =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire(?:\.resolve)?\s*\(\s*)(['"])((?:\.{1,2}|@site)\/[^'"]+)\1/g;

/** The files of the repository a file imports, as repository paths (relative and @site/ specifiers). */
export function importsOf(file: string): string[] {
  return [...readFileSync(join(repoRoot, file), 'utf8').matchAll(importForms)].map(([, , target]) =>
    relative(
      repoRoot,
      target!.startsWith('@site/') ? join(repoRoot, target!.slice(6)) : resolve(dirname(join(repoRoot, file)), target!),
    ),
  );
}
