import type { Root } from 'mdast';

/**
 * For the tests of the plugins that rewrite a page's `toc` export (remarkTocDepth, remarkTocBreaks): a document
 * whose one ESM node exports the given entries, and a reader of those entries written apart from `tocEntries`.
 */

type Entry = { properties?: Array<{ value: { value: unknown } }> };

export function documentWithToc(elements: unknown[], exportName = 'toc'): Root {
  const estree = {
    type: 'Program',
    body: [
      {
        type: 'ExportNamedDeclaration',
        declaration: {
          type: 'VariableDeclaration',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name: exportName },
              init: { type: 'ArrayExpression', elements },
            },
          ],
        },
      },
    ],
  };
  return { type: 'root', children: [{ type: 'mdxjsEsm', value: '', data: { estree } }] } as unknown as Root;
}

/** The exported array's elements as they are after a plugin ran. */
export const exportedEntries = (root: Root): Entry[] =>
  (
    root.children[0] as unknown as {
      data: { estree: { body: [{ declaration: { declarations: [{ init: { elements: Entry[] } }] } }] } };
    }
  ).data.estree.body[0].declaration.declarations[0].init.elements;
