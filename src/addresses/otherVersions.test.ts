import { describe, expect, it } from 'vitest';
import {
  findInOtherVersions,
  isSentFromOtherVersion,
  releaseLine,
  sentFromNote,
  sentFromState,
  type VersionPages,
} from './otherVersions';

const version = (name: string, label: string, path: string, pages: string[], isLast = false): VersionPages => ({
  name,
  label,
  path,
  isLast,
  docs: pages.map((page) => ({ path: `${path}/${page}` })),
});

// Most recent first, as the docs plugin orders them.
const versions = [
  version('current', 'Next', '/docs/next', [
    'intro',
    'utils/misc',
    'utils/query-management',
    'components/shiftactions',
  ]),
  version('7', 'v7', '/docs', ['intro', 'utils/misc', 'components/shiftactions'], true),
  version('6', 'v6', '/docs/6', ['intro', 'utils/misc', 'api/misc']),
  version('5', 'v5', '/docs/5', ['intro', 'api/misc', 'category/api']),
];

describe('findInOtherVersions', () => {
  it('sends a default-version path that only Next has to Next', () => {
    const lookup = findInOtherVersions('/docs/utils/query-management', versions);
    expect(lookup.requestedVersion?.name).toBe('7');
    expect(lookup.redirect).toEqual({
      versionName: 'current',
      versionLabel: 'Next',
      path: '/docs/next/utils/query-management',
    });
  });

  it('sends a default-version path that only older versions have to the newest of them', () => {
    const lookup = findInOtherVersions('/docs/api/misc', versions);
    expect(lookup.pages.map((p) => p.path)).toEqual(['/docs/6/api/misc', '/docs/5/api/misc']);
    expect(lookup.redirect?.path).toBe('/docs/6/api/misc');
  });

  it('only offers the alternatives when the path names its version', () => {
    const lookup = findInOtherVersions('/docs/6/components/shiftactions', versions);
    expect(lookup.requestedVersion?.name).toBe('6');
    expect(lookup.pages.map((p) => p.versionLabel)).toEqual(['Next', 'v7']);
    expect(lookup.redirect).toBeUndefined();
    expect(findInOtherVersions('/docs/next/category/api', versions).pages.map((p) => p.path)).toEqual([
      '/docs/5/category/api',
    ]);
  });

  it('matches whole path segments and ignores a trailing slash', () => {
    expect(findInOtherVersions('/docs/60/intro', versions).requestedVersion?.name).toBe('7');
    expect(findInOtherVersions('/docs/utils/query-management/', versions).redirect?.path).toBe(
      '/docs/next/utils/query-management',
    );
  });

  it('finds nothing for unknown paths, existing pages, version roots and paths outside the docs', () => {
    for (const path of ['/docs/no/such/page', '/docs/intro', '/docs/next', '/docs', '/blog/x', '/']) {
      const lookup = findInOtherVersions(path, versions);
      expect(lookup.pages, path).toEqual([]);
      expect(lookup.redirect, path).toBeUndefined();
    }
    expect(findInOtherVersions('/blog/x', versions).requestedVersion).toBeUndefined();
  });
});

describe('the note on the page the reader lands on', () => {
  it('says the page exists only in the version it landed on', () => {
    const state = sentFromState(
      '/docs/utils/query-management',
      findInOtherVersions('/docs/utils/query-management', versions),
    );
    expect(state).toEqual({ sentFrom: '/docs/utils/query-management', requestedLabel: 'v7', alsoIn: [] });
    expect(sentFromNote(state!, { name: 'current', label: 'Next' })).toBe(
      "This page exists only in the Next docs (react-querybuilder 8.x). You were sent here from /docs/utils/query-management, which the v7 docs don't have.",
    );
  });

  it('names the other versions that have the page too', () => {
    const state = sentFromState('/docs/api/misc', findInOtherVersions('/docs/api/misc', versions));
    expect(sentFromNote(state!, { name: '6', label: 'v6' })).toBe(
      "This page is from the v6 docs (react-querybuilder 6.x); it also exists in v5, but not in v7. You were sent here from /docs/api/misc, which the v7 docs don't have.",
    );
  });

  it('has no state when the reader is not sent anywhere', () => {
    expect(
      sentFromState(
        '/docs/6/components/shiftactions',
        findInOtherVersions('/docs/6/components/shiftactions', versions),
      ),
    ).toBeUndefined();
  });

  it('reads back only well-formed state from the history entry', () => {
    expect(isSentFromOtherVersion({ sentFrom: '/docs/x', requestedLabel: 'v7', alsoIn: ['v6'] })).toBe(true);
    for (const bad of [
      undefined,
      null,
      'x',
      { sentFrom: '/docs/x' },
      { sentFrom: 1, requestedLabel: 'v7', alsoIn: [] },
      { sentFrom: '/x', requestedLabel: 'v7', alsoIn: [2] },
    ]) {
      expect(isSentFromOtherVersion(bad)).toBe(false);
    }
  });

  it('knows the release line of each version', () => {
    expect(releaseLine('current')).toBe('8.x');
    expect(releaseLine('6')).toBe('6.x');
    expect(releaseLine('custom')).toBeUndefined();
  });
});
