import { describe, expect, it } from 'vitest';
import { apiModules, resolveApiModule } from '../../config/apiModules.mjs';
import { apiIndexPage, corePinNotes, headingTexts, plainOverviewSummaries, withAnchorMap } from './pages.mjs';

describe('plainOverviewSummaries', () => {
  it('keeps the link of a row to its member and turns links in its summary into text', () => {
    const row = '| [ParameterizedSQL](../interfaces/react_querybuilder.ParameterizedSQL.md) | Object produced by [formatQuery](../functions/react_querybuilder.formatQuery.md) for the `"parameterized"` format. |';
    expect(plainOverviewSummaries(row)).toBe(
      '| [ParameterizedSQL](../interfaces/react_querybuilder.ParameterizedSQL.md) | Object produced by formatQuery for the `"parameterized"` format. |',
    );
  });

  it('leaves headings, table heads and other text alone', () => {
    const text = '## Functions\n\n| Function | Description |\n| ------ | ------ |\nSee [x](./x.md).';
    expect(plainOverviewSummaries(text)).toBe(text);
  });
});

describe('headingTexts', () => {
  it('reads headings as a reader sees them, skipping code blocks', () => {
    const markdown = ['## Call Signature', '', '```ts', '# not a heading', '```', '### ~~uniqByName~~', '#### event?', '##### [`RuleType`](../interfaces/x.md)'].join('\n');
    expect(headingTexts(markdown)).toEqual(['Call Signature', 'uniqByName', 'event?', 'RuleType']);
  });
});

describe('withAnchorMap', () => {
  it('names the map in the front matter', () => {
    expect(withAnchorMap('---\ntitle: "x"\n---\n\n# x\n\n---\n', 'react_querybuilder')).toBe('---\ntitle: "x"\napi_anchors: react_querybuilder\n---\n\n# x\n\n---\n');
  });

  it('refuses a page without front matter', () => {
    expect(() => withAnchorMap('# x\n', 'x')).toThrow('front matter');
  });
});

describe('the API overview on add-ons pinned to another core release', () => {
  const module = (packageName: string, version: string, corePeer?: string) => ({
    module: packageName.replace(/^@/, '').replace(/[/-]/g, '_'),
    packageName,
    dir: '',
    entryPoint: '',
    version,
    ...(corePeer ? { corePeer } : {}),
  });

  it('names each exact pin that differs from the core row, and the line it documents when the major differs', () => {
    const notes = corePinNotes([
      module('react-querybuilder', '7.7.1'),
      module('@react-querybuilder/same', '7.7.1', '7.7.1'),
      module('@react-querybuilder/range', '7.7.1', '^7.7.1'),
      module('@react-querybuilder/older', '7.6.1', '7.6.1'),
      module('@react-querybuilder/next', '8.13.0', '8.13.0'),
    ]);
    expect(notes).toBe(
      '`@react-querybuilder/older` 7.6.1 requires `react-querybuilder` 7.6.1 exactly, not the 7.7.1 listed for the core. ' +
        '`@react-querybuilder/next` 8.13.0 requires `react-querybuilder` 8.13.0 exactly, so its pages document the 8.x line, not the 7.7.1 listed for the core.',
    );
  });

  it('says under "Packages and versions" what the installed native add-on really needs', () => {
    const modules = apiModules.map(resolveApiModule);
    const native = modules.find((m) => m.packageName === '@react-querybuilder/native');
    const core = modules.find((m) => m.packageName === 'react-querybuilder');
    expect(native?.corePeer).toBeDefined();
    const page = apiIndexPage(modules);
    const versions = page.slice(page.indexOf('## Packages and versions'), page.indexOf('## How to read it'));
    const nativeMajor = native?.corePeer?.split('.')[0];
    expect(nativeMajor).not.toBe(core?.version.split('.')[0]);
    expect(versions).toContain(
      `\`@react-querybuilder/native\` ${native?.version} requires \`react-querybuilder\` ${native?.corePeer} exactly, so its pages document the ${nativeMajor}.x line, not the ${core?.version} listed for the core.`,
    );
  });
});
