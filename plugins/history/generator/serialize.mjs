// @ts-check
/**
 * The data file's layout: JSON with one release and one item per line, keys in a fixed order, so that a new
 * release shows in review as the lines it adds or changes.
 *
 * @param {{ items: Record<string, unknown> } & Record<string, unknown>} history
 */
export function serializeHistory(history) {
  const { items, ...head } = history;
  const headLines = Object.entries(head).map(([key, value]) =>
    Array.isArray(value) && value.some((v) => v && typeof v === 'object')
      ? `  ${JSON.stringify(key)}: [\n${value.map((v) => `    ${JSON.stringify(v)}`).join(',\n')}\n  ]`
      : `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  const itemLines = Object.keys(items)
    .sort()
    .map((id) => `    ${JSON.stringify(id)}: ${JSON.stringify(items[id])}`);
  return `{\n${headLines.join(',\n')},\n  "items": {\n${itemLines.join(',\n')}\n  }\n}\n`;
}
