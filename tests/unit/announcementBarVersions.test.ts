import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { latestDocsVersion } from '../../config/docsVersions';

const css = readFileSync(join(__dirname, '..', '..', 'src', 'css', 'custom.css'), 'utf8');

describe('the announcement bar on archived docs', () => {
  it('is hidden on every docs version but Next and the latest, named as config/docsVersions.ts names the latest', () => {
    const rule =
      /html\.plugin-id-default\.docs-wrapper:not\(([^)]*)\) \.theme-announcement-bar \{\s*display: none;/.exec(css);
    expect(rule, 'the rule in src/css/custom.css').not.toBeNull();
    const kept = rule![1]!.split(',').map((part) => part.trim());
    expect(kept.sort()).toEqual([`.docs-version-${latestDocsVersion}`, '.docs-version-current'].sort());
  });
});
