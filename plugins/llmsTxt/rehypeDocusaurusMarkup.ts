import type { Element, ElementContent, Root, Text } from 'hast';

/**
 * Rehype plugin run before the HTML-to-Markdown conversion: turns Docusaurus' rendered markup into
 * the plain shapes the converter understands. Docusaurus highlights code into one element per line
 * with the language on the `<pre>`, which the converter would flatten into a fence without a
 * language and with doubled line breaks. Heading anchors (`#` links), buttons, breadcrumbs,
 * pagination and version badges are chrome; a category page's cards become plain links. HTML comments are React's
 * server-rendering markers (`<!--$-->` around a suspended block, `<!-- -->` between text nodes), which the converter
 * would keep as raw HTML in the Markdown a reader copies.
 */
export default function rehypeDocusaurusMarkup() {
  return (tree: Root) => {
    transformChildren(tree);
  };
}

function classes(node: Element): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : value ? String(value).split(/\s+/) : [];
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') {
    if (node.tagName === 'br') return '';
    return node.children.map(textOf).join('');
  }
  return '';
}

/** Each line of a highlighted block is a `.token-line` element; plain blocks keep their text. */
export function codeText(code: Element): string {
  const lines = code.children.filter(
    (child): child is Element => child.type === 'element' && classes(child).includes('token-line'),
  );
  const text = lines.length > 0 ? lines.map(textOf).join('\n') : code.children.map(textOf).join('');
  return text.replace(/\n+$/, '');
}

function languageOf(pre: Element): string | undefined {
  return classes(pre)
    .map((name) => /^language-(.+)$/.exec(name)?.[1])
    .find(Boolean);
}

const chromeClasses = [
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'theme-doc-toc-mobile',
  'theme-doc-card-icon',
];

/** A wrapper that holds buttons and nothing else (a code block's button group): it would stay behind empty. */
const onlyButtons = (node: Element): boolean =>
  node.children.some((child) => child.type === 'element') &&
  node.children.every(
    (child) =>
      (child.type === 'element' && child.tagName === 'button') || (child.type === 'text' && !child.value.trim()),
  );

function isChrome(node: Element): boolean {
  const names = classes(node);
  return (
    node.tagName === 'nav' ||
    node.properties?.dataMarkdownIgnore !== undefined ||
    (node.tagName === 'a' && names.includes('hash-link')) ||
    // Every button is a control (a code block's copy and wrap buttons, the page actions), never content; keyed on the
    // element, not on the theme's hashed class names (copyButton_…, buttonGroup_…), which an upgrade may rename.
    node.tagName === 'button' ||
    onlyButtons(node) ||
    names.some((name) => chromeClasses.includes(name))
  );
}

function byClass(node: Element, name: string): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (classes(child).includes(name)) return child;
    const found = byClass(child, name);
    if (found) return found;
  }
  return undefined;
}

/** A doc card (`<a class="card">` with a heading and a description) as one paragraph: the link, then the description. */
function cardAsParagraph(card: Element): Element {
  const title = byClass(card, 'theme-doc-card-title');
  const description = byClass(card, 'theme-doc-card-description');
  const titleText = (title ? textOf(title) : textOf(card)).trim();
  const descriptionText = description ? textOf(description).trim() : '';
  return {
    type: 'element',
    tagName: 'p',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'a',
        properties: { href: card.properties?.href },
        children: [{ type: 'text', value: titleText }],
      },
      ...(descriptionText ? [{ type: 'text' as const, value: `: ${descriptionText}` }] : []),
    ],
  };
}

function simplifyPre(pre: Element): Element {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const language = languageOf(pre);
  const text: Text = { type: 'text', value: code ? codeText(code) : pre.children.map(textOf).join('') };
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: language ? { className: [`language-${language}`] } : {},
        children: [text],
      },
    ],
  };
}

function transformChildren(parent: Root | Element): void {
  const next: (typeof parent.children)[number][] = [];
  for (const child of parent.children) {
    if (child.type === 'comment') continue;
    if (child.type !== 'element') {
      next.push(child);
      continue;
    }
    if (isChrome(child)) continue;
    if (child.tagName === 'pre') {
      next.push(simplifyPre(child));
      continue;
    }
    if (child.tagName === 'a' && classes(child).includes('theme-doc-card-container')) {
      next.push(cardAsParagraph(child));
      continue;
    }
    transformChildren(child);
    next.push(child);
  }
  parent.children = next as typeof parent.children;
}
