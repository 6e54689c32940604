import { describe, expect, it } from 'vitest';
import { findFencedBlocks, findSamples } from './extract';

const page = [
  '# Title',
  '',
  '```ts title="query.ts"',
  "import { formatQuery } from 'react-querybuilder';",
  "console.log(formatQuery({ combinator: 'and', rules: [] }, 'sql'));",
  '```',
  '',
  'It prints:',
  '',
  '```sql output',
  '(1 = 1)',
  '```',
  '',
  '```bash',
  'npm i react-querybuilder',
  '```',
  '',
  '1. In a list:',
  '',
  '   ```tsx fragment',
  '   <QueryBuilder />',
  '   ```',
  '',
  '````md',
  '```ts',
  'not a sample: it sits inside a longer fence',
  '```',
  '````',
].join('\n');

describe('findFencedBlocks', () => {
  it('reads language, meta, code and the line the code starts on', () => {
    const [first] = findFencedBlocks(page);
    expect(first).toEqual({
      lang: 'ts',
      meta: 'title="query.ts"',
      code: "import { formatQuery } from 'react-querybuilder';\nconsole.log(formatQuery({ combinator: 'and', rules: [] }, 'sql'));",
      line: 4,
    });
  });

  it('removes the indentation of blocks nested in list items and honours longer fences', () => {
    const blocks = findFencedBlocks(page);
    expect(blocks.map((b) => b.lang)).toEqual(['ts', 'sql', 'bash', 'tsx', 'md']);
    expect(blocks[3]?.code).toBe('<QueryBuilder />');
    expect(blocks[4]?.code).toContain('not a sample');
  });
});

describe('findSamples', () => {
  it('keeps checked languages, pairs output blocks and flags fragments', () => {
    const samples = findSamples(page);
    expect(samples).toHaveLength(2);
    expect(samples[0]?.output?.code).toBe('(1 = 1)');
    expect(samples[0]?.fragment).toBe(false);
    expect(samples[1]).toMatchObject({ lang: 'tsx', fragment: true });
  });

  it('does not mistake a quoted word in a title for a flag', () => {
    const [sample] = findSamples('```ts title="fragment output"\nconst a = 1;\n```');
    expect(sample?.fragment).toBe(false);
    expect(sample?.output).toBeUndefined();
  });

  it('pairs a rendered block with the sample before it, beside its output block', () => {
    const [sample] = findSamples(
      '```tsx\nexport default 1;\n```\n\n```text output\n1\n```\n\n```text rendered\n.rule: 1\n```',
    );
    expect(sample?.output?.code).toBe('1');
    expect(sample?.rendered?.code).toBe('.rule: 1');
  });

  it('refuses a second rendered block for one sample', () => {
    expect(() =>
      findSamples('```tsx\nexport {};\n```\n```text rendered\na: 1\n```\n```text rendered\na: 1\n```'),
    ).toThrow(/line 8/);
  });

  it('refuses an output block with no sample to belong to', () => {
    expect(() => findSamples('```json output\n{}\n```')).toThrow(/line 2/);
  });

  it('reads the claim kinds: check, browser, next files with their path and expected failure, next checks', () => {
    const samples = findSamples(
      [
        '```ts check hidden',
        "import assert from 'node:assert/strict';",
        'assert.ok(true);',
        '```',
        '```tsx browser',
        'export default function App() { return null; }',
        'export async function inBrowser() {}',
        '```',
        '```tsx next title="app/x/page.tsx" fails="createContext\\) is not"',
        'export default function X() { return null; }',
        '```',
        '```ts next check hidden',
        "import assert from 'node:assert/strict';",
        'export default async (baseUrl: string) => assert.ok(baseUrl);',
        '```',
      ].join('\n'),
    );
    expect(samples.map((sample) => [sample.kind, sample.hidden])).toEqual([
      ['check', true],
      ['browser', false],
      ['next', false],
      ['next-check', true],
    ]);
    expect(samples[2]?.next).toEqual({ path: 'app/x/page.tsx', fails: 'createContext\\) is not' });
  });

  it('refuses claims that could not fail or could not run, and hidden blocks that prove nothing', () => {
    expect(() => findSamples('```ts check\nconsole.log(1);\n```')).toThrow(/must assert/);
    expect(
      findSamples("```ts check\nimport { expect, test } from 'vitest';\ntest('x', () => expect(1).toBe(1));\n```"),
    ).toHaveLength(1);
    expect(() => findSamples('```tsx browser\nexport default 1;\n```')).toThrow(/inBrowser/);
    expect(() => findSamples('```tsx next\nexport default 1;\n```')).toThrow(/title="app/);
    expect(() => findSamples('```ts hidden\nexport {};\n```')).toThrow(/only checks/);
    expect(() => findSamples('```bash hidden\nnpm i\n```')).toThrow(/only checks/);
  });
});
