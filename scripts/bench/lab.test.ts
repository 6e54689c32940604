import { describe, expect, it } from 'vitest';
import { nextLibraryVersion } from '../../config/docsVersions';
import { engineChunkIds, engineOfFile } from './lab.mjs';

// The shape rspack 1.x gives the lab's engine loaders (src/lab/engines/index.ts) in a production build, minified.
const loaders =
  'const r={postgresql:async e=>(await Promise.all([l.e("40721"),l.e("50150"),l.e("10235")]).then(l.bind(l,83387))).createPostgresqlEngine(e),' +
  'jsonlogic:async()=>(await Promise.all([l.e("40721"),l.e("89937")]).then(l.bind(l,65801))).createJsonlogicEngine(),' +
  'spel:async()=>(await Promise.all([l.e("40721"),l.e("66903"),l.e("92227")]).then(l.bind(l,3507))).createSpelEngine()}';

describe('the Run tab bench’s attribution of files to engines', () => {
  it('reads which chunks each engine’s import loads', () => {
    expect(engineChunkIds(loaders)).toEqual(
      new Map([
        ['postgresql', ['40721', '50150', '10235']],
        ['jsonlogic', ['40721', '89937']],
        ['spel', ['40721', '66903', '92227']],
      ]),
    );
  });

  it('gives a chunk one engine loads to that engine, and one several load to none', () => {
    const groups = engineChunkIds(loaders);
    expect(engineOfFile('http://x/assets/js/66903.e1d1b781.js', groups)).toBe('spel');
    expect(engineOfFile('http://x/assets/js/40721.b7cd41e0.js', groups)).toBe('shared');
    expect(engineOfFile('http://x/assets/js/lab-engine-cel.5138491a.js', groups)).toBe('cel');
    expect(engineOfFile('http://x/assets/engines/pglite.9465701df06bcc2a.wasm')).toBe('postgresql');
    expect(engineOfFile('http://x/assets/engines/sql-wasm-browser.8d390607e520b21f.wasm')).toBe('sqlite');
    expect(engineOfFile('http://x/assets/js/highlighter.39b28d47.js', groups)).toBe('shared');
    expect(engineOfFile('http://x/assets/engines/web_bg.0123456789abcdef.wasm')).toBe('sparql');
    expect(engineOfFile('http://x/assets/engines/age.tar.0123456789abcdef.gz')).toBe('cypher');
    expect(engineOfFile('http://x/assets/js/lab-rqb8.5138491a.js', groups)).toBe(`formatQuery ${nextLibraryVersion}`);
  });

  it('tells the 8.x formatQuery by its chunk id when files are named after ids', () => {
    const groups = engineChunkIds(loaders);
    expect(engineOfFile('http://x/assets/js/36925.5138491a.js', groups, '36925')).toBe(
      `formatQuery ${nextLibraryVersion}`,
    );
    expect(engineOfFile('http://x/assets/js/89937.5138491a.js', groups, '36925')).toBe('jsonlogic');
  });
});
