import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatQuery, type ExportFormat, type Field, type RuleGroupType } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import { apiCorrections } from './corrections';

const packageDir = join(__dirname, '..', '..', 'node_modules', 'react-querybuilder');
const installedVersion: string = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
/** The declarations TypeDoc reads the members' comments from. */
const declarations = readFileSync(join(packageDir, 'dist', 'types', 'types', 'importExport.d.ts'), 'utf8');
const commentText = declarations.replace(/\n\s*\*\s?/g, ' ');

const fields: Field[] = [
  { name: 'b', label: 'B' },
  { name: 'x', label: 'X', validator: () => false },
];
const oneRule: RuleGroupType = { combinator: 'and', rules: [{ field: 'b', operator: '=', value: '1' }] };
const invalidGroup: RuleGroupType = { combinator: 'and', rules: [{ field: 'x', operator: '=', value: '1' }] };
const withInvalidGroup: RuleGroupType = { combinator: 'and', rules: [...oneRule.rules, invalidGroup] };
const empty: RuleGroupType = { combinator: 'and', rules: [] };
const firstNameSteve: RuleGroupType = {
  combinator: 'and',
  rules: [{ field: 'First name', operator: '=', value: 'Steve' }],
};

/**
 * One proof per correction, each failing if the package behaved as the library's comment says (or as the note no
 * longer says).
 */
