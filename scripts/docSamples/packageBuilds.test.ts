import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packageSources } from '../../src/flavours/packageSources.mjs';
import { stalePackages } from './packageBuilds';

const ids = Object.keys(packageSources);
let root: string;

/** A package with a source file and, if `builtAt` is given, a dist/ file of that age (seconds since the epoch). */
function writePackage(id: string, sourceAt: number, builtAt?: number) {
  const file = (path: string, at: number) => {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, '');
    utimesSync(path, at, at);
  };
  file(join(root, 'packages', id, 'src', 'index.ts'), sourceAt);
  if (builtAt !== undefined) file(join(root, 'packages', id, 'dist', 'index.js'), builtAt);
}

describe('stalePackages', () => {
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names every package without a dist/, as in a fresh clone', () => {
    root = mkdtempSync(join(tmpdir(), 'package-builds-'));
    for (const id of ids) writePackage(id, 1_000);
    expect(stalePackages(root)).toEqual(ids);
  });

  it('names a package whose sources changed after its build, and only that one', () => {
    root = mkdtempSync(join(tmpdir(), 'package-builds-'));
    const [changed, ...others] = ids as [string, ...string[]];
    writePackage(changed, 2_000, 1_000);
    for (const id of others) writePackage(id, 1_000, 2_000);
    expect(stalePackages(root)).toEqual([changed]);
  });
});
