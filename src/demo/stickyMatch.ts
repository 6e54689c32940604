/** Where a match of the sticky `pattern` that starts at `at` ends in `text`, or `at` when none starts there. */
export function matchEnd(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : at;
}
