import { useSyncExternalStore, type ReactNode } from 'react';
import { getSearchOutcome, getServerSearchOutcome, subscribeToSearchOutcome } from '../../client/localSearchClient';

/** What a search tag's file holds, in a reader's words. */
export function describeTag(tag: string): string {
  if (tag === 'default') return 'the site pages';
  if (tag.startsWith('docs-api-')) return 'the API reference';
  const version = tag.replace(/^docs-default-/, '');
  return version === 'current' ? 'the Next docs' : `the v${version} docs`;
}

/** Says which part of the site the results lack when an index file failed to load and the others answered. */
export function MissingIndexNote(): ReactNode {
  const { unavailableTags } = useSyncExternalStore(subscribeToSearchOutcome, getSearchOutcome, getServerSearchOutcome);
  if (unavailableTags.length === 0) return null;
  return (
    <p className="local-search-note" role="status">
      Results without {unavailableTags.map(describeTag).join(', ')}: that part of the index could not be loaded. Try
      again later.
    </p>
  );
}
