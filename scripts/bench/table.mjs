// @ts-check
/** Plain-text tables for the bench's console output. */

/** @param {string[]} header @param {Array<Array<string | number>>} rows */
export function table(header, rows) {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
  console.log('');
}

/** @param {number} ours @param {number} theirs */
export const ratio = (ours, theirs) => (theirs > 0 && Number.isFinite(ours) ? `${(ours / theirs).toFixed(2)}x` : '-');

/**
 * One metric, ours beside the default site's, with their ratio.
 * @param {string} title @param {Array<{ label: string, ours: number, theirs: number }>} rows @param {(value: number) => string | number} format
 */
export function comparisonTable(title, rows, format) {
  table(
    [title, 'ours', 'default', 'ours/default'],
    rows.map((row) => [row.label, format(row.ours), format(row.theirs), ratio(row.ours, row.theirs)]),
  );
}

/** @param {number[]} numbers */
export const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;
