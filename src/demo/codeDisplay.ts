/**
 * Prism's TSX grammar is quadratic on long unbroken words (measured: 1,000 characters ~30 ms,
 * 10,000 ~0.8 s, 20,000 ~3.5 s), and a reader can paste any value into the builder. Text with a
 * line this long, or this much text, is shown without highlighting.
 */
export const maxHighlightedLine = 1000;
export const maxHighlightedLength = 50_000;

export function highlightable(text: string): boolean {
  if (text.length > maxHighlightedLength) return false;
  let start = 0;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const stop = end < 0 ? text.length : end;
    if (stop - start > maxHighlightedLine) return false;
    start = stop + 1;
  }
  return true;
}
