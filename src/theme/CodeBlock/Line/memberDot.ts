/** A token as Prism hands it to the theme. */
export interface TypedToken {
  readonly content: string;
  readonly types: readonly string[];
}

/** Whether the token is a member access's dot (`option.name`, `.map(`), which a phone must not break after. */
export const isMemberDot = (token: TypedToken): boolean => token.content === '.' && token.types.includes('punctuation');
