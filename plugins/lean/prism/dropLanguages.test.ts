import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { prism } from '../../../config/theme';

const require = createRequire(import.meta.url);
const { dropLanguages, unused } = require('./dropLanguages.cjs') as {
  dropLanguages: (source: string) => string | null;
  unused: string[];
};
const { dropThemes } = require('./dropThemes.cjs') as { dropThemes: (source: string) => string | null };
const builtPath = require.resolve('prism-react-renderer').replace(/index\.js$/, 'index.mjs');
const built = readFileSync(builtPath, 'utf8');

interface PrismLike {
  languages: Record<string, unknown>;
  tokenize(code: string, grammar: unknown): unknown;
}

/** Loads a build of prism-react-renderer with the site's additional languages, as theme-classic does in the browser. */
async function loadPrism(source: string, name: string): Promise<PrismLike> {
  // Inside node_modules, so that its imports (react, clsx) resolve.
  const directory = path.join(path.dirname(builtPath), '..', '..', '.cache', 'lean-prism-test');
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `${name}.mjs`);
  writeFileSync(file, source);
  const { Prism } = (await import(pathToFileURL(file).href)) as { Prism: PrismLike };
  const global = globalThis as { Prism?: PrismLike };
  global.Prism = Prism;
  for (const language of prism.additionalLanguages) {
    const component = require.resolve(`prismjs/components/prism-${language}`);
    delete require.cache[component];
    require(component);
  }
  delete global.Prism;
  return Prism;
}

/** Every fenced block of the docs, with its language. */
function docsBlocks(): Array<{ language: string; code: string }> {
  const blocks: Array<{ language: string; code: string }> = [];
  for (const root of ['docs', 'versioned_docs']) {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      for (const match of text.matchAll(/^\s*```(\w+)[^\n]*\n([\s\S]*?)\n\s*```/gm))
        blocks.push({ language: match[1]!, code: match[2]! });
    }
  }
  return blocks;
}

describe('dropLanguages', () => {
  let full: PrismLike;
  let lean: PrismLike;
  beforeAll(async () => {
    const leanSource = dropLanguages(built);
    expect(leanSource).not.toBeNull();
    [full, lean] = [await loadPrism(built, 'full'), await loadPrism(dropThemes(leanSource!)!, 'lean')];
  });

  it('leaves out the unused grammars and keeps the others', () => {
    for (const name of unused) expect(lean.languages[name], name).toBeUndefined();
    expect(Object.keys(lean.languages).length).toBeLessThan(Object.keys(full.languages).length);
    for (const name of [
      'markup',
      'html',
      'css',
      'clike',
      'javascript',
      'js',
      'jsx',
      'typescript',
      'ts',
      'tsx',
      'json',
      'sql',
      'regex',
      ...prism.additionalLanguages,
    ]) {
      expect(lean.languages[name], name).toBeDefined();
    }
  });

  it('tokenizes every block of the docs as the full build does', () => {
    const blocks = docsBlocks().filter((block) => full.languages[block.language]);
    expect(blocks.length).toBeGreaterThan(500);
    for (const { language, code } of blocks) {
      expect(lean.languages[language], language).toBeDefined();
      expect(JSON.stringify(lean.tokenize(code, lean.languages[language]))).toBe(
        JSON.stringify(full.tokenize(code, full.languages[language])),
      );
    }
  });

  it('leaves a file of another layout alone', () => {
    expect(dropLanguages('export const Highlight = 1;')).toBeNull();
  });
});
