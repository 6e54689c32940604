/** The tab a key moves the focus to in a horizontal strip of `count` tabs (wrapping around), or undefined for other keys. */
export function nextTabIndex(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
