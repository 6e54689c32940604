import type ContentType from '@theme/CodeBlock/Content';

// Prism and the grammars.
const loadHighlighter = () => import(/* webpackChunkName: "highlighter" */ './highlighter');
/** The highlighter once loaded, so a block can draw with it at once, without a fallback in between. */
let loaded: typeof ContentType | undefined;

export const loadedHighlighter = (): typeof ContentType | undefined => loaded;

export const highlighterLoaded = (): Promise<typeof ContentType> =>
  loadHighlighter().then((module) => (loaded = module.default));

/**
 * For a page whose server-drawn blocks change with the reader's first edit (the demo's export): fetching Prism
 * when the reader heads for the page's controls spares that edit an unhighlighted moment. A failure is left to
 * the block, which loads again when it needs to.
 */
export const preloadHighlighter = (): void => {
  if (!loaded) void highlighterLoaded().catch(() => undefined);
};