const proofs: Record<string, () => void> = {
  fallbackExpression() {
    const fallbackExpression = 'FALLBACK';
    // The comment: inserted in place of invalid groups. The SQL formats write an empty group there instead.
    assert.equal(formatQuery(withInvalidGroup, { format: 'sql', fields, fallbackExpression }), "(b = '1' and ())");
    assert.equal(formatQuery(invalidGroup, { format: 'sql', fields, fallbackExpression }), '()');
    assert.deepEqual(formatQuery(withInvalidGroup, { format: 'parameterized', fields, fallbackExpression }), {
      sql: '(b = ? and ())',
      params: ['1'],
    });
    // ...while CEL, SpEL, JSONata and MongoDB do put the fallback there.
    assert.equal(formatQuery(withInvalidGroup, { format: 'cel', fields, fallbackExpression }), 'b == "1" && FALLBACK');
    assert.equal(formatQuery(invalidGroup, { format: 'spel', fields, fallbackExpression }), 'FALLBACK');
    assert.equal(formatQuery(invalidGroup, { format: 'jsonata', fields, fallbackExpression }), 'FALLBACK');
    assert.equal(formatQuery(invalidGroup, { format: 'mongodb', fields, fallbackExpression }), '{FALLBACK}');
    // What the fallback is for: an empty query, and one the query validator rejects; each format's default.
    assert.equal(formatQuery(oneRule, { format: 'sql', validator: () => false, fallbackExpression }), 'FALLBACK');
    assert.equal(formatQuery(empty, 'sql'), '(1 = 1)');
    assert.equal(formatQuery(empty, 'jsonata'), '(1 = 1)');
    assert.equal(formatQuery(empty, 'mongodb'), '{"$and":[{"$expr":true}]}');
    assert.equal(formatQuery(empty, 'cel'), '1 == 1');
    assert.equal(formatQuery(empty, 'spel'), '1 == 1');
    assert.equal(formatQuery(empty, 'natural_language'), '1 is 1');
  },
  valueProcessor() {
    const valueProcessor = () => 'PROCESSED';
    // The value alone in the SQL formats and natural language...
    assert.equal(formatQuery(oneRule, { format: 'sql', valueProcessor }), '(b = PROCESSED)');
    assert.equal(formatQuery(oneRule, { format: 'natural_language', valueProcessor }), 'b is PROCESSED');
    // ...the whole rule elsewhere (the comment: it processes the `value` from each rule), unless a ruleProcessor is given.
    assert.equal(formatQuery(oneRule, { format: 'cel', valueProcessor }), 'PROCESSED');
    assert.equal(formatQuery(oneRule, { format: 'spel', valueProcessor }), 'PROCESSED');
    assert.equal(formatQuery(oneRule, { format: 'jsonata', valueProcessor }), 'PROCESSED');
    assert.equal(formatQuery(oneRule, { format: 'mongodb', valueProcessor }), '{PROCESSED}');
    assert.deepEqual(formatQuery(oneRule, { format: 'jsonlogic', valueProcessor }), { and: ['PROCESSED'] });
    assert.deepEqual(formatQuery(oneRule, { format: 'elasticsearch', valueProcessor }), {
      bool: { must: ['PROCESSED'] },
    });
    assert.equal(formatQuery(oneRule, { format: 'cel', valueProcessor, ruleProcessor: () => 'RULE' }), 'RULE');
  },
  paramsKeepPrefix() {
    const firstName: RuleGroupType = {
      combinator: 'and',
      rules: [{ field: 'firstName', operator: '=', value: 'Stev' }],
    };
    const named = (paramsKeepPrefix: boolean) =>
      formatQuery(firstName, { format: 'parameterized_named', paramPrefix: '$', paramsKeepPrefix });
    // The comment's example: { $firstName: "Stev" }, and { firstName: "Stev" } by default.
    assert.deepEqual(named(true), { sql: '(firstName = $firstName_1)', params: { $firstName_1: 'Stev' } });
    assert.deepEqual(named(false).params, { firstName_1: 'Stev' });
  },
  quoteFieldNamesWith() {
    // The comment's examples print the rule without the parentheses the SQL format puts around the query.
    assert.equal(formatQuery(firstNameSteve, { format: 'sql', quoteFieldNamesWith: '`' }), "(`First name` = 'Steve')");
    assert.equal(
      formatQuery(firstNameSteve, { format: 'sql', quoteFieldNamesWith: ['[', ']'] }),
      "([First name] = 'Steve')",
    );
  },
  fieldIdentifierSeparator() {
    const musicians: RuleGroupType = {
      combinator: 'and',
      rules: [{ field: 'dbo.Musicians.First name', operator: '=', value: 'Steve' }],
    };
    const options = { quoteFieldNamesWith: ['[', ']'] as [string, string], fieldIdentifierSeparator: '.' };
    assert.equal(formatQuery(musicians, { format: 'sql', ...options }), "([dbo].[Musicians].[First name] = 'Steve')");
    assert.equal(
      formatQuery(musicians, { format: 'parameterized', ...options }).sql,
      '([dbo.Musicians.First name] = ?)',
    );
  },
  getOperators() {
    const getOperators = () => [{ name: 'before', label: 'is earlier than' }];
    const before: RuleGroupType = { combinator: 'and', rules: [{ field: 'b', operator: 'before', value: '1' }] };
    const optionsSeen = (format: ExportFormat) => {
      let seen: Record<string, unknown> = {};
      formatQuery(before, {
        format,
        getOperators,
        ruleProcessor: (_rule, options) => {
          seen = (options ?? {}) as Record<string, unknown>;
          return format === 'jsonlogic' || format === 'elasticsearch' ? {} : 'R';
        },
      });
      return seen;
    };
    // The comment: the full operator object will be passed to the rule processor. No format does.
    for (const format of ['sql', 'parameterized', 'mongodb', 'cel', 'spel', 'jsonata', 'jsonlogic'] as const) {
      const seen = optionsSeen(format);
      assert.equal('getOperators' in seen, false, format);
      assert.equal(JSON.stringify(seen).includes('is earlier than'), false, format);
    }
    // Natural language looks the label up, and hands its processor the function.
    assert.equal(formatQuery(before, { format: 'natural_language', getOperators }), "b is earlier than '1'");
    assert.equal(typeof optionsSeen('natural_language').getOperators, 'function');
  },
};

describe('API corrections', () => {
  it('each has a proof, and each proof a correction', () => {
    expect(Object.keys(proofs).sort()).toEqual(apiCorrections.map((c) => c.id).sort());
  });

  for (const correction of apiCorrections) {
    describe(correction.id, () => {
      it('speaks of the installed release', () => {
        expect(installedVersion).toBe(correction.release);
      });

      it("contradicts words the library's comment still says", () => {
        expect(commentText).toContain(correction.claim);
        for (const [wrong] of correction.outputs ?? []) expect(declarations).toContain(`* ${wrong}`);
      });

      it('is what the installed package does', () => {
        const proof = proofs[correction.id];
        expect(proof, 'a proof').toBeDefined();
        proof?.();
      });
    });
  }
});
