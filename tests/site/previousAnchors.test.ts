import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorCoverage } from '../../scripts/anchors/coverage.mjs';

const root = join(__dirname, '..', '..');
const buildDir = join(root, 'build');

/** Route -> heading ids of the previous site's pages (facts read from its sources; see scripts/anchors/README.md). */
const previous = (file: string): Record<string, string[]> =>
  JSON.parse(readFileSync(join(__dirname, 'data', file), 'utf8'));

/** Links the site's react-querybuilder release and its add-ons print themselves (JSDoc, runtime warnings, READMEs): these must all land. */
const promisedV7: Record<string, string[]> = {
  '/docs/utils/misc': ['transformquery'],
  '/docs/components/querybuilder': ['independent-combinators'],
  '/docs/compat': ['preload-mui-components'],
};

describe('section anchors of the previous site (links readers hold keep landing on their section)', () => {
  it('the site has been built', () => {
    expect(existsSync(join(buildDir, 'docs')), 'run `npm run build` first').toBe(true);
  });

  it.each([
    { version: 'v7', file: 'previousAnchors.v7.json', goal: 0.95 },
    { version: 'Next', file: 'previousAnchors.next.json', goal: 0.9 },
  ])('keeps at least $goal of the previous $version anchors, listing the missing ones', ({ version, file, goal }) => {
    const { total, present, missing } = anchorCoverage(previous(file), buildDir);
    const report = missing.map((m) => `${m.route}#${m.id} (${m.reason})`);
    console.log(`${version} anchors present: ${present}/${total} (${((100 * present) / total).toFixed(1)}%)`);
    expect(
      missing.filter((m) => m.reason === 'no such page'),
      'every listed page exists',
    ).toEqual([]);
    expect(present / total, `${present}/${total} present; missing:\n${report.join('\n')}`).toBeGreaterThanOrEqual(goal);
  });

  it('keeps every anchor the library and its add-ons link to', () => {
    expect(anchorCoverage(promisedV7, buildDir).missing).toEqual([]);
  });
});
