import type { Code, Parent, Root, RootContent } from 'mdast';
import { hasFlag } from '../../src/codeBlock/metaFlags';

/** Whether a fenced block is a check the suite runs but the page does not show (`hidden` in its meta string). */
export const isHiddenBlock = (node: RootContent): node is Code =>
  node.type === 'code' && hasFlag(node.meta ?? '', 'hidden');

/**
 * The title a shown `rendered` block gets: its lines (`selector: N`, `selector: "text"`) read as a bare list of
 * selectors to a reader who has not met the convention, and the title says what they are and how to see the same
 * thing (querySelectorAll on the sample's output).
 */
export const renderedTitle = 'What it renders: how many elements match each CSS selector, or the text one shows';

const hasTitle = (meta: string) => /(?:^|\s)title=/.test(meta);

function prepare(parent: Parent): void {
  parent.children = parent.children.filter((node) => !isHiddenBlock(node as RootContent));
  for (const node of parent.children) {
    if (node.type === 'code' && hasFlag(node.meta ?? '', 'rendered') && !hasTitle(node.meta ?? ''))
      node.meta = `${node.meta ?? ''} title="${renderedTitle}"`.trim();
    if ('children' in node) prepare(node as Parent);
  }
}

/**
 * Claims as tests (README, "Code samples in the docs"): a check may sit right after the sentence it proves
 * without being shown. This removes every block whose meta says `hidden` before Docusaurus sees the page, so the
 * page, its table of contents, its Markdown twin and the search index never contain it; the samples suite reads
 * the same blocks from the source and runs them. A `rendered` block that stays on the page gets a title saying
 * what its lines are (Docusaurus draws a fence's `title` above the code).
 */
export default function remarkHiddenChecks() {
  return (root: Root): void => prepare(root);
}
