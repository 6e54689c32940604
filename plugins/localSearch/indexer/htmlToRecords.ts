import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { siteLibraryVersion } from '../../../config/docsVersions';
import type { Hierarchy, PageFacets, SearchRecord } from '../client/records';

export interface PageRecords {
  readonly facets: PageFacets;
  readonly records: SearchRecord[];
}

/** Block elements whose text becomes a content record; nested ones are read through their parent's children. */
const contentSelector = 'p, li, tr, dt, dd';

/** A block that holds a form control is that control's label (the demo's options), not prose that answers a question. */
const formControls = 'input, select, textarea, button';

function cleanText(text: string): string {
  return text.replace(/[\u200b\s]+/g, ' ').trim();
}

/** Text of an element without the heading anchors ("#", zero-width space) and without nested blocks. */
function ownTextOf($: CheerioAPI, element: Cheerio<Element>): string {
  const copy = element.clone();
  copy.find('.hash-link, ul, ol, pre, table').remove();
  if (copy.is('tr')) {
    return copy
      .children('td, th')
      .map((_, cell) => cleanText($(cell).text()))
      .get()
      .filter(Boolean)
      .join(' — ');
  }
  return cleanText(copy.text());
}

/** A heading that is only a symbol in code (a prop, a key), whose own page documents it. */
function namesSymbol($: CheerioAPI, heading: Cheerio<Element>): boolean {
  const copy = heading.clone();
  copy.find('.hash-link, code').remove();
  return heading.find('code').length > 0 && cleanText(copy.text()) === '';
}

/**
 * The h4s that are entries of a reference list: two or more under one heading, each named in words. A lone h4 reads
 * as a part of its parent's section, and one named only by a symbol (a prop, a key) is documented on that symbol's page.
 */
function referenceEntries($: CheerioAPI, root: Cheerio<Element>): Set<Element> {
  const entries = new Set<Element>();
  let run: Element[] = [];
  const close = () => {
    if (run.length > 1) for (const heading of run) entries.add(heading);
    run = [];
  };
  root.find('h2, h3, h4').each((_, node) => {
    if (node.tagName !== 'h4') close();
    else if (!namesSymbol($, $(node))) run.push(node);
  });
  close();
  return entries;
}

function meta($: CheerioAPI, name: string): string | null {
  const value = $(`meta[name="${name}"]`).attr('content');
  return value ? value : null;
}

/**
 * The section a page belongs to: its sidebar category, else a name for its kind of page. The API reference names its
 * release: searched from the Next docs, its hits read as the reference of the release those docs document.
 */
function sectionOf($: CheerioAPI, tag: string): string {
  if (tag.startsWith('docs-api-')) return `API (${siteLibraryVersion})`;
  const categories = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .not('.breadcrumbs__item--active')
    .map((_, item) => cleanText($(item).text()))
    .get()
    .filter(Boolean);
  if (categories.length > 0) return categories[0] as string;
  return tag.startsWith('docs-') ? 'Documentation' : 'Pages';
}

/**
 * Turns one built page into DocSearch-shaped records: one for the page title (lvl1, with the page's description as its
 * content), one per h2/h3
 * heading (lvl2/lvl3, URL with the heading's anchor) and one per paragraph, list item or table row
 * (content, under the nearest heading). Pages without a `docsearch:docusaurus_tag`, or marked noindex, are not searchable.
 */
export function htmlToRecords(html: string, pagePath: string): PageRecords | null {
  const $ = load(html);
  const tag = meta($, 'docsearch:docusaurus_tag');
  // Pages that ask search engines to skip them (the moved-page stubs) would only repeat their new home.
  if (!tag || /noindex/i.test(meta($, 'robots') ?? '')) return null;
  const facets: PageFacets = {
    language: meta($, 'docsearch:language') ?? 'en',
    version: meta($, 'docsearch:version'),
    docusaurus_tag: tag,
  };
  const root = $('article .theme-doc-markdown').first().length
    ? $('article .theme-doc-markdown').first()
    : $('main').first();
  if (root.length === 0) return null;
  const title = cleanText(root.find('h1').first().text()) || cleanText($('title').text().split(' | ')[0] ?? '');
  if (!title) return null;

  let hierarchy: Hierarchy = { lvl0: sectionOf($, tag), lvl1: title, lvl2: null, lvl3: null };
  let anchor = '';
  const description = meta($, 'description');
  // The page's keywords (front matter `keywords`): the words readers use for its subject where the prose uses the
  // library's. The title record is found by them, as by the description, but does not show them.
  const keywords = meta($, 'keywords');
  const records: SearchRecord[] = [
    { type: 'lvl1', hierarchy, content: description, url: pagePath, ...(keywords ? { keywords } : {}) },
  ];
  const seen = new Set<string>();
  // The docs' h4 sections are entries of a reference list (the export page's formats, options): each is a section of
  // its own, found by its name. Its heading record carries its lead paragraph, as a title record carries its
  // description, so an entry costs the index no more records than before. The API reference's h4s only repeat
  // "Parameters" and "Returns" on every page.
  const sectionHeadings = tag.startsWith('docs-api-') ? 'h2, h3' : 'h2, h3, h4';
  let awaitingLead: number | null = null;
  const entries = referenceEntries($, root);

  root.find(`${sectionHeadings}, ${contentSelector}`).each((_, node) => {
    const element = $(node);
    const leadOf = awaitingLead;
    awaitingLead = null;
    if (element.is('h4') && !entries.has(node)) return;
    if (element.is(sectionHeadings)) {
      const text = ownTextOf($, element);
      const id = element.attr('id');
      if (!text) return;
      anchor = id ? `#${id}` : anchor;
      const level = element.is('h2') ? 'lvl2' : 'lvl3';
      hierarchy = level === 'lvl2' ? { ...hierarchy, lvl2: text, lvl3: null } : { ...hierarchy, lvl3: text };
      if (element.is('h4')) awaitingLead = records.length;
      records.push({ type: level, hierarchy, content: null, url: `${pagePath}${anchor}` });
      return;
    }
    // The table header row only repeats column names.
    if (element.is('tr') && element.parent('thead').length > 0) return;
    if (element.find(formControls).length > 0) return;
    const text = ownTextOf($, element);
    const key = `${anchor}\n${text}`;
    if (!text || seen.has(key)) return;
    seen.add(key);
    const heading = leadOf === null ? undefined : records[leadOf];
    if (heading && element.is('p')) {
      records[leadOf as number] = { ...heading, content: text };
      return;
    }
    records.push({ type: 'content', hierarchy, content: text, url: `${pagePath}${anchor}` });
  });
  return { facets, records };
}
