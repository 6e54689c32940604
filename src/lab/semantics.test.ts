import type { RuleGroupType } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import { applicableEntries, explainDisagreements, semanticsEntries } from './semantics';
import { enginesFor, type RunTabEngineId } from './run/engineNames';
import { release7, type LabResult } from './types';

const result = (engine: LabResult['engine'], matches: number[]): LabResult => ({
  engine,
  format: engine === 'postgresql' || engine === 'sqlite' ? 'sql' : (engine as LabResult['format']),
  version: release7,
  ran: '',
  matches,
  durationMs: 0,
});

describe('the table of known differences', () => {
  it('has one sentence, a topic and at least one engine per entry, and unique ids', () => {
    expect(new Set(semanticsEntries.map((e) => e.id)).size).toBe(semanticsEntries.length);
    for (const entry of semanticsEntries) {
      expect(entry.engines.length, entry.id).toBeGreaterThan(0);
      expect(entry.explanation, entry.id).toMatch(/^\S.*[.)]$/s);
    }
  });

  it('speaks to a run of 7.7.1 alone of its seven engines only', () => {
    // What readers call the engines 7.7.1 has no export for (shortEngineNames), and the ORMs as a group.
    const only8 = /Drizzle|Sequelize|Prisma|TanStack|LDAP|SPARQL|Cypher|Apache AGE|ORMs?\b/;
    for (const entry of semanticsEntries) {
      const shownIn7 = entry.engines.some((engine) => enginesFor([release7]).includes(engine as RunTabEngineId));
      if (!shownIn7 || (entry.versions && !entry.versions.includes(release7))) continue;
      const in7 = entry.explanationIn7 ?? entry.explanation;
      expect(in7, entry.id).not.toMatch(only8);
      expect(in7, entry.id).toMatch(/^\S.*[.)]$/s);
      // A 7.7.1 wording exists only where the full one needs it.
      if (entry.explanationIn7) expect(entry.explanation, entry.id).toMatch(only8);
    }
  });

  it('leaves a disagreement no rule accounts for unexplained', () => {
    const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'country', operator: '=', value: 'US' }] };
    expect(applicableEntries(query, false).every((entry) => entry.onRow !== undefined)).toBe(true);
    const [disagreement] = explainDisagreements(query, [result('sqlite', [1, 4]), result('mongodb', [1])], false);
    expect(disagreement).toMatchObject({ rowId: 4, explanations: [] });
  });

  it('explains a number typed as text with the entry that names MongoDB', () => {
    const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'age', operator: '>', value: '28' }] };
    const [disagreement] = explainDisagreements(query, [result('sqlite', [1]), result('mongodb', [])], false);
    expect(disagreement!.explanations.map((e) => e.id)).toEqual(['number-as-text']);
  });

  it('explains stored numbers in an "in" list, which three exports quote, only without parseNumbers', () => {
    const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'age', operator: 'notIn', value: [9, 100] }] };
    // Row 5 is 9 years old: SQL leaves it out, CEL compares 9 with "9" and keeps it.
    const [disagreement] = explainDisagreements(query, [result('sqlite', []), result('cel', [5])], false);
    expect(disagreement!.explanations.map((e) => e.id)).toEqual(['number-list-as-text']);
    expect(applicableEntries(query, true).map((e) => e.id)).not.toContain('number-list-as-text');
  });

  it('ties null-only differences to rows whose value is null', () => {
    const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'firstName', operator: '!=', value: 'Ana' }] };
    // Row 36 has no first name; row 1 has one, so a disagreement there is not a null difference.
    const [onNull] = explainDisagreements(query, [result('sqlite', []), result('mongodb', [36])], false);
    expect(onNull!.explanations.map((e) => e.id)).toContain('nulls-in-negations');
    const [onValue] = explainDisagreements(query, [result('sqlite', []), result('mongodb', [1])], false);
    expect(onValue!.explanations).toEqual([]);
  });
});
