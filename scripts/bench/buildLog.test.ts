import { describe, expect, it } from 'vitest';
import { docusaurusSteps, pluginSteps } from './buildLog.mjs';

describe('docusaurusSteps', () => {
  it('reads the top steps of the perf log, in seconds, colours or not', () => {
    const log = [
      '[PERF] Get locales to build - 1.32 seconds! - (Heap 37mb -> 55mb / Total 87mb)',
      '[PERF] Build > en > Load site > Load context - 608.49 ms - (Heap 55mb -> 58mb / Total 94mb)',
      '\u001b[33m[PERF]\u001b[39m Build > en > Load site - \u001b[31m4.20 seconds!\u001b[39m - (Heap)',
      '[PERF] Build > en > SSG - 950.5 ms - (Heap)',
      '[PERF] Build > en > postBuild() - 2.00 seconds! - (Heap)',
      '[INFO] [en] Creating an optimized production build...',
    ].join('\n');
    expect(docusaurusSteps(log)).toEqual({ 'Load site': 4.2, SSG: 0.9505, 'postBuild()': 2 });
  });
});

describe('pluginSteps', () => {
  it('reads the llms-txt and postbuild lines', () => {
    const log = [
      '[llms-txt] Markdown twins in 1.5 s; 6 llms.txt/llms-full.txt pairs in 0.5 s',
      '[postbuild] CSP: 3 inline script hash(es) over 900 pages (20 redirect pages share one script), 850 ms',
      '[postbuild] precompressed 2000 files (0 from the cache), 30.1 MB: gzip 20.0 %, brotli 15.0 % of the original size, 12.5 s',
    ].join('\n');
    expect(pluginSteps(log)).toEqual({
      'llms-txt (in postBuild)': 2,
      'postbuild: redirect script + CSP': 0.85,
      'postbuild: precompress': 12.5,
    });
  });

  it('reads the postbuild lines of a step that compresses during the CSP pass', () => {
    const log = [
      '[postbuild] CSP: 3 inline script hash(es) over 2066 pages (1381 redirect pages share one script), own stylesheet inlined in 13 pages, 1831 ms (compressing meanwhile)',
      '[postbuild] social cards: 229 (229 drawn, 0 from the cache), 10.4 MB, 21.3 s in two threads beside the pages',
      '[postbuild] precompressed 1941 files (495 from the cache), 44.2 MB: gzip 21.7 %, brotli 18.7 % of the original size, 7.8 s in all',
    ].join('\n');
    expect(pluginSteps(log)).toEqual({
      'postbuild: redirect script + CSP': 1.831,
      'postbuild: social cards (beside the rest)': 21.3,
      'postbuild: precompress': 7.8,
    });
  });
});
