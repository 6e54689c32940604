import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(__dirname, '../../..');

/** The text of a page from the heading whose line contains `heading` to the next heading of any level. */
export function pageSection(page: string, heading: string): string {
  const lines = readFileSync(join(repoRoot, page), 'utf8').split('\n');
  const start = lines.findIndex((line) => /^#{2,4} /.test(line) && line.includes(heading));
  if (start === -1) throw new Error(`${page}: no heading with “${heading}”`);
  const end = lines.findIndex((line, i) => i > start && /^#{2,4} /.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

/** The rows of the first table in `section`, each cell trimmed, `\|` unescaped (header and rule row left out). */
export function tableRows(section: string): string[][] {
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replaceAll('\\|', '|')),
    );
  return rows.slice(2);
}

/** The content of the first code span of a cell (`` `x` `` → x), or undefined. */
export const codeOf = (cell: string): string | undefined => /`([^`]+)`/.exec(cell)?.[1];

/** The bullet items of `section` (lines that start with "- "). */
export const bullets = (section: string): string[] =>
  section
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));
