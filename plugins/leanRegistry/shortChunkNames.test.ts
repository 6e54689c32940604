import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { shortChunkNames, renameRegistry, renameChunkNames } = require('./shortChunkNames.cjs') as {
  shortChunkNames: (registry: string) => Map<string, string>;
  renameRegistry: (source: string, names: Map<string, string>) => string;
  renameChunkNames: <T>(value: T, names: Map<string, string>) => T;
};

const entry = (key: string, name: string, module: string) =>
  `  "${key}": [() => import(/* webpackChunkName: "${name}" */ "${module}")],`;
// As Docusaurus writes it: sorted by chunk name, each entry's key its chunk's name.
const original = `export default {
${entry('000abdae', '000abdae', '@site/docs/a.md')}
${entry('17896441', '17896441', '@theme/DocItem')}
${entry('cf4ffd1f', 'cf4ffd1f', '@site/api/functions/m.f.md')}};
`;

describe('shortChunkNames', () => {
  it('numbers the chunk names in the order of the registry', () => {
    expect([...shortChunkNames(original)]).toEqual([
      ['000abdae', 'r0'],
      ['17896441', 'r1'],
      ['cf4ffd1f', 'r2'],
    ]);
    const many = `export default {\n${Array.from({ length: 40 }, (_, i) => entry(`n${i}`, `n${i}`, 'x')).join('\n')}};\n`;
    expect(shortChunkNames(many).get('n39')).toBe('r13');
  });

  it('renames every key and chunk of the registry, and groups it does not know by their own numbers', () => {
    const names = shortChunkNames(original);
    const rewritten = `const registry = {
${entry('000abdae', '000abdae', '@site/docs/a.md')}
${entry('17896441', '17896441', '@theme/DocItem')}};
const apiMembers = [["/api/functions/m.", "f", () => import(/* webpackChunkName: "api-functions-m-f" */ "@site/api/functions/m.f.md"),
  "g", () => import(/* webpackChunkName: "api-functions-m-f" */ "@site/api/functions/m.g.md"),
  "h", () => import(/* webpackChunkName: "api-functions-m-h" */ "@site/api/functions/m.h.md")]];
`;
    expect(renameRegistry(rewritten, names)).toBe(`const registry = {
${entry('r0', 'r0', '@site/docs/a.md')}
${entry('r1', 'r1', '@theme/DocItem')}};
const apiMembers = [["/api/functions/m.", "f", () => import(/* webpackChunkName: "g0" */ "@site/api/functions/m.f.md"),
  "g", () => import(/* webpackChunkName: "g0" */ "@site/api/functions/m.g.md"),
  "h", () => import(/* webpackChunkName: "g1" */ "@site/api/functions/m.h.md")]];
`);
  });

  it('gives the route chunk names the registry short names', () => {
    const names = shortChunkNames(original);
    expect(
      renameChunkNames(
        {
          '/docs/a-92f': {
            __comp: '17896441',
            content: '000abdae',
            __context: { plugin: 'unknown1' },
            items: ['cf4ffd1f'],
          },
        },
        names,
      ),
    ).toEqual({ '/docs/a-92f': { __comp: 'r1', content: 'r0', __context: { plugin: 'unknown1' }, items: ['r2'] } });
  });
});
