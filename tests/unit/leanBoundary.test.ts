/*
 * README, "The lean layer": everything this site does to Docusaurus beyond its public plugin and swizzle APIs lives
 * in plugins/lean, listed in its manifest. This keeps the sentence true: outside the layer no code reaches into the
 * bundler's runtime, imports a package's non-public files, or keys on the hashed class names of the theme's CSS modules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, sourceFilesUnder } from './importGraph';

const departures: readonly [string, RegExp][] = [
  ['the bundler runtime', /__webpack_[a-z_]+__|__webpack_require__|__rspack_?\w*|__non_webpack_require__/],
  ["a package's non-public files", /@docusaurus\/[\w-]+\/(?:lib|src)\/|@docusaurus\/theme-common\/internal/],
  ["the theme's hashed class names", /\[class[*^]=/],
];

const thisFile = 'tests/unit/leanBoundary.test.ts';
const files = [
  'docusaurus.config.ts',
  ...['config', 'plugins', 'src', 'scripts', 'packages', 'tests'].flatMap((dir) =>
    sourceFilesUnder(dir, { tests: true }),
  ),
  ...['plugins', 'src'].flatMap((dir) => sourceFilesUnder(dir, { stylesheets: true })),
].filter((file) => !file.startsWith('plugins/lean/') && file !== thisFile);

/** Every line of `files` that departs from Docusaurus' public APIs, as "file:line: what". */
function departuresIn(paths: readonly string[], read = (file: string) => readFileSync(join(repoRoot, file), 'utf8')) {
  return paths.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, index) =>
        departures.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${file}:${index + 1}: ${what}`),
      ),
  );
}

describe('departures from stock Docusaurus', () => {
  it('are all in plugins/lean', () => {
    expect(departuresIn([...new Set(files)])).toEqual([]);
  });

  it('are recognised: the runtime, non-public imports and hashed class names', () => {
    const samples: Record<string, string> = {
      'a.ts': 'declare const __webpack_require__: { gca?: unknown };',
      'b.tsx': "import { Context } from '@docusaurus/core/lib/client/docusaurusContext';",
      'c.css': ".search-page-wrapper [class*='searchVersionColumn'] select {}",
      'd.ts': "import Link from '@docusaurus/Link';",
    };
    expect(departuresIn(Object.keys(samples), (file) => samples[file]!)).toEqual([
      'a.ts:1: the bundler runtime',
      "b.tsx:1: a package's non-public files",
      "c.css:1: the theme's hashed class names",
    ]);
    expect(files).toContain('src/css/custom.css');
  });
});
