import { majorOfDocs, nextLibraryVersion, siteDocsVersion, siteLibraryVersion } from '../../config/docsVersions';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apiHistory,
  changeText,
  compareVersions,
  lineChanges,
  presentIn,
  releaseAnchor,
  releasesOfLine,
  versionLabel,
  type ItemHistory,
} from './apiHistory';

const history = apiHistory();
const item = (id: string) => {
  const found = history.items[id];
  if (!found) throw new Error(`${id} is not in the data file`);
  return found;
};
const firstIn = (id: string, line: number) =>
  lineChanges(history, item(id), line).find((c) => c.kind === 'added')?.version;
const members = (type: string) => Object.keys(history.items).filter((id) => id.startsWith(`member:${type}.`));
/** The releases in which an item changed: where a span starts or ends. */
const changes = (id: string) => (item(id).spans ?? [[item(id).added, item(id).removed ?? null]]).flat();

describe('the committed API history', () => {
  it('lists the releases in order with no duplicate, from the first 6.x release the registry holds (6.1.0), the documented ones among them', () => {
    const versions = history.releases.map((r) => r.version);
    expect([...versions].sort(compareVersions)).toEqual(versions);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions[0]).toBe('6.1.0');
    expect(versions).toContain(nextLibraryVersion);
    expect(releasesOfLine(history, majorOfDocs(siteDocsVersion)!)).toContain(siteLibraryVersion);
  });

  it('names what each release was read with: its own packages and the pinned copies of what it imports', () => {
    const release = (version: string) => history.releases.find((r) => r.version === version)!;
    expect(release('6.1.0').with).toEqual({ '@react-querybuilder/ctx': '6.1.0', '@react-querybuilder/ts': '6.1.0' });
    expect(release('8.24.1').with).toEqual({ '@react-querybuilder/core': '8.24.1' });
    expect(release('8.1.1').pinned?.['type-fest']).toMatch(/^4\./);
    expect(release('8.11.0').pinned?.['type-fest']).toMatch(/^5\./);
    expect(release('8.24.1').pinned?.['@types/react']).toMatch(/^19\./);
    expect(release('7.7.1').pinned?.['@types/react']).toMatch(/^18\./);
  });

  it('dates the releases readers ask about, first seen in a release the registry holds', () => {
    expect(firstIn('export:defaultRuleProcessorJSONata', 7)).toBe('7.2.0');
    expect(firstIn('export:parseJSONata', 7)).toBe('7.3.0');
    // insert shipped in 7.4.2, which the registry lacks (as 7.4.1 and 7.4.3): 7.4.4 is where it is first read.
    expect(firstIn('export:insert', 7)).toBe('7.4.4');
    expect(history.gaps).toEqual(expect.arrayContaining(['7.4.1', '7.4.2', '7.4.3']));
    expect(firstIn('export:useQueryBuilder', 7)).toBe('7.5.0');
    expect(firstIn('export:preferProp', 7)).toBe('7.5.2');
    expect(firstIn('format:natural_language', 7)).toBe('7.7.0');
    expect(firstIn('prop:suppressStandardClassnames', 7)).toBe('7.7.0');
  });

  it("dates the values parseNumbers gained: 'enhanced' by 7.0.1 (7.0.0 is not in the registry), the -limited forms in 7.7.0", () => {
    // fixed release: the releases whose declarations changed the prop's type, true after any bump.
    // 'native' and 'strict' were there from the first release read (6.1.0), so no change names them.
    expect(item('prop:parseNumbers').values).toEqual([
      { version: '7.0.1', added: ['enhanced'] },
      { version: '7.7.0', added: ['enhanced-limited', 'native-limited', 'strict-limited'] },
    ]);
    expect(history.gaps).toContain('7.0.0');
    const v7 = lineChanges(history, item('prop:parseNumbers'), 7);
    expect(v7.map((c) => changeText(c, 7))).toEqual(['Values changed in 7.0.1', 'Values changed in 7.7']);
  });

  it('keeps an item that left and came back as two spans (useQueryBuilder: split up in 7.0, reinstated in 7.5)', () => {
    const useQueryBuilder = item('export:useQueryBuilder');
    expect(presentIn(useQueryBuilder, '6.5.5')).toBe(true);
    expect(presentIn(useQueryBuilder, '7.4.4')).toBe(false);
    expect(presentIn(useQueryBuilder, '7.5.0')).toBe(true);
  });
});

