import { describe, expect, it } from 'vitest';
import { changedDocsVersions } from './changedVersions.mjs';

const all = ['current', '7', '6', '5'];

describe('changedDocsVersions', () => {
  it('names the versions whose pages changed, in the order of the versions', () => {
    expect(
      changedDocsVersions(['versioned_docs/version-6/intro.md', 'docs/utils/export.mdx', 'src/x.ts'], all),
    ).toEqual(['current', '6']);
  });

  it('names none when no page changed', () => {
    expect(
      changedDocsVersions(['src/demo/DemoShell.tsx', 'README.md', 'versioned_sidebars/version-7-sidebars.json'], all),
    ).toEqual([]);
  });

  it('ignores a versioned folder that is no docs version', () => {
    expect(changedDocsVersions(['versioned_docs/version-2/intro.md'], all)).toEqual([]);
  });

  it('names every version when the samples machinery or the versions table changed', () => {
    expect(changedDocsVersions(['scripts/docSamples/run.ts'], all)).toEqual(all);
    expect(changedDocsVersions(['config/docsVersions.ts'], all)).toEqual(all);
  });
});
