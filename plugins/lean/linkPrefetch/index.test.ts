import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkChunkAssetRuntime, chunkAssetDefinition } from './index';

const outDir = mkdtempSync(path.join(tmpdir(), 'rqb-link-prefetch-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
const runtime = (code: string) => {
  mkdirSync(path.join(outDir, 'assets', 'js'), { recursive: true });
  writeFileSync(path.join(outDir, 'assets', 'js', 'runtime~main.0a1b2c3d.js'), code);
};

describe('the linkPrefetch patch', () => {
  it("recognises the definition the installed Docusaurus' ChunkAssetPlugin writes", () => {
    const plugin = createRequire(import.meta.url).resolve('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js');
    const source = readFileSync(plugin, 'utf8');
    // The plugin writes `${'__webpack_require__.gca'} = function(chunkId) {…}` into the runtime chunk.
    expect(source).toContain("const DocusaurusGetChunkAssetFn = '__webpack_require__.gca';");
    expect(chunkAssetDefinition.test('__webpack_require__.gca = function(chunkId) { return 1; }')).toBe(true);
  });

  it('passes a build whose runtime defines gca, minified or not, and stops one whose runtime does not', async () => {
    runtime('o.p="/",o.rv=()=>"1.7.12",o.gca=function(r){return r}');
    await expect(checkChunkAssetRuntime(outDir)).resolves.toBeUndefined();
    runtime('o.p="/",o.rv=()=>"1.7.12"');
    await expect(checkChunkAssetRuntime(outDir)).rejects.toThrow(/linkPrefetch.*LEAN_WITHOUT=linkPrefetch/s);
  });
});
