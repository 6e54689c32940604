import { describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent } from 'lz-string';
import { isRuleGroupTypeIC, type RuleGroupType } from 'react-querybuilder';
import { decodeDemoHash, defaultDemoState, demoParams, encodeDemoHash, searchWithoutDemoOptions } from './permalink';
import { defaultDemoOptions } from './options';

const query: RuleGroupType = {
  id: 'root',
  combinator: 'or',
  not: false,
  rules: [{ id: 'r1', field: 'age', operator: '<', value: '40' }],
};

describe('demo permalinks', () => {
  it('round-trips the whole state without the builder ids', () => {
    const state = {
      flavour: 'material' as const,
      options: { ...defaultDemoOptions, showCloneButtons: true, autoSelectField: false },
      query,
      format: 'mongodb' as const,
      preset: 'postgresql' as const,
      secondFormat: 'natural_language' as const,
      tab: 'run' as const,
      labVersions: 'both' as const,
    };
    const decoded = decodeDemoHash(encodeDemoHash(state), 'default');
    expect(decoded.notice).toBeUndefined();
    expect(decoded.state).toEqual({
      ...state,
      query: { combinator: 'or', not: false, rules: [{ field: 'age', operator: '<', value: '40' }] },
    });
  });

  it('starts from the defaults without a hash', () => {
    expect(decodeDemoHash('', 'antd')).toEqual({ state: defaultDemoState('antd') });
  });

  it('switches options on from docs links', () => {
    const decoded = decodeDemoHash('#showCloneButtons=true&resetOnFieldChange=false', 'default');
    expect(decoded.notice).toBeUndefined();
    expect(decoded.state.options.showCloneButtons).toBe(true);
    expect(decoded.state.options.resetOnFieldChange).toBe(false);
  });

  it('converts the query when a link turns independent combinators on', () => {
    const decoded = decodeDemoHash('#independentCombinators=true', 'default');
    expect(isRuleGroupTypeIC(decoded.state.query)).toBe(true);
  });

  it('survives a damaged or foreign hash with a notice', () => {
    for (const hash of ['#s=%%%garbage', '#s=', `#s=${compressToEncodedURIComponent('{"v":1,"q":{"rules":"no"}}')}`]) {
      const decoded = decodeDemoHash(hash, 'bootstrap');
      expect(decoded.state).toEqual(defaultDemoState('bootstrap'));
      expect(decoded.notice).toMatch(/damaged/);
    }
    const foreign = decodeDemoHash('#section-2', 'default');
    expect(foreign.state).toEqual(defaultDemoState('default'));
    expect(foreign.notice).toMatch(/unknown settings were ignored: section-2/);
  });

  it('rejects queries the builder could not render', () => {
    const bad = { v: 1, f: 'default', o: {}, x: 'sql', q: { combinator: 'and', rules: [{ field: 3 }] } };
    const decoded = decodeDemoHash(`#s=${compressToEncodedURIComponent(JSON.stringify(bad))}`, 'default');
    expect(decoded.notice).toBeDefined();
    expect(decoded.state.query).toEqual(defaultDemoState('default').query);
  });
});

describe('demo options in the query string', () => {
  it('reads `?option=true` as the docs link it, alone or together with a hash whose settings win', () => {
    expect(decodeDemoHash(demoParams('?showNotToggle=true', ''), 'default').state.options.showNotToggle).toBe(true);
    const both = decodeDemoHash(demoParams('?showNotToggle=true&parseNumbers=true', '#showNotToggle=false'), 'default');
    expect(both.state.options).toMatchObject({ showNotToggle: false, parseNumbers: true });
    expect(both.notice).toBeUndefined();
  });

  it('leaves query parameters that are not demo options alone, without a notice', () => {
    expect(demoParams('?utm_source=x', '')).toBe('');
    expect(decodeDemoHash(demoParams('?utm_source=x&showCloneButtons=true', ''), 'default').notice).toBeUndefined();
    expect(searchWithoutDemoOptions('?utm_source=x&showCloneButtons=true')).toBe('?utm_source=x');
    expect(searchWithoutDemoOptions('?showCloneButtons=true')).toBe('');
  });

  it('keeps the old `#option=true` form and the compressed state working', () => {
    const hash = encodeDemoHash({ ...defaultDemoState('default'), format: 'mongodb' });
    expect(decodeDemoHash(demoParams('', hash), 'default').state.format).toBe('mongodb');
    expect(decodeDemoHash(demoParams('', '#listsAsArrays=true'), 'default').state.options.listsAsArrays).toBe(true);
  });
});
