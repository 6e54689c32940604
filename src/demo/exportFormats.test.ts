import { describe, expect, it } from 'vitest';
import { demoInitialQuery } from './fields';
import { basicExportFormats, exportQuery } from './exportFormats';

describe('exportQuery', () => {
  it('exports the demo query as SQL', () => {
    expect(exportQuery(demoInitialQuery, 'sql')).toBe(
      "(firstName like 'Ste%' and age > '28' and (country = 'US' or isMember = TRUE))",
    );
  });

  it('pretty-prints object formats', () => {
    const jsonLogic = exportQuery({ combinator: 'and', rules: [{ field: 'age', operator: '>', value: 28 }] }, 'jsonlogic');
    expect(JSON.parse(jsonLogic)).toEqual({ and: [{ '>': [{ var: 'age' }, 28] }] });
    expect(jsonLogic).toContain('\n');
  });

  it('gives text for every offered format', () => {
    for (const { format } of basicExportFormats) {
      expect(exportQuery(demoInitialQuery, format).length).toBeGreaterThan(0);
    }
  });
});
