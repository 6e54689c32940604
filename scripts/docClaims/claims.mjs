// @ts-check
/**
 * Finds the claims of a docs page and whether a check sits beside each (README, "Code samples in the docs"): the
 * sentences that name a library export, option, default or output, grouped by the paragraph, list item or table row
 * they belong to. A unit is beside a check when a check block (`check`, `browser`, `next`, `next check`, or a sample
 * with an `output` or `rendered` block) follows it in its section (subsections included), or directly precedes it. A unit
 * right after `<!-- advice -->` is advice, not a behavioural claim: it is counted apart.
 *
 * Line-based on purpose: the docs' Markdown is plain (paragraphs, lists, tables, fences, admonitions), and the unit a
 * reviewer checks is a line range of the source, which a Markdown AST does not keep for list items and table rows.
 */

/**
 * @typedef {{ kind: 'unit', line: number, text: string, advice: boolean, covered: boolean }} Unit
 * @typedef {{ kind: 'check', line: number }} CheckBlock
 * @typedef {{ kind: 'break', line: number }} Break
 * @typedef {{ page: string, line: number, sentence: string, covered: boolean, advice: boolean }} Claim
 */

const fenceOpen = /^\s*(`{3,}|~{3,})\s*([^\s`{]*)\s*(.*)$/;
const isHeading = (/** @type {string} */ line) => /^#{1,6}\s/.test(line.trim());

/** The level of the last heading above a 1-based line (0 before the first heading). */
function headingLevel(/** @type {string[]} */ lines, /** @type {number} */ line) {
  for (let i = line - 2; i >= 0; i--) {
    const match = /^(#{1,6})\s/.exec((lines[i] ?? '').trim());
    if (match) return match[1]?.length ?? 0;
  }
  return 0;
}
const flag = (/** @type {string} */ meta, /** @type {string} */ word) =>
  meta
    .replace(/"[^"]*"|'[^']*'/g, '')
    .split(/\s+/)
    .includes(word);

/** Whether a fence's meta makes it (or the sample it follows) a check of the sentences beside it. */
export const isCheckFence = (/** @type {string} */ meta) =>
  ['check', 'browser', 'next', 'output', 'rendered'].some((word) => flag(meta, word));

/**
 * The page as a sequence of units (paragraphs, list items, table rows), check blocks and breaks (headings, other
 * code blocks count as neither and are skipped).
 * @param {string} source
 * @returns {Array<Unit | CheckBlock | Break>}
 */
export function readPage(source) {
  const lines = source.split(/\r?\n/);
  /** @type {Array<Unit | CheckBlock | Break>} */
  const items = [];
  let i = 0;
  if (lines[0] === '---') {
    i = lines.indexOf('---', 1) + 1;
  }
  let advice = false;
  /** @type {Unit | undefined} */
  let open;
  const close = () => {
    open = undefined;
  };
  for (; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fence = fenceOpen.exec(line);
    if (fence) {
      close();
      const [, marks = '```', , meta = ''] = fence;
      const closing = new RegExp(`^\\s*${marks[0] === '`' ? '`' : '~'}{${marks.length},}\\s*$`);
      const start = i + 1;
      for (i++; i < lines.length && !closing.test(lines[i] ?? ''); i++);
      if (isCheckFence(meta)) items.push({ kind: 'check', line: start });
      continue;
    }
    const trimmed = line.trim();
    if (trimmed === '') {
      close();
      continue;
    }
    if (/^<!--\s*advice\s*-->$/.test(trimmed)) {
      close();
      advice = true;
      continue;
    }
    if (/^#{1,6}\s/.test(trimmed) || /^:::/.test(trimmed) || /^\|?\s*-{3,}/.test(trimmed) || /^<\/?\w/.test(trimmed)) {
      close();
      items.push({ kind: 'break', line: i + 1 });
      continue;
    }
    // A table's header row (the line before its |---| row) names columns; it claims nothing.
    if (trimmed.startsWith('|') && /^\|?\s*:?-{3,}/.test((lines[i + 1] ?? '').trim())) {
      close();
      continue;
    }
    const startsUnit = /^([-*+]|\d+\.)\s/.test(trimmed) || trimmed.startsWith('|');
    if (open && !startsUnit) {
      open.text += ` ${trimmed}`;
      continue;
    }
    open = { kind: 'unit', line: i + 1, text: trimmed, advice, covered: false };
    advice = false;
    items.push(open);
  }
  // Beside a check: a check block follows the unit in its section, or directly precedes it.
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (item?.kind !== 'unit') continue;
    const rest = items.slice(index + 1);
    // The unit's section runs to the next heading of its level or higher (subsections belong to it); a unit under an
    // h3 belongs to its h2's section, whose checks may come after the h3s (a list of props, then their check).
    const level = headingLevel(lines, item.line);
    const sectionEnd = rest.findIndex(
      (other) =>
        other.kind === 'break' &&
        isHeading(lines[other.line - 1] ?? '') &&
        (level === 0 || headingLevel(lines, other.line + 1) <= Math.min(level, 2)),
    );
    const section = sectionEnd < 0 ? rest : rest.slice(0, sectionEnd);
    item.covered = section.some((other) => other.kind === 'check') || items[index - 1]?.kind === 'check';
  }
  return items;
}

