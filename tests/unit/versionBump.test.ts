/*
 * Proves that a release is written once. In a copy of the modules that name releases, config/docsVersions.ts moves the
 * site's react-querybuilder one patch release on (7.7.1 → 7.7.2) and the Next docs one minor release on (8.24.1 →
 * 8.25.0), one edit; then everything that names a release is loaded from the copy and follows: the pins `npm install`
 * writes, the sandbox's libraries, links and reasons, the live code, exported projects, the flavours, the samples, the
 * version history's lines and upgrade table, the demo's comparison, the query lab, the lean manifest. The page texts are components
 * the suite does not render; the second part holds every string, template and JSX text of the site's code to naming no
 * release of the table, so a page that names one must take it from the table, and every line of the browser, built-site
 * and sample tests too, so that after a bump they test the new text rather than fail on (or keep testing) the old.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root, Table, Text } from 'mdast';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import semver from 'semver';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addonVersionsOfDocs,
  libraryVersionOfDocs,
  nextLibraryVersion,
  siteDocsVersion,
  siteLibraryVersion,
} from '../../config/docsVersions';
import type * as ConfigDocsVersions from '../../config/docsVersions';
import type * as VersionPins from '../../scripts/versionPins.mjs';
import type * as SandboxLibraries from '../../src/sandbox/libraries';
import type * as SampleSandbox from '../../src/sandbox/sampleSandbox';
import type * as OnlinePlaygrounds from '../../src/sandbox/onlinePlaygrounds';
import type * as FlavourRegistry from '../../src/flavours/registry';
import type * as LiveMeta from '../../src/liveCode/liveMeta';
import type * as DocSampleVersions from '../../scripts/docSamples/versions';
import type * as HistoryRemark from '../../plugins/history/remark';
import type * as CompareOutputs from '../../plugins/history/upgrade/compareOutputs';
import type * as UpgradeCompareModule from '../../plugins/history/theme/UpgradeCompare';
import type * as LeanManifest from '../../plugins/lean/manifest';
import type * as LabVersionChoice from '../../src/lab/run/versionChoice';
import type * as LabSections from '../../src/lab/sample/sections';
import type * as LabSemantics from '../../src/lab/semantics';
import type * as LabJsonata from '../../src/lab/engines/jsonata';
import { repoRoot, sourceFilesUnder } from './importGraph';
import { copySite } from './siteCopy';

const site = semver.inc(siteLibraryVersion, 'patch')!;
const next = semver.inc(nextLibraryVersion, 'minor')!;
let copy: ReturnType<typeof copySite>;

beforeAll(() => {
  copy = copySite('version-bump', [
    'config',
    'src/sandbox',
    'src/liveCode',
    'src/codeBlock',
    'src/flavours',
    'src/demo',
    'src/lab',
    'plugins/history',
    'plugins/remarkSandboxLinks',
    'plugins/lean/manifest.ts',
    'scripts/versionPins.mjs',
    'scripts/docSamples',
    'versions.json',
    'package.json',
    'tools/doc-samples/next/package.json',
    'tools/doc-samples/next-dnd/package.json',
    ...['bulma', 'fluent', 'tremor'].map((id) => `packages/${id}/package.json`),
  ]);
  copy.edit('config/docsVersions.ts', (source) =>
    source
      .replace(`  '${siteDocsVersion}': '${siteLibraryVersion}',`, `  '${siteDocsVersion}': '${site}',`)
      .replace(`  current: '${nextLibraryVersion}',`, `  current: '${next}',`),
  );
}, 30_000);

afterAll(() => copy.remove());

describe('a release moved in the version table, one edit', () => {
  it('is what `npm install` pins: the site library and its add-ons, the Next alias and its tree, our own packages', async () => {
    const { expectedPins, readDocsVersions } = await copy.load<typeof VersionPins>('scripts/versionPins.mjs');
    const readJson = (file: string) =>
      JSON.parse(readFileSync(join(copy.dir, file), 'utf8')) as Record<string, unknown>;
    const pins = expectedPins(readDocsVersions(copy.dir), readJson);
    const pin = (file: string, name: string) => pins.find((p) => p.file === file && p.name === name)?.spec;
    expect(pin('package.json', 'react-querybuilder')).toBe(site);
    expect(pin('package.json', '@react-querybuilder/material')).toBe(site);
    expect(pin('package.json', '@react-querybuilder/antd')).toBe(addonVersionsOfDocs['7']!['@react-querybuilder/antd']);
    expect(pin('package.json', 'rqb8')).toBe(`npm:react-querybuilder@${next}`);
    expect(pin('package.json', 'rqb8-bootstrap')).toBe(`npm:@react-querybuilder/bootstrap@${next}`);
    expect(pin('package.json', 'rqb6')).toBe(`npm:react-querybuilder@${libraryVersionOfDocs['6']}`);
    expect(pin('tools/doc-samples/next/package.json', 'react-querybuilder')).toBe(next);
    expect(pin('tools/doc-samples/next/package.json', '@react-querybuilder/bootstrap')).toBe(next);
    expect(pin('packages/bulma/package.json', 'version')).toBe(site);
    expect(pin('packages/bulma/package.json', 'react-querybuilder')).toBe(`^${site}`);
    // The dnd add-on's pair is its own row: it does not move with the Next release.
    const dnd = addonVersionsOfDocs.current!['@react-querybuilder/dnd'];
    expect(pin('tools/doc-samples/next-dnd/package.json', 'react-querybuilder')).toBe(dnd);
  });

  it('is what the sandbox runs, links to and names in its reasons', async () => {
    const { sandboxLibraries, libraryFromSearch } =
      await copy.load<typeof SandboxLibraries>('src/sandbox/libraries.ts');
    expect(sandboxLibraries.v7).toEqual({ param: '7', version: site, addons: {} });
    expect(sandboxLibraries.v8).toEqual({
      param: '8',
      version: next,
      addons: { '@react-querybuilder/bootstrap': next },
    });
    expect(libraryFromSearch(`?v=${next}`)).toEqual({ library: 'v8' });
    const { sampleSandbox } = await copy.load<typeof SampleSandbox>('src/sandbox/sampleSandbox.ts');
    // The dnd add-on pins its own core release: its reason compares that with the release the docs describe.
    const dndApp = [
      "import { QueryBuilder } from 'react-querybuilder';",
      "import { QueryBuilderDnD } from '@react-querybuilder/dnd';",
      'export default function App() { return <QueryBuilderDnD><QueryBuilder /></QueryBuilderDnD>; }',
    ].join('\n');
    const offer = sampleSandbox({ lang: 'tsx', meta: '', code: dndApp }, 'v8');
    expect(offer).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringContaining(`the ${next} these docs describe`),
    });
  });

  it('is what live code and samples run on each docs version', async () => {
    const { liveVersionOfDocs, docsOfLiveVersion } = await copy.load<typeof LiveMeta>('src/liveCode/liveMeta.ts');
    const table = await copy.load<typeof ConfigDocsVersions>('config/docsVersions.ts');
    expect(liveVersionOfDocs('current')).toBe('v8');
    expect(table.libraryVersionOfDocs[docsOfLiveVersion.v8]).toBe(next);
    expect(table.libraryVersionOfDocs[docsOfLiveVersion.v7]).toBe(site);
    const { sampleVersions } = await copy.load<typeof DocSampleVersions>('scripts/docSamples/versions.ts');
    expect(sampleVersions.find((v) => v.name === 'current')?.libraryVersion).toBe(next);
    expect(sampleVersions.find((v) => v.name === siteDocsVersion)?.libraryVersion).toBe(site);
  });

  it("is what exported projects install, with the flavours' add-ons", async () => {
    const { projectPackageVersions, libraryDependencies } = await copy.load<typeof OnlinePlaygrounds>(
      'src/sandbox/onlinePlaygrounds.ts',
    );
    expect(projectPackageVersions['react-querybuilder']).toBe(site);
    expect(libraryDependencies("import '@react-querybuilder/bootstrap';", 'v8')).toEqual({
      'react-querybuilder': next,
      '@react-querybuilder/bootstrap': next,
    });
    const { flavours } = await copy.load<typeof FlavourRegistry>('src/flavours/registry.ts');
    expect(flavours.material.versions['@react-querybuilder/material']).toBe(site);
    expect(flavours.bulma.versions['@react-querybuilder/bulma']).toBe(site);
    expect(flavours.antd.versions['@react-querybuilder/antd']).toBe(
      addonVersionsOfDocs['7']!['@react-querybuilder/antd'],
    );
  });

  it("heads the migrate page's upgrade table and the demo's comparison, and is what the lean manifest checks", async () => {
    const { default: remarkApiHistory, historyLines } = await copy.load<typeof HistoryRemark>(
      'plugins/history/remark/index.ts',
    );
    expect(historyLines.map((l) => l.line)).toEqual([7, 8]);
    // The page's `::upgrade-outputs` directive (remark-directive's node, which mdast's own types do not list).
    const directive = { type: 'leafDirective', name: 'upgrade-outputs', children: [] };
    const tree = { type: 'root', children: [directive] } as unknown as Root;
    remarkApiHistory()(tree, { path: join(copy.dir, 'docs', 'migrate.md') });
    const [header] = (tree.children[0] as Table).children;
    expect(header!.children.map((cell) => (cell.children[0] as Text).value)).toEqual([
      'Query',
      'Format',
      site,
      next,
      'Why',
    ]);

    const { explainDifference } = await copy.load<typeof CompareOutputs>('plugins/history/upgrade/compareOutputs.ts');
    expect(explainDifference({ combinator: 'and', rules: [] }, 'sql').href).toMatch(/^\/docs\/next\/migrate#/);
    const { default: UpgradeCompare } = await copy.load<typeof UpgradeCompareModule>(
      'plugins/history/theme/UpgradeCompare/index.tsx',
    );
    const html = renderToStaticMarkup(
      createElement(UpgradeCompare, {
        query: { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'Ann' }] },
        format: 'sql',
        settings: { parseNumbers: false, fields: [] },
        onClose: () => {},
      }),
    );
    expect(html).toContain(`aria-label="Compare with ${next}"`);
    expect(html).toContain(`react-querybuilder ${site}`);
    expect(html).toContain(`react-querybuilder ${next}`);

    const { patches } = await copy.load<typeof LeanManifest>('plugins/lean/manifest.ts');
    expect(patches.find((p) => p.id === 'nextAddonsAlias')?.checkedAgainst).toMatchObject({ rqb8: next });
  });
});

describe('a release moved in the version table, in the query lab', () => {
  it("is what the Run tab offers and runs, each export page's release, and what the known differences name", async () => {
    const { labVersionChoices, versionsOf } = await copy.load<typeof LabVersionChoice>('src/lab/run/versionChoice.ts');
    expect(labVersionChoices).toEqual([site, next, 'both']);
    expect(versionsOf('both')).toEqual([site, next]);
    const { pageVersion } = await copy.load<typeof LabSections>('src/lab/sample/sections.ts');
    expect(pageVersion).toEqual({ v7: site, next });
    const { createJsonataEngine } = await copy.load<typeof LabJsonata>('src/lab/engines/jsonata.ts');
    expect(Object.keys(createJsonataEngine().formats)).toEqual([site, next]);
    const { semanticsEntries } = await copy.load<typeof LabSemantics>('src/lab/semantics.ts');
    const ldap = semanticsEntries.find((entry) => entry.id === 'ldap-null-inverted');
    expect(ldap).toMatchObject({ versions: [next], title: expect.stringContaining(next) });
  });
});

/** The releases the table names (each docs version's library and the add-ons' own rows). */
const tableReleases = [
  ...new Set([
    ...Object.values(libraryVersionOfDocs),
    ...Object.values(addonVersionsOfDocs).flatMap((addons) => Object.values(addons!)),
  ]),
];

