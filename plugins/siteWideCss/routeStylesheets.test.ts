import { describe, expect, it } from 'vitest';
import { registryModules, withRouteStylesheets, type ClientManifest } from './routeStylesheets';

const registry = `export default {
  "1df93b7f": [() => import(/* webpackChunkName: "1df93b7f" */ "@site/src/pages/index.tsx"), "@site/src/pages/index.tsx", require.resolveWeak("@site/src/pages/index.tsx")],
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docs-175.json"), "@generated/docs-175.json", require.resolveWeak("@generated/docs-175.json")],
};`;

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

describe('registryModules', () => {
  it('maps each chunk name to the module server rendering reports', () => {
    expect([...registryModules(registry)]).toEqual([
      ['1df93b7f', '@site/src/pages/index.tsx'],
      ['0058b4c6', '@generated/docs-175.json'],
    ]);
  });
});

describe('withRouteStylesheets', () => {
  const patched = withRouteStylesheets(manifest, registryModules(registry));
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
