import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flavourIds, flavours, isFlavourId } from './registry';
import { flavourCode } from './registryCode';

const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;

describe('flavour registry', () => {
  it('holds the eight flavours the product promises, each keyed by its own id and folder', () => {
    expect(flavourIds).toEqual(
      expect.arrayContaining(['antd', 'bootstrap', 'bulma', 'chakra', 'fluent', 'mantine', 'material', 'tremor']),
    );
    for (const id of flavourIds) {
      expect(flavours[id].id).toBe(id);
      expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(existsSync(`src/flavours/${id}`), `src/flavours/${id}/`).toBe(true);
    }
  });

  it('recognises flavour ids and nothing else', () => {
    expect(isFlavourId('mantine')).toBe(true);
    expect(isFlavourId('Mantine')).toBe(false);
    expect(isFlavourId('prime')).toBe(false);
    expect(isFlavourId('toString')).toBe(false);
  });

  it('pins, for each flavour, its package and peers at the versions the site runs', () => {
    for (const flavour of Object.values(flavours)) {
      for (const name of [flavour.packageName, ...flavour.peerPackages])
        expect(flavour.versions, name).toHaveProperty([name]);
      for (const [name, version] of Object.entries(flavour.versions))
        expect(installedVersion(name), name).toBe(version);
    }
  });

  it("builds a workspace flavour from its sources in packages/, whose package.json carries the registry's version", () => {
    for (const flavour of Object.values(flavours).filter((f) => f.source === 'workspace')) {
      expect(existsSync(`packages/${flavour.id}/src/index.ts`), flavour.id).toBe(true);
      const pkg = JSON.parse(readFileSync(`packages/${flavour.id}/package.json`, 'utf8')) as {
        name: string;
        version: string;
      };
      expect(pkg).toMatchObject({ name: flavour.packageName, version: flavour.versions[flavour.packageName] });
    }
  });

  it('gives every package the sandbox template imports a pinned version, so an exported project installs it', () => {
    for (const id of flavourIds) {
      const imported = flavourCode[id].sandbox.imports.flatMap(
        (line) => /from '([^']+)'|^import '([^']+)'/.exec(line)?.slice(1, 3) ?? [],
      );
      for (const specifier of imported.filter(Boolean) as string[]) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        expect(flavours[id].versions, `${id}: ${name}`).toHaveProperty([name]);
      }
    }
  });
});
