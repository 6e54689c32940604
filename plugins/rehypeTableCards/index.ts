import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { codeWords } from '../remarkTocBreaks';

/** The text of a header cell, as the label its column's cells show on a phone. */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

const elementChildren = (node: Element, tagName?: string): Element[] =>
  node.children.filter(
    (child): child is Element => child.type === 'element' && (tagName === undefined || child.tagName === tagName),
  );

/** The cells of a table's header row, one per column. */
function headerCells(table: Element): Element[] {
  const [head] = elementChildren(table, 'thead');
  const [headerRow] = head ? elementChildren(head, 'tr') : [];
  return headerRow ? elementChildren(headerRow) : [];
}

/** Gives each body cell of a table with three columns or more the header of its column (`data-label`). */
function labelCells(table: Element): void {
  const labels = headerCells(table).map((cell) => textOf(cell).trim());
  // Two columns read as a question and its answer without labels (src/css/custom.css).
  if (labels.length < 3) return;
  for (const body of elementChildren(table, 'tbody'))
    for (const row of elementChildren(body, 'tr'))
      elementChildren(row).forEach((cell, column) => {
        const label = labels[column];
        if (label) cell.properties = { ...cell.properties, dataLabel: label };
      });
}

const wbr = (): Element => ({ type: 'element', tagName: 'wbr', properties: {}, children: [] });

/** A hyphenated name (`react-querybuilder`) in a span that keeps it whole (src/css/custom.css): the browser breaks after a hyphen. */
const keepHyphens = (text: string): ElementContent[] =>
  text
    .split(/(\w+(?:-\w+)+)/)
    .filter((part) => part !== '')
    .map((part) =>
      /^\w+(?:-\w+)+$/.test(part)
        ? {
            type: 'element',
            tagName: 'span',
            properties: { className: ['code-keep'] },
            children: [{ type: 'text', value: part }],
          }
        : { type: 'text', value: part },
    );

/**
 * `<wbr>` between the words of each code name in a cell, as in the table of contents (plugins/remarkTocBreaks). A
 * table's columns are at least as wide as their longest unbreakable word, and a props table's names and types
 * (`FlexibleOptionList<FullField>`, `placeholderOperatorName`) added up to 800 to 900 px in a 703 px column: its
 * last column, what an option does, was cut at the column's edge. With break points the table fits and a long name
 * wraps between its words, never mid-word; the text a reader copies stays the same.
 */
function breakCodeNames(node: Element): void {
  // A code block keeps its lines as written.
  if (node.tagName === 'pre') return;
  node.children = node.children.map((child) => {
    if (child.type !== 'element') return child;
    if (child.tagName !== 'code') {
      breakCodeNames(child);
      return child;
    }
    const children = child.children.flatMap((part): ElementContent[] =>
      part.type === 'text'
        ? codeWords(part.value).flatMap((word, index) =>
            index === 0 ? keepHyphens(word) : [wbr(), ...keepHyphens(word)],
          )
        : [part],
    );
    if (children.every((part) => part.type === 'text')) return child;
    // Written as JSX, not as Markdown's code: MDX hands the latter to the theme's code component, which draws code with
    // an element inside as a block, and a wrapper keeping it inline would cost every page's first load.
    const inline: MdxJsxTextElementHast = {
      type: 'mdxJsxTextElement',
      name: 'code',
      attributes: [],
      children,
      // What MDX marks on JSX written in a page, so that it keeps it from the components it maps Markdown to.
      data: { _mdxExplicitJsx: true },
    };
    return inline as unknown as ElementContent;
  });
}

/** Names this long or shorter fit beside the other columns of every table at 1280 px (src/css/custom.css). */
export const wholeNameLength = 16;

/**
 * Marks each short code name in a row's first cell (`code-name`), whose break points the desktop layout drops: beside a
 * long last column, a table gave its first one the width of the longest word only, and `paramPrefix` read as "param" /
 * "Prefix". Longer names keep them, or the tightest tables would again grow wider than their column.
 */
function markShortNames(node: ElementContent): void {
  if (node.type !== 'element' && (node as unknown as MdxJsxTextElementHast).type !== 'mdxJsxTextElement') return;
  const element = node as Element | MdxJsxTextElementHast;
  if (element.type === 'mdxJsxTextElement' && element.name === 'code') {
    const text = element.children.map((child) => textOf(child as ElementContent)).join('');
    if (text.length <= wholeNameLength && !/\s/.test(text))
      element.attributes.push({ type: 'mdxJsxAttribute', name: 'className', value: 'code-name' });
    return;
  }
  for (const child of element.children) markShortNames(child as ElementContent);
}

function visit(node: Root | RootContent): void {
  if (node.type === 'element' && node.tagName === 'table') {
    // Only Markdown tables become cards: a table a component draws (the lab's rows) keeps its columns.
    node.properties = { ...node.properties, dataCards: '' };
    labelCells(node);
    // A two-column table (a name and what it is) fits its column with the second one wrapping: break points there would
    // only add to the page's script.
    if (headerCells(node).length >= 3) {
      breakCodeNames(node);
      for (const body of elementChildren(node, 'tbody'))
        for (const row of elementChildren(body, 'tr')) {
          const [first] = elementChildren(row);
          if (first) markShortNames(first);
        }
    }
  }
  if ('children' in node) for (const child of node.children) visit(child);
}

/**
 * On a phone a Markdown table becomes a stack of cards, a row each (src/css/custom.css): a props table is three to
 * five columns of code and prose, 500 to 900 px wide in a 358 px column, its last column out of sight. CSS cannot
 * read a column's header from a cell, so each cell carries it (`data-label`) for the card to show beside the value.
 */
export default function rehypeTableCards() {
  return (tree: Root): void => visit(tree);
}
