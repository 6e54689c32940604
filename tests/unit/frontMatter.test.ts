import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { validateDocFrontMatter } from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import { describe, expect, it } from 'vitest';

// Docusaurus reads a page's front matter only during the build, where a bad line (an unquoted description with a
// colon in it) fails minutes in, after the unit and sample stages have passed: this reads them all in a second.
const roots = ['docs', 'versioned_docs'];

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

const files = roots.flatMap(markdownFiles);

describe('the docs pages’ front matter', () => {
  it('covers every docs version', () => {
    expect(files.length).toBeGreaterThan(100);
    for (const root of ['docs/', 'versioned_docs/version-7/', 'versioned_docs/version-3/'])
      expect(files.some((file) => file.startsWith(root))).toBe(true);
  });

  it.each(files)('%s parses as Docusaurus reads it and passes its docs schema', async (filePath) => {
    const fileContent = readFileSync(filePath, 'utf8');
    const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent });
    expect(() => validateDocFrontMatter(frontMatter)).not.toThrow();
    // A description is what search results and link previews show: one line of text, never an object or a list.
    if ('description' in frontMatter) expect(typeof frontMatter.description).toBe('string');
  });
});
