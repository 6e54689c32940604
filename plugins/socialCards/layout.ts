/**
 * What a card says and how its title is set: the line above the title (docs version and section), and the title
 * broken into at most three lines at the largest size that fits, cut with an ellipsis when none does. The lines
 * are decided here rather than left to the renderer, which would wrap without limit and push the title off the card.
 */

export interface CardText {
  /** Above the title: `v7 · Utilities`, `Next`, `API reference`; empty for none. */
  readonly kicker: string;
  readonly title: string;
}

export interface FittedText {
  readonly lines: readonly string[];
  readonly fontSize: number;
}

export interface TextBox {
  /** Pixels a line may take. */
  readonly width: number;
  /** Font sizes to try, largest first; the last one also sets truncated text. */
  readonly sizes: readonly number[];
  readonly maxLines: number;
}

/** The title's box on a 1200-pixel card with 72-pixel margins. */
export const titleBox: TextBox = { width: 1056, sizes: [80, 68, 58], maxLines: 3 };
/** The kicker: one line, one size. */
export const kickerBox: TextBox = { width: 1056, sizes: [34], maxLines: 1 };

const ellipsis = '…';

/**
 * Advance widths of Inter Bold in em, by kind of character, each rounded up (Inter Bold's lowercase averages
 * about 0.57 em, capitals about 0.68): an estimate that errs wide, so a line measured to fit does fit.
 */
function charWidth(char: string): number {
  if (char === ' ') return 0.26;
  if (/[iljtf.,:;'!|Iʼ`]/.test(char)) return 0.32;
  if (/[()[\]{}r"-]/.test(char)) return 0.42;
  if (/[mwMW@%]/.test(char)) return 0.95;
  if (/[A-Z]/.test(char)) return 0.72;
  if (/[0-9]/.test(char)) return 0.64;
  if (char === ellipsis) return 0.82;
  return 0.6;
}

export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += charWidth(char);
  return em * fontSize;
}

/** Lines of at most `width` pixels, broken between words; a word wider than a line is broken where it must. */
export function wrapText(text: string, width: number, fontSize: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, fontSize) > width) {
      const cut = fittingPrefix(line, width, fontSize);
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** How many characters (at least one) of `text` fit in `width`. */
function fittingPrefix(text: string, width: number, fontSize: number): number {
  let used = 0;
  let index = 0;
  for (const char of text) {
    used += charWidth(char) * fontSize;
    if (used > width) break;
    index += char.length;
  }
  return Math.max(index, 1);
}

/** `line` shortened at a word (or, for a single word, a character) so that it fits `width` with an ellipsis after it. */
export function withEllipsis(line: string, width: number, fontSize: number): string {
  let kept = line.trimEnd();
  while (kept && textWidth(`${kept}${ellipsis}`, fontSize) > width) {
    const lastSpace = kept.lastIndexOf(' ');
    kept = lastSpace > 0 ? kept.slice(0, lastSpace).trimEnd() : kept.slice(0, fittingPrefix(kept, width, fontSize) - 1);
  }
  // A line that ends in punctuation reads badly before the ellipsis: "Rules, …".
  return `${kept.replace(/[\s,;:·–—-]+$/, '')}${ellipsis}`;
}

/** The text at the largest size of the box that holds it; at the smallest, cut to the box's lines with an ellipsis. */
export function fitText(text: string, box: TextBox): FittedText {
  const normalized = text.replace(/\s+/g, ' ').trim();
  for (const fontSize of box.sizes) {
    const lines = wrapText(normalized, box.width, fontSize);
    if (lines.length <= box.maxLines) return { lines, fontSize };
  }
  const fontSize = box.sizes[box.sizes.length - 1] ?? 16;
  const lines = wrapText(normalized, box.width, fontSize);
  const kept = lines.slice(0, box.maxLines);
  const last = kept.length - 1;
  // The rest of the text follows the last kept line, so that the ellipsis cuts words, not the line break.
  kept[last] = withEllipsis(`${kept[last] ?? ''} ${lines[last + 1] ?? ''}`, box.width, fontSize);
  return { lines: kept, fontSize };
}

export interface DocsVersionPath {
  /** The version's route without a trailing slash: `/docs`, `/docs/next`, `/docs/6`. */
  readonly path: string;
  /** How readers see it: `v7`, `Next`. */
  readonly label: string;
}

/** The label of the docs version a route belongs to: the longest version path that is the route or contains it. */
export function versionLabelOf(route: string, versions: readonly DocsVersionPath[]): string | undefined {
  let found: DocsVersionPath | undefined;
  for (const version of versions) {
    const path = version.path.replace(/\/+$/, '');
    const inside = route === path || route.startsWith(`${path}/`) || (path === '' && route.startsWith('/'));
    if (inside && (!found || path.length > found.path.replace(/\/+$/, '').length)) found = version;
  }
  return found?.label;
}

/** `v7 · Utilities`: the version and the section, each when known, the section only when it is not the title itself. */
export function kickerOf(parts: { versionLabel?: string; section?: string; title: string }): string {
  const section = parts.section && parts.section !== parts.title ? parts.section : undefined;
  return [parts.versionLabel, section].filter(Boolean).join(' · ');
}
