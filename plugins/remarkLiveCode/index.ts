import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { defaultImport } from '../mdxImport';
import { isLiveMeta } from '../../src/liveCode/liveMeta';
import type { LiveVersion } from '../../src/liveCode/scopes';
import { libraryOfPage } from '../remarkSandboxLinks';

/** The component (src/liveCode/LiveFence) that draws a live fence, and the module each page with one imports. */
export const liveFenceComponentName = 'LiveFence';
const liveFenceModule = '@site/src/liveCode/LiveFence';

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** The element that replaces a live fence: the props MDX would give its code block, and the library that runs it. */
export function liveFenceElement(code: Code, version: LiveVersion): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: liveFenceComponentName,
    attributes: [
      attribute('code', code.value),
      ...(code.lang ? [attribute('className', `language-${code.lang}`)] : []),
      attribute('metastring', code.meta ?? ''),
      attribute('version', version),
    ],
    children: [],
  };
}

function replaceLiveFences(parent: Parent, version: LiveVersion): number {
  let placed = 0;
  parent.children.forEach((node: RootContent, index) => {
    if (node.type === 'code' && isLiveMeta(node.meta ?? undefined)) {
      parent.children[index] = liveFenceElement(node, version);
      placed++;
    } else if ('children' in node && Array.isArray(node.children)) placed += replaceLiveFences(node as Parent, version);
  });
  return placed;
}

/**
 * Makes each fence marked `live` an editable example (src/liveCode/LiveFence) imported by its page, so the loader and
 * its wrappers cost only the pages that have one, not every docs and API page through the code block. Live code
 * runs its page's major; pages of versions neither library documents run the site's own (v7).
 */
export default function remarkLiveCode() {
  return (root: Root, file: { path?: string }): void => {
    const version = (file.path ? libraryOfPage(file.path) : undefined) ?? 'v7';
    if (replaceLiveFences(root, version) > 0)
      root.children.unshift(defaultImport(liveFenceComponentName, liveFenceModule));
  };
}
