import { describe, expect, it } from 'vitest';
import { withRouteStylesheets, type ClientManifest } from './routeStylesheets';

// Chunk name → route module, as registryModules reads them from the registry (its reading is tested with the route
// files' reader, on what the installed Docusaurus writes).
const modules = new Map([
  ['1df93b7f', '@site/src/pages/index.tsx'],
  ['0058b4c6', '@generated/docs-175.json'],
]);

const css = (file: string) => ({ file, hash: 'h', publicPath: `/${file}` });

const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: { main: ['main', 'styles'], '1df93b7f': [9452, 1092, 'styles'], '0058b4c6': [17] },
  assets: {
    main: { js: [css('main.js')], css: [css('main.css')] },
    styles: { css: [css('styles.css')] },
    '9452': { js: [css('home.js')], css: [css('home.css')] },
    '1092': { js: [css('qb.js')], css: [css('qb.css')] },
    '17': { js: [css('data.js')] },
  },
};

describe('withRouteStylesheets', () => {
  const patched = withRouteStylesheets(manifest, modules);
  const filesFor = (module: string, kind: string) =>
    (patched.origins[module] ?? [])
      .flatMap((id) => patched.assets[String(id)]?.[kind] ?? [])
      .map((asset) => asset.file);

  it("gives a route module its chunks' stylesheets and none of their scripts", () => {
    expect(filesFor('@site/src/pages/index.tsx', 'css')).toEqual(['home.css', 'qb.css']);
    expect(filesFor('@site/src/pages/index.tsx', 'js')).toEqual([]);
  });

  it('adds nothing for a route without stylesheets and leaves the rest alone', () => {
    expect(patched.origins['@generated/docs-175.json']).toBeUndefined();
    expect(patched.origins.main).toEqual(manifest.origins.main);
    expect(patched.assets.main).toBe(manifest.assets.main);
  });
});
