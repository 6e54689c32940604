import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enabledPatches, leanLayer } from './index';
import { patches, switchablePatchIds } from './manifest';

const root = path.join(__dirname, '..', '..');
const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

describe('the lean manifest', () => {
  it.each(patches.map((patch) => [patch.id, patch] as const))(
    '%s was checked against the installed versions of what it touches',
    (_id, patch) => {
      // An upgrade fails here: look at the patch again (its `touches`), then update `checkedAgainst`.
      for (const [name, version] of Object.entries(patch.checkedAgainst))
        expect(installedVersion(name), name).toBe(version);
    },
  );

  it('names files that exist, and every id once', () => {
    for (const patch of patches)
      for (const file of patch.files) expect(existsSync(path.join(root, file)), file).toBe(true);
    expect(new Set(patches.map((patch) => patch.id)).size).toBe(patches.length);
  });

  it('README names every patch a stock build keeps, and each says why', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    for (const patch of patches)
      if (!patch.switchable) {
        expect(readme, patch.id).toContain(`\`${patch.id}\``);
        expect(patch.keptOnStock.length, patch.id).toBeGreaterThan(40);
      }
  });

  it('LEAN_BUILD=false keeps only the patches features need', () => {
    const required = patches.filter((patch) => !patch.switchable).map((patch) => patch.id);
    expect([...enabledPatches({ on: false, without: [] })]).toEqual(required);
    expect(enabledPatches({ on: true, without: [] }).size).toBe(patches.length);
    expect(enabledPatches({ on: true, without: ['utilsCommonEsm'] }).has('utilsCommonEsm')).toBe(false);
    expect(leanLayer({ on: false, without: [] }).length).toBeLessThan(leanLayer({ on: true, without: [] }).length);
    expect(() => leanLayer({ on: true, without: ['demoStylesheets'] })).toThrow(
      /LEAN_WITHOUT names no switchable patch/,
    );
    expect(switchablePatchIds).toContain('compactRoutes');
  });
});
