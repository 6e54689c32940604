/*
 * Proves that a flavour and a docs version each have one home. A copy of the modules that read the two
 * registries is made in a temporary directory; there a fake flavour is added exactly as CONTRIBUTING.md's
 * checklist says (a folder with its module, one entry in registry.ts and its code half in registryCode.ts), and a
 * fake docs version is released as the latest (versions.json as `docusaurus docs:version` leaves it, one table
 * edit). Then every part that reads them is loaded from the copy: no other file was edited, yet the new flavour
 * has its route, server-bundle replacement, bundler rules, workspace alias, demo adapter, sandbox template and
 * modules, and the new version its label, path, banner, samples library, live-code scope and release line.
 * What it does not do: build the site (a full build is several minutes; `npm test` builds the real one).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as SrcFlavoursRegistryModule from '../../src/flavours/registry';
import type * as SrcFlavoursAdaptersModule from '../../src/flavours/adapters';
import type * as PluginsFlavourRoutesModule from '../../plugins/flavourRoutes';
import type * as PluginsFlavourBundlingServerReplacementsModule from '../../plugins/lean/flavourBundling/serverReplacements';
import type * as PluginsFlavourBundlingModule from '../../plugins/lean/flavourBundling';
import type * as SrcSandboxTemplatesModule from '../../src/sandbox/templates';
import type * as SrcSandboxScopesModule from '../../src/sandbox/sandboxScopes';
import type * as SrcSandboxOnlinePlaygroundsModule from '../../src/sandbox/onlinePlaygrounds';
import type * as ConfigDocsModule from '../../config/docs';
import type * as ScriptsDocSamplesVersionsModule from '../../scripts/docSamples/versions';
import type * as SrcLiveCodeLiveMetaModule from '../../src/liveCode/liveMeta';
import type * as ConfigDocsVersionsModule from '../../config/docsVersions';
import type * as ConfigThemeModule from '../../config/theme';

import { nextLibraryVersion } from '../../config/docsVersions';
import { repoRoot as root } from './importGraph';
import { copySite } from './siteCopy';

let site: ReturnType<typeof copySite>;
let copy = '';

/** The fake flavour's registry entry and code half, as a contributor would write them. */
const fakeEntry = `  fake: {
    id: 'fake',
    label: 'Fake UI',
    packageName: '@react-querybuilder/fake',
    source: 'workspace',
    peerPackages: ['fake-ui'],
    versions: { '@react-querybuilder/fake': '7.7.1', 'fake-ui': '1.0.0' },
    homepage: 'https://fake-ui.example',
    load: () => import('./fake/FakeFlavour').then(defaultOf),
    bundling: { olderReactQuerybuilder: true, sideEffectFreePackages: ['fake-ui'] },
  },
`;
const fakeCode = `  fake: {
    sandbox: {
      imports: ["import { fakeControlElements } from '@react-querybuilder/fake';"],
      props: 'controlElements={fakeControlElements}',
      scope: { '@react-querybuilder/fake': () => import('@react-querybuilder/fake') },
    },
    appCode: { imports: ["import { QueryBuilderFake } from '@react-querybuilder/fake';"], wrappers: ['QueryBuilderFake'] },
  },
`;

/** Inserts text before the closing of the first object literal that follows `marker`. */
function addEntry(file: string, marker: string, entry: string) {
  const source = readFileSync(file, 'utf8');
  const closing = source.indexOf('\n}', source.indexOf(marker));
  expect(closing, `${file}: ${marker}`).toBeGreaterThan(0);
  writeFileSync(file, `${source.slice(0, closing + 1)}${entry}${source.slice(closing + 1)}`);
}

const load = <T>(path: string) => site.load<T>(path);

