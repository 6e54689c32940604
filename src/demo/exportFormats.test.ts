import { describe, expect, it } from 'vitest';
import type { RuleGroupType } from 'react-querybuilder';
import {
  exportCall,
  exportFormats,
  exportQuery,
  isDemoExportFormat,
  isDemoSqlPreset,
  sqlPresets,
  keepsInvalidRules,
  leavesOutGroupNegation,
  usesSqlPreset,
} from './exportFormats';

const query: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'firstName', operator: 'beginsWith', value: 'Ste' },
    { field: 'age', operator: '>', value: '28' },
  ],
};
const plain = {
  parseNumbers: false,
  fields: [
    { name: 'firstName', label: 'First name' },
    { name: 'age', label: 'Age' },
  ],
};

describe('exportFormats', () => {
  it('lists all twelve formats of 7.7.1 once', () => {
    expect(new Set(exportFormats.map((f) => f.format)).size).toBe(12);
    expect(isDemoExportFormat('jsonata')).toBe(true);
    expect(isDemoExportFormat('xml')).toBe(false);
  });

  it('renders SQL, quoting numbers unless parseNumbers is on', () => {
    expect(exportQuery(query, 'sql', plain)).toBe("(firstName like 'Ste%' and age > '28')");
    expect(exportQuery(query, 'sql', { ...plain, parseNumbers: true })).toBe("(firstName like 'Ste%' and age > 28)");
  });

  it('pretty-prints object results and JSON strings', () => {
    expect(JSON.parse(exportQuery(query, 'parameterized', plain))).toEqual({
      sql: '(firstName like ? and age > ?)',
      params: ['Ste%', '28'],
    });
    expect(exportQuery(query, 'mongodb', plain)).toContain('\n');
    expect(JSON.parse(exportQuery(query, 'mongodb', plain))).toEqual({
      $and: [{ firstName: { $regex: '^Ste' } }, { age: { $gt: '28' } }],
    });
  });

  it('uses field labels in natural language', () => {
    expect(exportQuery(query, 'natural_language', plain)).toBe(
      "First name starts with 'Ste', and Age is greater than '28'",
    );
  });

  it('shows the call that produced the result', () => {
    expect(exportCall('sql', plain)).toBe("formatQuery(query, 'sql')");
    expect(exportCall('sql', { ...plain, parseNumbers: true })).toBe(
      "formatQuery(query, { format: 'sql', parseNumbers: true })",
    );
    expect(exportCall('natural_language', plain)).toBe("formatQuery(query, { format: 'natural_language', fields })");
  });
});

describe('leavesOutGroupNegation', () => {
  it('holds exactly the formats whose result is the same with and without a group\u2019s not', () => {
    const withGroup = (not: boolean): RuleGroupType => ({
      combinator: 'and',
      rules: [
        query.rules[1]!,
        { combinator: 'or', not, rules: [query.rules[0]!, { field: 'firstName', operator: '=', value: 'Vai' }] },
      ],
    });
    const same = exportFormats
      .map(({ format }) => format)
      .filter((format) => exportQuery(withGroup(true), format, plain) === exportQuery(withGroup(false), format, plain));
    expect(same).toEqual([...leavesOutGroupNegation]);
  });
});

describe('SQL dialect presets', () => {
  it('lists the six presets of 7.7.1', () => {
    expect(sqlPresets.map((p) => p.preset)).toEqual(['ansi', 'mssql', 'mysql', 'oracle', 'postgresql', 'sqlite']);
    expect(isDemoSqlPreset('sqlserver')).toBe(false);
  });

  it('passes the preset to the SQL formats and shows it in the call', () => {
    expect(exportQuery(query, 'sql', { ...plain, preset: 'mssql' })).toBe("([firstName] like 'Ste%' and [age] > '28')");
    expect(exportCall('sql', { ...plain, preset: 'mssql' })).toBe(
      "formatQuery(query, { format: 'sql', preset: 'mssql' })",
    );
    expect(JSON.parse(exportQuery(query, 'parameterized', { ...plain, preset: 'postgresql' })).sql).toBe(
      '("firstName" like $1 and "age" > $2)',
    );
    expect(exportCall('parameterized_named', { ...plain, preset: 'sqlite', parseNumbers: true })).toBe(
      "formatQuery(query, { format: 'parameterized_named', preset: 'sqlite', parseNumbers: true })",
    );
  });

  it('leaves the default dialect and the other formats alone', () => {
    expect(exportCall('sql', { ...plain, preset: 'ansi' })).toBe("formatQuery(query, 'sql')");
    expect(exportCall('mongodb', { ...plain, preset: 'mssql' })).toBe("formatQuery(query, 'mongodb')");
    expect(exportQuery(query, 'cel', { ...plain, preset: 'mssql' })).toBe(exportQuery(query, 'cel', plain));
    expect(usesSqlPreset('parameterized_named')).toBe(true);
    expect(usesSqlPreset('jsonlogic')).toBe(false);
  });

  it('leaves out invalid rules when validation is on, the way formatQuery does with a validator and fields', () => {
    const notBlank = (rule: { value?: unknown }) => String(rule.value ?? '').trim() !== '';
    const validating = {
      parseNumbers: true,
      fields: [
        { name: 'firstName', label: 'First name', validator: notBlank },
        { name: 'age', label: 'Age' },
      ],
      validate: true,
    };
    const withBlank: RuleGroupType = {
      combinator: 'and',
      rules: [...query.rules, { field: 'firstName', operator: 'contains', value: '' }],
    };
    expect(exportQuery(withBlank, 'sql', { ...validating, validate: false })).toBe(
      "(firstName like 'Ste%' and age > 28 and firstName like '%%')",
    );
    expect(exportQuery(withBlank, 'sql', validating)).toBe("(firstName like 'Ste%' and age > 28)");
    expect(exportQuery({ combinator: 'and', rules: [] }, 'sql', validating)).toBe('(1 = 1)');
    expect(exportCall('sql', validating)).toBe(
      "formatQuery(query, { format: 'sql', parseNumbers: true, validator: defaultValidator, fields })",
    );
    // The JSON formats write the query as it is, validator or not.
    expect(keepsInvalidRules('json_without_ids')).toBe(true);
    expect(exportQuery(withBlank, 'json_without_ids', validating)).toContain('"value": ""');
    expect(exportCall('json_without_ids', validating)).toBe(
      "formatQuery(query, { format: 'json_without_ids', parseNumbers: true })",
    );
  });
});
