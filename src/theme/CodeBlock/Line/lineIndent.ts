/** The part of a line Prism hands the theme: its tokens' text in order. */
export interface TextToken {
  readonly content: string;
}

/** Deeper than this, a continuation on a phone (about 35 columns) would keep too little room for its text. */
export const maxIndentColumns = 12;

/** How many columns a line is indented by (a tab counts as two), at most `maxIndentColumns`. */
export function indentColumns(tokens: readonly TextToken[]): number {
  let columns = 0;
  for (const { content } of tokens) {
    for (const character of content) {
      if (character === ' ') columns += 1;
      else if (character === '\t') columns += 2;
      else return Math.min(columns, maxIndentColumns);
    }
  }
  // A line of spaces only does not wrap.
  return 0;
}
