/**
 * Lets a page fetch the code highlighter ahead of need (the demo, whose export blocks change with the reader's first
 * edit) without knowing how code blocks are built: the lean build's code block (plugins/lean/theme/CodeBlock/Content)
 * registers its preload here; on stock Docusaurus nothing does, Prism being in every page's main bundle already.
 */
let preload: () => void = () => undefined;

export const setHighlighterPreload = (next: () => void): void => {
  preload = next;
};

export const preloadHighlighter = (): void => preload();
