import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { dropModulePaths } = require('./dropModulePaths.cjs') as { dropModulePaths: (source: string) => string | null };

const registry = `export default {
  "000abdae": [() => import(/* webpackChunkName: "000abdae" */ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-1.json"), "@generated/p/docs-1.json", require.resolveWeak("@generated/p/docs-1.json")],};
`;

describe('dropModulePaths', () => {
  it('keeps only the loader of every entry', () => {
    expect(dropModulePaths(registry)).toBe(`export default {
  "000abdae": [() => import(/* webpackChunkName: "000abdae" */ "@site/docs/a.md")],
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-1.json")],};
`);
  });

  it('leaves a registry of another form alone', () => {
    expect(dropModulePaths('export default { "a": [load, "x", 12] };')).toBeNull();
    // A middle string that is not the weak reference's module is not a module name of this form.
    expect(dropModulePaths('[() => import("a"), "b", require.resolveWeak("a")]')).toBeNull();
  });
});
