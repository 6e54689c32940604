/** Joins class names, dropping empty ones and repeats (a `button` class may come from both the control and `controlClassnames`). */
export const joinClassNames = (...names: (string | false | null | undefined)[]): string =>
  [...new Set(names.flatMap((name) => (name ? name.split(/\s+/) : [])).filter(Boolean))].join(' ');
