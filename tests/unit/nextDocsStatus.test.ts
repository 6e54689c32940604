import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { majorOfDocs } from '../../config/docsVersions';
import { markdownFiles } from './docsMarkdownFiles';

/**
 * The Next docs document a major published on npm (a plain install gets it), while the v7 docs stay the default. Docusaurus
 * calls such a version's banner "unreleased" internally; nothing a reader sees may say so, in one voice everywhere.
 */
const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const css = read('src/css/custom.css');

/** Words that call a release not published yet. */
const notPublished = /\b(unreleased|upcoming|pre-?release|not (yet )?(been )?released)\b/i;

describe('how the site speaks of the Next docs', () => {
  it('the version strip on Next pages names the major the Next docs document, as config/docsVersions.ts says', () => {
    const rule = /\.docs-version-current \.doc-version-strip::after \{\s*content: '([^']*)';/.exec(css);
    expect(rule, 'the Next rule of the strip in src/css/custom.css').not.toBeNull();
    expect(rule![1]).toBe(` docs · v${majorOfDocs('current')}`);
  });

  it('no text a reader sees calls it unreleased or upcoming: pages of Next and v7, site pages, llms.txt, theme strings, strips', () => {
    const pages = [
      ...markdownFiles('docs'),
      ...markdownFiles('versioned_docs/version-7'),
      'src/pages/markdown-page.md',
      'config/llms.ts',
    ];
    const themeStrings = Object.entries(
      JSON.parse(read('i18n/en/code.json')) as Record<string, { message: string }>,
    ).map(([key, { message }]) => [`i18n/en/code.json ${key}`, message] as const);
    const cssContents = [...css.matchAll(/content: '([^']*)'/g)].map(
      (match) => ['src/css/custom.css', match[1]!] as const,
    );
    const offending = [...pages.map((path) => [path, read(path)] as const), ...themeStrings, ...cssContents]
      .filter(([, text]) => notPublished.test(text))
      .map(([where, text]) => `${where}: ${notPublished.exec(text)![0]}`);
    expect(offending).toEqual([]);
  });
});
