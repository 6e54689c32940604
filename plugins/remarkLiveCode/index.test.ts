import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import remarkLiveCode, { liveFenceComponentName } from '.';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const page = (): Root => ({
  type: 'root',
  children: [
    { type: 'code', lang: 'tsx', meta: 'live title="App.tsx"', value: 'export default () => null;' },
    { type: 'code', lang: 'ts', meta: null, value: 'const a = 1;' },
    { type: 'blockquote', children: [{ type: 'code', lang: 'tsx', meta: 'live', value: 'const b = 2;' }] },
  ],
});

const attributes = (node: unknown) =>
  Object.fromEntries((node as MdxJsxFlowElement).attributes.map((a) => [(a as { name: string }).name, a.value]));

describe('remarkLiveCode', () => {
  it('makes each live fence, nested ones too, the imported component with the props MDX gives a code block', () => {
    const tree = page();
    remarkLiveCode()(tree, { path: join(repoRoot, 'docs', 'intro.md') });
    expect(tree.children[0]).toMatchObject({ type: 'mdxjsEsm' });
    expect((tree.children[0] as { value: string }).value).toContain(`import ${liveFenceComponentName} from`);
    expect(attributes(tree.children[1])).toEqual({
      code: 'export default () => null;',
      className: 'language-tsx',
      metastring: 'live title="App.tsx"',
      version: 'v8',
    });
    expect(tree.children[2]).toMatchObject({ type: 'code', lang: 'ts' });
    expect(attributes((tree.children[3] as { children: unknown[] }).children[0])).toMatchObject({ version: 'v8' });
  });

  it("runs a page's own major, and the site's own (v7) where neither library documents the version", () => {
    for (const [dir, version] of [
      ['versioned_docs/version-7', 'v7'],
      ['versioned_docs/version-6', 'v7'],
    ] as const) {
      const tree = page();
      remarkLiveCode()(tree, { path: join(repoRoot, dir, 'intro.md') });
      expect(attributes(tree.children[1]).version, dir).toBe(version);
    }
  });

  it('leaves a page without live fences as it was, without the import', () => {
    const tree: Root = { type: 'root', children: [{ type: 'code', lang: 'ts', meta: null, value: 'x' }] };
    remarkLiveCode()(tree, { path: join(repoRoot, 'docs', 'intro.md') });
    expect(tree.children).toEqual([{ type: 'code', lang: 'ts', meta: null, value: 'x' }]);
  });
});
