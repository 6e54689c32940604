import type { Element, ElementContent, Root, RootContent } from 'hast';

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

/** Gives each body cell of a table with three columns or more the header of its column (`data-label`). */
function labelCells(table: Element): void {
  const [head] = elementChildren(table, 'thead');
  const [headerRow] = head ? elementChildren(head, 'tr') : [];
  const labels = headerRow ? elementChildren(headerRow).map((cell) => textOf(cell).trim()) : [];
  // Two columns read as a question and its answer without labels (src/css/custom.css).
  if (labels.length < 3) return;
  for (const body of elementChildren(table, 'tbody'))
    for (const row of elementChildren(body, 'tr'))
      elementChildren(row).forEach((cell, column) => {
        const label = labels[column];
        if (label) cell.properties = { ...cell.properties, dataLabel: label };
      });
}

function visit(node: Root | RootContent): void {
  if (node.type === 'element' && node.tagName === 'table') {
    // Only Markdown tables become cards: a table a component draws (the lab's rows) keeps its columns.
    node.properties = { ...node.properties, dataCards: '' };
    labelCells(node);
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
