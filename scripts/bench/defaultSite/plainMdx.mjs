// @ts-check
/**
 * Turns an MDX page of ours into one a default Docusaurus site can build: imports of the site's own modules
 * (`@site/...` and our theme components) are dropped and the elements they name become plain text. Code fences are left untouched,
 * so a sample's own `import` lines stay as they are.
 */

const fenceOpening = /^\s*(`{3,}|~{3,})/;
/**
 * An import of the site's own modules: `@site/...`, or a `@theme/...` component our plugins add (plugins/history's
 * ReleaseFilter), which the classic theme does not have. The classic theme's own components a page may import stay.
 */
const siteImport =
  /^import\s+(?:(\w+)|\{([^}]*)\})\s+from\s+['"](?:@site\/[^'"]+|@theme\/(?!(?:Tabs|TabItem|CodeBlock|Admonition|Details|DocCardList|Heading)['"])[^'"]+)['"];?\s*$/;
const attribute = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|\{["'`]([^"'`]*)["'`]\})/g;

/** @param {string} attributes the text between an element's name and its end @returns {string[]} */
function stringValues(attributes) {
  return [...attributes.matchAll(attribute)].map((match) => match[2] ?? match[3] ?? match[4] ?? '');
}

/**
 * Calls `onProse` for each line outside code fences and keeps what it returns (undefined drops the line).
 * @param {string} source @param {(line: string) => string | undefined} onProse
 */
function mapProse(source, onProse) {
  /** @type {string | undefined} */
  let fence;
  const lines = [];
  for (const line of source.split('\n')) {
    const marker = fenceOpening.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      lines.push(line);
    } else if (marker) {
      fence = marker;
      lines.push(line);
    } else {
      const kept = onProse(line);
      if (kept !== undefined) lines.push(kept);
    }
  }
  return lines.join('\n');
}

/**
 * Elements no page imports: our remark plugins replace them at build time (plugins/history's change list), which a
 * default site does not have.
 */
const remarkPlaceholders = ['ReleaseChanges', 'ReleaseGaps'];

/**
 * @param {string} source an .mdx file's text
 * @returns {{ text: string, replaced: string[] }} the plain page, and the names of the components it replaced
 */
export function plainMdx(source) {
  /** @type {Set<string>} */
  const names = new Set(remarkPlaceholders.filter((name) => source.includes(`<${name}`)));
  const withoutImports = mapProse(source, (line) => {
    const imported = siteImport.exec(line);
    if (!imported) return line;
    if (imported[1]) names.add(imported[1]);
    for (const part of (imported[2] ?? '').split(',')) {
      // `{ A as B }` brings B into the page.
      const local = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) names.add(local);
    }
    return undefined;
  });
  if (names.size === 0) return { text: source, replaced: [] };
  const elements = [...names].join('|');
  // Self-closing: the element's string attributes become one line of text.
  const selfClosing = new RegExp(`<(${elements})\\b([^>]*?)/>`, 'g');
  // With children: the children stay, the tags go.
  const tags = new RegExp(`</?(?:${elements})\\b[^>]*>`, 'g');
  const text = mapProse(withoutImports, (line) =>
    line
      .replace(selfClosing, (_, /** @type {string} */ name, /** @type {string} */ attributes) => {
        const words = stringValues(attributes);
        return words.length > 0 ? `${name}: ${words.join(', ')}` : name;
      })
      .replace(tags, ''),
  );
  return { text, replaced: [...names] };
}
