import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docsDirOf, docsUrlOf } from '../../config/docsVersions';

/**
 * Search is scoped to the docs version being read, so a reader of an archived version who searches "upgrade" or
 * "breaking changes" finds only what that version's pages say: each archived migration page must point the way on
 * to every later version's guide, by the title that guide really has.
 */
const versions = (JSON.parse(readFileSync('versions.json', 'utf8')) as string[]).map(Number).sort((a, b) => a - b);
const laterGuides = (version: number) => [...versions.filter((v) => v > version).map(String), 'current'];
const titleOf = (name: string) =>
  /^title: (.+)$/m.exec(readFileSync(`${docsDirOf(name)}/migrate.md`, 'utf8'))?.[1] ?? '';

describe.each([4, 5, 6])('the v%i docs', (version) => {
  const dir = docsDirOf(String(version));
  const migrate = readFileSync(`${dir}/migrate.md`, 'utf8');
  const anchor = `upgrading-to-v${version + 1}`;
  const start = migrate.indexOf(`{#${anchor}}`);
  const nextHeading = migrate.indexOf('\n## ', start + 1);
  const section = migrate.slice(start, nextHeading === -1 ? undefined : nextHeading);

  it('have an upgrade section on their migration page, in the words readers search', () => {
    expect(start).toBeGreaterThan(-1);
    expect(migrate).toMatch(new RegExp(`^## Upgrading to version ${version + 1}\\b.*\\{#${anchor}\\}$`, 'm'));
    expect(section).toMatch(/\bupgrade\b/);
    expect(section).toMatch(/breaking changes/);
  });

  it('link every later version’s guide by its title', () => {
    for (const name of laterGuides(version))
      expect(section).toContain(`[${titleOf(name)}](${docsUrlOf(name)}/migrate)`);
  });

  it('lead there from the intro', () => {
    expect(readFileSync(`${dir}/intro.md`, 'utf8')).toContain(`](./migrate.md#${anchor})`);
  });
});

// A reader of the latest docs who is still on an archived major searches there, where the archived guides are not
// indexed: the latest migration page sends them through every archived guide, oldest first.
describe('the latest migration page', () => {
  it('links every archived step’s guide, oldest first', () => {
    const migrate = readFileSync(`${docsDirOf(String(versions.at(-1)))}/migrate.md`, 'utf8');
    const links = versions.slice(1, -1).map((version) => migrate.indexOf(`](${docsUrlOf(String(version))}/migrate)`));
    expect(links.every((position) => position > -1)).toBe(true);
    expect([...links].sort((a, b) => a - b)).toEqual(links);
  });
});

describe('the v3 intro', () => {
  const intro = readFileSync(`${docsDirOf('3')}/intro.md`, 'utf8');
  const start = intro.indexOf('\n## Upgrading\n');
  const nextHeading = intro.indexOf('\n## ', start + 1);
  const section = intro.slice(start, nextHeading === -1 ? undefined : nextHeading);

  // Only v4 to v6 have migration pages that lead on; a v3 reader starts from the intro and needs the whole chain.
  it('lists every later version’s guide by its title, in the order to read them', () => {
    expect(start).toBeGreaterThan(-1);
    const positions = laterGuides(3).map((name) => section.indexOf(`[${titleOf(name)}](${docsUrlOf(name)}/migrate)`));
    expect(
      positions.every((position) => position > -1),
      positions.join(),
    ).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(section).toMatch(/\bin order\b/);
  });
});
