import type { PrismTheme } from 'prism-react-renderer';

/** A block's HTML as the server highlighted it, and the colour theme it was highlighted with. */
export interface ServerBlock {
  readonly html: string;
  readonly theme: PrismTheme;
}

/** What a block's highlighted HTML follows from, besides the colour theme. */
export interface BlockSource {
  readonly code: string;
  readonly language?: string | undefined;
  readonly lineNumbersStart?: number | undefined;
  readonly lineClassNames: Readonly<Record<number, readonly string[]>>;
}

/** Blocks of equal key have equal HTML: the server's copy of one serves them all. */
export function serverBlockKey(block: BlockSource, className: string | undefined): string {
  return JSON.stringify([
    className ?? '',
    block.language ?? '',
    block.lineNumbersStart ?? null,
    block.code,
    block.lineClassNames,
  ]);
}

/** The server-highlighted blocks of the page the browser hydrated, by key, for the page's life. */
export const serverBlocks = new Map<string, ServerBlock>();
