import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiHistory } from '../apiHistory';
import { docsSections, headingsWithContext, nodeText, scanHeadings } from './docsIndex';
import { headingItems } from './headingItems';

const site = join(__dirname, '..', '..', '..');
const history = apiHistory();
const known = (id: string) => id in history.items;

describe('docsIndex', () => {
  it('finds the headings of the v7 docs that the history dates', () => {
    const tree = scanHeadings(readFileSync(join(site, 'versioned_docs', 'version-7', 'utils', 'misc.md'), 'utf8'));
    const ids = [...headingsWithContext(tree, 'utils/misc.md')].flatMap(({ node, context }) =>
      headingItems(nodeText(node), context, known),
    );
    expect(ids).toEqual(expect.arrayContaining(['export:insert', 'export:add', 'export:findPath']));
  });

  it('scans ATX headings outside code fences, with inline code as text', () => {
    const tree = scanHeadings('---\ntitle: x\n---\n# Title\n```md\n## not a heading\n```\n### `fields` {#fields}\n');
    expect(tree.children.map((h) => [h.type === 'heading' && h.depth, nodeText(h)])).toEqual([
      [1, 'Title'],
      [3, 'fields {#fields}'],
    ]);
  });

  it('finds where the v7 docs document an item: page and anchor as Docusaurus computes them', () => {
    const sections = docsSections(join(site, 'versioned_docs', 'version-7'), known);
    expect(sections.get('prop:suppressStandardClassnames')).toEqual({
      page: 'components/querybuilder.md',
      anchor: 'suppressstandardclassnames',
    });
  });
});
