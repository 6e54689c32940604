import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorCoverage } from '../../scripts/anchors/coverage.mjs';

const root = join(__dirname, '..', '..');
const buildDir = join(root, 'build');

/** Route -> heading ids of the previous site's v7 pages (read from its sources at the 7.7.1 era). */
const previousV7: Record<string, string[]> = JSON.parse(
  readFileSync(join(__dirname, 'data', 'previousAnchors.v7.json'), 'utf8'),
);

/** Links the 7.7.1 library and its add-ons print themselves (JSDoc, runtime warnings, READMEs): these must all land. */
const promisedV7: Record<string, string[]> = {
  '/docs/utils/misc': ['transformquery'],
  '/docs/components/querybuilder': ['independent-combinators'],
  '/docs/compat': ['preload-mui-components'],
};

describe('v7 section anchors of the previous site (issue 23)', () => {
  it('the site has been built', () => {
    expect(existsSync(join(buildDir, 'docs')), 'run `npm run build` first').toBe(true);
  });

  it('keeps at least 95% of them, listing the missing ones', { timeout: 60_000 }, () => {
    const { total, present, missing } = anchorCoverage(previousV7, buildDir);
    const share = present / total;
    const report = missing.map(m => `${m.route}#${m.id} (${m.reason})`);
    expect(share, `${present}/${total} present; missing:\n${report.join('\n')}`).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps every anchor the library and its add-ons link to', { timeout: 60_000 }, () => {
    expect(anchorCoverage(promisedV7, buildDir).missing).toEqual([]);
  });
});
