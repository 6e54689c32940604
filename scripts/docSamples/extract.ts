/**
 * Finds the code samples of a Markdown/MDX page: fenced blocks, their language and meta string, and
 * the `output` block that shows what a sample prints.
 *
 * Conventions (documented in README.md, "Code samples in the docs"):
 * - `ts`, `tsx`, `js` and `jsx` blocks are checked; each is a complete module.
 * - A `fragment` flag in the meta string marks an intentional fragment: it is skipped and counted.
 * - A block whose meta contains `output` shows what the closest checked block before it prints
 *   with `console.log`; the suite runs that sample and compares.
 * - A block whose meta contains `rendered` lists what the closest checked block before it renders
 *   (its default export, a component): one `selector: count` or `selector: "text"` line each
 *   (see render.ts). The suite renders the sample in jsdom and checks every line.
 * - Claims as tests: `check` marks a sample that asserts (node:assert) and must run without throwing;
 *   `browser` one whose default export is rendered in Chromium and whose `inBrowser(page)` export then
 *   drives it with Playwright; `next` a file of the page's Next.js app (`title="app/…"`), built with
 *   `next build` (`fails="text"`: the build must fail with that text), and `next check` a script run
 *   against that app once it serves. `hidden` (on checks, `output` and `rendered` blocks) keeps a block
 *   out of the rendered page (plugins/docClaims) while the suite still runs it.
 */

import { hasFlag } from '../../src/codeBlock/metaFlags';

export const checkedLanguages = ['ts', 'tsx', 'js', 'jsx'] as const;
export type CheckedLanguage = (typeof checkedLanguages)[number];

export interface FencedBlock {
  /** Language as written after the fence (lower-cased), '' when none. */
  lang: string;
  /** Everything after the language on the opening fence line. */
  meta: string;
  code: string;
  /** 1-based line of the first code line in the source file. */
  line: number;
}

/** What the suite does with a sample beyond type-checking it (see the conventions above). */
export type SampleKind = 'module' | 'check' | 'browser' | 'next' | 'next-check';

export interface Sample extends FencedBlock {
  lang: CheckedLanguage;
  fragment: boolean;
  kind: SampleKind;
  /** Kept out of the rendered page; the suite still runs it. */
  hidden: boolean;
  /** For `next` files: the path in the app (`title`) and, when the build must fail with it, the expected text. */
  next?: { path: string; fails?: string };
  /** The `output` block that follows this sample, if any. */
  output?: FencedBlock;
  /** The `rendered` block that follows this sample, if any. */
  rendered?: FencedBlock;
}

const fenceOpen = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)\s*(.*)$/;

export function findFencedBlocks(source: string): FencedBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = fenceOpen.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '```', lang = '', meta = ''] = open;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !closing.test(lines[j] ?? ''); j++) {
      const line = lines[j] ?? '';
      // Blocks nested in list items are indented like their fence; that indentation is not code.
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    blocks.push({ lang: lang.toLowerCase(), meta: meta.trim(), code: body.join('\n'), line: i + 2 });
    i = j;
  }
  return blocks;
}

/** The value of `name="value"` in a meta string. */
export const metaAttribute = (meta: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(meta)?.[1];

function kindOf(meta: string): SampleKind {
  if (hasFlag(meta, 'next')) return hasFlag(meta, 'check') ? 'next-check' : 'next';
  if (hasFlag(meta, 'browser')) return 'browser';
  if (hasFlag(meta, 'check')) return 'check';
  return 'module';
}

/** Refuses a claim block that could never fail or never run; the messages say what to write instead. */
function validate(sample: Sample): void {
  const at = `line ${sample.line}`;
  if (sample.hidden && sample.kind === 'module')
    throw new Error(`${at}: only checks (check, browser, next) may be hidden: a hidden sample proves nothing`);
  if (sample.fragment && sample.kind !== 'module')
    throw new Error(`${at}: a ${sample.kind} block cannot be a fragment`);
  if ((sample.kind === 'check' || sample.kind === 'next-check') && !/\bassert\b|\bexpect\(/.test(sample.code))
    throw new Error(`${at}: a check must assert (import assert from 'node:assert/strict', or Vitest's expect)`);
  if (sample.kind === 'browser' && !/export\s+(?:async\s+)?(?:function|const)\s+inBrowser\b/.test(sample.code))
    throw new Error(`${at}: a browser check must export inBrowser(page), which drives and asserts`);
  if (sample.kind === 'next' && !sample.next?.path.startsWith('app/'))
    throw new Error(`${at}: a next block needs title="app/…", its path in the app`);
}

export const isCheckedLanguage = (lang: string): lang is CheckedLanguage =>
  (checkedLanguages as readonly string[]).includes(lang);

export function findSamples(source: string): Sample[] {
  const samples: Sample[] = [];
  let last: Sample | undefined;
  for (const block of findFencedBlocks(source)) {
    for (const kind of ['output', 'rendered'] as const) {
      if (!hasFlag(block.meta, kind)) continue;
      if (last && !last[kind]) last[kind] = block;
      else throw new Error(`line ${block.line}: a ${kind} block must follow a sample that has none yet`);
    }
    if (hasFlag(block.meta, 'output') || hasFlag(block.meta, 'rendered')) continue;
    if (!isCheckedLanguage(block.lang)) {
      if (hasFlag(block.meta, 'hidden')) throw new Error(`line ${block.line}: only checks may be hidden`);
      continue;
    }
    const kind = kindOf(block.meta);
    const path = metaAttribute(block.meta, 'title');
    const fails = metaAttribute(block.meta, 'fails');
    last = {
      ...block,
      lang: block.lang,
      fragment: hasFlag(block.meta, 'fragment'),
      kind,
      hidden: hasFlag(block.meta, 'hidden'),
      ...(kind === 'next' ? { next: { path: path ?? '', ...(fails ? { fails } : {}) } } : {}),
    };
    validate(last);
    samples.push(last);
  }
  return samples;
}
