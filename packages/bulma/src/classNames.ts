/** Joins class names, dropping empty ones and repeats (a class may come both from the control and from `controlClassnames`). */
export const joinClassNames = (...names: (string | false | null | undefined)[]): string =>
  [...new Set(names.flatMap((name) => (name ? name.split(/\s+/) : [])).filter(Boolean))].join(' ');
