import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { semanticsDocsUrl } from '../semantics';

describe("the Run tab's link to the behaviour section", () => {
  // The panel keeps its own copy of the address so that its chunk does not carry the whole table of differences.
  it('is the address the table of differences names', () => {
    const panel = readFileSync(new URL('./ComparisonTable.tsx', import.meta.url), 'utf8');
    expect(panel).toContain(`export const behaviourDocs = '${semanticsDocsUrl}';`);
  });

  it('lands on a heading id of the v7 export page', () => {
    const page = readFileSync(new URL('../../../versioned_docs/version-7/utils/export.md', import.meta.url), 'utf8');
    expect(page).toContain(`{#${semanticsDocsUrl.split('#')[1]}}`);
  });
});
