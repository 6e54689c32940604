/**
 * Whether code asks for Tailwind CSS: it names the directive a Tailwind stylesheet starts with (`@import "tailwindcss"`
 * in Tailwind 4, `@tailwind utilities` in Tailwind 3), usually in a comment saying what the app's stylesheet holds.
 * A real project turns Tailwind on the same way, in its own stylesheet and not in its code; guessing from class names
 * instead would put Tailwind's reset under previews that another UI library styles (`flex` and `container` are not
 * Tailwind's alone).
 */
export const usesTailwind = (code: string): boolean =>
  /@import\s+(["'])tailwindcss\1|@tailwind\s+utilities\b/.test(code);
