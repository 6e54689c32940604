import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { formatQuery } from 'react-querybuilder/formatQuery';
import { describe, expect, it } from 'vitest';
import { decodeCodeHash, encodeCodeHash } from '../sandbox/shareHash';
import { appCode } from './appCode';
import { defaultSqlPreset, exportFormats, isDemoExportFormat } from './exportFormats';
import { importLanguages, importQuery } from './importParsers';
import { demoOptionIds } from './options';
import { decodeDemoHash, defaultDemoState, encodeDemoHash, type DemoState } from './permalink';
import { checkQuery, queryLimits, withoutIds, withPositionIds } from './queryShape';

/**
 * Property-based tests: random and hostile input at every decoder that reads what a link or a
 * reader supplies. Inputs are bounded in size, so each call is bounded in work; the test timeout
 * catches a call that hangs, no timing is asserted.
 */

const runs = Number(process.env.FUZZ_RUNS ?? 100);

/** Strings that have broken JavaScript code before: prototype keys, odd numbers, escapes. */
const hostileWord = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '',
  ' ',
  '\u0000',
  '\ud800',
  '%',
  '%%',
  '&',
  '=',
  '#',
  's',
  'v',
  'and',
  'or',
  'xor',
  'rules',
  'combinator',
  'field',
  'operator',
  'value',
  'between',
  'in',
);
const word = fc.oneof(hostileWord, fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 }));

/** JSON-ish values with hostile keys, bounded in size. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(word, fc.integer(), fc.double(), fc.boolean(), fc.constant(null)),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(word, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Query-like structures: right keys, any values, any depth up to well past the limit. */
const queryLike: fc.Arbitrary<unknown> = fc.letrec<{ group: unknown; item: unknown }>((tie) => ({
  group: fc.record(
    {
      combinator: fc.oneof(fc.constantFrom('and', 'or', 'xor'), word, hostileJson),
      not: fc.oneof(fc.boolean(), hostileJson),
      id: fc.oneof(word, hostileJson),
      rules: fc.array(tie('item'), { maxLength: 4 }),
    },
    { requiredKeys: ['rules'] },
  ),
  item: fc.oneof(
    { depthSize: 'medium', maxDepth: 14 },
    fc.record(
      {
        field: fc.oneof(fc.constantFrom('firstName', 'age', 'country'), word),
        operator: fc.oneof(fc.constantFrom('=', '!=', 'between', 'in', 'null'), word),
        value: fc.oneof(
          word,
          fc.integer(),
          fc.boolean(),
          fc.constant(null),
          fc.array(word, { maxLength: 3 }),
          hostileJson,
        ),
        valueSource: fc.oneof(fc.constantFrom('value', 'field'), word),
      },
      { requiredKeys: ['field', 'operator'] },
    ),
    tie('group'),
    word,
  ),
})).group;

const linkWith = (payload: unknown) => `#s=${compressToEncodedURIComponent(JSON.stringify(payload))}`;
const payloadWith = (q: unknown, extra: Record<string, unknown> = {}) => ({
  v: 1,
  f: 'default',
  o: {},
  x: 'sql',
  q,
  ...extra,
});

/** What every decoded state must be, whatever the hash: something the demo can show. */
function expectUsable(state: DemoState) {
  expect(checkQuery(state.query).ok).toBe(true);
  expect(isDemoExportFormat(state.format)).toBe(true);
  for (const id of demoOptionIds) expect(typeof state.options[id]).toBe('boolean');
}

