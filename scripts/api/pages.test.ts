import { describe, expect, it } from 'vitest';
import { headingTexts, plainOverviewSummaries, withAnchorMap } from './pages.mjs';

describe('plainOverviewSummaries', () => {
  it('keeps the link of a row to its member and turns links in its summary into text', () => {
    const row = '| [ParameterizedSQL](../interfaces/react_querybuilder.ParameterizedSQL.md) | Object produced by [formatQuery](../functions/react_querybuilder.formatQuery.md) for the `"parameterized"` format. |';
    expect(plainOverviewSummaries(row)).toBe(
      '| [ParameterizedSQL](../interfaces/react_querybuilder.ParameterizedSQL.md) | Object produced by formatQuery for the `"parameterized"` format. |',
    );
  });

  it('leaves headings, table heads and other text alone', () => {
    const text = '## Functions\n\n| Function | Description |\n| ------ | ------ |\nSee [x](./x.md).';
    expect(plainOverviewSummaries(text)).toBe(text);
  });
});

describe('headingTexts', () => {
  it('reads headings as a reader sees them, skipping code blocks', () => {
    const markdown = ['## Call Signature', '', '```ts', '# not a heading', '```', '### ~~uniqByName~~', '#### event?', '##### [`RuleType`](../interfaces/x.md)'].join('\n');
    expect(headingTexts(markdown)).toEqual(['Call Signature', 'uniqByName', 'event?', 'RuleType']);
  });
});

describe('withAnchorMap', () => {
  it('names the map in the front matter', () => {
    expect(withAnchorMap('---\ntitle: "x"\n---\n\n# x\n\n---\n', 'react_querybuilder')).toBe('---\ntitle: "x"\napi_anchors: react_querybuilder\n---\n\n# x\n\n---\n');
  });

  it('refuses a page without front matter', () => {
    expect(() => withAnchorMap('# x\n', 'x')).toThrow('front matter');
  });
});
