import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nextLibraryVersion, siteLibraryVersion } from '../../config/docsVersions';
import { collectPromisedLinks, landing, targetFor, type Landing, type PromisedLink } from './promisedLinks';

const root = join(__dirname, '..', '..');
const buildDir = join(root, 'build');

const links = collectPromisedLinks(root);

/**
 * Addresses the packages promise that this site knowingly does not serve, each with why. The test
 * fails if one of them starts landing (drop it here) or if any other address stops landing.
 */
const knownMisses: Record<string, string> = {
  '/demo/prime': 'the PrimeReact add-on (@react-querybuilder/prime) is not on our registry, so there is no such demo',
};
const results = new Map<PromisedLink, Landing>();

describe('addresses the installed packages promise their readers', () => {
  it('finds the links of each source (so a broken extraction cannot pass by finding none)', () => {
    const sources = new Set(links.map((link) => link.source));
    expect([...sources]).toEqual(
      expect.arrayContaining([
        `react-querybuilder ${siteLibraryVersion} (code)`,
        `react-querybuilder ${nextLibraryVersion} (code)`,
      ]),
    );
    expect(links.some((link) => link.source.startsWith('@react-querybuilder/'))).toBe(true);
    expect(links.map((link) => link.url)).toContain('https://react-querybuilder.js.org/docs/utils/misc#transformquery');
  });

  it.each(links.map((link) => [`${link.url} (${link.source})`, link] as const))('%s lands', async (_name, link) => {
    if (!existsSync(join(buildDir, 'index.html')))
      throw new Error(`${buildDir} has no build: run \`npm run build\` first`);
    const target = targetFor(link.url, link.major);
    const result = await landing(buildDir, target);
    results.set(link, result);
    const address = `${target.route}${target.anchor ? `#${target.anchor}` : ''}`;
    if (address in knownMisses) {
      expect(result.lands, `${address} lands now: remove it from knownMisses`).toBe(false);
      return;
    }
    expect(result.lands ? '' : `${address}: ${result.why}`).toBe('');
  });

  afterAll(() => {
    const perSource = new Map<string, number>();
    for (const link of links) perSource.set(link.source, (perSource.get(link.source) ?? 0) + 1);
    const failing = [...results].filter(
      (entry): entry is [PromisedLink, Extract<Landing, { lands: false }>] => !entry[1].lands,
    );
    console.log(
      [
        `Promised links: ${links.length} (${[...perSource].map(([source, count]) => `${source}: ${count}`).join('; ')})`,
        `Not landing: ${failing.length}`,
        ...failing.map(([link, result]) => `  ${link.url} [${link.source}] → ${result.why}`),
      ].join('\n'),
    );
  });
});
