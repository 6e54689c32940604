import type { Code, Parent, Root, RootContent } from 'mdast';
import { hasFlag } from '../../src/codeBlock/metaFlags';

/** Whether a fenced block is a check the suite runs but the page does not show (`hidden` in its meta string). */
export const isHiddenBlock = (node: RootContent): node is Code =>
  node.type === 'code' && hasFlag(node.meta ?? '', 'hidden');

function removeHidden(parent: Parent): void {
  parent.children = parent.children.filter((node) => !isHiddenBlock(node as RootContent));
  for (const node of parent.children) if ('children' in node) removeHidden(node as Parent);
}

/**
 * Claims as tests (README, "Code samples in the docs"): a check may sit right after the sentence it proves
 * without being shown. This removes every block whose meta says `hidden` before Docusaurus sees the page, so the
 * page, its table of contents, its Markdown twin and the search index never contain it; the samples suite reads
 * the same blocks from the source and runs them.
 */
export default function remarkHiddenChecks() {
  return (root: Root): void => removeHidden(root);
}
