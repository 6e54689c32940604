import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import remarkHiddenChecks from '.';

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
});
