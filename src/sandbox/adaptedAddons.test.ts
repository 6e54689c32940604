import { createProcessor } from '@mdx-js/mdx';
import type { Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addonVersionOfDocs, siteDocsVersion, siteLibraryVersion } from '../../config/docsVersions';
import { projectFiles } from './onlinePlaygrounds';
import remarkSandboxLinks, { readerNoteOf, sandboxComponentName } from '../../plugins/remarkSandboxLinks';
import { adaptedAddons, exportDependencies, readerLibraryFor } from './adaptedAddons';

const chakraRelease = addonVersionOfDocs(siteDocsVersion, '@react-querybuilder/chakra');
const app = (imports: string) =>
  `${imports}\nimport { QueryBuilder } from 'react-querybuilder';\nexport default () => <QueryBuilder />;`;

/** The badges the build puts under the blocks of a docs page, as name → value maps. */
function badgesOf(page: string): Record<string, string>[] {
  const path = resolve(__dirname, '../..', page);
  const tree = createProcessor({ format: 'md' }).parse(readFileSync(path, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''));
  remarkSandboxLinks()(tree as Root, { path });
  const found: Record<string, string>[] = [];
  const walk = (parent: Parent) => {
    for (const node of parent.children as RootContent[]) {
      if (node.type === 'mdxJsxFlowElement' && node.name === sandboxComponentName)
        found.push(
          Object.fromEntries(
            ((node as MdxJsxFlowElement).attributes as MdxJsxAttribute[]).map((a) => [a.name, String(a.value)]),
          ),
        );
      else if ('children' in node) walk(node as Parent);
    }
  };
  walk(tree as Root);
  return found;
}

describe('samples whose add-on the sandbox adapts', () => {
  it('are those of the flavours published for an earlier release of the line', () => {
    expect([...adaptedAddons].sort()).toEqual(['@react-querybuilder/antd', '@react-querybuilder/chakra']);
  });

  it("name the release a reader's project needs beside the sandbox's", () => {
    expect(chakraRelease).not.toBe(siteLibraryVersion);
    expect(readerLibraryFor(app("import { QueryBuilderChakra } from '@react-querybuilder/chakra';"), 'v7')).toBe(
      chakraRelease,
    );
    expect(readerLibraryFor(app("import { QueryBuilderAntD } from '@react-querybuilder/antd';"), 'v7')).toBe(
      chakraRelease,
    );
    expect(readerLibraryFor(app("import { QueryBuilderMantine } from '@react-querybuilder/mantine';"), 'v7')).toBe(
      undefined,
    );
    expect(readerLibraryFor(app(''), 'v7')).toBe(undefined);
    // The Next docs' sandbox has no adapted add-on: a Chakra sample there does not open at all.
    expect(readerLibraryFor(app("import { QueryBuilderChakra } from '@react-querybuilder/chakra';"), 'v8')).toBe(
      undefined,
    );
  });

  it('export to a project that installs the release the add-on was published for, as the badge says', () => {
    const chakraApp = app("import { QueryBuilderChakra } from '@react-querybuilder/chakra';");
    expect(exportDependencies(chakraApp, 'v7')).toEqual({ 'react-querybuilder': chakraRelease });
    expect(projectFiles(chakraApp, { dependencies: exportDependencies(chakraApp, 'v7') })['package.json']).toContain(
      `"react-querybuilder": "${chakraRelease}"`,
    );
    expect(exportDependencies(app(''), 'v7')).toEqual({ 'react-querybuilder': siteLibraryVersion });
  });

  it('get a badge on the v7 compatibility page that names both releases', () => {
    const badges = badgesOf('versioned_docs/version-7/compat.md');
    const chakra = badges.find((badge) => badge.code?.includes("from '@react-querybuilder/chakra'"));
    expect(chakra?.libraryVersion).toBe(`${siteLibraryVersion}${readerNoteOf(chakraRelease)}`);
    expect(readerNoteOf(chakraRelease)).toContain(`your app needs ${chakraRelease}`);
    const mantine = badges.find((badge) => badge.code?.includes("from '@react-querybuilder/mantine'"));
    expect(mantine?.libraryVersion).toBe(siteLibraryVersion);
  });
});
