import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs|mdx?)$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file));
/** The relative and @site imports of a file, as repository paths. */
const importsOf = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/(?:from|import\()\s*['"]((?:\.{1,2}|@site)\/[^'"]+)['"]/g)].map(
    ([, target]) =>
      relative(
        root,
        target!.startsWith('@site/') ? join(root, target!.slice(6)) : resolve(dirname(join(root, file)), target!),
      ),
  );

describe('the version history is one home with one-way layers', () => {
  it('imports nothing from scripts/ (scripts run things; the site does not import them)', () => {
    const offending = sourceFiles('plugins/history').flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('scripts/'))
        .map((target) => `${file} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('is reached from the site only through its entry points: the remark plugin, the theme components and the Docusaurus plugin', () => {
    const reached = ['src', 'config', 'docs', 'versioned_docs', 'plugins']
      .flatMap(sourceFiles)
      .filter((file) => !file.startsWith('plugins/history/'))
      .flatMap((file) =>
        importsOf(file)
          .filter((t) => t.startsWith('plugins/history'))
          .map((t) => `${file} → ${t}`),
      );
    expect(reached.map((r) => r.split(' → ')[1]).sort()).toEqual(expect.arrayContaining(['plugins/history/remark']));
    for (const edge of reached) expect(edge).toMatch(/ → plugins\/history(\/remark)?$/);
  });
});
