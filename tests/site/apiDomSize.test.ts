import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';

const apiDir = join(__dirname, '..', '..', 'build', 'api');

/**
 * Elements of a built page as its HTML holds them. After hydration a browser counts about the same:
 * code-block buttons mount only on hover or focus, each prefetched chunk adds one <link> (some 40 on
 * an API page), and the mobile table of contents the HTML carries unmounts on a wide screen.
 */
const LIMIT = 1_900;

describe('API page size (no API page over ~2,000 elements: a phone lays out such a page without a long task)', () => {
  it('has been built', () => {
    expect(existsSync(apiDir), 'run `npm run build` first').toBe(true);
  });

  it(`keeps every API page under ${LIMIT} elements in its HTML`, async () => {
    const pages = readdirSync(apiDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(500);
    const counts: Array<{ file: string; elements: number }> = [];
    // One file at a time, awaiting each read, so the worker stays responsive to the test runner.
    for (const file of pages)
      counts.push({ file, elements: load(await readFile(join(apiDir, file), 'utf8'))('*').length });
    const largest = counts.reduce((a, b) => (b.elements > a.elements ? b : a));
    console.log(`largest API page: ${largest.file}, ${largest.elements} elements`);
    expect(counts.filter((page) => page.elements > LIMIT)).toEqual([]);
  });
});
