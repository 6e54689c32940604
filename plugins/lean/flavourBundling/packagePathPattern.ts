const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches the files of the given npm packages under node_modules (either path separator). With no package it
 * matches nothing, so a bundler rule made from an empty list of the registry applies to no file.
 */
export function packagePathPattern(packageNames: readonly string[]): RegExp {
  if (packageNames.length === 0) return /(?!)/;
  const names = packageNames.map((name) => name.split('/').map(escapeRegExp).join('[\\\\/]'));
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);
}
