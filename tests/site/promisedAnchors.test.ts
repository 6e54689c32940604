import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectPromisedLinks, landing, targetFor, type Landing, type PromisedLink } from './promisedLinks';

const root = join(__dirname, '..', '..');
const buildDir = join(root, 'build');

const links = collectPromisedLinks(root);
const results = new Map<PromisedLink, Landing>();

describe('addresses the installed packages promise their readers', () => {
  it('finds the links of each source (so a broken extraction cannot pass by finding none)', () => {
    const sources = new Set(links.map(link => link.source));
    expect([...sources]).toEqual(
      expect.arrayContaining(['react-querybuilder 7.7.1 (code)', 'react-querybuilder 8.24.1 (code)']),
    );
    expect(links.some(link => link.source.startsWith('@react-querybuilder/'))).toBe(true);
    expect(links.map(link => link.url)).toContain('https://react-querybuilder.js.org/docs/utils/misc#transformquery');
  });

  it.each(links.map(link => [`${link.url} (${link.source})`, link] as const))('%s lands', async (_name, link) => {
    if (!existsSync(join(buildDir, 'index.html'))) throw new Error(`${buildDir} has no build: run \`npm run build\` first`);
    const target = targetFor(link.url, link.major);
    const result = await landing(buildDir, target);
    results.set(link, result);
    expect(result.lands ? '' : `${target.route}${target.anchor ? `#${target.anchor}` : ''}: ${result.why}`).toBe('');
  });

  afterAll(() => {
    const perSource = new Map<string, number>();
    for (const link of links) perSource.set(link.source, (perSource.get(link.source) ?? 0) + 1);
    const failing = [...results].filter((entry): entry is [PromisedLink, Extract<Landing, { lands: false }>] => !entry[1].lands);
    console.log(
      [
        `Promised links: ${links.length} (${[...perSource].map(([source, count]) => `${source}: ${count}`).join('; ')})`,
        `Not landing: ${failing.length}`,
        ...failing.map(([link, result]) => `  ${link.url} [${link.source}] → ${result.why}`),
      ].join('\n'),
    );
  });
});
