// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Rule } from 'postcss';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { compileLive } from '../liveCode/compileLive';
import { sandboxScope } from '../sandbox/sandboxScopes';
import { appCode, appProjectExtras, sandboxAppCode } from './appCode';
import { appStyles, invalidColor } from './appStyles';
import { defaultDemoOptions } from './options';

const withValidation = { ...defaultDemoOptions, validateQuery: true };
const query = {
  combinator: 'and',
  rules: [
    { field: 'firstName', operator: '=', value: '' },
    { field: 'lastName', operator: '=', value: 'Vai' },
    { combinator: 'or', rules: [] },
  ],
};

/** `:global(x)` → `x`, keeping nested parentheses. */
function unwrapGlobal(selector: string): string {
  let out = selector;
  for (let start = out.indexOf(':global('); start >= 0; start = out.indexOf(':global(')) {
    let depth = 0;
    let end = start + ':global('.length;
    for (; end < out.length; end++) {
      if (out[end] === '(') depth++;
      else if (out[end] === ')' && depth-- === 0) break;
    }
    out = out.slice(0, start) + out.slice(start + ':global('.length, end).trim() + out.slice(end + 1);
  }
  return out;
}

const normalise = (selector: string) => selector.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();

/** Each rule as "selector { declarations }", comparable between the CSS module and App.css. */
function rulesOf(css: string, fromModule: boolean): string[] {
  const rules: string[] = [];
  postcss.parse(css).walkRules((rule: Rule) => {
    const selectors = rule.selectors.map((selector) =>
      normalise(fromModule ? unwrapGlobal(selector.replace(/^\.builder\s+/, '')) : selector),
    );
    if (!selectors.some((selector) => /queryBuilder-(invalid|justified)/.test(selector))) return;
    const declarations: string[] = [];
    rule.walkDecls((decl) => {
      declarations.push(`${decl.prop}: ${decl.value.replace('var(--ifm-color-danger)', invalidColor)}`);
    });
    rules.push(`${selectors.join(', ')} { ${declarations.join('; ')} }`);
  });
  return rules.sort();
}

describe('appStyles', () => {
  it('adds nothing to the library look on the default options', () => {
    expect(appStyles(defaultDemoOptions)).toBeUndefined();
    expect(appCode('default', defaultDemoOptions, query)).not.toContain('App.css');
    expect(appProjectExtras('default', defaultDemoOptions).files).not.toHaveProperty('src/App.css');
  });

  it('is the App.css of the generated project when validation or the justified layout is on', () => {
    const css = appStyles(withValidation)!;
    expect(css).toContain('.rule.queryBuilder-invalid');
    expect(appCode('default', withValidation, query)).toContain("import './App.css';");
    expect(appProjectExtras('bootstrap', withValidation).files['src/App.css']).toBe(css);
    expect(appStyles({ ...defaultDemoOptions, justifiedLayout: true })).toContain('.queryBuilder-justified');
  });

  it('has exactly the rules the demo applies for these options (demo.module.css)', () => {
    const demoCss = readFileSync(join(__dirname, 'demo.module.css'), 'utf8');
    const both = appStyles({ ...withValidation, justifiedLayout: true })!;
    expect(rulesOf(both, false)).toEqual(rulesOf(demoCss, true));
    expect(rulesOf(both, false)).toHaveLength(4);
  });

  it('gives the generated project the demo’s invalid look when it renders', { timeout: 60_000 }, async () => {
    const code = sandboxAppCode('default', withValidation, query);
    const compiled = await compileLive<ComponentType>(code, sandboxScope);
    if (!compiled.ok) expect.fail(compiled.message);
    const { container } = render(createElement(compiled.component));
    const input = await waitFor(() => {
      const found = container.querySelector<HTMLInputElement>('.rule.queryBuilder-invalid input.rule-value');
      if (!found) throw new Error('no invalid rule yet');
      return found;
    });
    expect(getComputedStyle(input).outline).toBe(`2px solid ${invalidColor}`);
    const group = container.querySelector('.ruleGroup .ruleGroup.queryBuilder-invalid')!;
    const danger = 'rgb(250, 56, 62)'; // invalidColor as the browser reports it
    expect(getComputedStyle(group).borderColor).toBe(danger);
    const validRule = container.querySelector('.rule:not(.queryBuilder-invalid) input.rule-value');
    if (validRule) expect(getComputedStyle(validRule).outline).not.toContain('2px solid');
  });
});