/** Whether `text` names `release` (not as part of a longer version: 7.7.1 is not in 17.7.1 or 7.7.10). */
const namesRelease = (text: string, release: string): boolean =>
  new RegExp(`(^|[^\\d.])${release.replaceAll('.', '\\.')}(?!\\d)`).test(text);

/** The strings, template parts and JSX texts of a source file, with their lines (comments are not code). */
function textsOf(file: string): { line: number; text: string }[] {
  const source = readFileSync(join(repoRoot, file), 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const texts: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
      texts.push({ line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.getText(tree) });
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return texts;
}

/** A comment that keeps a release on its line, or on the line below it, with why (`// fixed release: …`). */
const fixedRelease = /(\/\/|\/\*|^\s*\*).*\bfixed release: \S/;

/** The lines of a test's source that name a release of the table without a comment saying why it is fixed. */
function unexplainedReleases(source: string): { line: number; release: string }[] {
  const lines = source.split('\n');
  return lines.flatMap((text, index) =>
    fixedRelease.test(text) || fixedRelease.test(lines[index - 1] ?? '')
      ? []
      : tableReleases.filter((release) => namesRelease(text, release)).map((release) => ({ line: index + 1, release })),
  );
}

describe('the releases of the table, named nowhere else in the code', () => {
  it('appear in no string, template or JSX text of the site and its scripts outside config/docsVersions.ts', () => {
    const files = [
      'docusaurus.config.ts',
      ...['config', 'plugins', 'src', 'scripts'].flatMap((d) => sourceFilesUnder(d)),
    ];
    const named = files
      .filter((file) => file !== 'config/docsVersions.ts')
      .flatMap((file) =>
        textsOf(file).flatMap(({ line, text }) =>
          tableReleases
            .filter((release) => namesRelease(text, release))
            .map((release) => `${file}:${line} names ${release}`),
        ),
      );
    expect(named).toEqual([]);
  });

  it('appear on no line of the browser, built-site and sample tests, unless a comment there says why it is fixed', () => {
    const files = ['tests/e2e', 'tests/site', 'tests/samples'].flatMap((d) => sourceFilesUnder(d, { tests: true }));
    expect(files).toContain('tests/e2e/history.spec.ts');
    const named = files.flatMap((file) =>
      unexplainedReleases(readFileSync(join(repoRoot, file), 'utf8')).map(
        ({ line, release }) => `${file}:${line} names ${release}`,
      ),
    );
    expect(named).toEqual([]);
  });

  it('would be found in a test: comments count there, and only a reason on the line or just above excuses one', () => {
    const [site, next] = [siteLibraryVersion, nextLibraryVersion];
    const spec = [
      `await expect(page).toContainText('react-querybuilder ${site}');`,
      `// Next's comparison (${next}) opens on demand.`,
      `// fixed release: ${next} is where the history's example changed, true after any bump.`,
      `expect(addedIn).toBe('${next}');`,
      `expect(removedIn).toBe('${site}'); // fixed release: removed there, true after any bump.`,
      '// fixed release: too far above.',
      '',
      `expect(version).toBe('${site}');`,
      `expect(version).toBe('1${site}'); // not a release of the table`,
    ].join('\n');
    expect(unexplainedReleases(spec)).toEqual([
      { line: 1, release: site },
      { line: 2, release: next },
      { line: 8, release: site },
    ]);
  });

  it('would be found: the check reads code, not comments', () => {
    const texts = textsOf('config/docsVersions.ts').map((t) => t.text);
    expect(texts).toContain(`'${siteLibraryVersion}'`);
    expect(textsOf('tests/unit/versionBump.test.ts').some((t) => t.text.includes('`  current: '))).toBe(true);
  });
});
