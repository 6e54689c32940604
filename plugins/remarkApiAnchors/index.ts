import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { defaultImport } from '../mdxImport';

const componentName = 'ApiAnchors';
const componentModule = '@site/src/apiAnchors/ApiAnchors';

/** The module whose anchor map a page's front matter names (scripts/api/pages.mjs writes `api_anchors`). */
export function anchorMapOf(frontMatter: unknown): string | undefined {
  const module = (frontMatter as { api_anchors?: unknown } | undefined)?.api_anchors;
  return typeof module === 'string' && /^[a-z_]+$/.test(module) ? module : undefined;
}

/**
 * Gives the API module pages that have an anchor map the component that follows an old member anchor to the
 * member's page (src/apiAnchors): imported by those pages, so no other docs or API page carries it.
 */
export default function remarkApiAnchors() {
  return (root: Root, file: { data?: { frontMatter?: unknown } }): void => {
    const module = anchorMapOf(file.data?.frontMatter);
    if (module === undefined) return;
    const element: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: componentName,
      attributes: [{ type: 'mdxJsxAttribute', name: 'module', value: module }],
      children: [],
    };
    // At the end: it draws nothing on the server, and after hydration nothing but a redirect.
    root.children.unshift(defaultImport(componentName, componentModule));
    root.children.push(element);
  };
}
