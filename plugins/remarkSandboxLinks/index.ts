import type { Code, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { docsVersionOfPath, libraryVersionOfDocs } from '../../config/docsVersions';
import { docsOfLiveVersion, isLiveMeta, liveVersionOfDocs } from '../../src/liveCode/liveMeta';
import type { LiveVersion } from '../../src/liveCode/scopes';
import { readerLibraryFor } from '../../src/sandbox/adaptedAddons';
import { sampleSandbox, type SampleSandbox } from '../../src/sandbox/sampleSandbox';

/** The MDX component (src/theme/MDXComponents) that draws the control or the reason under a block. */
export const sandboxComponentName = 'SampleSandbox';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The sandbox library of the docs version a page belongs to, from its path; undefined for versions it lacks. */
export function libraryOfPage(filePath: string, root = repoRoot): LiveVersion | undefined {
  return liveVersionOfDocs(docsVersionOfPath(relative(root, filePath).split(sep).join('/')));
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** What the badge adds after the sandbox's release when the reader's own project needs another one. */
export const readerNoteOf = (release: string | undefined) =>
  release === undefined ? undefined : `, add-on adapted (your app needs ${release})`;

/** The element placed right after a block: the code and its library to open, or the reason it does not open. */
export function sandboxElement(code: string, offer: Exclude<SampleSandbox, { kind: 'none' }>): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: sandboxComponentName,
    attributes:
      offer.kind === 'open'
        ? [
            attribute('code', code),
            attribute('library', offer.library),
            // The version it names, from the build: the page's code need not carry the versions table. A sample whose
            // add-on the sandbox adapts also names the release the reader's own project runs, written here so that the
            // words reach the one page with such a sample and not every docs page's script.
            attribute(
              'libraryVersion',
              `${libraryVersionOfDocs[docsOfLiveVersion[offer.library]]}${readerNoteOf(readerLibraryFor(code, offer.library)) ?? ''}`,
            ),
          ]
        : [attribute('reason', offer.reason)],
    children: [],
  };
}

function visitCodeBlocks(parent: Parent, library: LiveVersion): void {
  for (let index = 0; index < parent.children.length; index++) {
    const node = parent.children[index] as RootContent;
    if (node.type !== 'code') {
      if ('children' in node && Array.isArray(node.children)) visitCodeBlocks(node as Parent, library);
      continue;
    }
    const code = node as Code;
    // A live block offers the sandbox itself, with the code as the reader has edited it (src/liveCode).
    if (isLiveMeta(code.meta ?? undefined)) continue;
    const offer = sampleSandbox({ lang: code.lang ?? '', meta: code.meta ?? '', code: code.value }, library);
    if (offer.kind === 'none') continue;
    parent.children.splice(index + 1, 0, sandboxElement(code.value, offer));
    index++;
  }
}

/**
 * Puts "Open in sandbox" (or why a sample cannot open there) under every builder sample of the docs versions the
 * sandbox runs (the Next docs and the site's own version). The decision is src/sandbox/sampleSandbox.ts, the same one the samples
 * suite checks for every block, so a page added later gets the control without any markup.
 */
export default function remarkSandboxLinks() {
  return (root: Root, file: { path?: string }): void => {
    const library = file.path ? libraryOfPage(file.path) : undefined;
    if (library) visitCodeBlocks(root, library);
  };
}
