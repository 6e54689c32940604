/** The browser's stand-in for cardHead.tsx: link previews read the server's HTML only, so no page needs this code. */
export const CardMeta = (): null => null;
export const CardAltMeta = (_props: { readonly pageTitle: string }): null => null;