const claimWords =
  /\b(defaults?|returns?|exports?|outputs?|prints?|renders?|stores?|fails?|throws?|logs?|ignores?|requires?|keeps?|skips?|works?|supports?|calls?|called|never|always|only|refuses?|drops?|copies|moves?)\b/i;

/**
 * The sentences of a unit's text, with Markdown reduced to what a reader sees (links to their text); inline code is
 * kept as written, and its dots never end a sentence.
 * @param {string} text
 */
export function sentencesOf(text) {
  const codes = /** @type {string[]} */ ([]);
  const plain = text
    .replace(/^([-*+]|\d+\.)\s+/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`[^`]*`/g, (code) => `⟦${codes.push(code) - 1}⟧`);
  return plain
    .split(/(?<=[.!?:])\s+(?=[A-Z`⟦(])/)
    .map((sentence) => sentence.replace(/⟦(\d+)⟧/g, (_, n) => codes[Number(n)] ?? ''))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 4);
}

/** A sentence that says what the library does: it names an export or option in code, a behaviour, or a version. */
export const isClaim = (/** @type {string} */ sentence) =>
  /`[^`]+`/.test(sentence) || claimWords.test(sentence) || /\b\d+\.\d+(\.\d+)?\b/.test(sentence);

/**
 * Every claim sentence of a page.
 * @param {string} page path shown in reports
 * @param {string} source the page's Markdown
 * @returns {Claim[]}
 */
export function claimsOf(page, source) {
  return readPage(source).flatMap((item) =>
    item.kind === 'unit'
      ? sentencesOf(item.text)
          .filter(isClaim)
          .map((sentence) => ({ page, line: item.line, sentence, covered: item.covered, advice: item.advice }))
      : [],
  );
}

/** Per page: claims, claims beside a check, claims marked as advice. */
export function countClaims(/** @type {Claim[]} */ claims) {
  /** @type {Map<string, { claims: number, checked: number, advice: number }>} */
  const pages = new Map();
  for (const claim of claims) {
    const row = pages.get(claim.page) ?? { claims: 0, checked: 0, advice: 0 };
    row.claims++;
    if (claim.covered) row.checked++;
    else if (claim.advice) row.advice++;
    pages.set(claim.page, row);
  }
  return pages;
}

/**
 * A seeded random draw of `count` claims (mulberry32), so a reviewer can repeat a sample by its seed.
 * @param {Claim[]} claims
 * @param {number} count
 * @param {number} seed
 */
export function drawClaims(claims, count, seed) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pool = [...claims];
  const drawn = [];
  while (drawn.length < count && pool.length > 0) drawn.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return drawn;
}
