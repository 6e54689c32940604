/**
 * Docusaurus skips prefetching a chunk whose URL contains "undefined": how a content-hashed runtime names a chunk that
 * the bundler merged into another (the site config's, in main.js), having no hash for it. Hashed by the build, that
 * URL is well formed and 404s, so such a chunk, one that the runtime's name → id map does not turn into an id, gets
 * no URL here instead.
 */
export function mergedChunksAsUndefined<A extends unknown[]>(
  urlOf: (...args: A) => string | undefined,
): (...args: A) => string | undefined {
  return (...args) => {
    const url = urlOf(...args);
    return url !== undefined && /\/\d+\.[0-9a-f]{8}\.js$/.test(url) ? url : undefined;
  };
}
