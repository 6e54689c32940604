import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { RuleGroupType, RuleGroupTypeAny } from 'react-querybuilder';
import { beforeAll, describe, expect, it } from 'vitest';
import { labRows } from '../../../src/lab/dataset';
import type { LabEngine, LabFormat, LabResult } from '../../../src/lab/types';
import { backEndFormats } from './formatTable';
import { bullets, codeOf, pageSection, tableRows } from './markdownTable';
import { patternOperators, specFields } from './reference';
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
  'The `validator` option': (library, version) => {
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
    // In the other order the bad verdict comes last, and both groups are left out.
    const reversed = { ...repeated, rules: [...repeated.rules].reverse() };
    expect(sqlOf(library, reversed, { validator: defaultValidator })).toBe(version === '7' ? '()' : '(1 = 1)');
    expect(pageSection(serverSidePages[version].page, 'What the library checks itself')).toContain(
      'a bad group followed by a good group with the same `id` passes (the later verdict wins)',
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

const ids = (predicate: (row: (typeof labRows)[number]) => boolean) => labRows.filter(predicate).map((r) => r.id);
const group = (...rules: unknown[]) => ({ combinator: 'and', rules }) as unknown as RuleGroupType;

/** Runs a query, unchecked, on one engine with the version's recommended export; the result of one format. */
async function runOn(engineId: string, version: PageVersion, query: unknown, format: LabFormat): Promise<LabResult> {
  const engine = engines.find((e) => e.id === engineId)!;
  const results = await engine.run(query as RuleGroupType, {
    parseNumbers: false,
    exportQuery: recommendedExport(version),
    timeoutMs: 10_000,
  });
  return results.find((r) => r.format === format)!;
}

/** An export as text: 7.7.1's `mongodb` is already JSON text, the other exports are objects. */
const asText = (exported: unknown) => (typeof exported === 'string' ? exported : JSON.stringify(exported));

type ReasonCheck = (library: Library, version: PageVersion, reason: string) => void | Promise<void>;

/** What the table's reasons say the library and the engines do, one check per row (by the row's rule). */
const reasonChecks: Record<string, ReasonCheck> = {
  'Ids are short text': ({ formatQuery }, _version, reason) => {
    const withId = (id: unknown) =>
      ({ id, combinator: 'and', rules: [rule('age', '=', 1, { id })] }) as unknown as RuleGroupTypeAny;
    for (const format of ['parameterized', 'parameterized_named', 'mongodb', 'jsonlogic']) {
      expect(() => formatQuery(withId(JSON.parse('{"toString": 1}')), { format })).toThrowError(TypeError);
      // Not every object: one that can be turned into text is exported.
      for (const id of ['r1', 5, {}, [], { a: 1 }]) expect(() => formatQuery(withId(id), { format })).not.toThrow();
    }
    expect(reason).toContain('an object whose `toString` is not a function');
  },
  "Values of the field's type": async (_library, version, reason) => {
    // An object value is an operator: `$ne: null` matches the rows whose field is set, not every row.
    const objectValue = group(rule('lastName', '=', { $ne: null }));
    const withLastName = ids((r) => r.lastName !== null);
    expect(withLastName.length).toBeLessThan(labRows.length);
    expect((await runOn('mongodb', version, objectValue, 'mongodb')).matches).toEqual(withLastName);
    expect(reason).toContain('(`{"$ne": null}` matches every row whose field is set)');
    const mongoSection = pageSection(serverSidePages[version].page, 'A filter for the MongoDB driver');
    expect(mongoSection).toContain('which matches every document that has a last name');
    // A number sent as text: SQL and JsonLogic convert it, MongoDB compares types.
    const thirty = group(rule('age', '=', '30'));
    const aged30 = ids((r) => r.age === 30);
    expect(aged30).toHaveLength(1);
    expect((await runOn('postgresql', version, thirty, 'parameterized')).matches).toEqual(aged30);
    expect((await runOn('sqlite', version, thirty, 'parameterized')).matches).toEqual(aged30);
    expect((await runOn('jsonlogic', version, thirty, 'jsonlogic')).matches).toEqual(aged30);
    expect((await runOn('mongodb', version, thirty, 'mongodb')).matches).toEqual([]);
    const text = await runOn('postgresql', version, group(rule('age', '=', 'abc')), 'parameterized');
    expect(text.error).toContain('invalid input syntax for type integer');
    expect(reason).toContain(
      '`age = "30"` matches the customer aged 30 in SQL and JsonLogic and no one in MongoDB, and `age = "abc"` makes PostgreSQL refuse the statement',
    );
  },
  'No ranges of text': async (library, version, reason) => {
    const query = group(rule('lastName', 'between', ['0', 'Z']));
    const mongo = asText(library.formatQuery(query, { format: version === '7' ? 'mongodb' : 'mongodb_query' }));
    expect(mongo).toBe('{"lastName":{"$gte":0,"$lte":"Z"}}');
    expect((await runOn('mongodb', version, query, 'mongodb')).matches).toEqual([]);
    const text = ids((r) => r.lastName !== null && r.lastName >= '0' && r.lastName <= 'Z');
    expect(text).toHaveLength(37);
    expect(labRows).toHaveLength(40);
    expect((await runOn('postgresql', version, query, 'parameterized')).matches).toEqual(text);
    expect((await runOn('sqlite', version, query, 'parameterized')).matches).toEqual(text);
    expect((await runOn('jsonlogic', version, query, 'jsonlogic')).matches).toEqual(text);
    expect(reason).toContain('match 37 of the 40');
  },
  '`=` and `!=` between fields': async (library, version) => {
    const between = (operator: string, value: string) =>
      group(rule('firstName', operator, value, { valueSource: 'field' }));
    const mongo = (query: RuleGroupTypeAny) =>
      asText(library.formatQuery(query, { format: version === '7' ? 'mongodb' : 'mongodb_query' }));
    for (const operator of patternOperators) {
      expect(mongo(between(operator, 'lastName')), operator).toContain('$where');
    }
    for (const operator of ['in', 'notIn'])
      expect(mongo(between(operator, 'lastName,notes')), operator).toContain('$where');
    for (const [operator, value] of [
      ['<', 'lastName'],
      ['between', 'lastName,notes'],
    ] as const) {
      const written = mongo(between(operator, value));
      expect(written).not.toContain('$where');
      if (version === '7') expect(written, operator).toContain('$expr');
      else {
        expect(written, operator).not.toContain('$expr');
        const result = await runOn('mongodb', version, between(operator, value), 'mongodb');
        expect(result.error, operator).toContain('unknown top level operator');
      }
    }
  },
  'Whole characters in text': async () => {
    // What any driver does with text: UTF-8 has no half of a surrogate pair (Node's encoder writes U+FFFD).
    expect(Buffer.from('\udc00', 'utf8').toString('utf8')).toBe('\ufffd');
    const db = await PGlite.create();
    try {
      const { rows } = await db.query<{ t: string }>('SELECT $1::text AS t', ['\udc00']);
      expect(rows[0]!.t).toBe('\ufffd');
    } finally {
      await db.close();
    }
  },
  'One value, or the number a list operator takes': (library, version, reason) => {
    const mongoFormat = version === '7' ? 'mongodb' : 'mongodb_query';
    const written = (query: RuleGroupTypeAny) => ({
      sql: sqlOf(library, query),
      mongo: asText(library.formatQuery(query, { format: mongoFormat })),
      logic: JSON.stringify(library.formatQuery(query, { format: 'jsonlogic' })),
    });
    const other = rule('age', '>', 0);
    for (const value of ['18', [18], '18,']) {
      expect(written(group(rule('age', 'between', value)))).toEqual({
        sql: version === '7' ? '()' : '(1 = 1)',
        mongo: '{"$and":[{"$expr":true}]}',
        logic: 'false',
      });
      expect(written(group(rule('age', 'between', value), other))).toEqual(written(group(other)));
    }
    expect(reason).toContain(version === '7' ? '`()`, which the database refuses' : '`(1 = 1)`, every row');
    const gap = written(group(rule('age', 'between', '18,,65'), other));
    expect(gap.sql).toBe(written(group(other)).sql);
    expect(gap.mongo).toContain('{"age":{"$gte":18,"$lte":65}}');
    expect(gap.logic).toContain('{"<=":[18,{"var":"age"},65]}');
    const none = written(group(rule('age', 'in', []), other));
    expect(none.sql).toBe(written(group(other)).sql);
    expect(none.mongo).toContain('{"age":{"$in":[]}}');
    expect(none.logic).toContain('{"in":[{"var":"age"},[]]}');
    expect(sqlOf(library, group(rule('age', 'in', ''), other))).toBe(written(group(other)).sql);
  },
  'No empty items in a list': (library, version) => {
    const params = (value: unknown) =>
      (library.formatQuery(group(rule('lastName', 'in', value)), { format: 'parameterized' }) as { params: unknown[] })
        .params;
    expect(params('Ng,,Lee')).toEqual(['Ng', 'Lee']);
    expect(params(['Ng', '', 'Lee'])).toEqual(['Ng', '', 'Lee']);
    for (const format of [version === '7' ? 'mongodb' : 'mongodb_query', 'jsonlogic']) {
      const written = (value: unknown) => asText(library.formatQuery(group(rule('lastName', 'in', value)), { format }));
      expect(written('Ng,,Lee'), format).toBe(written(['Ng', 'Lee']));
      expect(written(['Ng', '', 'Lee']), format).toContain('"Ng","","Lee"');
    }
  },
  'The lower bound first': (_library, version) => {
    const readQuery = pageReadQuery(version);
    const range = (value: unknown) => JSON.stringify(group(rule('birthdate', 'between', value)));
    expect(() => readQuery(range(['1999-12-31', '2000-01-01']))).not.toThrow();
    expect(() => readQuery(range(['2000-01-01', '1999-12-31']))).toThrowError('between takes the lower bound first');
  },
  'No pattern characters': (library, version) => {
    const query = group(rule('notes', 'contains', '(a+)+$'));
    const mongo = asText(library.formatQuery(query, { format: version === '7' ? 'mongodb' : 'mongodb_query' }));
    expect(mongo).toBe('{"notes":{"$regex":"(a+)+$"}}');
  },
  '`not` is true or false': (library, version) => {
    const negated = (not: unknown) =>
      ({ combinator: 'and', not, rules: [rule('age', '=', 1), rule('age', '=', 2)] }) as unknown as RuleGroupTypeAny;
    let reading = 0;
    for (const format of backEndFormats[version]) {
      const write = (not: unknown) =>
        JSON.stringify(library.formatQuery(negated(not), { format }), (_, v) =>
          typeof v === 'symbol' ? String(v) : v,
        );
      if (write(true) === write(undefined)) continue;
      reading += 1;
      for (const other of ['false', 'yes', 1])
        expect(write(other), `${format}, not: ${String(other)}`).toBe(write(true));
    }
    expect(reading).toBeGreaterThanOrEqual(6);
  },
  'At most 5 levels and 50 rules': async (_library, version) => {
    let query: unknown = group(rule('age', '=', 1), rule('age', '=', 2));
    for (let level = 1; level < 1000; level++) query = group(query, rule('age', '=', 2));
    const sqlite = engines.find((e) => e.id === 'sqlite')!;
    expect(sqlite.label).toContain('SQLite 3.54.1');
    const result = await runOn('sqlite', version, query, 'parameterized');
    expect(result.error).toBe('Expression tree is too large (maximum depth 1000)');
  },
};

type Matches = (engine: string, format: LabFormat, query: RuleGroupType) => Promise<readonly number[] | undefined>;

/** One check per bullet of "The same query on different engines", found by a phrase of the bullet. */
const engineDifferences: Record<string, (matches: Matches, version: PageVersion) => Promise<void>> = {
  'A missing value (NULL)': async (matches) => {
    const noAge = ids((r) => r.age === null);
    expect(noAge.length).toBeGreaterThan(0);
    // Every operator the pages allow on age.
    for (const operator of specFields.get('age')!.operators) {
      const value = ['between', 'notBetween'].includes(operator)
        ? [18, 65]
        : ['in', 'notIn'].includes(operator)
          ? [30]
          : 30;
      const rows = await matches('postgresql', 'parameterized', group(rule('age', operator, value)));
      expect(
        noAge.some((id) => rows!.includes(id)),
        operator,
      ).toBe(operator === 'null');
    }
    const negative = [
      [rule('age', '!=', 30), (r: (typeof labRows)[number]) => r.age === null],
      [rule('age', 'notIn', [30]), (r: (typeof labRows)[number]) => r.age === null],
      [rule('notes', 'doesNotContain', 'x'), (r: (typeof labRows)[number]) => r.notes === null],
      [rule('notes', 'doesNotBeginWith', 'x'), (r: (typeof labRows)[number]) => r.notes === null],
      [rule('notes', 'doesNotEndWith', 'x'), (r: (typeof labRows)[number]) => r.notes === null],
    ] as const;
    for (const [negated, missing] of negative) {
      const sql = await matches('sqlite', 'parameterized', group(negated));
      for (const [engine, format] of [
        ['mongodb', 'mongodb'],
        ['jsonlogic', 'jsonlogic'],
      ] as const) {
        const rows = await matches(engine, format, group(negated));
        expect(rows, `${engine} ${negated.operator}`).toEqual(
          [...new Set([...sql!, ...ids(missing)])].sort((a, b) => a - b),
        );
      }
    }
  },
  'In SQL, `not (plan = "basic")`': async (matches, version) => {
    const negated = { combinator: 'and', not: true, rules: [rule('plan', '=', 'basic')] } as unknown as RuleGroupType;
    const noPlan = ids((r) => r.plan === null);
    expect(noPlan).toHaveLength(1);
    const otherPlan = ids((r) => r.plan !== null && r.plan !== 'basic');
    const withNoPlan = [...otherPlan, ...noPlan].sort((a, b) => a - b);
    expect(await matches('postgresql', 'parameterized', negated)).toEqual(otherPlan);
    expect(await matches('sqlite', 'parameterized', negated)).toEqual(otherPlan);
    expect(await matches('jsonlogic', 'jsonlogic', negated)).toEqual(withNoPlan);
    // 7.7.1's mongodb export leaves `not` out: the customers on the basic plan.
    expect(await matches('mongodb', 'mongodb', negated)).toEqual(
      version === '7' ? ids((r) => r.plan === 'basic') : withNoPlan,
    );
    // Two fields that are both missing (first name and notes of one customer).
    const same = group(rule('firstName', '=', 'notes', { valueSource: 'field' }));
    const bothMissing = ids((r) => r.firstName === null && r.notes === null);
    expect(bothMissing).toHaveLength(1);
    expect(await matches('postgresql', 'parameterized', same)).toEqual(
      ids((r) => r.firstName !== null && r.firstName === r.notes),
    );
    expect(await matches('jsonlogic', 'jsonlogic', same)).toEqual(ids((r) => r.firstName === r.notes));
    if (version === '7') expect(await matches('mongodb', 'mongodb', same)).toEqual(ids((r) => r.firstName === r.notes));
    else {
      expect((await runOn('mongodb', version, same, 'mongodb')).error).toContain('unknown top level operator: $eq');
      const unequal = group(rule('firstName', '!=', 'notes', { valueSource: 'field' }));
      expect((await runOn('mongodb', version, unequal, 'mongodb')).error).toContain('unknown top level operator: $ne');
      expect(pageSection(serverSidePages[version].page, 'A filter for the MongoDB driver')).toContain(
        'a top-level `$eq` (`$ne` for `!=`)',
      );
    }
  },
  'JsonLogic reads a missing number as 0': async (matches) => {
    const noAge = ids((r) => r.age === null);
    for (const query of [group(rule('age', '<', 18)), group(rule('age', 'notBetween', [18, 65]))]) {
      const sql = await matches('postgresql', 'parameterized', query);
      expect(await matches('jsonlogic', 'jsonlogic', query)).toEqual([...sql!, ...noAge].sort((a, b) => a - b));
    }
    expect(noAge.length).toBeGreaterThan(0);
  },
  "SQLite's `LIKE` ignores the case of ASCII letters": async (matches) => {
    const query = group(rule('firstName', 'contains', 'ste'));
    const caseBlind = ids((r) => r.firstName?.toLowerCase().includes('ste') === true);
    const exact = ids((r) => r.firstName?.includes('ste') === true);
    expect(caseBlind).not.toEqual(exact);
    expect(labRows.some((r) => caseBlind.includes(r.id) && r.firstName === 'Steve')).toBe(true);
    expect(await matches('sqlite', 'parameterized', query)).toEqual(caseBlind);
    expect(await matches('postgresql', 'parameterized', query)).toEqual(exact);
    expect(await matches('mongodb', 'mongodb', query)).toEqual(exact);
    expect(await matches('jsonlogic', 'jsonlogic', query)).toEqual(exact);
  },
  '`contains ""`': async (matches) => {
    const query = group(rule('notes', 'contains', ''));
    const present = ids((r) => r.notes !== null);
    expect(labRows.some((r) => r.notes === '')).toBe(true);
    for (const [engine, format] of [
      ['postgresql', 'parameterized'],
      ['sqlite', 'parameterized'],
      ['mongodb', 'mongodb'],
    ] as const) {
      expect(await matches(engine, format, query), engine).toEqual(present);
    }
    expect(await matches('jsonlogic', 'jsonlogic', query)).toEqual(ids((r) => r.notes !== null && r.notes !== ''));
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

  it('gives reasons that hold on the library and the engines', async () => {
    const rows = tableRows(pageSection(page, 'What it refuses, and why'));
    for (const [name, check] of Object.entries(reasonChecks)) {
      const row = rows.find(([ruleName]) => ruleName!.startsWith(name));
      expect(row, `no row “${name}”`).toBeDefined();
      await check(library, version, row![1]!);
    }
  }, 120_000);

  it('counts a list before it reads the items', () => {
    const readQuery = pageReadQuery(version);
    // Items that are no numbers: the count refuses them first, however many there are.
    for (const commas of [20, 1_000_000]) {
      const body = JSON.stringify(group(rule('age', 'in', ','.repeat(commas))));
      expect(() => readQuery(body)).toThrowError('wrong number of values for in');
    }
  });

  it('keeps what it accepts under the 1 MB cap it recommends, as JSON.stringify writes it', () => {
    const readQuery = pageReadQuery(version);
    const accepts = (text: string) => {
      try {
        readQuery(JSON.stringify(group(rule('lastName', '=', text))));
        return true;
      } catch {
        return false;
      }
    };
    const bytes = (text: string) => Buffer.byteLength(JSON.stringify(text)) - 2;
    // The text character that costs the most bytes in JSON, of those the check accepts; ids are any text.
    let costliest = 'a';
    for (let unit = 0; unit <= 0xffff; unit++) {
      const character = String.fromCharCode(unit);
      if (accepts(character) && bytes(character) > bytes(costliest)) costliest = character;
    }
    expect(bytes(costliest)).toBe(3);
    expect(accepts('😀'.repeat(100)) && bytes('😀') === 4).toBe(true);
    const id = '\u0001'.repeat(64);
    expect(bytes(id)).toBe(6 * 64);
    // 50 rules, each with the longest list, each under its own chain of 4 groups (every group holds a rule, so
    // there can be no more), every node with the costliest id.
    const widest = {
      id,
      field: 'firstName',
      operator: 'notIn',
      valueSource: 'value',
      value: Array.from({ length: 20 }, () => costliest.repeat(200)),
    };
    const chain = (node: unknown, levels: number): unknown =>
      levels === 0 ? node : chain({ id, combinator: 'and', not: false, rules: [node] }, levels - 1);
    const largest = JSON.stringify({
      id,
      combinator: 'and',
      not: false,
      rules: Array.from({ length: 50 }, () => chain(widest, 4)),
    });
    expect(() => readQuery(largest)).not.toThrow();
    expect(Buffer.byteLength(largest)).toBeLessThan(1_000_000);
    expect(pageSection(page, 'What it refuses, and why')).toContain(
      'is under 1 MB as `JSON.stringify` writes it, so a cap of 1 MB',
    );
  });

  it('says true things about how the engines differ', async () => {
    const items = bullets(pageSection(page, 'The same query on different engines'));
    expect(items).toHaveLength(5);
    const matches: Matches = async (engine, format, query) => {
      const result = await runOn(engine, version, query, format);
      expect(result.error, `${engine} ${format}`).toBeUndefined();
      return result.matches;
    };
    for (const item of items) {
      const phrase = Object.keys(engineDifferences).find((key) => item.startsWith(key));
      expect(phrase, `no check for “${item}”`).toBeDefined();
      await engineDifferences[phrase!]!(matches, version);
    }
  }, 120_000);

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
    // The row shows the SQL that xor becomes, and says the page's check refuses it.
    const shown = { combinator: 'xor', rules: [rule('a', '=', '1'), rule('b', '=', '2')] };
    expect(library.formatQuery(shown, 'sql')).toBe("(a = '1' xor b = '2')");
    expect(pageSection(page, 'What it refuses, and why')).toContain("`(a = '1' xor b = '2')`");
    expect(() => readQuery(JSON.stringify(xor))).toThrow('combinator not allowed: xor');
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

it('has readQuery import nothing but a type, and spell out each version’s default operator names', () => {
  for (const version of ['7', '8'] as const) {
    const code = pageSample(serverSidePages[version].page, 'export function readQuery').code;
    expect(code.match(/^import .*$/gm)).toEqual(["import type { RuleGroupType } from 'react-querybuilder';"]);
    const list = /const defaultOperatorNames: readonly string\[\] = (\[[^;]*\]);/.exec(code)?.[1];
    // The page's own array literal, evaluated as written.
    const names = new Function(`return ${list}`)() as string[];
    const library = requireLibrary<{ defaultOperators: { name: string }[] }>(version);
    expect(names).toEqual(library.defaultOperators.map((operator) => operator.name));
  }
});
