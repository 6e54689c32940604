import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import remarkApiCorrections, { apiPageOf, phrasing } from '.';
import type { ApiCorrection } from './corrections';

const correction: ApiCorrection = {
  id: 'x',
  release: '7.7.1',
  pages: ['interfaces/react_querybuilder.FormatQueryOptions'],
  member: 'fallbackExpression',
  claim: 'claim',
  note: 'Gives `()`. See [it](/docs/utils/export#fallback-expression).',
};

/** A member section as the generator writes it: heading, signature, comment, example, origin, rule, next member. */
function page(): Root {
  const text = (value: string) => ({ type: 'text' as const, value });
  return {
    type: 'root',
    children: [
      { type: 'heading', depth: 3, children: [text('fallbackExpression?')] },
      { type: 'code', lang: 'ts', value: 'fallbackExpression?: string;' },
      { type: 'paragraph', children: [text('Library comment.')] },
      { type: 'heading', depth: 4, children: [text('Example')] },
      { type: 'code', lang: 'ts', value: 'formatQuery(query);' },
      { type: 'heading', depth: 4, children: [text('Inherited from')] },
      { type: 'thematicBreak' },
      { type: 'heading', depth: 3, children: [text('fieldData?')] },
    ],
  };
}

describe('remarkApiCorrections', () => {
  it('names an API page by its path under api/, and nothing else', () => {
    expect(apiPageOf('/site/api/interfaces/react_querybuilder.FormatQueryOptions.md')).toBe(
      'interfaces/react_querybuilder.FormatQueryOptions',
    );
    expect(apiPageOf('/site/docs/utils/export.md')).toBeUndefined();
    expect(apiPageOf(undefined)).toBeUndefined();
  });

  it('reads the code and links of a note, the rest as text', () => {
    expect(phrasing(correction.note)).toEqual([
      { type: 'text', value: 'Gives ' },
      { type: 'inlineCode', value: '()' },
      { type: 'text', value: '. See ' },
      { type: 'link', url: '/docs/utils/export#fallback-expression', children: [{ type: 'text', value: 'it' }] },
      { type: 'text', value: '.' },
    ]);
  });

  it("puts the note right after the member's comment, titled with the release", () => {
    const root = page();
    remarkApiCorrections([correction])(root, { path: '/site/api/interfaces/react_querybuilder.FormatQueryOptions.md' });
    expect(root.children.map((node) => node.type)).toEqual([
      'heading',
      'code',
      'paragraph',
      'heading',
      'code',
      'containerDirective',
      'heading',
      'thematicBreak',
      'heading',
    ]);
    expect(root.children[5]).toMatchObject({ name: 'note', attributes: { title: 'On 7.7.1' } });
  });

  it("replaces an example's wrong output line with the printed one, keeping its indentation", () => {
    const root = page();
    const example = root.children[4] as { value: string };
    example.value = 'formatQuery(query);\n  // wrong';
    remarkApiCorrections([{ ...correction, outputs: [['// wrong', '// right']] }])(root, {
      path: '/site/api/interfaces/react_querybuilder.FormatQueryOptions.md',
    });
    expect(example.value).toBe('formatQuery(query);\n  // right');
    expect(() =>
      remarkApiCorrections([{ ...correction, outputs: [['// gone', '// right']] }])(page(), {
        path: '/site/api/interfaces/react_querybuilder.FormatQueryOptions.md',
      }),
    ).toThrow(/no example line \/\/ gone/);
  });

  it('leaves other pages alone, and fails on a page that lost the member', () => {
    const other = page();
    remarkApiCorrections([correction])(other, { path: '/site/api/interfaces/react_querybuilder.RuleType.md' });
    expect(other).toEqual(page());
    const lost: Root = { type: 'root', children: [] };
    expect(() =>
      remarkApiCorrections([correction])(lost, {
        path: '/site/api/interfaces/react_querybuilder.FormatQueryOptions.md',
      }),
    ).toThrow(/no member fallbackExpression/);
  });
});
