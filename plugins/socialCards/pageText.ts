import { load } from 'cheerio';

export interface PageText {
  /** The page's title without the site's name. */
  readonly title: string;
  /** The first section of its docs breadcrumbs (`Utilities`), when it has them. */
  readonly section: string | undefined;
}

/**
 * A built page's title and docs section, as its readers see them. Read from the HTML rather than the content
 * plugins' data: the site's own pages set their titles in React, where only the rendered page has them. Only the
 * head and the breadcrumbs are parsed, not the whole page.
 */
export function pageText(html: string, siteTitle: string): PageText {
  const headEnd = html.indexOf('</head>');
  const head = load(headEnd === -1 ? html : html.slice(0, headEnd));
  const fullTitle = head('title').first().text().trim();
  const suffix = ` | ${siteTitle}`;
  const title = fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length).trim() : fullTitle;
  return { title: title || siteTitle, section: breadcrumbSection(html) };
}

function breadcrumbSection(html: string): string | undefined {
  const marker = html.indexOf('theme-doc-breadcrumbs');
  if (marker === -1) return undefined;
  const start = html.lastIndexOf('<nav', marker);
  const end = html.indexOf('</nav>', marker);
  if (start === -1 || end === -1) return undefined;
  const $ = load(html.slice(start, end + '</nav>'.length));
  // The first link that is neither the home icon nor the page itself: the top-level category.
  const section = $('li.breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link')
    .filter((_, element) => !$(element).attr('aria-label'))
    .first()
    .text()
    .trim();
  return section || undefined;
}
