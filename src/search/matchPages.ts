export interface SearchablePage {
  readonly id: string;
  readonly path: string;
}

export interface PageMatch extends SearchablePage {
  /** Readable name made from the page id, e.g. "utils/export" → "Utils › Export". */
  readonly name: string;
}

const sectionNames: Record<string, string> = { utils: 'Utilities', tips: 'Tips & Tricks', api: 'API' };

function readableName(id: string): string {
  return id
    .split('/')
    .map(part => sectionNames[part] ?? part.split('-').map(word => word.charAt(0).toUpperCase() + word.slice(1)).join(' '))
    .join(' › ');
}

/**
 * Pages whose id contains every word of `query` (case-insensitive), best matches first:
 * a word that starts a path segment counts more than one found inside a segment.
 */
export function matchPages(pages: readonly SearchablePage[], query: string): PageMatch[] {
  const words = query.toLowerCase().split(/[\s/]+/).filter(Boolean);
  if (words.length === 0) return [];
  return pages
    .map(page => {
      const haystack = page.id.toLowerCase();
      const segments = haystack.split(/[/-]/);
      let score = 0;
      for (const word of words) {
        if (!haystack.includes(word)) return undefined;
        score += segments.some(segment => segment.startsWith(word)) ? 2 : 1;
      }
      return { page, score };
    })
    .filter((hit): hit is { page: SearchablePage; score: number } => hit !== undefined)
    .sort((a, b) => b.score - a.score || a.page.id.localeCompare(b.page.id))
    .map(({ page }) => ({ ...page, name: readableName(page.id) }));
}
