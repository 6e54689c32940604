/**
 * The llms.txt of one docs version (https://llmstxt.org): a title, a one-paragraph summary, then one
 * section per sidebar category listing that version's pages as links to their Markdown twins. Pages
 * outside the sidebar (moved pages) go to "Optional", the section an assistant may skip.
 */
import { markdownPath } from './markdownPath';

export interface IndexedPage {
  /** Site-relative address of the HTML page, e.g. `/docs/utils/export`. */
  readonly permalink: string;
  readonly title: string;
  readonly description?: string;
}

/** A sidebar reduced to what the index needs: docs and generated-index pages under category labels. */
export type IndexSidebarItem =
  | { readonly type: 'page'; readonly permalink: string }
  | { readonly type: 'category'; readonly label: string; readonly items: readonly IndexSidebarItem[] };

export interface IndexSection {
  readonly title: string;
  readonly pages: readonly IndexedPage[];
}

export interface VersionIndexInput {
  readonly title: string;
  readonly summary: string;
  /** Lines of prose after the summary (the llms.txt "details"). */
  readonly details: readonly string[];
  readonly sidebar: readonly IndexSidebarItem[];
  readonly pages: readonly IndexedPage[];
  /** Heading for pages that sit at the top level of the sidebar. */
  readonly topLevelTitle: string;
  /** Extra links in the Optional section (other versions' indexes and the like). */
  readonly optionalLinks: readonly { readonly title: string; readonly url: string; readonly description?: string }[];
}

/** Groups the sidebar's pages into sections; each page appears once, in sidebar order. */
export function sectionsFor(input: Pick<VersionIndexInput, 'sidebar' | 'pages' | 'topLevelTitle'>): {
  sections: IndexSection[];
  outside: IndexedPage[];
} {
  const byPermalink = new Map(input.pages.map((page) => [page.permalink, page]));
  const placed = new Set<string>();
  const sections: { title: string; pages: IndexedPage[] }[] = [];
  const sectionNamed = (title: string) => {
    let section = sections.find((candidate) => candidate.title === title);
    if (!section) {
      section = { title, pages: [] };
      sections.push(section);
    }
    return section;
  };
  const walk = (items: readonly IndexSidebarItem[], title: string) => {
    for (const item of items) {
      if (item.type === 'category') {
        walk(item.items, title === input.topLevelTitle ? item.label : `${title} › ${item.label}`);
        continue;
      }
      const page = byPermalink.get(item.permalink);
      if (!page || placed.has(page.permalink)) continue;
      placed.add(page.permalink);
      sectionNamed(title).pages.push(page);
    }
  };
  walk(input.sidebar, input.topLevelTitle);
  const outside = input.pages.filter((page) => !placed.has(page.permalink));
  return { sections: sections.filter((section) => section.pages.length > 0), outside };
}

function linkLine(title: string, url: string, description: string | undefined): string {
  const label = title.replace(/[[\]]/g, '\\$&');
  const text = description?.replace(/\s+/g, ' ').trim();
  return `- [${label}](${url})${text ? `: ${text}` : ''}`;
}

/** The llms.txt text; `absolute` turns a site path into the URL the index links to. */
export function versionIndex(input: VersionIndexInput, absolute: (path: string) => string): string {
  const { sections, outside } = sectionsFor(input);
  const lines = [`# ${input.title}`, '', `> ${input.summary.replace(/\s+/g, ' ').trim()}`, ''];
  if (input.details.length > 0) lines.push(...input.details, '');
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages)
      lines.push(linkLine(page.title, absolute(markdownPath(page.permalink)), page.description));
    lines.push('');
  }
  if (outside.length > 0 || input.optionalLinks.length > 0) {
    lines.push('## Optional', '');
    for (const page of outside)
      lines.push(linkLine(page.title, absolute(markdownPath(page.permalink)), page.description));
    for (const link of input.optionalLinks) lines.push(linkLine(link.title, absolute(link.url), link.description));
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * llms-full.txt: the index's header, then the Markdown of every page in the sidebar, in index order.
 * Pages outside the sidebar are left out: they only say where their content moved.
 */
export function fullText(
  input: VersionIndexInput,
  markdownOf: (page: IndexedPage) => string,
  absolute: (path: string) => string,
): string {
  const { sections } = sectionsFor(input);
  const parts = [`# ${input.title}`, '', `> ${input.summary.replace(/\s+/g, ' ').trim()}`, ''];
  for (const section of sections) {
    for (const page of section.pages) {
      parts.push('---', '', `Source: ${absolute(page.permalink)}`, '', markdownOf(page).trim(), '');
    }
  }
  return parts.join('\n');
}
