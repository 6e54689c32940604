import { load } from 'cheerio';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import previousNext from './data/previousAnchors.next.json';

const buildDir = join(__dirname, '..', '..', 'build');

/** The built HTML of a route, whichever trailing-slash setting produced it. */
function builtPage(route: string): string | undefined {
  const candidates = [join(buildDir, `${route}.html`), join(buildDir, route, 'index.html')];
  const file = candidates.find(existsSync);
  return file && readFileSync(file, 'utf8');
}

/** Every id attribute on the page (any element with an id is a fragment target); the build minifies attribute quotes away. */
function idsOf(html: string): Set<string> {
  const $ = load(html);
  return new Set($('[id]').map((_, el) => $(el).attr('id') ?? '').get());
}

describe('anchors of the previous site on the Next docs', () => {
  const routes = Object.entries(previousNext as Record<string, string[]>);

  it('finds every listed page in the build', () => {
    const absent = routes.map(([route]) => route).filter(route => !builtPage(route));
    expect(absent, 'run `npm run build` first').toEqual([]);
  });

  // Parsing some thirty built pages takes a few seconds on a loaded machine.
  it('keeps at least 90% of the previous Next anchors', { timeout: 60_000 }, () => {
    let total = 0;
    const missing: string[] = [];
    for (const [route, ids] of routes) {
      const html = builtPage(route);
      if (!html) continue;
      const present = idsOf(html);
      total += ids.length;
      missing.push(...ids.filter(id => !present.has(id)).map(id => `${route}#${id}`));
    }
    const share = (total - missing.length) / total;
    console.log(`Next anchors present: ${total - missing.length}/${total} (${(share * 100).toFixed(1)}%)`);
    if (missing.length) console.log(`Missing:\n  ${missing.join('\n  ')}`);
    expect(share).toBeGreaterThanOrEqual(0.9);
  });
});
