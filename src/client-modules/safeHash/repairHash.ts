/**
 * A hash that `decodeURIComponent` can read. Docusaurus decodes the hash to scroll to its anchor and
 * crashes the page on malformed escapes (a truncated `%E0%A`, say, from a permalink cut short in a
 * chat message); escaping every `%` of such a hash keeps its text and lets the page render.
 */
export function repairHash(hash: string): string {
  try {
    decodeURIComponent(hash);
    return hash;
  } catch {
    return hash.replace(/%/g, '%25');
  }
}
