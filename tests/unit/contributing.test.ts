import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const text = readFileSync('CONTRIBUTING.md', 'utf8');
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

/** Every `path` in backticks that looks like a repository path (a folder or a file with an extension). */
const namedPaths = [...text.matchAll(/`([\w.-]+(?:\/[\w.<>-]+)+\/?|[\w-]+\.(?:md|json|ts|mjs))`/g)]
  .map((match) => match[1] ?? '')
  .filter((path) => !path.includes('<') && !path.startsWith('@'));

describe('CONTRIBUTING.md', () => {
  it('has the four checklists', () => {
    for (const heading of [
      '## Upgrade Docusaurus',
      '## Add a flavour',
      '## Release a docs version',
      '## Record a react-querybuilder release in the version history',
    ])
      expect(text).toContain(heading);
  });

  it('names only files and folders that exist, besides the one its release step creates', () => {
    const created = ['versioned_docs/version-8'];
    expect(namedPaths.length).toBeGreaterThan(15);
    for (const path of namedPaths.filter((p) => !created.includes(p))) expect(existsSync(path), path).toBe(true);
  });

  it('names only npm scripts that exist', () => {
    const named = [...text.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] ?? '');
    expect(named).toEqual(expect.arrayContaining(['test:quick', 'docs:release', 'api:verify', 'history']));
    for (const name of named) expect(scripts, name).toHaveProperty([name]);
  });

  it("names the registry's fields and the files the registry proof edits", () => {
    const registry = readFileSync('src/flavours/registry.ts', 'utf8');
    for (const field of ['load', 'bundling', 'versions']) {
      expect(text).toContain(`\`${field}\``);
      expect(registry).toContain(`readonly ${field}`);
    }
    // The registry proof adds a flavour by exactly the edits the checklist lists.
    const proof = readFileSync('tests/unit/registries.test.ts', 'utf8');
    for (const file of ['src/flavours/registry.ts', 'src/flavours/registryCode.ts', 'config/docsVersions.ts'])
      expect(proof).toContain(file);
    expect(proof).toContain("'src/flavours/fake/FakeFlavour.tsx'");
    expect(text).toContain('<Name>Flavour.tsx');
    expect(text).toContain('`latestDocsVersion');
  });
});
