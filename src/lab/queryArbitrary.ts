import fc from 'fast-check';
import type { RuleGroupType, RuleGroupTypeAny, RuleGroupTypeIC, RuleType } from 'react-querybuilder';
import { defaultOperators } from 'react-querybuilder';
import { demoFields } from '../demo/fields';
import { fieldKinds, type FieldKind } from './semantics';

/** Values worth drawing for each kind of field: typical ones and the ones that tell engines apart. */
const values: Record<FieldKind, { single: readonly unknown[]; list: readonly unknown[] }> = {
  text: {
    single: ['Ste', 'steve', 'Ana', "O'Brien", 'vip', 'VIP', '', 'Émilie', '0%', 'prefers_', 'C:\\Users', 'US', 'pro'],
    list: ['Ana,Emma', 'Steve,steve', "O'Brien,Ng", 'US,CA', 'pro,basic', 'A,Z'],
  },
  number: { single: ['28', '9', '100', 28, 9, 100, 0, '0'], list: ['2,20', [2, 20], '30,40', [9, 100], '28,34'] },
  boolean: { single: [true, false], list: [[true, false]] },
  date: {
    single: ['2000-01-01', '1999-12-31', '1990-06-15'],
    list: ['1990-01-01,2000-12-31', '1999-12-31,2000-01-01'],
  },
  list: { single: ['en', 'es', 'ja'], list: ['en', 'en,es', ['en', 'es'], 'hi,ja'] },
};

const listOperators = new Set(['in', 'notIn', 'between', 'notBetween']);

/** A rule over one of the demo's fields with an operator the demo offers for it. */
export const ruleArbitrary: fc.Arbitrary<RuleType> = fc.constantFrom(...demoFields).chain((field) => {
  const operators = (field.operators ?? defaultOperators).map((op) => ('name' in op ? String(op.name) : String(op)));
  const kind = fieldKinds[field.name]!;
  return fc
    .constantFrom(...operators)
    .chain((operator) =>
      fc
        .constantFrom(...(listOperators.has(operator) ? values[kind].list : values[kind].single))
        .map((value): RuleType => ({ field: field.name, operator, value })),
    );
});

/** A group of one to four rules and subgroups, nested up to `depth` levels, some negated. */
export const groupArbitrary = (depth: number): fc.Arbitrary<RuleGroupType> =>
  // fc.record makes objects without a prototype, which formatQuery does not recognise as groups.
  fc
    .record({
      combinator: fc.constantFrom('and', 'or'),
      not: fc.constantFrom(false, false, false, true),
      rules: fc.array(
        depth > 0
          ? fc.oneof({ weight: 3, arbitrary: ruleArbitrary }, { weight: 1, arbitrary: groupArbitrary(depth - 1) })
          : ruleArbitrary,
        {
          minLength: 1,
          maxLength: 4,
        },
      ),
    })
    .map((group) => ({ ...group }));

/** The same shapes with independent combinators: a combinator between every two items. */
export const groupICArbitrary = (depth: number): fc.Arbitrary<RuleGroupTypeIC> =>
  fc
    .array(
      depth > 0
        ? fc.oneof({ weight: 3, arbitrary: ruleArbitrary }, { weight: 1, arbitrary: groupICArbitrary(depth - 1) })
        : ruleArbitrary,
      { minLength: 1, maxLength: 4 },
    )
    .chain((items) =>
      fc
        .array(fc.constantFrom('and', 'or'), { minLength: items.length - 1, maxLength: items.length - 1 })
        .map((combinators): RuleGroupTypeIC => ({
          not: false,
          rules: items.flatMap((item, i) =>
            i === 0 ? [item] : [combinators[i - 1]!, item],
          ) as RuleGroupTypeIC['rules'],
        })),
    );

export const queryArbitrary: fc.Arbitrary<{ query: RuleGroupTypeAny; parseNumbers: boolean }> = fc.record({
  query: fc.oneof({ weight: 3, arbitrary: groupArbitrary(2) }, { weight: 1, arbitrary: groupICArbitrary(1) }),
  parseNumbers: fc.boolean(),
});
