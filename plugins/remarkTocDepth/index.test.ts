import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import { valueToEstree } from 'estree-util-value-to-estree';
import remarkTocDepth from './index';
import { documentWithToc, exportedEntries } from './tocDocument';

// Built the way Docusaurus' TOC plugin builds its entries.
const heading = (id: string, level: number) => valueToEstree({ value: id, id, level });
const slice = { type: 'SpreadElement', argument: { type: 'Identifier', name: '__tocPartial' } };

const ids = (root: Root) => exportedEntries(root).map((element) => element.properties?.[1]?.value.value ?? 'slice');

describe('remarkTocDepth', () => {
  it('keeps toc entries up to the deepest level the table of contents shows, and imported slices', () => {
    const root = documentWithToc([heading('a', 2), heading('b', 3), heading('c', 4), slice, heading('d', 6)]);
    remarkTocDepth({ maxHeadingLevel: 3 })(root);
    expect(ids(root)).toEqual(['a', 'b', 'slice']);
  });

  it('leaves other exports alone', () => {
    const root = documentWithToc([heading('c', 4)], 'frontMatter');
    remarkTocDepth({ maxHeadingLevel: 3 })(root);
    expect(ids(root)).toEqual(['c']);
  });
});
