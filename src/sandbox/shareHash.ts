import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';

const prefix = '#code/';

/** FNV-1a: a cheap checksum, so that a hash damaged in transit is noticed instead of run as garbage. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The URL hash that carries `code`, compressed so that a shared link stays short. */
export const encodeCodeHash = (code: string): string =>
  prefix + compressToEncodedURIComponent(`${checksum(code)}\n${code}`);

export type DecodedHash =
  { readonly kind: 'none' } | { readonly kind: 'code'; readonly code: string } | { readonly kind: 'damaged' };

/**
 * Bounds on what a link may carry. Decompression can inflate a short hash enormously, so the hash is
 * bounded before it (12,000 characters inflate to at most ~20 million, ~0.2 s) and the code after it;
 * both are far above any example (a ~3 KB template makes a ~1.5 KB hash).
 */
export const maxCodeHashLength = 12_000;
export const maxSharedCodeLength = 200_000;

/** Reads code from a hash made by encodeCodeHash; one that cannot be read back intact is "damaged". */
export function decodeCodeHash(hash: string): DecodedHash {
  if (typeof hash !== 'string' || !hash.startsWith(prefix)) return { kind: 'none' };
  if (hash.length > maxCodeHashLength) return { kind: 'damaged' };
  let text: string | null;
  try {
    text = decompressFromEncodedURIComponent(hash.slice(prefix.length));
  } catch {
    text = null;
  }
  if (typeof text !== 'string' || text.length > maxSharedCodeLength) return { kind: 'damaged' };
  const newline = text.indexOf('\n');
  if (newline < 0) return { kind: 'damaged' };
  const code = text.slice(newline + 1);
  return text.slice(0, newline) === checksum(code) ? { kind: 'code', code } : { kind: 'damaged' };
}
