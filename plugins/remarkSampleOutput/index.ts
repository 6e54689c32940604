import type { Parent, Root, RootContent } from 'mdast';
import { hasFlag } from '../../src/codeBlock/metaFlags';

/** The class an output block's container gets (the theme passes a code element's classes on to it). */
export const sampleOutputClass = 'sample-output';

/** What a sample prints, and what a rendered sample draws (one selector and count per line, the count at its end). */
const wrappedFlags = ['output', 'rendered'];

function markOutputs(parent: Parent): void {
  for (const node of parent.children as RootContent[]) {
    if (node.type === 'code' && wrappedFlags.some((flag) => hasFlag(node.meta ?? '', flag))) {
      const language = node.lang ? [`language-${node.lang}`] : [];
      // mdast-util-to-hast replaces the code element's className with hProperties', so the language class goes in too.
      node.data = {
        ...node.data,
        hProperties: { ...node.data?.hProperties, className: [...language, sampleOutputClass] },
      };
    } else if ('children' in node) markOutputs(node);
  }
}

/**
 * Marks what a sample prints or draws (a fence with `output` or `rendered` in its meta) so that it wraps rather than
 * scrolls: a one-line JSON result of 1,000 px and more put the answer ({"age_1":18,"age_2":65}) out of sight in a 703 px
 * box, and a rendered block's counts sat behind the edge at 1280 px. The class is set at build time, so no page carries
 * a script for it.
 */
export default function remarkSampleOutput() {
  return (root: Root): void => markOutputs(root);
}
