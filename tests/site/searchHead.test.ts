import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Built pages of the default (local search) build: no hint or request to any search host. */
const buildDir = join(__dirname, '..', '..', 'build');

function htmlFiles(): string[] {
  if (!existsSync(buildDir)) throw new Error(`${buildDir} is missing: run \`npm run build\` first`);
  return readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
}

describe('built pages without Algolia', () => {
  it('carry no preconnect, dns-prefetch or address of Algolia', () => {
    const files = htmlFiles();
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const html = readFileSync(join(buildDir, file), 'utf8');
      expect(html, file).not.toMatch(/<link[^>]+rel="?(preconnect|dns-prefetch)/i);
      expect(html, file).not.toMatch(/algolia\.net|algolianet\.com/i);
    }
  });
});
