import { readFileSync } from 'node:fs';
import type { RuleGroupType, RuleGroupTypeAny } from 'react-querybuilder';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LabEngine } from '../../../src/lab/types';
import { bullets, codeOf, pageSection, tableRows } from './markdownTable';
import { pageReadQuery, pageSample, requireLibrary, serverSidePages, type PageVersion } from './pageSample';
import { loadServerEngines, recommendedExport } from './serverEngines';

/** What the server-side pages say the check refuses and what the library checks itself, held to each version. */
const versions = Object.keys(serverSidePages) as PageVersion[];

type FormatQuery = (query: RuleGroupTypeAny, options: unknown) => unknown;
interface Library {
  formatQuery: FormatQuery;
  isRuleGroup: (value: unknown) => boolean;
  defaultValidator: (query: RuleGroupTypeAny) => Record<string, unknown>;
}
const sqlOf = (library: Library, query: RuleGroupTypeAny, options: Record<string, unknown> = {}) =>
  (library.formatQuery(query, { format: 'parameterized', ...options }) as { sql: string }).sql;

const rule = (field: string, operator: string, value: unknown, extra: Record<string, unknown> = {}) => ({
  field,
  operator,
  value,
  ...extra,
});

/** One check per bullet of "What the library checks itself", found by a phrase of the bullet. */
const libraryChecks: Record<string, (library: Library, version: PageVersion) => void> = {
  '`isRuleGroup` only checks': ({ isRuleGroup }) => {
    expect(isRuleGroup({ combinator: 'or 1=1 or', rules: [{ field: 'password' }] })).toBe(true);
    expect(isRuleGroup({ rules: 'x' })).toBe(false);
  },
  "`formatQuery`'s `fields` option": (library) => {
    const query = { combinator: 'and', rules: [rule('password', '=', 'x')] };
    expect(sqlOf(library, query, { fields: [{ name: 'age', label: 'Age' }] })).toBe('(password = ?)');
  },
  "A field's `validator`": (library) => {
    const query = { combinator: 'and', rules: [rule('age', '=', 1), rule('firstName', '=', 'x')] };
    const fields = [{ name: 'age', label: 'Age', validator: () => false }];
    expect(sqlOf(library, query, { fields })).toBe('(firstName = ?)');
  },
  'The `validator` option': (library) => {
    const { defaultValidator } = library;
    const two = [rule('age', '=', 1), rule('age', '=', 2)];
    // Without ids nothing is marked.
    const withoutIds = { combinator: 'or 1=1 or', rules: two };
    expect(sqlOf(library, withoutIds, { validator: defaultValidator })).toBe('(age = ? or 1=1 or age = ?)');
    // A bad group followed by a good one with the same id: the good one's verdict wins.
    const repeated = {
      id: 'root',
      combinator: 'and',
      rules: [
        { id: 'g', combinator: 'or 1=1 or', rules: two },
        { id: 'g', combinator: 'and', rules: [rule('age', '=', 3)] },
      ],
    };
    expect(sqlOf(library, repeated, { validator: defaultValidator })).toBe(
      '((age = ? or 1=1 or age = ?) and (age = ?))',
    );
    // One rule: the combinator is not checked.
    expect(defaultValidator({ id: 'g', combinator: 'or 1=1 or', rules: [rule('age', '=', 1)] }).g).toBe(true);
  },
  '`getOperators` is read': (library) => {
    const query = { combinator: 'and', rules: [rule('age', 'contains', '1')] };
    const getOperators = () => [{ name: '=', value: '=', label: 'equals' }];
    for (const format of ['sql', 'parameterized', 'parameterized_named', 'mongodb', 'jsonlogic', 'cel', 'spel']) {
      expect(library.formatQuery(query, { format, getOperators })).toEqual(library.formatQuery(query, { format }));
    }
    const near = { combinator: 'and', rules: [rule('age', 'near', '1')] };
    const labelled = () => [{ name: 'near', value: 'near', label: 'is near' }];
    expect(library.formatQuery(near, { format: 'natural_language', getOperators: labelled })).toContain('is near');
    expect(library.formatQuery(near, { format: 'natural_language' })).not.toContain('is near');
  },
  'Rules whose field or operator is the placeholder': (library) => {
    const query = { combinator: 'and', rules: [rule('~', '=', 1), rule('age', '~', 1), rule('age', '=', 2)] };
    expect(sqlOf(library, query)).toBe('(age = ?)');
  },
  '8.24.1 also leaves out rules and groups with `muted: true`': (library, version) => {
    expect(version).toBe('8');
    const muted = { combinator: 'and', rules: [rule('age', '=', 1, { muted: true }), rule('age', '=', 2)] };
    expect(sqlOf(library, muted)).toBe('(age = ?)');
    const match = rule('age', '=', { combinator: 'and', rules: [rule('x', '=', 1)] }, { match: { mode: 'some' } });
    expect(sqlOf(library, { combinator: 'and', rules: [match] }, { preset: 'postgresql' })).toContain(
      'exists (select 1',
    );
    const parameter = rule('age', '=', 'x OR 1=1', { valueSource: 'parameter' });
    expect(sqlOf(library, { combinator: 'and', rules: [parameter] })).toBe('(age = :x OR 1=1)');
    const diagnostics = library.formatQuery(
      { combinator: 'or 1=1 or', rules: [rule('password', '> 0 OR 1=1 OR age >', 1), rule('age', '=', 2)] },
      { format: 'diagnostics', fields: [{ name: 'age', label: 'Age', inputType: 'number' }] },
    ) as { diagnostics: { code: string }[] };
    expect(diagnostics.diagnostics.map((d) => d.code)).toEqual(['UNDEFINED_FIELD']);
  },
};

