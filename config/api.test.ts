import { siteLibraryVersion } from './docsVersions';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiModules, resolveApiModule } from './apiModules.mjs';
import { flavourIds, flavours } from '../src/flavours/registry';
import { apiShortModuleRedirects } from './api';

// Every flavour's add-on, plus drag-and-drop and React Native, in the order of their package names.
const addOns = [...flavourIds, 'dnd', 'native'].sort();
const workspaceFlavours = flavourIds.filter((id) => flavours[id].source === 'workspace');

describe('API reference modules (config/api.ts)', () => {
  it('redirects the short address of every add-on, our own packages included', () => {
    expect(apiShortModuleRedirects).toEqual(
      addOns.map((id) => ({ from: `/api/modules/${id}`, to: `/api/modules/react_querybuilder_${id}` })),
    );
  });

  it.each(workspaceFlavours)('documents our %s package from its TypeScript sources', (id) => {
    const apiModule = apiModules.find((m) => m.packageName === `@react-querybuilder/${id}`);
    expect(apiModule).toBeDefined();
    const resolved = resolveApiModule(apiModule!);
    expect(resolved.entryPoint).toBe(join('packages', id, 'src', 'index.ts'));
    expect(existsSync(resolved.entryPoint)).toBe(true);
    expect(resolved.version).toBe(siteLibraryVersion);
    expect(resolved.note).toContain("the site's own package");
  });
});
