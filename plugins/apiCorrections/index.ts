import { sep } from 'node:path';
import type { Heading, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { apiCorrections, type ApiCorrection } from './corrections';

/** The page of the API reference a Markdown file is, as corrections name it (`interfaces/react_querybuilder.X`). */
export function apiPageOf(filePath: string | undefined): string | undefined {
  const path = filePath?.split(sep).join('/');
  const match = path && /\/api\/([a-z-]+\/[\w.]+)\.mdx?$/.exec(path);
  return match ? match[1] : undefined;
}

/** Inline Markdown of a note: `code` and [text](url), the only marks the notes use; the rest is text. */
export function phrasing(markdown: string): PhrasingContent[] {
  const nodes: PhrasingContent[] = [];
  const mark = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (let match = mark.exec(markdown); match; match = mark.exec(markdown)) {
    const [, code, label = '', url = ''] = match;
    if (match.index > last) nodes.push({ type: 'text', value: markdown.slice(last, match.index) });
    nodes.push(
      code !== undefined ? { type: 'inlineCode', value: code } : { type: 'link', url, children: phrasing(label) },
    );
    last = mark.lastIndex;
  }
  if (last < markdown.length) nodes.push({ type: 'text', value: markdown.slice(last) });
  return nodes;
}

/** The note as the admonition directive Docusaurus renders (this plugin runs before its admonition transform). */
function noteNode(correction: ApiCorrection): ContainerDirective {
  return {
    type: 'containerDirective',
    name: 'note',
    attributes: { title: `On ${correction.release}` },
    children: [{ type: 'paragraph', children: phrasing(correction.note) }],
  };
}

const memberName = (heading: Heading) => toString(heading).replace(/(\?|\(\)\??)$/, '');

/** Headings TypeDoc puts after a member's own text, naming where the member comes from rather than describing it. */
const originHeadings = new Set(['Inherited from', 'Overrides', 'Implementation of']);

/** Where the library's text of a member ends: its origin heading, the rule closing the section, or the next member. */
const endsMemberText = (node: RootContent) =>
  node.type === 'thematicBreak' || (node.type === 'heading' && (node.depth <= 3 || originHeadings.has(toString(node))));

/**
 * Puts each correction's note on its member's section of the API page, right after the library's text (its comment,
 * default and examples), and replaces the example lines that print a wrong result with what the release prints. A page
 * that should hold a correction but has no such member or line fails the build, rather than the note quietly
 * disappearing.
 */
export default function remarkApiCorrections(corrections: readonly ApiCorrection[] = apiCorrections) {
  return (root: Root, file: { path?: string }): void => {
    const page = apiPageOf(file.path);
    if (page === undefined) return;
    for (const correction of corrections.filter((c) => c.pages.includes(page))) {
      const start = root.children.findIndex(
        (node) => node.type === 'heading' && node.depth === 3 && memberName(node) === correction.member,
      );
      if (start < 0) throw new Error(`API correction '${correction.id}': no member ${correction.member} on ${page}`);
      const end = root.children.findIndex((node, i) => i > start && endsMemberText(node));
      const examples = root.children.slice(start, end < 0 ? undefined : end).filter((node) => node.type === 'code');
      for (const [wrong, printed] of correction.outputs ?? []) {
        const example = examples.find((node) => node.value.split('\n').some((line) => line.trim() === wrong));
        if (!example) throw new Error(`API correction '${correction.id}': no example line ${wrong} on ${page}`);
        example.value = example.value
          .split('\n')
          .map((line) => (line.trim() === wrong ? line.replace(wrong, printed) : line))
          .join('\n');
      }
      root.children.splice(end < 0 ? root.children.length : end, 0, noteNode(correction));
    }
  };
}
