import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Paragraph, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import remarkApiHistory, { releaseEntries } from '.';
import { nodeText, scanHeadings } from './docsIndex';
import { apiHistory } from '../apiHistory';

const site = join(__dirname, '..', '..', '..');
const history = apiHistory();

/** Runs the plugin over a page's headings and returns "heading: badge text" for every badge it adds. */
function badgesOf(file: string): string[] {
  const tree: Root = scanHeadings(readFileSync(file, 'utf8'));
  remarkApiHistory()(tree, { path: file });
  const found: string[] = [];
  tree.children.forEach((node, i) => {
    const previous = tree.children[i - 1];
    if (node.type === 'paragraph' && previous?.type === 'heading') {
      const classes = (node as Paragraph).data?.hProperties?.className;
      if (Array.isArray(classes) && classes.includes('api-history'))
        found.push(`${nodeText(previous)}: ${nodeText(node)}`);
    }
  });
  return found;
}

describe('remarkApiHistory', () => {
  it('puts v7 history under the v7 headings, linked to the v7 change page', () => {
    const badges = badgesOf(join(site, 'versioned_docs', 'version-7', 'components', 'querybuilder.md'));
    expect(badges).toContain('suppressStandardClassnames: Added in version 7.7');
    expect(badges).toContain('baseField: Added in version 7.3');
    expect(badges.some((b) => b.startsWith('fields:'))).toBe(false);
  });

  it('gives the v7 parseNumbers heading a badge for each release that changed its values', () => {
    const badges = badgesOf(join(site, 'versioned_docs', 'version-7', 'components', 'querybuilder.md'));
    // fixed release: the releases that changed the prop's type, true after any bump.
    expect(badges).toContain('parseNumbers: Values changed in version 7.0.1 Values changed in version 7.7');
  });

  it('puts 8.x history under the Next headings', () => {
    const badges = badgesOf(join(site, 'docs', 'utils', 'query-management.md'));
    expect(badges.some((b) => /^group: Added in version 8\./.test(b))).toBe(true);
  });

  it('leaves pages of older versions alone', () => {
    expect(badgesOf(join(site, 'versioned_docs', 'version-6', 'utils', 'export.md'))).toEqual([]);
  });

  it("lists each release's additions, deprecations and removals once", () => {
    const entries = releaseEntries(history, '7.7.0');
    expect(entries).toContainEqual({ id: 'prop:suppressStandardClassnames', change: 'added' });
    expect(entries).toContainEqual({ id: 'format:natural_language', change: 'added' });
    expect(new Set(entries.map((e) => `${e.change}:${e.id}`)).size).toBe(entries.length);
  });
});

describe('the change page', () => {
  /** The text of each entry the plugin writes in place of the v7 change page's `<ReleaseChanges />`. */
  function v7Entries(): string[] {
    const path = join(site, 'versioned_docs', 'version-7', 'releases.mdx');
    const tree = { type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'ReleaseChanges' }] } as unknown as Root;
    remarkApiHistory()(tree, { path });
    const entries: string[] = [];
    const visit = (node: { type: string; children?: unknown[] }) => {
      if (node.type === 'listItem') entries.push(nodeText(node as never));
      else for (const child of node.children ?? []) visit(child as typeof node);
    };
    visit(tree);
    return entries;
  }

  it('says which values a prop gained, under the release that added them', () => {
    // fixed release: the releases that changed parseNumbers' type, true after any bump.
    expect(releaseEntries(history, '7.7.0')).toContainEqual({ id: 'prop:parseNumbers', change: 'changed' });
    const entries = v7Entries().filter((e) => e.includes('parseNumbers,'));
    expect(entries).toEqual([
      "Changed prop parseNumbers, now accepting 'enhanced-limited', 'native-limited' and 'strict-limited': docs",
      "Changed prop parseNumbers, now accepting 'enhanced': docs",
    ]);
  });
});

describe('the upgrade outputs table', () => {
  it("replaces a migrate page's ::upgrade-outputs directive with one row per changed output", () => {
    const path = join(site, 'docs', 'migrate.md');
    const tree = {
      type: 'root',
      children: [{ type: 'leafDirective', name: 'upgrade-outputs', children: [] }],
    } as unknown as Root;
    remarkApiHistory()(tree, { path });
    const [table] = tree.children;
    expect(table?.type).toBe('table');
    // remark-rehype renders as many cells per row as `align` has entries.
    expect((table as unknown as { align: unknown[] }).align).toHaveLength(5);
    const rows = (table as unknown as { children: unknown[] }).children.map(nodeText);
    expect(rows[0]).toBe('QueryFormat7.7.18.24.1Why');
    expect(rows.slice(1).some((row) => row.includes("firstName matches '^Stev.*'"))).toBe(true);
  });
});
