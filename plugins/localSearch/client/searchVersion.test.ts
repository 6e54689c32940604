import { describe, expect, it } from 'vitest';
import {
  otherVersionsToSearch,
  searchedVersionLabel,
  searchWithVersion,
  versionOfTags,
  withVersion,
  withVersionFirst,
} from './searchVersion';

describe('search version', () => {
  it('reads the docs version from contextual search tags', () => {
    expect(versionOfTags(['default', 'docs-default-6', 'docs-api-current'])).toBe('6');
    expect(versionOfTags(['default', 'docs-default-current'])).toBe('current');
    expect(versionOfTags(['default'])).toBeUndefined();
  });

  it('adds the version to the search link, keeping the query', () => {
    expect(withVersion('/search?q=format%20query', '7')).toBe('/search?q=format+query&version=7');
    expect(withVersion('/rqb/search?q=x', undefined)).toBe('/rqb/search?q=x');
    expect(searchWithVersion('?q=x&version=6', 'current')).toBe('?q=x&version=current');
  });

  it('lists the wanted version first and the others in their order', () => {
    const versions = [{ name: 'current' }, { name: '7' }, { name: '6' }];
    expect(withVersionFirst(versions, '6').map((version) => version.name)).toEqual(['6', 'current', '7']);
    expect(withVersionFirst(versions, 'nope').map((version) => version.name)).toEqual(['current', '7', '6']);
  });

  it('names the version searched and offers every other one, newest first', () => {
    expect(searchedVersionLabel('7')).toBe('v7');
    expect(searchedVersionLabel('current')).toBe('Next');
    expect(otherVersionsToSearch('7')).toEqual(['current', '6', '5', '4', '3']);
    expect(otherVersionsToSearch('6')).toEqual(['current', '7', '5', '4', '3']);
    expect(otherVersionsToSearch('current')).toEqual(['7', '6', '5', '4', '3']);
    expect(otherVersionsToSearch(undefined)).toEqual([]);
  });
});
