import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { archivedDocsVersions } from './archivedVersions';
import { docsVersions } from './docs';
import { docsVersionLabel, latestDocsVersion, libraryVersionOfDocs, majorOfDocs } from './docsVersions';

describe('docs versions table (config/docsVersions.ts)', () => {
  it('has one row for Next and for each version of versions.json, whose folder exists', () => {
    const archived = archivedDocsVersions();
    expect(Object.keys(libraryVersionOfDocs).sort()).toEqual(['current', ...archived].sort());
    for (const name of archived) expect(existsSync(`versioned_docs/version-${name}`), name).toBe(true);
  });

  it('names a released version as the latest, and each row a release of its own major', () => {
    expect(archivedDocsVersions()).toContain(latestDocsVersion);
    for (const [name, library] of Object.entries(libraryVersionOfDocs)) {
      expect(library).toMatch(/^\d+\.\d+\.\d+$/);
      if (name !== 'current') expect(majorOfDocs(name)).toBe(Number(name));
    }
  });

  it('derives the versions Docusaurus is given: Next, the latest at /docs, the older ones unmaintained', () => {
    expect(docsVersions).toEqual({
      current: { label: 'Next', path: 'next', banner: 'unreleased' },
      '7': { label: 'v7', path: '', banner: 'none' },
      '6': { label: 'v6', path: '6', banner: 'unmaintained' },
      '5': { label: 'v5', path: '5', banner: 'unmaintained' },
      '4': { label: 'v4', path: '4', banner: 'unmaintained' },
      '3': { label: 'v3', path: '3', banner: 'unmaintained' },
    });
    expect(docsVersionLabel('current')).toBe('Next');
  });
});