let engines: LabEngine[] = [];
beforeAll(async () => {
  engines = await loadServerEngines();
}, 180_000);

describe.each(versions)('the %s server-side page', (version) => {
  const { page } = serverSidePages[version];
  const library = requireLibrary<Library>(version);

  it('refuses each body of its table with the message it shows', () => {
    const readQuery = pageReadQuery(version);
    const rows = tableRows(pageSection(page, 'What it refuses, and why'));
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const [ruleName, , bodyCell, messageCell] of rows) {
      const body = codeOf(bodyCell!)!;
      expect(() => readQuery(body), ruleName).toThrowError(new Error(codeOf(messageCell!)!));
    }
  });

  it('says true things about what the library checks itself', () => {
    const items = bullets(pageSection(page, 'What the library checks itself'));
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      const phrase = Object.keys(libraryChecks).find((key) => item.startsWith(key));
      expect(phrase, `no check for “${item}”`).toBeDefined();
      libraryChecks[phrase!]!(library, version);
    }
  });

  it('returns typed values, and says true things about xor', () => {
    const readQuery = pageReadQuery(version);
    const query = readQuery(
      JSON.stringify({
        combinator: 'and',
        rules: [
          { field: 'age', operator: '>', value: '28' },
          { field: 'orders', operator: 'between', value: '2,20' },
          { field: 'lastName', operator: 'in', value: 'Ng, Lee' },
        ],
      }),
    ) as { rules: { value: unknown }[] };
    expect(query.rules.map((r) => r.value)).toEqual([28, [2, 20], ['Ng', 'Lee']]);
    const { defaultCombinatorsExtended } = requireLibrary<{ defaultCombinatorsExtended: { name: string }[] }>(version);
    expect(defaultCombinatorsExtended.map((c) => c.name)).toContain('xor');
    const xor = { combinator: 'xor', rules: [rule('age', '=', 1), rule('age', '=', 2)] };
    expect(sqlOf(library, xor)).toBe('(age = ? xor age = ?)');
    expect(library.formatQuery(xor, { format: 'mongodb' })).toContain('"$xor"');
    expect(library.formatQuery(xor, { format: 'jsonlogic' })).toHaveProperty('xor');
    const words = library.formatQuery(xor, { format: 'natural_language' }) as string;
    if (version === '8') expect(words).toContain('exactly one of');
    expect(pageSection(page, 'What it refuses, and why')).toContain('defaultCombinatorsExtended');
  });

  it('shows an operator that returns every row on PostgreSQL and SQLite without the check', async () => {
    const attack = {
      combinator: 'and',
      rules: [rule('age', '> 0 OR 1=1 OR age >', 1)],
    } as unknown as RuleGroupType;
    // 8.24.1 lower-cases the operator it writes.
    const written = version === '7' ? '(age > 0 OR 1=1 OR age > ?)' : '(age > 0 or 1=1 or age > ?)';
    expect(sqlOf(library, attack)).toBe(written);
    const intro = pageSection(page, 'Receiving and validating');
    expect(intro.slice(intro.indexOf(`\`${written}\``)).split('. ')[0]).toContain('which returns every row');
    for (const engine of engines.slice(0, 2)) {
      const results = await engine.run(attack, { parseNumbers: false, exportQuery: recommendedExport(version) });
      const parameterized = results.find((r) => r.format === 'parameterized')!;
      expect(parameterized.matches, engine.id).toHaveLength(40);
    }
  });
});

it('gives the demo’s Run tab the v7 page’s readQuery, character for character', () => {
  const printed = pageSample(serverSidePages['7'].page, 'export function readQuery').code;
  expect(readFileSync('src/lab/hostileQuery/readQuery.ts', 'utf8').trimEnd()).toBe(printed.trimEnd());
  // The Next page says the Run tab runs the same code.
  expect(pageSample(serverSidePages['8'].page, 'export function readQuery').code).toBe(printed);
});
