import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { explicitId, headingItems, headingText, type HeadingContext } from './headingItems';

/** A docs section documenting an item: its page (relative to the version folder) and anchor. */
export interface DocsSection {
  readonly page: string;
  readonly anchor: string;
}

const withoutFrontMatter = (source: string) => source.replace(/^---\n[\s\S]*?\n---\n/, '');

/** The plain text of a node (inline code included), as Docusaurus computes heading text. */
export const nodeText = (node: unknown): string => toString(node);

/**
 * The ATX headings of a Markdown source outside code fences, as minimal heading nodes. A line scan rather
 * than a Markdown parser: the docs' headings are all ATX, and the parsers Docusaurus uses are ESM-only,
 * which its config loader cannot require.
 */
export function scanHeadings(source: string): Root {
  const children: Heading[] = [];
  let fence: string | undefined;
  for (const line of withoutFrontMatter(source).split('\n')) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (!fence || fenceMark.startsWith(fence))) {
      fence = fence ? undefined : fenceMark;
      continue;
    }
    const heading = fence ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[2]!.replace(/`([^`]*)`/g, '$1');
    children.push({
      type: 'heading',
      depth: heading[1]!.length as Heading['depth'],
      children: [{ type: 'text', value: text }],
    });
  }
  return { type: 'root', children };
}

/** Each heading of a Markdown tree with the context the item lookup needs. */
export function* headingsWithContext(
  tree: Root,
  page: string,
): Generator<{ node: Heading; index: number; context: HeadingContext }> {
  let section = '';
  let subsection: string | undefined;
  for (const [index, node] of tree.children.entries()) {
    if (node.type !== 'heading') continue;
    const text = headingText(nodeText(node));
    if (node.depth <= 2) [section, subsection] = [text, undefined];
    else if (node.depth === 3) subsection = text;
    yield {
      node,
      index,
      context: { page, section, subsection: node.depth > 3 ? subsection : undefined, depth: node.depth },
    };
  }
}

/**
 * Where a docs version documents each item: the first heading that names it. Anchors are computed as
 * Docusaurus computes heading ids (explicit `{#id}`, else a slug counted per page).
 */
export function docsSections(versionDir: string, known: (id: string) => boolean): Map<string, DocsSection> {
  const sections = new Map<string, DocsSection>();
  const files = readdirSync(versionDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file) && !file.split(/[\\/]/).some((part) => part.startsWith('_')))
    .sort();
  for (const file of files) {
    const page = relative(versionDir, join(versionDir, file)).split('\\').join('/');
    const tree = scanHeadings(readFileSync(join(versionDir, file), 'utf8'));
    const slugger = createSlugger();
    for (const { node, context } of headingsWithContext(tree, page)) {
      const raw = nodeText(node);
      const anchor = explicitId(raw) ?? slugger.slug(headingText(raw));
      for (const id of headingItems(raw, context, known)) if (!sections.has(id)) sections.set(id, { page, anchor });
    }
  }
  return sections;
}
