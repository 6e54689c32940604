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
 */

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

export interface Sample extends FencedBlock {
  lang: CheckedLanguage;
  fragment: boolean;
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

const hasFlag = (meta: string, flag: string) =>
  meta
    .replace(/"[^"]*"|'[^']*'/g, '')
    .split(/\s+/)
    .includes(flag);

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
    if (!isCheckedLanguage(block.lang)) continue;
    last = { ...block, lang: block.lang, fragment: hasFlag(block.meta, 'fragment') };
    samples.push(last);
  }
  return samples;
}
