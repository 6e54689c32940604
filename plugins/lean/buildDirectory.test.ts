import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lastBuildDirectoryFile, postbuildDirectory } from './buildDirectory.mjs';

describe('postbuildDirectory', () => {
  const made: string[] = [];
  const site = () => {
    const dir = mkdtempSync(join(tmpdir(), 'postbuild-dir-'));
    made.push(dir);
    return dir;
  };
  afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('rewrites the directory the last build wrote, e.g. after `npm run build -- --out-dir /tmp/site`', () => {
    const cwd = site();
    mkdirSync(join(cwd, '.docusaurus'));
    writeFileSync(join(cwd, lastBuildDirectoryFile), '/tmp/site\n');
    expect(postbuildDirectory(['node', 'index.mjs'], cwd)).toBe('/tmp/site');
  });

  it('prefers a directory named on its own command line (build:stock names build-stock)', () => {
    const cwd = site();
    mkdirSync(join(cwd, '.docusaurus'));
    writeFileSync(join(cwd, lastBuildDirectoryFile), '/tmp/site');
    expect(postbuildDirectory(['node', 'index.mjs', 'build-stock'], cwd)).toBe(join(cwd, 'build-stock'));
  });

  it('falls back to build when no build recorded its directory', () => {
    const cwd = site();
    expect(postbuildDirectory(['node', 'index.mjs'], cwd)).toBe(join(cwd, 'build'));
  });
});
