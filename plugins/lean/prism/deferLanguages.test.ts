import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { deferLanguages } = require('./deferLanguages.cjs') as { deferLanguages: (source: string) => string | null };
const installed = readFileSync(require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js'), 'utf8');

describe('deferLanguages', () => {
  it("empties the installed theme's client module, which would put Prism in every page's main bundle", () => {
    const lean = deferLanguages(installed);
    expect(lean).not.toBeNull();
    expect(lean).not.toContain('import');
  });

  it('leaves a module that does anything more alone', () => {
    expect(
      deferLanguages(
        "import { Prism } from 'prism-react-renderer';\nimport prismIncludeLanguages from '@theme/prism-include-languages';\nprismIncludeLanguages(Prism);\nwindow.x = 1;",
      ),
    ).toBeNull();
    expect(deferLanguages('export {};')).toBeNull();
  });
});