beforeAll(() => {
  site = copySite('registries', [
    'src/flavours',
    'src/sandbox',
    'src/liveCode',
    'src/codeBlock',
    'src/lab',
    'plugins/flavourRoutes',
    'plugins/history',
    'plugins/docClaims',
    'plugins/queryLab',
    'plugins/remarkSandboxLinks',
    'plugins/remarkLiveCode/index.ts',
    'plugins/mdxImport/index.ts',
    'plugins/remarkApiAnchors/index.ts',
    'plugins/lean/flavourBundling',
    'config',
    'scripts/docSamples',
    'versions.json',
    'plugins/remarkTocDepth/index.ts',
    'plugins/remarkTocBreaks/index.ts',
    'plugins/rehypeTableCards/index.ts',
  ]);
  copy = site.dir;

  // The flavour: its folder, then its entry in the registry and in the registry's code half.
  mkdirSync(join(copy, 'src/flavours/fake'));
  writeFileSync(
    join(copy, 'src/flavours/fake/FakeFlavour.tsx'),
    "import type { FlavourModule } from '../types';\nexport default { Provider: ({ children }) => children } satisfies FlavourModule;\n",
  );
  addEntry(join(copy, 'src/flavours/registry.ts'), 'const entries = {', fakeEntry);
  addEntry(join(copy, 'src/flavours/registryCode.ts'), 'export const flavourCode', fakeCode);

  // The docs version: versions.json as `docusaurus docs:version 8` leaves it, then the one table edit.
  writeFileSync(
    join(copy, 'versions.json'),
    JSON.stringify(['8', ...(JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8')) as string[])]),
  );
  site.edit('config/docsVersions.ts', (source) =>
    source
      .replace(
        `  current: '${nextLibraryVersion}',\n`,
        `  current: '${nextLibraryVersion}',\n  '8': '${nextLibraryVersion}',\n`,
      )
      .replace(
        "export const latestDocsVersion: DocsVersionName = '7';",
        "export const latestDocsVersion: DocsVersionName = '8';",
      ),
  );
  expect(readFileSync(join(copy, 'config/docsVersions.ts'), 'utf8')).toContain(`'8': '${nextLibraryVersion}'`);
}, 30_000);

afterAll(() => site.remove());

describe('a flavour added as one folder and one registry entry', () => {
  it('is a flavour id with an adapter that loads its folder', async () => {
    const { flavourIds, isFlavourId } = await load<typeof SrcFlavoursRegistryModule>('src/flavours/registry.ts');
    const { flavourAdapters } = await load<typeof SrcFlavoursAdaptersModule>('src/flavours/adapters.ts');
    expect(flavourIds).toContain('fake');
    expect(isFlavourId('fake')).toBe(true);
    const adapter = (flavourAdapters as Record<string, { label: string; load: () => Promise<{ Provider: unknown }> }>)
      .fake;
    expect(adapter?.label).toBe('Fake UI');
    await expect(adapter!.load()).resolves.toHaveProperty('Provider');
  });

  it('gets its demo route', async () => {
    const { flavourRoutes } = await load<typeof PluginsFlavourRoutesModule>('plugins/flavourRoutes/index.ts');
    expect(flavourRoutes('/')).toContainEqual(
      expect.objectContaining({
        path: '/demo/fake',
        component: '@site/src/demo/DemoPage',
        props: { flavourId: 'fake' },
      }),
    );
  });

  it("has its module left out of the server bundle, and its packages under the registry's bundler rules", async () => {
    const { browserOnlyRequest } = await load<typeof PluginsFlavourBundlingServerReplacementsModule>(
      'plugins/lean/flavourBundling/serverReplacements.ts',
    );
    expect(browserOnlyRequest.test('./fake/FakeFlavour')).toBe(true);
    const plugin = (await load<typeof PluginsFlavourBundlingModule>('plugins/lean/flavourBundling/index.ts')).default;
    const configure = plugin({} as never, { tremorSideEffects: true }).configureWebpack!;
    const bundler = { instance: { NormalModuleReplacementPlugin: class {} } };
    const config = configure({} as never, false, { currentBundler: bundler } as never, {} as never) as {
      module: { rules: Array<{ test: RegExp; sideEffects?: boolean; resolve?: unknown }> };
      resolve: { alias: Record<string, string> };
    };
    const [olderAddons, sideEffectFree] = config.module.rules;
    expect(olderAddons!.test.test('/site/node_modules/@react-querybuilder/fake/dist/index.mjs')).toBe(true);
    expect(olderAddons!.test.test('/site/node_modules/@react-querybuilder/antd/dist/index.mjs')).toBe(true);
    expect(sideEffectFree!.test.test('/site/node_modules/fake-ui/index.js')).toBe(true);
    // A workspace flavour is bundled from its sources in packages/.
    expect(config.resolve.alias['@react-querybuilder/fake$']).toBe(join(copy, 'packages/fake/src/index.ts'));
  });

  it('has a sandbox template, its sandbox modules and its App.tsx snippet', async () => {
    const { sandboxTemplates } = await load<typeof SrcSandboxTemplatesModule>('src/sandbox/templates.ts');
    const template = sandboxTemplates.find((t) => t.id === 'fake');
    expect(template).toMatchObject({ label: 'Fake UI', group: 'flavours' });
    expect(template?.code).toContain('controlElements={fakeControlElements}');
    const { sandboxScope } = await load<typeof SrcSandboxScopesModule>('src/sandbox/sandboxScopes.ts');
    expect(sandboxScope).toHaveProperty(['@react-querybuilder/fake']);
    const { projectPackageVersions } = await load<typeof SrcSandboxOnlinePlaygroundsModule>(
      'src/sandbox/onlinePlaygrounds.ts',
    );
    expect(projectPackageVersions).toMatchObject({ '@react-querybuilder/fake': '7.7.1', 'fake-ui': '1.0.0' });
  });
});

describe('a docs version released as the latest with one command and one table edit', () => {
  it('gets its label, path and banner; the previous latest moves to its own path, unmaintained', async () => {
    const { docsVersions, docs } = await load<typeof ConfigDocsModule>('config/docs.ts');
    expect(docs.lastVersion).toBe('8');
    expect(docsVersions).toMatchObject({
      current: { label: 'Next', path: 'next', banner: 'unreleased' },
      '8': { label: 'v8', path: '', banner: 'none' },
      '7': { label: 'v7', path: '7', banner: 'unmaintained' },
    });
  });

  it('has its samples checked against the library its row names, in its own folder', async () => {
    const { sampleVersions } = await load<typeof ScriptsDocSamplesVersionsModule>('scripts/docSamples/versions.ts');
    expect(sampleVersions.map((v) => v.name)).toEqual(['current', 'current-dnd', '8', '7', '6', '5', '4', '3']);
    expect(sampleVersions.find((v) => v.name === '8')).toMatchObject({
      label: 'v8',
      docsDir: 'versioned_docs/version-8',
      libraryVersion: nextLibraryVersion,
      packages: { 'react-querybuilder': 'tools/doc-samples/next/node_modules/react-querybuilder' },
    });
  });

  it('runs its live code with version 8, names its release line, and ends the Next announcement', async () => {
    const { liveVersionFor } = await load<typeof SrcLiveCodeLiveMetaModule>('src/liveCode/liveMeta.ts');
    expect(liveVersionFor('8')).toBe('v8');
    expect(liveVersionFor('7')).toBe('v7');
    const { majorOfDocs } = await load<typeof ConfigDocsVersionsModule>('config/docsVersions.ts');
    expect(majorOfDocs('8')).toBe(8);
    const { announcementBar } = await load<typeof ConfigThemeModule>('config/theme.ts');
    expect(announcementBar).toBeUndefined();
  });
});