// Each case was wrong in the data before the generator read releases hermetically, in one flavour, from 6.1.0, with
// the members of unions: the comment says what the data said.
describe('the cases the generator once got wrong', () => {
  it("FullField's members stay from 7.0.1 on (were: 16 removed in 8.1.1, re-added in 8.3.1)", () => {
    const fullField = members('FullField').filter((id) => item(id).added === '7.0.1');
    expect(fullField).toHaveLength(16);
    for (const id of fullField) expect(changes(id), id).toEqual(['7.0.1', null]);
  });

  it("ParseCELOptions' members stay after it became a union in 8.10.0 (were: removed in 8.10.0)", () => {
    const parseCel = members('ParseCELOptions');
    expect(parseCel).toEqual(
      expect.arrayContaining(['member:ParseCELOptions.fields', 'member:ParseCELOptions.generateIDs']),
    );
    for (const id of parseCel) expect(item(id).removed, id).toBeUndefined();
  });

  it("DraggedItem.path was never removed (was: removed in 7.0.1), and the union lists its branches' members", () => {
    expect(changes('member:DraggedItem.path')).toEqual(['6.1.0', null]);
    expect(members('DraggedItem')).toEqual(
      expect.arrayContaining(['member:DraggedItem.field', 'member:DraggedItem.rules']),
    );
  });

  it("RuleGroupTypeAny's 16 members are 6.x's (were: added in 7.0.1), so the v7 page shows no badge for them", () => {
    const anyGroup = [
      'RuleGroupTypeAny',
      'DefaultRuleGroupTypeAny',
      'DefaultRuleGroupICArray',
      'DefaultRuleOrGroupArray',
    ]
      .flatMap(members)
      .filter((id) => presentIn(item(id), '6.5.5'));
    expect(anyGroup).toHaveLength(16);
    for (const id of anyGroup) {
      expect(item(id).added, id).toBe('6.1.0');
      expect(lineChanges(history, item(id), 7), id).toEqual([]);
    }
  });

  it('RqbState.asyncOptionLists comes back in 8.22.5 (was: removed in 8.13.0 for good)', () => {
    expect(item('member:RqbState.asyncOptionLists').spans).toEqual([
      ['8.12.0', '8.13.0'],
      ['8.22.5', null],
    ]);
    expect(firstIn('member:RqbState.asyncOptionLists', 8)).toBe('8.22.5');
  });

  it("json-logic-js's own members are neither added nor removed (were: JsonLogicAnd.and and 14 more removed in 7.0.1)", () => {
    const jsonLogic = Object.keys(history.items).filter((id) => /^member:JsonLogic(And|Or|Var|Equal)\./.test(id));
    expect(jsonLogic).toEqual([]);
    expect(members('RQBJsonLogic').sort()).toEqual(['member:RQBJsonLogic.endsWith', 'member:RQBJsonLogic.startsWith']);
  });
});

describe('what a page says about an item', () => {
  const added = (from: string, until: string | null = null): ItemHistory =>
    until ? { kind: 'function', added: from, removed: until } : { kind: 'function', added: from };

  it('names a release as badges and headings do: 7.3 for 7.3.0, 7.4.4 for a patch; anchors v7-3-0', () => {
    expect(versionLabel('7.3.0')).toBe('7.3');
    expect(versionLabel('7.4.4')).toBe('7.4.4');
    expect(versionLabel('8.10.0')).toBe('8.10');
    expect(releaseAnchor('7.3.0')).toBe('v7-3-0');
  });

  it("shows a line's own additions and removals, and an older deprecation without a release", () => {
    expect(lineChanges(history, added('7.3.0'), 7)).toEqual([{ kind: 'added', version: '7.3.0' }]);
    expect(lineChanges(history, added('6.1.0'), 7)).toEqual([]);
    expect(lineChanges(history, added('7.3.0', '8.0.0'), 8)).toEqual([{ kind: 'removed', version: '8.0.0' }]);
    const deprecatedIn6: ItemHistory = { kind: 'prop', added: '6.1.0', deprecated: '6.5.0' };
    expect(lineChanges(history, deprecatedIn6, 7)).toEqual([{ kind: 'deprecated' }]);
    expect(changeText({ kind: 'deprecated' }, 7)).toBe('Deprecated before 7.0');
    expect(changeText({ kind: 'added', version: '7.7.0' }, 7)).toBe('Added in 7.7');
  });
});

describe('release numbers the docs give from this history', () => {
  it("the v7 nesting-limit page names the release that added QueryBuilder's maxLevels prop", () => {
    const page = readFileSync(new URL('../../versioned_docs/version-7/tips/limit-groups.md', import.meta.url), 'utf8');
    const named = /`maxLevels` prop with this meaning, from (\d+\.\d+\.\d+) on/.exec(page)?.[1];
    expect(named).toBe(item('member:QueryBuilderProps.maxLevels').added);
  });
});
