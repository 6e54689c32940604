import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The compatibility pages tell readers what to install; they never describe the site's own build machinery (which
 * registry the site installs from, what it builds for itself) as if it were the reader's situation.
 */
const page = (path: string) => readFileSync(path, 'utf8');
const siteVoice = /registry (?:this site uses|used to build this page)|the site builds its own/i;

describe('compatibility pages', () => {
  it('give the v7 reader an install command for the Bulma, Fluent UI and Tremor packages', () => {
    const v7 = page('versioned_docs/version-7/compat.md');
    const section = v7.slice(v7.indexOf('## Bulma, Fluent UI and Tremor'), v7.indexOf('## React Native'));
    for (const id of ['bulma', 'fluent', 'tremor'])
      expect(section).toMatch(new RegExp(`npm i @react-querybuilder/${id}@7`));
  });

  it('speak to the reader, not of the registry the site builds from', () => {
    for (const path of ['docs/compat.md', 'versioned_docs/version-7/compat.md'])
      expect(page(path), path).not.toMatch(siteVoice);
  });

  it('name their links: no raw paths as link text, no MUI heading that contradicts its section', () => {
    for (const path of ['docs/compat.md', 'versioned_docs/version-7/compat.md'])
      expect(page(path).match(/\[\/[\w/-]*\]\(/g) ?? [], path).toEqual([]);
    expect(page('versioned_docs/version-7/compat.md')).not.toMatch(/### Preloading MUI components/);
  });
});