describe('hostile input at the permalink decoder', () => {
  it('never throws on any hash, and a refused state leaves the defaults', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.string({ unit: 'binary', maxLength: 200 }),
          word.map((w) => `#s=${w}`),
        ),
        (hash) => {
          const decoded = decodeDemoHash(hash, 'default');
          expectUsable(decoded.state);
        },
      ),
      { numRuns: runs * 3 },
    );
  });

  it('reads any compressed JSON safely: valid or the defaults with a notice', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileJson,
          queryLike.map((q) => payloadWith(q)),
        ),
        (payload) => {
          const decoded = decodeDemoHash(linkWith(payload), 'bootstrap');
          expectUsable(decoded.state);
          if (decoded.notice) expect(decoded.state.query).toEqual(defaultDemoState('bootstrap').query);
        },
      ),
      { numRuns: runs * 3 },
    );
  });

  it('lets through only queries every exporter and the App.tsx generator handle', () => {
    fc.assert(
      fc.property(queryLike, (q) => {
        const decoded = decodeDemoHash(linkWith(payloadWith(q)), 'default');
        expectUsable(decoded.state);
        for (const { format } of exportFormats) formatQuery(decoded.state.query, { format, preset: 'mssql' });
        expect(appCode('default', decoded.state.options, decoded.state.query)).toContain('QueryBuilder');
      }),
      { numRuns: runs },
    );
  });

  it('round-trips every query it accepts', () => {
    fc.assert(
      fc.property(queryLike, fc.constantFrom('ansi', 'mysql', 'oracle'), (q, preset) => {
        const checked = checkQuery(q);
        fc.pre(checked.ok);
        const state: DemoState = {
          ...defaultDemoState('default'),
          query: checked.ok ? checked.query : (q as never),
          preset,
          secondFormat: 'cel',
        };
        const decoded = decodeDemoHash(encodeDemoHash(state), 'default');
        expect(decoded.notice).toBeUndefined();
        expect(decoded.state.preset).toBe(preset);
        expect(decoded.state.secondFormat).toBe('cel');
      }),
      { numRuns: runs },
    );
  });

  it('gives every rule and group of an accepted query its own id, whatever ids the link carried', () => {
    const idsOf = (item: unknown): unknown[] => {
      if (typeof item !== 'object' || item === null) return [];
      const { id, rules } = item as { id?: unknown; rules?: unknown };
      return [id, ...(Array.isArray(rules) ? rules.flatMap(idsOf) : [])];
    };
    // Ids from a small pool, positional names among them, so that repeats and collisions are common.
    const idPool = fc.array(fc.constantFrom('x', 'demo', 'demo-0', 'demo-1', 'demo-1-0'), {
      minLength: 40,
      maxLength: 40,
    });
    const withIds = (item: unknown, ids: string[]): unknown => {
      if (typeof item !== 'object' || item === null) return item;
      const { rules } = item as { rules?: unknown };
      return {
        ...item,
        id: ids.shift(),
        ...(Array.isArray(rules) ? { rules: rules.map((child) => withIds(child, ids)) } : {}),
      };
    };
    fc.assert(
      fc.property(queryLike, idPool, (q, pool) => {
        const checked = checkQuery(withIds(q, [...pool]));
        fc.pre(checked.ok);
        if (!checked.ok) return;
        const named = withPositionIds(checked.query);
        const ids = idsOf(named);
        expect(ids.every((id) => typeof id === 'string' && id !== '')).toBe(true);
        expect(new Set(ids).size).toBe(ids.length);
        expect(withoutIds(named)).toEqual(withoutIds(checked.query));
      }),
      { numRuns: runs },
    );
  });

  it('refuses oversized links before or right after decompressing them', () => {
    const huge = [
      linkWith(payloadWith({ combinator: 'and', rules: [{ field: 'a', operator: '=', value: 'x'.repeat(100_000) }] })),
      linkWith(
        payloadWith({
          combinator: 'and',
          rules: Array.from({ length: 2000 }, () => ({ field: 'a', operator: '=', value: 'x' })),
        }),
      ),
      `#s=${compressToEncodedURIComponent('['.repeat(120_000))}`,
      // A short hash that inflates far past what the decoder reads (the worst case is bounded by the hash limit).
      `#s=${compressToEncodedURIComponent('x'.repeat(300_000))}`,
      `#s=${'A'.repeat(1_000_000)}`,
      linkWith(payloadWith({ combinator: 'and', rules: [{ field: 'a', operator: '=', value: { toString: 1 } }] })),
    ];
    for (const hash of huge) {
      const decoded = decodeDemoHash(hash, 'default');
      expect(decoded.notice).toMatch(/could not be fully restored/);
      expect(decoded.state).toEqual(defaultDemoState('default'));
    }
    expect(defaultDemoState('default').preset).toBe(defaultSqlPreset);
  });
});

describe('hostile input at the import parsers', () => {
  const language = fc.constantFrom(...importLanguages.map((l) => l.id));
  const text = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 100 }),
    hostileJson.map((v) => JSON.stringify(v) ?? ''),
    fc
      .array(
        fc.oneof(
          word,
          fc.constantFrom(
            '(',
            ')',
            ' and ',
            ' or ',
            '&&',
            '||',
            '=',
            '==',
            "'",
            '"',
            '{',
            '}',
            '[',
            ']',
            ':',
            ',',
            '$and',
            '$or',
            'var',
          ),
        ),
        { maxLength: 60 },
      )
      .map((parts) => parts.join('')),
  );

  it('never throws; the query is either valid and within limits or not given at all', () => {
    fc.assert(
      fc.property(language, text, fc.boolean(), (lang, input, ic) => {
        const result = importQuery(lang, input, ic);
        if (result.ok) expect(checkQuery(result.query).ok).toBe(true);
        else expect(result.message.length).toBeGreaterThan(0);
      }),
      { numRuns: runs * 3 },
    );
  });

  it('refuses deep, wide and long imports with a message', () => {
    const deep = `${'('.repeat(queryLimits.maxDepth + 5)}a = 1${')'.repeat(queryLimits.maxDepth + 5)}`;
    const wide = Array.from({ length: 200 }, (_, i) => `a = ${i}`).join(' and ');
    const long = `a = '${'x'.repeat(5000)}'`;
    const objectValue = '{ "and": [{ "==": [{ "var": "a" }, { "toString": 1 }] }] }';
    for (const [lang, input] of [
      ['sql', deep],
      ['sql', wide],
      ['sql', long],
      ['sql', 'a = 1 and '.repeat(5000)],
      ['jsonlogic', objectValue],
      ['sql', `${'('.repeat(20_000)}`],
    ] as const) {
      const result = importQuery(lang, input, false);
      expect(result.ok, `${lang}: ${input.slice(0, 40)}`).toBe(false);
    }
  });
});

describe('hostile input at the sandbox share-hash decoder', () => {
  it('never throws on any hash', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ maxLength: 300 }).map((s) => `#code/${s}`),
          fc.string({ unit: 'binary', maxLength: 100 }).map((s) => `#code/${s}`),
        ),
        (hash) => {
          const decoded = decodeCodeHash(hash);
          expect(['none', 'code', 'damaged']).toContain(decoded.kind);
        },
      ),
      { numRuns: runs * 3 },
    );
  });

  it('round-trips any code, and a damaged copy is never read as other code', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.nat(), (code, cut) => {
        const hash = encodeCodeHash(code);
        expect(decodeCodeHash(hash)).toEqual({ kind: 'code', code });
        const truncated = decodeCodeHash(hash.slice(0, '#code/'.length + (cut % (hash.length - 6))));
        if (truncated.kind === 'code') expect(truncated.code).toBe(code);
      }),
      { numRuns: runs },
    );
  });

  it('refuses links that would inflate beyond what the sandbox reads', () => {
    expect(decodeCodeHash(encodeCodeHash('x'.repeat(250_000))).kind).toBe('damaged');
    expect(decodeCodeHash(`#code/${'A'.repeat(1_000_000)}`).kind).toBe('damaged');
  });
});
