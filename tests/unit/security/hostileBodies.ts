import fc from 'fast-check';
import { specFields } from './reference';

/**
 * Request bodies an attacker would send to a server that reads queries: a query the builder could have made,
 * then one or more of its parts replaced with something hostile (structure and values), or a body that is no
 * query at all. Each body is JSON text, as the server receives it.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const fieldNames = [...specFields.keys()];
const textFields = fieldNames.filter((f) => specFields.get(f)!.kind === 'text');

/** Text that breaks naive string building: SQL, MongoDB and JsonLogic syntax, escapes, odd characters. */
export const hostileText = fc.oneof(
  fc.constantFrom(
    "O'Brien",
    "x' OR '1'='1",
    "x'; DROP TABLE lab_guard; --",
    "\\' OR 1=1 --",
    'C:\\Users',
    '50%',
    'prefers_',
    '.*',
    '(a+)+$',
    '"$ne": null',
    'line1\nline2',
    'nul\u0000byte',
    '😀 Zoë',
    '',
    ' Steve ',
    'Ste',
    'Pro',
    'US',
    'O'.repeat(201),
    'a,b',
    // Half of a surrogate pair (PostgreSQL binds it as U+FFFD), control characters.
    '\udc00',
    'Ng\ud800',
    '\u0001',
    'tab\there',
    'del\u007f',
  ),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({
    unit: fc.constantFrom("'", '"', '\\', '%', '_', ',', ' ', 'a', 'S', 't', 'e', '\n', ';', '-'),
    maxLength: 10,
  }),
);

const integerLike = fc.oneof(
  fc.integer({ min: -5, max: 120 }),
  fc.integer({ min: -5, max: 120 }).map(String),
  fc.constantFrom(2 ** 31, -(2 ** 31), 1e20, 2.5, '2.5', ' 28 ', '28 OR 1=1', '0x1F', '1e3', '', '007'),
);
const dateLike = fc.oneof(
  fc.constantFrom('1990-06-15', '2000-01-01', '1999-12-31', '1970-01-01', '2024-02-29'),
  fc.constantFrom('2000-02-30', '0000-01-01', '2000-1-5', '2000-01-01T00:00:00Z', "2000-01-01' OR '1'='1", ''),
);

/** A value of the kind a field holds, in the shapes the builder sends (numbers as text too). */
const valueOf = (kind: string): fc.Arbitrary<Json> => {
  switch (kind) {
    case 'integer':
      return integerLike as fc.Arbitrary<Json>;
    case 'boolean':
      return fc.boolean();
    case 'date':
      return dateLike;
    default:
      return hostileText;
  }
};

const listOf = (kind: string, range: boolean): fc.Arbitrary<Json> => {
  const items = fc.array(valueOf(kind), range ? { minLength: 2, maxLength: 2 } : { minLength: 1, maxLength: 4 });
  return fc.oneof(
    items,
    items.map((list) => list.map((v) => String(v)).join(',')),
  );
};

/** A rule the builder could have sent: a field, one of its operators, a value of its kind. */
const builderRule: fc.Arbitrary<Node> = fc.constantFrom(...fieldNames).chain((name) => {
  const field = specFields.get(name)!;
  return fc.constantFrom(...field.operators).chain((operator) => {
    const id = fc.option(fc.constantFrom('r1', 'r2', 'x'), { nil: undefined });
    const range = operator === 'between' || operator === 'notBetween';
    const list = range || operator === 'in' || operator === 'notIn';
    const plain = fc
      .record({ id, value: list ? listOf(field.kind, range) : valueOf(field.kind) })
      .map(({ id: ruleId, value }): Node => ({ ...(ruleId ? { id: ruleId } : {}), field: name, operator, value }));
    if (!field.fieldSource || (operator !== '=' && operator !== '!=')) return plain;
    const other = fc
      .constantFrom(...textFields)
      .map((value): Node => ({ field: name, operator, value, valueSource: 'field' }));
    return fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: other });
  });
});

