import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import type { MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import rehypeTableCards, { wholeNameLength } from './index';

const cell = (tagName: 'th' | 'td', text: string): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: text }] }],
});
const row = (tagName: 'th' | 'td', texts: string[]): Element => ({
  type: 'element',
  tagName: 'tr',
  properties: {},
  children: texts.map((text) => cell(tagName, text)),
});
const table = (header: string[], rows: string[][]): Root => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'table',
      properties: {},
      children: [
        { type: 'element', tagName: 'thead', properties: {}, children: [row('th', header)] },
        { type: 'element', tagName: 'tbody', properties: {}, children: rows.map((texts) => row('td', texts)) },
      ],
    },
  ],
});
const labels = (tree: Root) =>
  ((tree.children[0] as Element).children[1] as Element).children.map((tr) =>
    (tr as Element).children.map((td) => (td as Element).properties.dataLabel),
  );

describe('rehypeTableCards', () => {
  it("labels each body cell of a table of three columns or more with its column's header", () => {
    const tree = table(
      ['Prop', 'Type', 'Default'],
      [
        ['fields', 'Field[]', '[]'],
        ['query', 'RuleGroupType', ''],
      ],
    );
    rehypeTableCards()(tree);
    expect(labels(tree)).toEqual([
      ['Prop', 'Type', 'Default'],
      ['Prop', 'Type', 'Default'],
    ]);
  });

  it('leaves two-column tables alone: a question and its answer need no labels', () => {
    const tree = table(['How do I…', 'Answer'], [['drag?', 'QueryBuilderDnD']]);
    rehypeTableCards()(tree);
    expect(labels(tree)).toEqual([[undefined, undefined]]);
  });

  it('marks every Markdown table for the phone cards, two columns included', () => {
    const tree = table(['How do I…', 'Answer'], [['a', 'b']]);
    rehypeTableCards()(tree);
    expect((tree.children[0] as Element).properties.dataCards).toBe('');
  });

  it('lets code names in cells break between their words, and only there', () => {
    const tree = table(
      ['Option', 'Type', 'Effect'],
      [['placeholderOperatorName', 'FlexibleOptionList<FullField>', 'sql']],
    );
    rehypeTableCards()(tree);
    const body = (tree.children[0] as Element).children[1] as Element;
    const codes = ((body.children[0] as Element).children as Element[]).map((td) => td.children[0] as Element);
    const shown = (code: Element) =>
      code.children.map((child) => (child.type === 'text' ? child.value : `<${(child as Element).tagName}>`)).join('');
    // Written as JSX where it has break points (the theme's code component would draw it as a block), as is otherwise.
    expect(codes.map((code) => (code as unknown as { type: string }).type)).toEqual([
      'mdxJsxTextElement',
      'mdxJsxTextElement',
      'element',
    ]);
    expect(codes.map(shown)).toEqual([
      'placeholder<wbr>Operator<wbr>Name',
      'Flexible<wbr>Option<wbr>List<Full<wbr>Field>',
      'sql',
    ]);
  });

  it('leaves the code names of a two-column table as they are', () => {
    const tree = table(['Name', 'What it is'], [['placeholderOperatorName', 'text']]);
    rehypeTableCards()(tree);
    const body = (tree.children[0] as Element).children[1] as Element;
    const code = ((body.children[0] as Element).children[0] as Element).children[0] as Element;
    expect(code.type).toBe('element');
    expect(code.children).toEqual([{ type: 'text', value: 'placeholderOperatorName' }]);
  });

  it('keeps a hyphenated name whole, where the browser would break after the hyphen', () => {
    const tree = table(['Path', 'Kind', 'Use'], [["import type { … } from 'react-querybuilder'", 'x', 'y']]);
    rehypeTableCards()(tree);
    const body = (tree.children[0] as Element).children[1] as Element;
    const code = ((body.children[0] as Element).children[0] as Element).children[0] as Element;
    const kept = code.children.filter((child): child is Element => child.type === 'element');
    expect(kept.map((span) => [span.properties.className, (span.children[0] as { value: string }).value])).toEqual([
      [['code-keep'], 'react-querybuilder'],
    ]);
  });

  it("marks the short code names of a row's first cell, whose break points the desktop layout drops", () => {
    const long = 'x'.repeat(wholeNameLength - 5) + 'Suffix';
    const tree = table(
      ['Option', 'Type', 'Purpose'],
      [
        ['paramPrefix', 'paramType', 'z'],
        [long, 'x', 'y'],
      ],
    );
    rehypeTableCards()(tree);
    const body = (tree.children[0] as Element).children[1] as Element;
    const codes = body.children.flatMap((row) =>
      (row as Element).children.map((cell) => (cell as Element).children[0] as unknown as MdxJsxTextElementHast),
    );
    const marked = codes.filter((code) =>
      code.attributes?.some((attribute) => 'name' in attribute && attribute.name === 'className'),
    );
    expect(marked.map((code) => code.children.length)).toEqual([3]);
    expect(codes[0]!.attributes).toEqual([{ type: 'mdxJsxAttribute', name: 'className', value: 'code-name' }]);
  });
});
