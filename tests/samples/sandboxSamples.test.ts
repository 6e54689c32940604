import { createProcessor } from '@mdx-js/mdx';
import type { Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import remarkSandboxLinks, { libraryOfPage, sandboxComponentName } from '../../plugins/remarkSandboxLinks';
import { findSamples } from '../../scripts/docSamples/extract';
import { sampleVersions } from '../../scripts/docSamples/versions';
import { compileLive } from '../../src/liveCode/compileLive';
import { isLiveMeta } from '../../src/liveCode/liveMeta';
import type { LiveVersion } from '../../src/liveCode/scopes';
import { sandboxScopes } from '../../src/sandbox/sandboxScopes';
import { decodeCodeHash } from '../../src/sandbox/shareHash';
import { libraryFromSearch, sandboxAddress } from '../../src/sandbox/libraries';
import { sampleSandbox } from '../../src/sandbox/sampleSandbox';

/**
 * Every builder sample of the docs versions the sandbox runs (Next and v7, each on its docs version's release): the
 * build's remark plugin puts the control under exactly the blocks the extraction finds, the control's address decodes
 * to the block's code with the block's library, and that code renders a builder with the sandbox's own module scope.
 */
const repoRoot = resolve(__dirname, '../..');
const versions = sampleVersions.filter((version) => libraryOfPage(join(repoRoot, version.docsDir, 'x.md')));

function listMarkdown(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listMarkdown(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

interface Offered {
  readonly where: string;
  readonly code: string;
  readonly library: LiveVersion;
  readonly live: boolean;
}

/** What the build's plugin places under a page's blocks, read from the page parsed as Docusaurus parses it. */
function placedElements(path: string): MdxJsxFlowElement[] {
  const processor = createProcessor({ format: path.endsWith('.mdx') ? 'mdx' : 'md' });
  const source = readFileSync(path, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (front) =>
    '\n'.repeat(front.split('\n').length - 1),
  );
  const tree = processor.parse(source) as Root;
  remarkSandboxLinks()(tree, { path });
  const found: MdxJsxFlowElement[] = [];
  const walk = (parent: Parent) => {
    for (const node of parent.children as RootContent[]) {
      if (node.type === 'mdxJsxFlowElement' && node.name === sandboxComponentName) found.push(node);
      else if ('children' in node) walk(node as Parent);
    }
  };
  walk(tree);
  return found;
}

const attributeOf = (element: MdxJsxFlowElement, name: string) =>
  element.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name)?.value;

const report: Array<{ version: string; open: number; live: number; unavailable: number }> = [];

describe.each(versions)('$label samples in the sandbox', (version) => {
  const library = libraryOfPage(join(repoRoot, version.docsDir, 'x.md'))!;
  const offered: Offered[] = [];
  const unavailable: Array<{ where: string; reason: string }> = [];
  const pages = listMarkdown(join(repoRoot, version.docsDir)).sort();
  const expectedElements = new Map<string, Array<{ code?: string; reason?: string }>>();
  for (const path of pages) {
    const page = path.slice(repoRoot.length + 1);
    const expected: Array<{ code?: string; reason?: string }> = [];
    for (const sample of findSamples(readFileSync(path, 'utf8'))) {
      const where = `${page}:${sample.line}`;
      const live = isLiveMeta(sample.meta);
      const offer = sampleSandbox(sample, library);
      if (offer.kind === 'open') offered.push({ where, code: sample.code, library: offer.library, live });
      if (offer.kind === 'unavailable') unavailable.push({ where, reason: offer.reason });
      // Live blocks carry their own control (src/liveCode/LiveCodeBlock), with the code as edited.
      if (!live && offer.kind === 'open') expected.push({ code: sample.code });
      if (!live && offer.kind === 'unavailable') expected.push({ reason: offer.reason });
    }
    expectedElements.set(path, expected);
  }
  report.push({
    version: version.label,
    open: offered.length,
    live: offered.filter((sample) => sample.live).length,
    unavailable: unavailable.length,
  });

  // Parsing every page of a version as MDX took 8–12 s on the shared 2-core machine.
  it(
    'the build places the control or the reason under exactly the blocks that render a builder',
    { timeout: 60_000 },
    () => {
      for (const [path, expected] of expectedElements) {
        const placed = placedElements(path).map((element) =>
          attributeOf(element, 'reason') !== undefined
            ? { reason: attributeOf(element, 'reason') as string }
            : { code: attributeOf(element, 'code') as string },
        );
        expect(placed, path).toEqual(expected);
      }
      expect(offered.length).toBeGreaterThan(20);
    },
  );

  it.each(offered.map((sample) => [sample.where, sample] as const))(
    '%s: its sandbox address decodes to its code',
    (_where, sample) => {
      const url = new URL(sandboxAddress(sample.code, sample.library), 'https://example.org');
      expect(url.pathname).toBe('/sandbox');
      expect(libraryFromSearch(url.search)).toEqual({ library });
      expect(decodeCodeHash(url.hash)).toEqual({ kind: 'code', code: sample.code });
    },
  );

  it.each(offered.map((sample) => [sample.where, sample] as const))(
    '%s: renders a builder with the sandbox’s modules',
    { timeout: 60_000 },
    async (_where, sample) => {
      const compiled = await compileLive<ComponentType>(sample.code, sandboxScopes[sample.library]);
      if (!compiled.ok) expect.fail(`${compiled.kind}: ${compiled.message}`);
      const html = renderToString(createElement(compiled.component));
      // The builder's outer element: its standard class, or (with suppressStandardClassnames) its form role.
      if (sample.code.includes('<QueryBuilder')) expect(html).toMatch(/class="[^"]*\bqueryBuilder\b|^<div role="form"/);
      else expect(html.length).toBeGreaterThan(0);
      // The add-on reaches the builder (its context or its props come from the same library copy): Bootstrap's classes.
      if (sample.code.includes("from '@react-querybuilder/bootstrap'")) expect(html).toMatch(/\bform-select\b/);
    },
  );

  it('gives every sample it cannot open a reason', () => {
    for (const { where, reason } of unavailable) expect(reason, where).toMatch(/\w{3,}.*\./);
  });
});

afterAll(() => {
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/sandbox-samples.json', `${JSON.stringify(report, null, 2)}\n`);
  const lines = report.map(
    (r) =>
      `${r.version.padEnd(5)} open in the sandbox ${String(r.open).padStart(4)} (live ${r.live})  say why not ${String(r.unavailable).padStart(3)}`,
  );
  process.stdout.write(`\nDocs samples in the sandbox\n${lines.join('\n')}\n`);
});

describe('sections whose point is what the builder shows', () => {
  // A grouped field list is seen, not read: the section's sample is the reader's one way to see the dropdown.
  it.each([['versioned_docs/version-7/tips/option-lists.md', 'option-groups']])(
    '%s#%s opens its first sample in the sandbox',
    (page, anchor) => {
      const source = readFileSync(join(repoRoot, page), 'utf8');
      const headingLine = source.split('\n').findIndex((line) => line.endsWith(`{#${anchor}}`)) + 1;
      expect(headingLine, anchor).toBeGreaterThan(0);
      const sample = findSamples(source).find((block) => block.line > headingLine && !/\bhidden\b/.test(block.meta));
      expect(sample && sampleSandbox(sample, libraryOfPage(join(repoRoot, page)))).toMatchObject({ kind: 'open' });
    },
  );
});