/** A group the builder could have sent, nested up to `depth` levels. */
const builderGroup = (depth: number): fc.Arbitrary<Node> =>
  fc
    .record({
      combinator: fc.constantFrom('and', 'or'),
      not: fc.constantFrom(undefined, false, true),
      rules: fc.array(
        depth > 1
          ? fc.oneof({ weight: 3, arbitrary: builderRule }, { weight: 1, arbitrary: builderGroup(depth - 1) })
          : builderRule,
        { minLength: 1, maxLength: 4 },
      ),
    })
    .map(({ combinator, not, rules }): Node => ({ combinator, ...(not === undefined ? {} : { not }), rules }));

/** Values of odd JSON types, objects that act as operators among them. */
const oddValue: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  null,
  { $ne: null },
  { $gt: '' },
  { $where: 'sleep(100)' },
  { var: 'secret' },
  { '!': false },
  [],
  [[1]],
  [{ $ne: null }],
  123,
  true,
  'and',
  // An own "__proto__" key, as JSON.parse makes one from a body.
  JSON.parse('{"__proto__": {"polluted": true}}') as Json,
);

const hostileOperator: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    '> 0 OR 1=1 OR age >',
    '= 1 OR 1=1 --',
    'is not null or 1=1 or',
    '$where',
    '$ne',
    'regex',
    'contains',
    'between',
    'in',
    'IN',
    'like',
    '=',
    '~',
    'constructor',
    '__proto__',
    null,
    1,
    ['='],
    { $ne: null },
  ),
  fc.string({ maxLength: 6 }),
);

const hostileCombinator: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  'or 1=1 or',
  'xor',
  'nor',
  'AND',
  'and ',
  'Or',
  'where',
  'not',
  '',
  null,
  1,
  ['and'],
  { $ne: null },
  'constructor',
);

const hostileField: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  'id',
  'secret',
  'password',
  'languages',
  'age) OR (1=1',
  '"age" OR 1=1 --',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  '$where',
  '~',
  '',
  ['firstName'],
  1,
  null,
  { $ne: null },
);

const extraKey = fc.constantFrom(
  ['muted', true],
  ['muted', false],
  ['disabled', true],
  ['match', { mode: 'all' }],
  ['path', [0]],
  ['__proto__', { polluted: true }],
  ['constructor', { prototype: { polluted: true } }],
  ['x', 1],
  ['combinators', ['xor']],
) as fc.Arbitrary<[string, Json]>;

/** Ids the library reads as text: an object among them makes `formatQuery` throw. */
const hostileId = fc.constantFrom<Json>(
  { toString: 1 },
  { valueOf: 1 },
  [],
  ['r1'],
  5,
  null,
  true,
  '',
  'r1',
  'x'.repeat(64),
  'x'.repeat(65),
);

type Attack = (node: Node, isGroup: boolean) => fc.Arbitrary<Node | Json>;

