import { createContext } from 'react';

/**
 * Whether a code block's buttons (copy, word wrap) are mounted yet. They show only on hover or focus,
 * so a block mounts them the first time the pointer or the focus enters it: each set is 7 elements and
 * a few hooks, and a long API page has 40 blocks (src/theme/CodeBlock/Container decides where). Outside a wrapped container (no provider) they mount.
 */
export const ButtonsWanted = createContext(true);
