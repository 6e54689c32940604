// @ts-check
/**
 * The stylesheets a page's HTML makes render-blocking: `<link rel="stylesheet">` without a media query that
 * keeps it off the screen ("print"), not an alternate one and without the disabled attribute. Addresses as written in the HTML.
 * @param {string} html @returns {string[]}
 */
export function renderBlockingStylesheets(html) {
  const hrefs = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attribute = (/** @type {string} */ name) =>
      new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(tag);
    const value = (/** @type {string} */ name) => {
      const match = attribute(name);
      return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
    };
    const rel = (value('rel') ?? '').toLowerCase().split(/\s+/);
    // An alternate stylesheet is not applied until the reader picks it.
    if (!rel.includes('stylesheet') || rel.includes('alternate')) continue;
    const media = (value('media') ?? 'all').toLowerCase();
    if (media === 'print' || attribute('disabled')) continue;
    const href = value('href');
    if (href) hrefs.push(href);
  }
  return hrefs;
}
