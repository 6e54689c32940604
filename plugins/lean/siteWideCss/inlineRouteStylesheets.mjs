// @ts-check
/**
 * Part of patch siteWideCss (plugins/lean/manifest.ts), applied by the postbuild step (scripts/postbuild) when the
 * build has the patch. A page's own stylesheet (the home page's, the demo's, the sandbox's: see ./routeStylesheets.ts) is a second
 * render-blocking request beside the site-wide one. On a phone each early request costs a round trip, which
 * Lighthouse counted at ~300 ms of first paint, more than the site-wide file itself. These stylesheets are small,
 * so the page carries them in a <style> instead. `data-href` keeps the bundler's CSS loader from fetching the
 * file again when the route's chunk loads (it looks for <link> and <style data-href> with the chunk's URL).
 */
import { gzipSync } from 'node:zlib';

/** Above this (gzip), a cacheable file costs readers less than the same bytes in every page. */
export const inlineLimitGzip = 4096;

const stylesheetLink =
  /<link\s+rel=["']?stylesheet["']?\s+href=["']?([^"'\s>]*\/assets\/css\/([\w.~-]+\.css))["']?\s*\/?>/g;

/**
 * Whether a stylesheet can move into the page unchanged: a relative url() would resolve against the page instead
 * of assets/css, and a `</style` would end the element early.
 * @param {string} css
 */
export function canInline(css) {
  if (/<\/style/i.test(css)) return false;
  for (const [, , raw] of css.matchAll(/url\(\s*(["']?)([^"')]*)\1\s*\)/g)) {
    if (!/^(?:data:|#|\/|[a-z][a-z\d+.-]*:)/i.test(raw ?? '')) return false;
  }
  return gzipSync(css, { level: 9 }).length <= inlineLimitGzip;
}

/**
 * Replaces the links to a page's own stylesheets with their content. The site-wide `styles.*.css`, shared by
 * every page and cached after the first, stays a link.
 * @param {string} html
 * @param {(file: string) => string | undefined} readStylesheet contents of assets/css/{file}, or undefined
 * @returns {string}
 */
export function inlineRouteStylesheets(html, readStylesheet) {
  // Every stylesheet link must be one this reads: a link of another form would silently stay a request.
  const links = html.match(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/g) ?? [];
  const unread = links.filter((link) => !new RegExp(stylesheetLink.source).test(link));
  if (unread.length > 0)
    throw new Error(
      `plugins/lean patch siteWideCss: a stylesheet link of a form the postbuild step does not read (${unread[0]}): ` +
        'Docusaurus changed how pages link stylesheets. Update plugins/lean/siteWideCss/inlineRouteStylesheets.mjs, ' +
        'or build without the patch: LEAN_WITHOUT=siteWideCss (or LEAN_BUILD=false).',
    );
  return html.replace(stylesheetLink, (link, href, file) => {
    if (file.startsWith('styles.')) return link;
    const css = readStylesheet(file);
    if (css === undefined || !canInline(css)) return link;
    return `<style data-href="${href}">${css}</style>`;
  });
}
