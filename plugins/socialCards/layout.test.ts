import { describe, expect, it } from 'vitest';
import { fitText, kickerBox, kickerOf, textWidth, titleBox, versionLabelOf, withEllipsis, wrapText } from './layout';

describe('wrapText', () => {
  it('breaks between words, every line within the width', () => {
    const lines = wrapText('Value editors, value selectors and the controls of every rule', 600, 60);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('Value editors, value selectors and the controls of every rule');
    for (const line of lines) expect(textWidth(line, 60)).toBeLessThanOrEqual(600);
  });

  it('breaks a word wider than a line where it must, losing no character', () => {
    const word = 'useValueEditorRestrictionsAndAVeryLongIdentifierThatCannotBreak';
    const lines = wrapText(`Hook ${word}`, 500, 60);
    expect(lines[0]).toBe('Hook');
    expect(lines.slice(1).join('')).toBe(word);
    for (const line of lines) expect(textWidth(line, 60)).toBeLessThanOrEqual(500);
  });

  it('collapses runs of white space and gives no line for none', () => {
    expect(wrapText('  Export \n formats ', 1000, 60)).toEqual(['Export formats']);
    expect(wrapText('   ', 1000, 60)).toEqual([]);
  });
});

describe('fitText', () => {
  it('keeps a short title at the largest size on one line', () => {
    expect(fitText('Export', titleBox)).toEqual({ lines: ['Export'], fontSize: titleBox.sizes[0] });
  });

  it('steps down a size before it cuts', () => {
    const title = 'Migrating from the previous major version of the query builder and its add-on packages';
    const fitted = fitText(title, titleBox);
    expect(fitted.lines.join(' ')).toBe(title);
    expect(fitted.lines.length).toBeLessThanOrEqual(titleBox.maxLines);
    expect(fitted.fontSize).toBeLessThan(titleBox.sizes[0] ?? 0);
  });

  it('cuts a title too long for three lines at the smallest size with an ellipsis after a whole word', () => {
    const title = 'word '.repeat(80).trim();
    const fitted = fitText(title, titleBox);
    expect(fitted.fontSize).toBe(titleBox.sizes.at(-1));
    expect(fitted.lines).toHaveLength(titleBox.maxLines);
    expect(fitted.lines.at(-1)).toMatch(/ word…$/);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize)).toBeLessThanOrEqual(titleBox.width);
  });

  it('cuts a one-line kicker, not its line break', () => {
    const fitted = fitText(
      'v7 · A section whose name goes on and on well past the width of a card, and further',
      kickerBox,
    );
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.lines[0]).toMatch(/^v7 · A section .*…$/);
    expect(textWidth(fitted.lines[0] ?? '', fitted.fontSize)).toBeLessThanOrEqual(kickerBox.width);
  });
});

describe('withEllipsis', () => {
  it('drops trailing punctuation before the ellipsis', () => {
    expect(withEllipsis('Rules, groups, and', 1000, 40)).toBe('Rules, groups, and…');
    expect(withEllipsis('Rules, groups, and more words here', 330, 40)).toBe('Rules, groups…');
  });

  it('cuts inside a single word that does not fit', () => {
    const cut = withEllipsis('abcdefghijklmnopqrstuvwxyz', 200, 40);
    expect(cut).toMatch(/^abc[a-z]*…$/);
    expect(textWidth(cut, 40)).toBeLessThanOrEqual(200);
  });
});

describe('versionLabelOf', () => {
  const versions = [
    { path: '/docs/next', label: 'Next' },
    { path: '/docs', label: 'v7' },
    { path: '/docs/6', label: 'v6' },
  ];

  it('takes the longest version path that holds the route', () => {
    expect(versionLabelOf('/docs/next/utils/export', versions)).toBe('Next');
    expect(versionLabelOf('/docs/6/intro', versions)).toBe('v6');
    expect(versionLabelOf('/docs/utils/export', versions)).toBe('v7');
    expect(versionLabelOf('/docs', versions)).toBe('v7');
  });

  it('matches whole segments only, and nothing outside the docs', () => {
    expect(versionLabelOf('/docs/nextjs', versions)).toBe('v7');
    expect(versionLabelOf('/docs-old/intro', versions)).toBeUndefined();
    expect(versionLabelOf('/demo', versions)).toBeUndefined();
  });

  it('lets a version at the site root hold every route', () => {
    expect(versionLabelOf('/intro', [{ path: '', label: 'v1' }])).toBe('v1');
  });
});

describe('kickerOf', () => {
  it('joins the version and the section', () => {
    expect(kickerOf({ versionLabel: 'v7', section: 'Utilities', title: 'Export' })).toBe('v7 · Utilities');
  });

  it('leaves out what is unknown, and a section that is the page itself', () => {
    expect(kickerOf({ versionLabel: 'Next', title: 'Introduction' })).toBe('Next');
    expect(kickerOf({ versionLabel: 'v6', section: 'Components', title: 'Components' })).toBe('v6');
    expect(kickerOf({ section: 'API reference', title: 'API reference' })).toBe('');
    expect(kickerOf({ title: 'Demo' })).toBe('');
  });
});
