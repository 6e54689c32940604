import type { RuleGroupType } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import { demoInitialQuery } from '../../demo/fields';
import { labRows } from '../dataset';
import { release7, type LabResult } from '../types';
import { queryAttacks } from './attacks';
import { checkBody } from './checkBody';
import { harmful, rawOutcomes } from './rawVerdict';

const refusals = {
  operator: 'operator not allowed on firstName: IS NOT NULL); DELETE FROM lab_guard; --',
  combinator: 'combinator not allowed: or 1=1 or',
  fieldValue: 'not a field to compare firstName with: lastName OR 1=1',
  objectValue: 'not a text value for lastName',
};

describe('the hostile query attacks', () => {
  it('leave the demo query passing the check, and each attacked body refused with its own message', () => {
    expect(checkBody(JSON.stringify(demoInitialQuery))).toEqual({ accepted: true });
    for (const attack of queryAttacks) {
      expect(checkBody(JSON.stringify(attack.alter(demoInitialQuery))), attack.id).toEqual({
        accepted: false,
        message: refusals[attack.id],
      });
    }
  });

  it('attack an empty query and a one-rule query too', () => {
    const empty: RuleGroupType = { combinator: 'and', rules: [] };
    const one: RuleGroupType = { combinator: 'and', rules: [{ field: 'age', operator: '>', value: '28' }] };
    for (const query of [empty, one]) {
      for (const attack of queryAttacks) {
        const verdict = checkBody(JSON.stringify(attack.alter(query)));
        expect(verdict.accepted, `${attack.id} on ${JSON.stringify(query)}`).toBe(false);
      }
    }
  });
});

describe('rawOutcomes', () => {
  const result = (over: Partial<LabResult>): LabResult => ({
    engine: 'sqlite',
    format: 'sql',
    version: release7,
    ran: '',
    durationMs: 1,
    ...over,
  });

  it('says every row, a failure and a touched guard table in words', () => {
    const total = labRows.length;
    const outcomes = rawOutcomes(
      [
        result({ matches: labRows.map((r) => r.id), guardIntact: true }),
        result({ format: 'parameterized', matches: [1, 2], guardIntact: false }),
        result({ format: 'parameterized_named', error: 'syntax error' }),
      ],
      total,
    );
    expect(outcomes.map((o) => o.sentence)).toEqual([
      `returned every row (${total} of ${total})`,
      'returned 2 of 40 rows, and emptied or changed the guard table',
      'failed: syntax error',
    ]);
    expect(harmful(outcomes, total).map((o) => o.format)).toEqual(['sql', 'parameterized']);
  });
});
