import { majorOfDocs } from '../../config/docsVersions';
import type { LiveVersion } from './scopes';

/** True when a code fence's meta string carries the word `live` (e.g. ```tsx live title="App.tsx"). */
export const isLiveMeta = (metastring: string | undefined): boolean => /(^|\s)live(\s|$)/.test(metastring ?? '');

/**
 * Pages of a docs version that documents 8.x (the Next docs, per config/docsVersions.ts) run version 8; every
 * other page runs version 7, the site's own.
 */
export const liveVersionFor = (docsVersionName: string | undefined): LiveVersion =>
  docsVersionName !== undefined && majorOfDocs(docsVersionName) === 8 ? 'v8' : 'v7';
