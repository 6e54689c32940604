import type { Root } from 'mdast';

export interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

export interface TocDepthOptions {
  /** Deepest heading level the site's table of contents shows (themeConfig.tableOfContents.maxHeadingLevel). */
  readonly maxHeadingLevel: number;
}

const headingLevel = (entry: EstreeNode): number | undefined => {
  if (entry.type !== 'ObjectExpression') return undefined;
  const properties = entry.properties as EstreeNode[];
  // Docusaurus builds the entries with estree-util-value-to-estree, whose keys are literals; accept identifiers too.
  const keyName = (key: EstreeNode) => (key.type === 'Identifier' ? key.name : key.value);
  const level = properties.find((p) => p.type === 'Property' && keyName(p.key as EstreeNode) === 'level');
  const value = level ? (level.value as EstreeNode).value : undefined;
  return typeof value === 'number' ? value : undefined;
};

/** The entries of the `export const toc = [...]` that Docusaurus' TOC plugin appends to every MDX document. */
export function tocEntries(node: Root['children'][number]): EstreeNode[] | undefined {
  if (node.type !== 'mdxjsEsm') return undefined;
  const program = node.data?.estree as { body: EstreeNode[] } | undefined;
  const declaration = program?.body.length === 1 ? (program.body[0]?.declaration as EstreeNode | undefined) : undefined;
  if (declaration?.type !== 'VariableDeclaration') return undefined;
  const [declarator] = declaration.declarations as EstreeNode[];
  if ((declarator?.id as EstreeNode | undefined)?.name !== 'toc') return undefined;
  const init = declarator?.init as EstreeNode | undefined;
  return init?.type === 'ArrayExpression' ? (init.elements as EstreeNode[]) : undefined;
}

/**
 * Docusaurus exports every heading from h2 to h6 in a page's `toc`, and ships it in the page's chunk, though
 * the table of contents shows only levels 2 to 3. On a generated API page most headings are h4–h6
 * (signatures, parameters, returns): dropping them from `toc` takes about 6 KB gzip off the largest page's
 * first load. The headings themselves, and their anchors, stay. Runs after Docusaurus' own remark plugins.
 */
export default function remarkTocDepth({ maxHeadingLevel }: TocDepthOptions) {
  return (root: Root): void => {
    for (const node of root.children) {
      const entries = tocEntries(node);
      if (!entries) continue;
      const kept = entries.filter((entry) => (headingLevel(entry) ?? 0) <= maxHeadingLevel);
      entries.splice(0, entries.length, ...kept);
    }
  };
}
