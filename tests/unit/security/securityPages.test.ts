import { PGlite } from '@electric-sql/pglite';
import type { RuleGroupType, RuleGroupTypeAny } from 'react-querybuilder';
import { beforeAll, describe, expect, it } from 'vitest';
import { labRows } from '../../../src/lab/dataset';
import {
  expectedGuardSnapshot,
  guardSnapshotQuery,
  insertStatements,
  schemaStatements,
} from '../../../src/lab/sqlSchema';
import type { LabEngine, LabFormat, LabResult } from '../../../src/lab/types';
import { backEndFormats, describePart, tableParts } from './formatTable';
import { codeOf, pageSection, tableRows } from './markdownTable';
import { pageReadQuery, requireLibrary, type PageVersion } from './pageSample';
import { loadServerEngines } from './serverEngines';

/** The security pages' table and claims, each run against the version the page documents. */
const pages: Record<PageVersion, string> = { '7': 'versioned_docs/version-7/security.md', '8': 'docs/security.md' };
const versions = Object.keys(pages) as PageVersion[];

type FormatQuery = (query: RuleGroupTypeAny, options: Record<string, unknown>) => unknown;

let engines: LabEngine[] = [];
beforeAll(async () => {
  engines = await loadServerEngines();
}, 180_000);

const ids = (predicate: (row: (typeof labRows)[number]) => boolean) => labRows.filter(predicate).map((r) => r.id);

