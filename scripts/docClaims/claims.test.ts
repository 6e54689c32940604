import { describe, expect, it } from 'vitest';
import { claimsOf, countClaims, drawClaims, isClaim, sentencesOf } from './claims.mjs';

const page = [
  '---',
  'title: A page',
  '---',
  '',
  'The samples run against 7.7.1.',
  '',
  '## Section',
  '',
  'The `sql` format quotes numbers. Nothing here is a claim at all, really.',
  '',
  '- A list item that `returns` something.',
  '',
  '```ts check hidden',
  "import assert from 'node:assert/strict';",
  'assert.ok(true);',
  '```',
  '',
  'After the check, `parseNumbers` is covered too.',
  '',
  '### Sub',
  '',
  '| Prop | Default |',
  '| --- | --- |',
  '| `copyModeModifierKey` | `"alt"` |',
  '',
  '## Other',
  '',
  '<!-- advice -->',
  'Prefer `defaultQuery` when you do not need control.',
  '',
  'The `json` format keeps ids.',
].join('\n');

describe('claims', () => {
  it('splits sentences without breaking inside inline code and keeps what a reader sees of links', () => {
    expect(
      sentencesOf(
        'Import `react-querybuilder/dist/query-builder.css` once in your app. See [Styling](./styling.md) for more.',
      ),
    ).toEqual(['Import `react-querybuilder/dist/query-builder.css` once in your app.', 'See Styling for more.']);
  });

  it('takes sentences that name code, a behaviour or a version as claims', () => {
    expect(isClaim('The `sql` format quotes numbers.')).toBe(true);
    expect(isClaim('It always keeps the order.')).toBe(true);
    expect(isClaim('Checked against 8.24.1 here.')).toBe(true);
    expect(isClaim('Readers ask for this a lot.')).toBe(false);
  });

  it('marks claims beside a check in their section (h3s belong to their h2), advice, and the rest', () => {
    const found = claimsOf('page.md', page).map((claim) => [claim.line, claim.covered, claim.advice]);
    expect(found).toEqual([
      [5, false, false],
      [9, true, false],
      [11, true, false],
      [18, true, false],
      [24, false, false],
      [29, false, true],
      [31, false, false],
    ]);
    expect([...countClaims(claimsOf('page.md', page))]).toEqual([['page.md', { claims: 7, checked: 3, advice: 1 }]]);
  });

  it('draws the same claims for the same seed, each at most once', () => {
    const claims = claimsOf('page.md', page);
    expect(drawClaims(claims, 3, 7)).toEqual(drawClaims(claims, 3, 7));
    expect(new Set(drawClaims(claims, 10, 1)).size).toBe(claims.length);
  });
});
