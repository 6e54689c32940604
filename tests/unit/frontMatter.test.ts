import { readFileSync } from 'node:fs';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import { docsRoots, markdownFiles } from './docsMarkdownFiles';

// Docusaurus reads a page's front matter only during the build, where a bad line (an unquoted description with a
// colon in it) fails minutes in, after the unit and sample stages have passed: this reads them all in a second.
const files = docsRoots.flatMap(markdownFiles);

const keyTypes: Record<string, 'string' | 'number' | 'boolean' | 'string[]'> = {
  id: 'string',
  title: 'string',
  description: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  sidebar_class_name: 'string',
  slug: 'string',
  keywords: 'string[]',
  hide_title: 'boolean',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  pagination_next: 'string',
  pagination_prev: 'string',
  image: 'string',
  draft: 'boolean',
  unlisted: 'boolean',
  displayed_sidebar: 'string',
};

describe('the docs pages’ front matter', () => {
  it('covers every docs version', () => {
    expect(files.length).toBeGreaterThan(100);
    for (const root of ['docs/', 'versioned_docs/version-7/', 'versioned_docs/version-3/'])
      expect(files.some((file) => file.startsWith(root))).toBe(true);
  });

  it.each(files)('%s parses as Docusaurus reads it, each key of the type the docs plugin takes', async (filePath) => {
    const fileContent = readFileSync(filePath, 'utf8');
    const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent });
    // The docs plugin's own schema is not public API: the keys these pages use, with the types it accepts. A
    // description is what search results and link previews show: text, never an object or a list.
    for (const [key, value] of Object.entries(frontMatter)) {
      const type = keyTypes[key];
      expect(type, `${key} is not a key these pages use`).toBeDefined();
      if (type === 'string[]')
        expect(Array.isArray(value) && value.every((item) => typeof item === 'string')).toBe(true);
      else expect(typeof value, key).toBe(type);
    }
  });
});
