import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { dropThemes } = require('./dropThemes.cjs') as { dropThemes: (source: string) => string | null };
const installed = readFileSync(require.resolve('prism-react-renderer').replace(/index\.js$/, 'index.mjs'), 'utf8');

describe('dropThemes', () => {
  it('keeps the installed build whole but for the themes, and keeps the fallback theme of Highlight', () => {
    const lean = dropThemes(installed);
    expect(lean).not.toBeNull();
    expect(lean!.length).toBeLessThan(installed.length - 20_000);
    expect(lean).toContain('var themes_exports = {};');
    expect(lean).toContain('var vsDark_default = ');
    expect(lean).toContain('theme: props.theme || vsDark_default');
    expect(lean).not.toContain('var dracula_default');
    expect(lean).toContain('languages.tsx = ');
  });

  it('leaves a file of another layout alone', () => {
    expect(dropThemes('export const Highlight = 1;')).toBeNull();
    expect(dropThemes('// src/themes/index.ts\nvar x;\n// src/index.ts\nexport {};')).toBeNull();
  });
});
