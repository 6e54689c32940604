import { describe, expect, it } from 'vitest';
import { startsAtTop } from './startsAtTop';

const none = () => false;
const docs = { pathname: '/docs/dnd', hash: '' };

describe('startsAtTop', () => {
  it('starts a new page whose hash names no element at its top', () => {
    expect(startsAtTop({ pathname: '/sandbox', hash: '#code/N4Ig' }, docs, none)).toBe(true);
    expect(startsAtTop({ pathname: '/demo', hash: '#s=abc' }, docs, none)).toBe(true);
    expect(startsAtTop({ pathname: '/sandbox', hash: '#%E0%A4%A' }, docs, none)).toBe(true);
  });

  it("leaves Docusaurus' own scrolling: no hash, an anchor on the page, the same page, the first load", () => {
    expect(startsAtTop({ pathname: '/sandbox', hash: '' }, docs, none)).toBe(false);
    expect(startsAtTop({ pathname: '/docs/intro', hash: '#setup' }, docs, (id) => id === 'setup')).toBe(false);
    expect(startsAtTop({ pathname: '/docs/dnd', hash: '#code/x' }, docs, none)).toBe(false);
    expect(startsAtTop({ pathname: '/sandbox', hash: '#code/x' }, undefined, none)).toBe(false);
    expect(startsAtTop({ pathname: '/sandbox', hash: '#' }, docs, none)).toBe(false);
  });
});
