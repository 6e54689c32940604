import { describe, expect, it } from 'vitest';
import {
  allDemoOptions,
  changedOptions,
  defaultDemoOptions,
  demoOptionIds,
  demoOptionInfo,
  layoutClassnames,
  queryBuilderFlags,
} from './options';

describe('demo options', () => {
  it('has the 20 options with labels and docs links', () => {
    expect(demoOptionIds).toHaveLength(20);
    for (const id of demoOptionIds) {
      expect(demoOptionInfo[id].label).not.toBe('');
      expect(demoOptionInfo[id].docs).toMatch(/^\/docs\//);
    }
  });

  it('starts with the field, operator and reset behaviours of the library on', () => {
    expect(
      Object.entries(defaultDemoOptions)
        .filter(([, on]) => on)
        .map(([id]) => id),
    ).toEqual(['resetOnFieldChange', 'autoSelectField', 'autoSelectOperator']);
  });

  it('"select all" leaves the builder usable', () => {
    expect(allDemoOptions.disabled).toBe(false);
    expect(allDemoOptions.suppressStandardClassnames).toBe(false);
    expect(allDemoOptions.showBranches).toBe(true);
  });

  it('lists only what differs from the defaults', () => {
    expect(changedOptions(defaultDemoOptions)).toEqual({});
    expect(changedOptions({ ...defaultDemoOptions, showNotToggle: true, autoSelectField: false })).toEqual({
      showNotToggle: true,
      autoSelectField: false,
    });
  });

  it('passes props through and keeps demo settings out of them', () => {
    const flags = queryBuilderFlags({ ...defaultDemoOptions, validateQuery: true, parseNumbers: true });
    expect(flags).not.toHaveProperty('validateQuery');
    expect(flags).not.toHaveProperty('showBranches');
    // The query's form carries it (see queryShape.ts); the deprecated prop would log an error.
    expect(queryBuilderFlags({ ...defaultDemoOptions, independentCombinators: true })).not.toHaveProperty(
      'independentCombinators',
    );
    expect(flags).toMatchObject({ parseNumbers: true, resetOnFieldChange: true, showNotToggle: false });
  });

  it('turns layout settings into the library classes', () => {
    expect(layoutClassnames(defaultDemoOptions)).toBe('');
    expect(layoutClassnames({ ...defaultDemoOptions, justifiedLayout: true, showBranches: true })).toBe(
      'queryBuilder-justified queryBuilder-branches',
    );
  });
});
