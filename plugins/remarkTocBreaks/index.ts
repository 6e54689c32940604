import type { Root } from 'mdast';
import { tocEntries, type EstreeNode } from '../remarkTocDepth';

/**
 * A code name cut into its words, where a line may break: between a lower-case letter or digit and a capital, and
 * after `.`, `_` or `/` ("enableMountQueryChange" → "enable", "Mount", "Query", "Change").
 */
export function codeWords(code: string): string[] {
  return code
    .replace(/([a-z0-9])(?=[A-Z])/g, '$1\0')
    .replace(/([._/])(?=\w)/g, '$1\0')
    .split('\0');
}

/** `<wbr>` between the words of a code name. */
function breakable(code: string): string {
  // Entities (`&lt;`) stay whole.
  return code
    .split(/(&#?\w+;)/)
    .map((part, index) => (index % 2 === 1 ? part : codeWords(part).join('<wbr>')))
    .join('');
}

/** A TOC entry's HTML with break opportunities inside its code names. */
export function withCodeBreaks(html: string): string {
  return html.replace(
    /(<code>)([^<]*)(<\/code>)/g,
    (_match, open: string, code: string, close: string) => `${open}${breakable(code)}${close}`,
  );
}

const valueProperty = (entry: EstreeNode): EstreeNode | undefined =>
  entry.type === 'ObjectExpression'
    ? (entry.properties as EstreeNode[]).find((property) => {
        const key = property.key as EstreeNode | undefined;
        return property.type === 'Property' && (key?.type === 'Identifier' ? key.name : key?.value) === 'value';
      })
    : undefined;

/**
 * The table of contents is a narrow column, and a prop's name in it is one long word: the page's `overflow-wrap:
 * break-word` broke it wherever the column ended ("enableMountQueryChang e"). Each entry's code names get `<wbr>`
 * at their word boundaries (camelCase, `.`, `_`), where the browser breaks first. The headings themselves, their
 * ids and the text a reader copies stay as they are. Runs after Docusaurus' own remark plugins.
 */
export default function remarkTocBreaks() {
  return (root: Root): void => {
    for (const node of root.children) {
      for (const entry of tocEntries(node) ?? []) {
        const literal = valueProperty(entry)?.value as EstreeNode | undefined;
        if (literal?.type === 'Literal' && typeof literal.value === 'string') {
          literal.value = withCodeBreaks(literal.value);
          delete literal.raw;
        }
      }
    }
  };
}
