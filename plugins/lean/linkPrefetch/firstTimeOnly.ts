/**
 * Wraps a function that names a URL so that it names each URL once: later calls giving one already
 * named get undefined.
 */
export function firstTimeOnly<A extends unknown[]>(
  urlOf: (...args: A) => string | undefined,
): (...args: A) => string | undefined {
  const named = new Set<string>();
  return (...args) => {
    const url = urlOf(...args);
    if (url === undefined || named.has(url)) return undefined;
    named.add(url);
    return url;
  };
}
