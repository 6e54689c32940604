// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseRenderedClaims, unmetClaims } from './render';

describe('parseRenderedClaims', () => {
  it('reads counts and texts, splitting at the last colon so pseudo-classes stay in the selector', () => {
    expect(parseRenderedClaims('div.rule:not(.x): 2\n\nbutton.ruleGroup-addRule: "+ Rule"')).toEqual([
      { line: 'div.rule:not(.x): 2', selector: 'div.rule:not(.x)', count: 2 },
      { line: 'button.ruleGroup-addRule: "+ Rule"', selector: 'button.ruleGroup-addRule', text: '+ Rule' },
    ]);
  });

  it('refuses a line that is neither form', () => {
    expect(() => parseRenderedClaims('div.rule')).toThrow(/selector: N/);
  });
});

describe('unmetClaims', () => {
  document.body.innerHTML =
    '<div class="rule a"><input value="Steve"><span> two\n words </span></div><div class="rule"></div>';

  it('passes exact counts, absent classes, input values and collapsed text', () => {
    const claims = parseRenderedClaims('.rule: 2\n.rule.b: 0\n.rule input: "Steve"\nspan: "two words"');
    expect(unmetClaims(document.body, claims)).toEqual([]);
  });

  it('says what it found when a claim fails', () => {
    const claims = parseRenderedClaims('.rule: 1\nspan: "three"\n.missing: "x"\n[[: 1');
    expect(unmetClaims(document.body, claims)).toEqual([
      '.rule: 1: found 2',
      'span: "three": found "two words"',
      '.missing: "x": found no such element',
      '[[: 1: not a valid CSS selector',
    ]);
  });
});
