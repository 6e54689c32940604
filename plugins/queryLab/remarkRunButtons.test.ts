import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { describe, expect, it } from 'vitest';
import { scanHeadings } from '../history/remark';
import { exportFormatSections, exportPageOf } from '../../src/lab/sample/sections';
import remarkRunButtons, { runButtonComponent } from './remarkRunButtons';

const site = join(__dirname, '..', '..');
const pages = {
  v7: join(site, 'versioned_docs/version-7/utils/export.md'),
  next: join(site, 'docs/utils/export.md'),
} as const;

/** The sections the plugin ends with a Run button, in page order, and the heading that precedes each button. */
function buttonsOf(file: string) {
  const tree: Root = scanHeadings(readFileSync(file, 'utf8'));
  remarkRunButtons()(tree, { path: file });
  return {
    tree,
    sections: tree.children
      .filter(
        (node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement' && node.name === runButtonComponent,
      )
      .map((node) => node.attributes.find((a) => 'name' in a && a.name === 'section')?.value),
  };
}

describe('the export pages’ Run buttons', () => {
  it.each(Object.entries(pages))('end every format section of the %s export page', (page, file) => {
    expect(exportPageOf(file)).toBe(page);
    const { tree, sections } = buttonsOf(file);
    expect(sections.sort()).toEqual(Object.keys(exportFormatSections[page as keyof typeof pages]).sort());
    // The page imports the button itself, so no other page carries its code.
    expect(tree.children[0]).toMatchObject({ type: 'mdxjsEsm' });
  });

  // Formats no engine runs in a page: a button there could only say that nothing runs.
  const unrun = {
    v7: ['json', 'json-without-identifiers', 'elasticsearch', 'natural-language'],
    next: ['json', 'json-without-ids', 'elasticsearch', 'natural-language', 'prisma-orm', 'sequelize', 'gremlin'],
  } as const;

  it.each(Object.entries(pages))('leave out the %s sections whose format no engine runs', (page, file) => {
    const { sections } = buttonsOf(file);
    const text = readFileSync(file, 'utf8');
    for (const section of unrun[page as keyof typeof unrun]) {
      expect(text).toContain(`{#${section}}`);
      expect(sections).not.toContain(section);
    }
  });

  it('leave every other page alone', () => {
    const file = join(site, 'docs/utils/import.md');
    const tree: Root = scanHeadings(readFileSync(file, 'utf8'));
    const before = JSON.stringify(tree);
    remarkRunButtons()(tree, { path: file });
    expect(JSON.stringify(tree)).toBe(before);
  });
});