describe.each(versions)('the %s security page', (version) => {
  const page = pages[version];
  const { formatQuery } = requireLibrary<{ formatQuery: FormatQuery }>(version, '/formatQuery');
  /** Runs a query on one engine with the version's export and the given options. */
  const run = async (engineId: string, query: unknown, options: Record<string, unknown> = {}, sqlTemplate?: string) => {
    const engine = engines.find((e) => e.id === engineId)!;
    const exportQuery = (q: RuleGroupType, format: LabFormat, preset?: string) =>
      format === 'mongodb' && version === '8'
        ? JSON.stringify(formatQuery(q, { format: 'mongodb_query', ...options }))
        : formatQuery(q, { format, ...(preset ? { preset } : {}), ...options });
    const results = await engine.run(query as RuleGroupType, {
      parseNumbers: false,
      exportQuery,
      ...(sqlTemplate ? { sqlTemplate } : {}),
    });
    return (format: LabFormat): LabResult => results.find((r) => r.format === format)!;
  };

  it('has the table of every back-end format as the library writes it', () => {
    const rows = tableRows(pageSection(page, 'What each format does with each part'));
    expect(rows.map((row) => codeOf(row[0]!))).toEqual(backEndFormats[version]);
    for (const row of rows) {
      const format = codeOf(row[0]!)!;
      tableParts.forEach((part, i) =>
        expect(row[i + 1], `${format}, ${part}`).toBe(describePart(version, format, part)),
      );
    }
  });

  it('shows object values acting as operators on mingo and json-logic-js', async () => {
    const mongo = { combinator: 'and', rules: [{ field: 'lastName', operator: '=', value: { $ne: null } }] };
    const logic = { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: { var: 'firstName' } }] };
    expect((await run('mongodb', mongo))('mongodb').matches).toEqual(ids((r) => r.lastName !== null));
    expect((await run('jsonlogic', logic))('jsonlogic').matches).toEqual(ids(() => true));
    expect(pageSection(page, 'Values from user input are never operators')).toContain('40 customers');
    expect(labRows).toHaveLength(40);
  });

  it('empties the guard table through the sql format on PostgreSQL with standard_conforming_strings off', async () => {
    const query = {
      combinator: 'and',
      rules: [{ field: 'lastName', operator: '=', value: "\\'); DELETE FROM lab_guard; --" }],
    };
    const where = formatQuery(query, { format: 'sql', preset: 'postgresql' }) as string;
    const db = await PGlite.create();
    try {
      for (const statement of schemaStatements('postgresql')) await db.exec(statement);
      for (const insert of insertStatements('postgresql')) await db.query(insert.sql, insert.params);
      const guard = async () => JSON.stringify((await db.query(guardSnapshotQuery, [], { rowMode: 'array' })).rows);
      const on = await db.exec(`SELECT id FROM people WHERE ${where}`);
      expect(on.at(-1)!.rows).toEqual([]);
      expect(await guard()).toBe(expectedGuardSnapshot);
      await db.exec('SET standard_conforming_strings = off');
      await db.exec(`SELECT id FROM people WHERE ${where}`);
      expect(await guard()).toBe('[]');
    } finally {
      await db.close();
    }
  }, 120_000);

  it('has readQuery refuse what leads to the line-break, reversed-range and empty-group pitfalls', () => {
    const readQuery = pageReadQuery(version);
    const bodies = [
      { combinator: 'and', rules: [{ field: 'notes', operator: 'contains', value: 'line1\nline2' }] },
      { combinator: 'and', rules: [{ field: 'age', operator: 'between', value: [65, 18] }] },
      { combinator: 'and', rules: [] },
    ];
    for (const body of bodies) expect(() => readQuery(JSON.stringify(body))).toThrowError();
    expect(pageSection(page, 'Pitfalls that change which rows match')).toContain(
      'The server-side `readQuery` refuses what leads to the second, third and fourth',
    );
  });

  it('says why readQuery offers ranges on numbers and dates only', () => {
    const readQuery = pageReadQuery(version);
    const range = (field: string, value: unknown) =>
      JSON.stringify({ combinator: 'and', rules: [{ field, operator: 'between', value }] });
    expect(() => readQuery(range('age', [18, 65]))).not.toThrow();
    expect(() => readQuery(range('birthdate', ['1980-01-01', '1999-12-31']))).not.toThrow();
    expect(() => readQuery(range('lastName', ['1', '9']))).toThrowError('operator not allowed on lastName: between');
    const text = { combinator: 'and', rules: [{ field: 'lastName', operator: 'between', value: ['1', '9'] }] };
    const mongo = formatQuery(text, { format: version === '7' ? 'mongodb' : 'mongodb_query' });
    expect(typeof mongo === 'string' ? mongo : JSON.stringify(mongo)).toBe('{"lastName":{"$gte":1,"$lte":9}}');
    expect(JSON.stringify(formatQuery(text, { format: 'jsonlogic' }))).toBe(
      '{"and":[{"<=":[1,{"var":"lastName"},9]}]}',
    );
    expect((formatQuery(text, { format: 'parameterized' }) as { params: unknown[] }).params).toEqual(['1', '9']);
    expect(pageSection(page, 'Reversed ranges')).toContain('`readQuery` offers ranges on numbers and dates only');
  });

  it('shows each pitfall on the engines', async () => {
    // parseNumbers and contains on digits.
    const fifty = { combinator: 'and', rules: [{ field: 'notes', operator: 'contains', value: '50' }] };
    for (const engine of ['postgresql', 'sqlite']) {
      const result = await run(engine, fifty, { parseNumbers: true });
      expect(result('sql').matches, engine).toEqual(ids((r) => r.notes?.includes('50% off') === true));
      expect(result('parameterized').matches, engine).toEqual([]);
    }
    // A line break: a note of two lines matches sql and not parameterized, with contains and with =.
    const templates: Record<string, string> = {
      postgresql: `SELECT id FROM (SELECT 1 AS id, E'line1\\nline2' AS "notes") AS people WHERE {where}`,
      sqlite: `SELECT id FROM (SELECT 1 AS id, 'line1' || char(10) || 'line2' AS notes) AS people WHERE {where}`,
    };
    for (const operator of ['contains', '=']) {
      const twoLines = { combinator: 'and', rules: [{ field: 'notes', operator, value: 'line1\nline2' }] };
      for (const engine of ['postgresql', 'sqlite']) {
        const result = await run(engine, twoLines, {}, templates[engine]);
        expect(result('sql').matches, `${engine} ${operator}`).toEqual([1]);
        expect(result('parameterized').matches, `${engine} ${operator}`).toEqual([]);
      }
    }
    // Every operator that takes one value keeps the quotes; the items of a list or a range are bound as they are.
    const boundOf = (operator: string, value: unknown) =>
      (
        formatQuery(
          { combinator: 'and', rules: [{ field: 'notes', operator, value }] },
          { format: 'parameterized' },
        ) as {
          params: unknown[];
        }
      ).params;
    const oneValue = ['=', '!=', '<', '>', '<=', '>=', 'contains', 'beginsWith', 'endsWith'];
    for (const operator of [...oneValue, 'doesNotContain', 'doesNotBeginWith', 'doesNotEndWith']) {
      expect(String(boundOf(operator, 'line1\nline2')[0]), operator).toMatch(/^'.*'$/s);
    }
    for (const operator of ['in', 'notIn', 'between', 'notBetween']) {
      expect(boundOf(operator, ['line1\nline2', 'x']), operator).toEqual(['line1\nline2', 'x']);
    }
    const inList = { combinator: 'and', rules: [{ field: 'notes', operator: 'in', value: ['line1\nline2', 'x'] }] };
    for (const engine of ['postgresql', 'sqlite']) {
      expect((await run(engine, inList, {}, templates[engine]))('parameterized').matches, engine).toEqual([1]);
    }
    expect(pageSection(page, 'Text with a line break')).toContain(
      'The same happens with `=` and every other operator that takes one value, while the items of `in`, `notIn`, `between` and `notBetween` are bound as they are.',
    );
    // Reversed ranges.
    const reversed = { combinator: 'and', rules: [{ field: 'age', operator: 'between', value: [65, 18] }] };
    const adults = ids((r) => r.age !== null && r.age >= 18 && r.age <= 65);
    expect((await run('postgresql', reversed))('parameterized').matches).toEqual([]);
    expect((await run('jsonlogic', reversed))('jsonlogic').matches).toEqual(adults);
    expect((await run('mongodb', reversed))('mongodb').matches).toEqual(version === '7' ? [] : adults);
    // Empty groups.
    const empty = { combinator: 'and', rules: [] };
    expect((await run('postgresql', empty))('parameterized').matches).toHaveLength(40);
    expect((await run('jsonlogic', empty))('jsonlogic').matches).toEqual([]);
    if (version === '7') {
      const negated = { combinator: 'and', not: true, rules: [{ field: 'plan', operator: '=', value: 'basic' }] };
      expect((await run('mongodb', negated))('mongodb').matches).toEqual(ids((r) => r.plan === 'basic'));
      expect((await run('postgresql', negated))('parameterized').matches).toEqual(
        ids((r) => r.plan !== null && r.plan !== 'basic'),
      );
    } else {
      const fields = {
        combinator: 'and',
        rules: [{ field: 'firstName', operator: '=', value: 'lastName', valueSource: 'field' }],
      };
      expect((await run('mongodb', fields))('mongodb').error).toContain('unknown top level operator: $eq');
      const unequal = { ...fields, rules: [{ ...fields.rules[0]!, operator: '!=' }] } as unknown as RuleGroupTypeAny;
      expect(JSON.stringify(formatQuery(unequal, { format: 'mongodb_query' }))).toBe(
        '{"$ne":["$firstName","$lastName"]}',
      );
      expect((await run('mongodb', unequal))('mongodb').error).toContain('unknown top level operator: $ne');
      expect(pageSection(page, 'A comparison between two fields')).toContain('a top-level `$eq` (`$ne` for `!=`)');
    }
  }, 120_000);
});
