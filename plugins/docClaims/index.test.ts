import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import remarkHiddenChecks, { renderedTitle } from '.';

const page = [
  'The builder stores numbers.',
  '',
  '```ts check hidden',
  "import assert from 'node:assert/strict';",
  'assert.equal(1, 1);',
  '```',
  '',
  '- In a list:',
  '',
  '  ```text rendered hidden',
  '  .rule: 1',
  '  ```',
  '',
  '```ts title="hidden.ts"',
  'export {};',
  '```',
].join('\n');

describe('remarkHiddenChecks', () => {
  it('removes blocks flagged hidden, at any depth, and keeps a block whose title merely says it', () => {
    const tree = createProcessor({ format: 'md' }).parse(page) as Root;
    remarkHiddenChecks()(tree);
    const codes: string[] = [];
    const walk = (node: { type: string; meta?: string | null; children?: unknown[] }) => {
      if (node.type === 'code') codes.push(node.meta ?? '');
      for (const child of (node.children ?? []) as Array<typeof node>) walk(child);
    };
    walk(tree);
    expect(codes).toEqual(['title="hidden.ts"']);
  });

  it('titles every shown rendered block, so the reader is told what its selector lines are', () => {
    const source = [
      '```tsx',
      'export default function App() { return null; }',
      '```',
      '',
      '```text rendered',
      'div.rule: 0',
      '```',
      '',
      '- Nested:',
      '',
      '  ```text rendered',
      '  div.rule: 1',
      '  ```',
      '',
      '```text rendered title="Own title"',
      'div.rule: 2',
      '```',
      '',
      '```text output',
      '1',
      '```',
    ].join('\n');
    const tree = createProcessor({ format: 'md' }).parse(source) as Root;
    remarkHiddenChecks()(tree);
    const metas: string[] = [];
    const walk = (node: { type: string; meta?: string | null; children?: unknown[] }) => {
      if (node.type === 'code') metas.push(node.meta ?? '');
      for (const child of (node.children ?? []) as Array<typeof node>) walk(child);
    };
    walk(tree);
    const titled = `rendered title="${renderedTitle}"`;
    expect(metas).toEqual(['', titled, titled, 'rendered title="Own title"', 'output']);
  });
});
