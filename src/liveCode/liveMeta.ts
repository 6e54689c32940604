import type { LiveVersion } from './scopes';

/** True when a code fence's meta string carries the word `live` (e.g. ```tsx live title="App.tsx"). */
export const isLiveMeta = (metastring: string | undefined): boolean => /(^|\s)live(\s|$)/.test(metastring ?? '');

/** The Next docs (docs plugin version `current`) run version 8; every other page runs version 7. */
export const liveVersionFor = (docsVersionName: string | undefined): LiveVersion =>
  docsVersionName === 'current' ? 'v8' : 'v7';
