import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorCoverage, builtPage, idsInHtml } from './coverage.mjs';

const dir = mkdtempSync(join(tmpdir(), 'anchors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'docs', 'utils'), { recursive: true });
writeFileSync(
  join(dir, 'docs', 'utils', 'misc.html'),
  '<h2 id="utilities">U</h2><h3 id="transformquery">T</h3><a href="#x">x</a>',
);
mkdirSync(join(dir, 'docs', 'compat'), { recursive: true });
writeFileSync(join(dir, 'docs', 'compat', 'index.html'), '<div id="preload-mui-components"></div>');

describe('anchor coverage', () => {
  it('collects ids of any element, not hrefs', () => {
    expect([...idsInHtml('<h2 id="a">A</h2><span id="b"></span><a href="#c">c</a>')]).toEqual(['a', 'b']);
  });

  it('finds a route served as name.html or name/index.html', () => {
    expect(builtPage(dir, '/docs/utils/misc')).toBe(join(dir, 'docs', 'utils', 'misc.html'));
    expect(builtPage(dir, '/docs/compat/')).toBe(join(dir, 'docs', 'compat', 'index.html'));
    expect(builtPage(dir, '/docs/nowhere')).toBeUndefined();
  });

  it('counts present ids and says why the others are missing', () => {
    const result = anchorCoverage(
      {
        '/docs/utils/misc': ['transformquery', 'findpath'],
        '/docs/compat': ['preload-mui-components'],
        '/docs/gone': ['x'],
      },
      dir,
    );
    expect(result).toEqual({
      total: 4,
      present: 2,
      missing: [
        { route: '/docs/utils/misc', id: 'findpath', reason: 'no such id' },
        { route: '/docs/gone', id: 'x', reason: 'no such page' },
      ],
    });
  });
});

describe('idsInHtml edge cases', () => {
  it('ignores data-id and escaped text in code blocks', () => {
    expect([
      ...idsInHtml('<div data-id="no"></div><code>&lt;h2 id="fake"&gt;</code><h3 class="x" id="yes">Y</h3>'),
    ]).toEqual(['yes']);
  });

  it('reads unquoted and single-quoted values, as minified pages have them', () => {
    expect([...idsInHtml('<h2 class="anchor a_b" id=utilities>U</h2><h3 id=\'x-1\'>X</h3>')]).toEqual([
      'utilities',
      'x-1',
    ]);
  });
});
