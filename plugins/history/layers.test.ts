import { describe, expect, it } from 'vitest';
import { importsOf, sourceFilesUnder } from '../../tests/unit/importGraph';

// That it imports nothing from scripts/ (one-way layers) is tests/unit/layers.test.ts' rule for the whole site.
describe('the version history is one home', () => {
  it('is reached from the site only through its entry points: the remark plugin, the theme components and the Docusaurus plugin', () => {
    const reached = ['src', 'config', 'docs', 'versioned_docs', 'plugins']
      .flatMap((dir) => sourceFilesUnder(dir, { tests: true, markdown: true }))
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
