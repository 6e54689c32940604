import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { useMemo } from 'react';
import { findInOtherVersions, type OtherVersionsLookup } from './otherVersions';

const nothing: OtherVersionsLookup = { pages: [] };

/** The same page in the other versions of whichever docs instance the path belongs to. */
export function useOtherVersions(pathname: string): OtherVersionsLookup {
  const allDocs = useAllDocsData();
  // Stable per path: the not-found page redirects from an effect that must run once, not on every render.
  return useMemo(() => {
    for (const plugin of Object.values(allDocs)) {
      const lookup = findInOtherVersions(pathname, plugin.versions);
      if (lookup.requestedVersion) return lookup;
    }
    return nothing;
  }, [allDocs, pathname]);
}
