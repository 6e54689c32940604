import { describe, expect, it } from 'vitest';
import { pageText } from './pageText';

const site = 'React Query Builder';
// The shape of a built docs page: minified, unquoted attributes, the home icon first in the breadcrumbs.
const docsPage = `<!doctype html><html><head><title data-rh=true>Value editors &amp; selectors | ${site}</title></head><body>
<nav class="theme-doc-breadcrumbs x" aria-label=Breadcrumbs><ul class=breadcrumbs>
<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg></svg></a>
<li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/category/components><span>Components</span></a>
<li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/category/more><span>More</span></a>
<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>Value editors</span></ul></nav>
<main>body</main></body></html>`;

describe('pageText', () => {
  it("reads the title without the site's name, decoded, and the top-level section of the breadcrumbs", () => {
    expect(pageText(docsPage, site)).toEqual({ title: 'Value editors & selectors', section: 'Components' });
  });

  it('gives no section to a page without breadcrumbs or with only the home link', () => {
    expect(pageText(`<html><head><title>Demo | ${site}</title></head><body></body></html>`, site)).toEqual({
      title: 'Demo',
      section: undefined,
    });
    const topLevel = docsPage.replace(/<li class=breadcrumbs__item><a class=.*?<\/a>\n/g, '');
    expect(pageText(topLevel, site).section).toBeUndefined();
  });

  it("falls back to the site's name for a page without a title, and keeps a title without the suffix", () => {
    expect(pageText('<html><head></head><body></body></html>', site).title).toBe(site);
    expect(pageText(`<html><head><title>${site}</title></head></html>`, site).title).toBe(site);
    expect(pageText('<html><head><title>Elsewhere</title></head></html>', site).title).toBe('Elsewhere');
  });
});
