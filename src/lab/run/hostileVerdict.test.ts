import { describe, expect, it } from 'vitest';
import { release7, type LabFormat, type LabResult } from '../types';
import { hostileVerdict, verdictWords } from './hostileVerdict';

const result = (format: LabFormat, matches: number[] | undefined, guardIntact = true, error?: string): LabResult => ({
  engine: 'sqlite',
  format,
  version: release7,
  ran: '',
  ...(matches ? { matches } : {}),
  ...(error ? { error } : {}),
  guardIntact,
  durationMs: 1,
});

describe('hostileVerdict', () => {
  it('proves an engine safe when both formats return the literal rows and the guard is intact', () => {
    const verdict = hostileVerdict('sqlite', [result('sql', [6]), result('parameterized', [6])], [6]);
    expect(verdict).toMatchObject({
      sameRows: true,
      guardIntact: true,
      problems: [],
      counts: { sql: 1, parameterized: 1 },
    });
  });

  it('compares sql with parameterized when the literal reading is unknown', () => {
    expect(
      hostileVerdict('sqlite', [result('sql', [1, 2]), result('parameterized', [1, 2])], undefined).problems,
    ).toEqual([]);
    expect(
      hostileVerdict('sqlite', [result('sql', [1, 2, 3]), result('parameterized', [1, 2])], undefined),
    ).toMatchObject({
      sameRows: false,
      problems: ['sql and parameterized returned different rows.'],
    });
  });

  it('catches an injection that widened the match, a touched guard table and a rejected export', () => {
    const widened = hostileVerdict('sqlite', [result('sql', [1, 2, 3]), result('parameterized', [])], []);
    expect(widened.sameRows).toBe(false);
    expect(widened.problems).toContain('sql returned rows other than the literal match.');
    const touched = hostileVerdict('sqlite', [result('sql', []), result('parameterized', [], false)], []);
    expect(touched).toMatchObject({ sameRows: true, guardIntact: false });
    const rejected = hostileVerdict(
      'sqlite',
      [result('sql', undefined, true, 'syntax error'), result('parameterized', [])],
      [],
    );
    expect(rejected.problems).toEqual(['sql was rejected: syntax error']);
    expect(rejected.sameRows).toBe(false);
  });

  it('calls bound parameters safe to run and sql escaped, never for a server', () => {
    const words = verdictWords(hostileVerdict('sqlite', [result('sql', [6]), result('parameterized', [6])], [6]), true);
    expect(words.parameterized).toBe(
      'parameterized (bound parameters): safe to run. 1 row, exactly the literal match.',
    );
    expect(words.sql).toMatch(
      /^sql \(escaped literals\): the same 1 row here, but escaped is not safe: never run it on a server/,
    );
    expect(words.sql).not.toMatch(/\bsafe\./);
    expect(words.guard).toBe('The guard table is untouched.');
  });
});
