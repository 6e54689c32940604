import { describe, expect, it } from 'vitest';
import { distinctLabels, type LabelledHit } from './distinctLabels';

const section = (lvl2: string, lvl3: string | null, page = 'Export'): LabelledHit => ({
  type: lvl3 ? 'lvl3' : 'lvl2',
  hierarchy: { lvl0: 'Utilities', lvl1: page, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  _snippetResult: { hierarchy: { lvl1: { value: page, matchLevel: 'none', matchedWords: [] } } },
});
const path = (hit: LabelledHit) => hit._snippetResult.hierarchy?.lvl1?.value;

describe('distinctLabels', () => {
  it('names the parent heading of sections that would draw the same title and path', () => {
    const hits = distinctLabels([
      section('Formats', 'cel'),
      section('How each format behaves on real data', 'cel'),
      section('Formats', 'sql'),
    ]);
    expect(hits.map(path)).toEqual(['Export › Formats', 'Export › How each format behaves on real data', 'Export']);
  });

  it('leaves hits with distinct labels, and the same heading on other pages, as they were', () => {
    const hits = [section('Formats', 'cel'), section('Formats', 'cel', 'Import'), section('Options', null)];
    expect(distinctLabels(hits)).toEqual(hits);
  });

  it('escapes the heading it adds, since the modal draws the path as HTML', () => {
    const [first] = distinctLabels([section('<b>A</b>', 'x'), section('B', 'x')]);
    expect(path(first!)).toBe('Export › &lt;b&gt;A&lt;/b&gt;');
  });
});