/** One way to spoil a node of the query; each names the part it attacks. */
const attacks: Record<string, Attack> = {
  combinator: (node, isGroup) => hostileCombinator.map((c) => (isGroup ? { ...node, combinator: c } : node)),
  not: (node, isGroup) =>
    fc.constantFrom<Json>('yes', 1, 0, null, 'false', {}, []).map((n) => (isGroup ? { ...node, not: n } : node)),
  emptyGroup: (node, isGroup) => fc.constant(isGroup ? { ...node, rules: [] } : node),
  rulesShape: (node, isGroup) =>
    fc
      .constantFrom<Json>({}, 'x', null, 5, [null], ['and'], [5], [[]], [{ combinator: 'and' }])
      .map((r): Node =>
        isGroup ? { ...node, rules: r } : { combinator: 'and', rules: [node, ...(Array.isArray(r) ? r : [r])] },
      ),
  extraKey: (node) =>
    extraKey.map(([key, value]) => {
      const copy = JSON.parse(JSON.stringify(node)) as Node;
      // defineProperty makes even "__proto__" an own key, as JSON.parse does for a body that carries one.
      Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
      return copy;
    }),
  id: (node) => hostileId.map((id) => ({ ...node, id })),
  textRange: (node, isGroup) =>
    fc
      .record({
        field: fc.constantFrom('firstName', 'lastName'),
        operator: fc.constantFrom('between', 'notBetween'),
        value: fc.constantFrom<Json>(['0', 'Z'], ['1', '9'], '0,Z', ['A', 'M'], 'Lee,Ng', [' 1', '20']),
      })
      .map((r) => (isGroup ? node : r)),
  field: (node, isGroup) => hostileField.map((f) => (isGroup ? node : { ...node, field: f })),
  inheritedField: (node, isGroup) =>
    fc
      .record({
        field: fc.constantFrom('constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'),
        value: fc.constantFrom<Json>(1, '1', 'x', true),
      })
      .map((r) => (isGroup ? node : { ...r, operator: '=' })),
  operator: (node, isGroup) => hostileOperator.map((o) => (isGroup ? node : { ...node, operator: o })),
  valueSource: (node, isGroup) =>
    fc
      .constantFrom<Json>('field', 'parameter', 'VALUE', 'value', null, 1, { x: 1 })
      .map((s) => (isGroup ? node : { ...node, valueSource: s })),
  fieldSourceValue: (node, isGroup) =>
    fc
      .record({
        field: fc.constantFrom('firstName', 'lastName'),
        operator: fc.oneof(
          fc.constantFrom<Json>('=', '!='),
          fc.constantFrom<Json>('contains', 'in', 'between', 'beginsWith'),
        ),
        value: fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom<Json>('lastName', 'firstName') },
          {
            weight: 1,
            arbitrary: fc.constantFrom<Json>(
              'notes',
              'age',
              'lastName OR 1=1',
              ['lastName', 'notes'],
              'lastName,notes',
            ),
          },
          { weight: 1, arbitrary: hostileField },
        ),
      })
      .map((r) => (isGroup ? node : { ...r, valueSource: 'field' })),
  value: (node, isGroup) =>
    fc
      .oneof(oddValue, hostileText, integerLike as fc.Arbitrary<Json>, dateLike)
      .map((v) => (isGroup ? node : { ...node, value: v })),
  listCount: (node, isGroup) =>
    fc
      .record({
        operator: fc.constantFrom('between', 'notBetween', 'in', 'notIn'),
        value: fc.constantFrom<Json>(
          '',
          '18',
          '1,2,3',
          [],
          [1],
          [1, 2, 3],
          ',',
          '1,',
          Array.from({ length: 21 }, (_, i) => i),
        ),
      })
      .map((r) => (isGroup ? node : { ...node, field: 'age', ...r })),
  pattern: (node, isGroup) =>
    fc
      .record({
        field: fc.constantFrom('firstName', 'notes'),
        operator: fc.constantFrom('contains', 'doesNotContain', 'beginsWith', 'endsWith'),
        value: fc.constantFrom('%', '_', '.*', '(a+)+$', 'C:\\Users', 'a|b', '[a-z]', '^S', 'x$', '50% off', 'Ste'),
      })
      .map((r) => (isGroup ? node : { ...node, ...r })),
};

const attackNames = Object.keys(attacks);

/** Replaces the node at `path` (indexes into nested `rules`) with what `change` makes of it. */
function atPath(root: Node, path: readonly number[], change: (node: Node, isGroup: boolean) => Node | Json): Json {
  if (path.length === 0) return change(root, Array.isArray(root.rules));
  const [head, ...rest] = path;
  const rules = root.rules as Json[];
  return { ...root, rules: rules.map((child, i) => (i === head ? atPath(child as Node, rest, change) : child)) };
}

/** The node at `path`. */
const nodeAt = (root: Node, path: readonly number[]): Node =>
  path.reduce((node, index) => (node.rules as Node[])[index]!, root);

/** Every path to a node of the query (the root is []). */
function paths(node: Node, prefix: number[] = []): number[][] {
  const own = [prefix];
  if (!Array.isArray(node.rules)) return own;
  return own.concat(
    ...(node.rules as Json[]).map((child, i) =>
      child && typeof child === 'object' && !Array.isArray(child) ? paths(child as Node, [...prefix, i]) : [],
    ),
  );
}

