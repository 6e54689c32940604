// @ts-check
/**
 * Patch sharedRedirectScript of plugins/lean/manifest.ts, applied by the postbuild step (scripts/postbuild): every
 * page @docusaurus/plugin-client-redirects writes carries a script of its own, whose target differs per page, and the
 * Content-Security-Policy allows inline scripts by hash, so each of the ~1,400 redirect pages would add a hash to the
 * header every response carries. The pages get one shared script instead, which reads the same target from the
 * page's canonical link. A redirect page of another shape stops the build: the rewrite is never skipped silently.
 */

/** How the plugin marks a redirect page (its template's first element after the charset). */
const redirectPageMark = /<meta http-equiv="refresh" content="0; url=([^"]*)">/;

/** The script of @docusaurus/plugin-client-redirects pages, whose target differs on every page. */
const redirectScript =
  /<script>\s*window\.location\.href = '([^'\\]*)' \+ window\.location\.search \+ window\.location\.hash;\s*<\/script>/;

/**
 * One script, the same on every redirect page, that reads the target from the page's own canonical
 * link. With it all redirect pages share one hash.
 */
export const sharedRedirectScript =
  "<script>window.location.href=document.querySelector('link[rel=canonical]').getAttribute('href')+window.location.search+window.location.hash</script>";

/**
 * Replaces a client-redirect page's per-target script by the shared one, whose canonical link names the same target
 * (so the behaviour is unchanged); any other page is returned as it is, and so is a page already rewritten.
 * @param {string} html
 */
export function shareRedirectScript(html) {
  const page = redirectPageMark.exec(html);
  if (!page || html.includes(sharedRedirectScript)) return html;
  const match = redirectScript.exec(html);
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  if (!match || canonical !== match[1])
    throw new Error(
      `plugins/lean patch sharedRedirectScript: the client-redirect page to ${page[1]} has ${match ? `a canonical link to ${canonical} instead of its target` : 'no script of the form it knows'}: ` +
        '@docusaurus/plugin-client-redirects changed its pages. Update plugins/lean/redirectScript/sharedRedirectScript.mjs.',
    );
  return html.replace(redirectScript, sharedRedirectScript);
}
