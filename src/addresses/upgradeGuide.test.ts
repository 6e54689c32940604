import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { archivedDocsVersions } from '../../config/archivedVersions';
import { deriveDocsVersions } from '../../config/docs';
import { docsDirOf, docsUrlOf, latestDocsVersion, libraryVersionOfDocs, majorOfDocs } from '../../config/docsVersions';
import { archivedUpgradeGuideOf } from './archivedUpgradeGuide';
import { upgradeGuideOf } from './upgradeGuide';

describe('upgradeGuideOf', () => {
  it('sends each archived version to the next major’s migration guide', () => {
    expect(upgradeGuideOf('6')).toEqual({ toMajor: 7, path: '/docs/migrate' });
    expect(upgradeGuideOf('5')).toEqual({ toMajor: 6, path: '/docs/6/migrate' });
    expect(upgradeGuideOf('3')).toEqual({ toMajor: 4, path: '/docs/4/migrate' });
    expect(upgradeGuideOf('7')).toEqual({ toMajor: 8, path: '/docs/next/migrate' });
    expect(upgradeGuideOf('current')).toBeUndefined();
    expect(upgradeGuideOf('2')).toBeUndefined();
  });

  it('names a page every target version has', () => {
    for (const name of Object.keys(libraryVersionOfDocs)) {
      const guide = upgradeGuideOf(name);
      if (!guide) continue;
      const target = Object.keys(libraryVersionOfDocs).find((other) => majorOfDocs(other) === guide.toMajor) ?? '';
      expect(existsSync(`${docsDirOf(target)}/migrate.md`), `${target}'s migrate page`).toBe(true);
    }
  });

  it('gives the browser the same guide from the docs plugin’s versions, for every version with the unmaintained banner', () => {
    const versions = deriveDocsVersions(archivedDocsVersions(), latestDocsVersion);
    // The plugin's global data: each version's name and root path (docs/ at /docs/next, the latest at /docs).
    const pluginVersions = Object.keys(versions).map((name) => ({ name, path: docsUrlOf(name) }));
    const unmaintained = Object.keys(versions).filter((name) => versions[name]?.banner === 'unmaintained');
    expect(unmaintained.length).toBeGreaterThan(0);
    for (const name of unmaintained) {
      expect(upgradeGuideOf(name), name).toBeDefined();
      expect(archivedUpgradeGuideOf(name, pluginVersions), name).toEqual(upgradeGuideOf(name));
    }
    expect(archivedUpgradeGuideOf('current', pluginVersions)).toBeUndefined();
  });
});