/** A query, attacked at one to three places. */
const attacked: fc.Arbitrary<{ body: Json; attacks: string[] }> = builderGroup(3).chain((query) =>
  fc
    .array(fc.record({ attack: fc.constantFrom(...attackNames), at: fc.nat() }), { minLength: 1, maxLength: 3 })
    .chain((plan) => {
      let arbitrary: fc.Arbitrary<Json> = fc.constant(query);
      for (const step of plan) {
        arbitrary = arbitrary.chain((current) => {
          const all = paths(current as Node);
          const path = all[step.at % all.length]!;
          const target = nodeAt(current as Node, path);
          return attacks[step.attack]!(target, Array.isArray(target.rules)).map((replacement) =>
            atPath(current as Node, path, () => replacement),
          );
        });
      }
      return arbitrary.map((body) => ({ body, attacks: plan.map((p) => p.attack) }));
    }),
);

/** Trees past the limits: deep, wide, or both. */
const oversized: fc.Arbitrary<{ body: Json; attacks: string[] }> = fc
  .record({ depth: fc.constantFrom(1, 5, 6, 400), width: fc.constantFrom(1, 50, 51, 400) })
  .map(({ depth, width }) => {
    let node: Json = {
      combinator: 'or',
      rules: Array.from({ length: width }, (_, i) => ({ field: 'age', operator: '=', value: i })),
    };
    for (let level = 1; level < depth; level++) node = { combinator: 'and', rules: [node] };
    return { body: node, attacks: [`depth ${depth}, ${width} rules`] };
  });

/**
 * Bodies an independent attacker found the pages' first `readQuery` to accept with harm: an object id (a
 * TypeError in `formatQuery`), a range of text whose number-like bound two exports read as a number, half of a
 * surrogate pair, a list of 100,000 empty items (read one by one before they were counted).
 */
export const foundBodies: readonly string[] = [
  '{"combinator":"and","rules":[{"field":"age","operator":"=","value":1,"id":{"toString":1}}]}',
  '{"id":{"toString":1},"combinator":"and","rules":[{"field":"age","operator":"=","value":1}]}',
  '{"combinator":"and","rules":[{"field":"lastName","operator":"between","value":["0","Z"]}]}',
  '{"combinator":"and","rules":[{"field":"lastName","operator":"=","value":"\\udc00"}]}',
  `{"combinator":"and","rules":[{"field":"age","operator":"in","value":"${','.repeat(100_000)}"}]}`,
  '{"combinator":"and","rules":[{"field":"isMember","operator":"=","value":true}]}',
];

/** Text that is not a query at all. */
const notAQuery = fc
  .constantFrom(
    'null',
    '[]',
    '"and"',
    '5',
    '{}',
    '{"rules":{}}',
    '{"combinator":"and"}',
    'not json',
    '',
    '{"rules":[]',
    '[{"combinator":"and","rules":[]}]',
  )
  .map((text) => ({ text, attacks: ['not a query'] }));

/** A request body: mostly attacked queries, some untouched builder queries, some oversized or broken. */
export const hostileBody: fc.Arbitrary<{ text: string; attacks: readonly string[] }> = fc.oneof(
  { weight: 12, arbitrary: attacked.map(({ body, attacks: used }) => ({ text: JSON.stringify(body), attacks: used })) },
  { weight: 4, arbitrary: builderGroup(3).map((body) => ({ text: JSON.stringify(body), attacks: [] as string[] })) },
  { weight: 1, arbitrary: oversized.map(({ body, attacks: used }) => ({ text: JSON.stringify(body), attacks: used })) },
  { weight: 1, arbitrary: notAQuery },
  { weight: 1, arbitrary: fc.constantFrom(...foundBodies).map((text) => ({ text, attacks: ['found body'] })) },
);

/** Queries the builder could have sent, untouched. */
export const builderBody = builderGroup(3).map((body) => JSON.stringify(body));
