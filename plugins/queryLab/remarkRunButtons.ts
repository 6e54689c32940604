import type { Heading, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { defaultImport } from '../mdxImport';
import { exportFormatSections, exportPageOf } from '../../src/lab/sample/sections';

/** The component each format section ends with (src/lab/sample/LabRun.tsx), imported by the page itself. */
export const runButtonComponent = 'LabRun';
const runButtonModule = '@site/src/lab/sample/LabRun';

/** A heading's id: the one Docusaurus gave it, or its `{#id}`. */
function headingId(heading: Heading): string | undefined {
  const data = heading.data as { id?: string; hProperties?: { id?: string } } | undefined;
  if (data?.hProperties?.id) return data.hProperties.id;
  if (data?.id) return data.id;
  const last = heading.children.at(-1);
  return last?.type === 'text' ? /\{#([^}]+)\}\s*$/.exec(last.value)?.[1] : undefined;
}

/** The button of one section: the panel reads the page from its address, so the section's id is all it carries. */
const runButton = (section: string): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name: runButtonComponent,
  attributes: [{ type: 'mdxJsxAttribute', name: 'section', value: section }],
  children: [],
});

/**
 * Ends every format section of the two export pages (`/docs/utils/export` and `/docs/next/utils/export`) that an
 * engine runs with a Run button: src/lab/sample/sections.ts says which sections and what each runs. The button is all
 * the page carries; what it runs loads when it is pressed.
 */
export default function remarkRunButtons() {
  return (root: Root, file: { path?: string }): void => {
    const page = file.path ? exportPageOf(file.path) : undefined;
    if (!page) return;
    const sections = exportFormatSections[page];
    const children: RootContent[] = [];
    let open: { id: string; depth: number } | undefined;
    const close = (depth: number) => {
      if (open && depth <= open.depth) {
        children.push(runButton(open.id));
        open = undefined;
      }
    };
    for (const node of root.children) {
      if (node.type === 'heading') {
        close(node.depth);
        const id = headingId(node);
        if (id && id in sections) open = { id, depth: node.depth };
      }
      children.push(node);
    }
    close(0);
    root.children = [defaultImport(runButtonComponent, runButtonModule), ...children];
  };
}
