// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { findLandingBlock, keepsHeading, landingOf, sampleBefore, scrollToShow } from './hitLanding';

function page(html: string): HTMLElement {
  const root = document.createElement('article');
  root.innerHTML = html;
  return root;
}

const refuses = page(`
  <h2 id="the-handler">The handler</h2>
  <p>No ranges of text are checked here.</p>
  <h3 id="what-it-refuses">What it refuses, and why<a class="hash-link" href="#what-it-refuses">\u200b</a></h3>
  <p>Each rule closes one way in.</p>
  <table><thead><tr><th>Rule</th><th>Why</th></tr></thead><tbody>
    <tr><td>Known fields only</td><td>A field name is written as it is.</td></tr>
    <tr><td>No ranges of text</td><td>The JsonLogic export   turns both bounds
      into numbers when both look like numbers.</td></tr>
  </tbody></table>
  <h3 id="next">Next</h3>
  <p>No ranges of text, again.</p>
`);

describe('landing on a hit’s matched text', () => {
  it('keeps what a content hit matched, and nothing for headings and titles', () => {
    expect(
      landingOf({
        url: '/docs/tips/server-side#what-it-refuses',
        type: 'content',
        content: 'No ranges of text — The JsonLogic export turns both bounds into numbers',
      }),
    ).toEqual({
      pathname: '/docs/tips/server-side',
      anchor: 'what-it-refuses',
      key: 'No ranges of text — The JsonLogic export turns both bounds into numbers',
    });
    expect(landingOf({ url: '/docs/x#a', type: 'lvl2', content: null })).toBeUndefined();
    expect(landingOf({ url: 'http://localhost/docs/x', type: 'content', content: 'A'.repeat(200) })?.key).toHaveLength(
      80,
    );
  });

  it('finds the matched row in the hit’s section, not a block of the same text in another section', () => {
    const landing = landingOf({
      url: '/docs/tips/server-side#what-it-refuses',
      type: 'content',
      content: 'No ranges of text — The JsonLogic export turns both bounds into numbers when both look like numbers.',
    });
    const block = findLandingBlock(refuses, landing!);
    expect(block?.tagName).toBe('TR');
    expect(block?.textContent).toContain('JsonLogic export');
    // Text above the first section belongs to the page top's landing; this page has none there.
    expect(findLandingBlock(refuses, { pathname: '/x', anchor: '', key: 'No ranges of text' })).toBeUndefined();
    expect(findLandingBlock(refuses, { pathname: '/x', anchor: 'the-handler', key: 'No ranges' })?.tagName).toBe('P');
    expect(findLandingBlock(refuses, { pathname: '/x', anchor: 'missing', key: 'No ranges' })).toBeUndefined();
  });

  it('reads an h3 section on through its h4s, and an h4 entry up to the next heading', () => {
    const page = new DOMParser().parseFromString(
      `<article><div class="theme-doc-markdown"><h3 id="formats">Formats</h3><p>Lead.</p>
<h4 id="mongodb">MongoDB</h4><p>Mongo text.</p><h4 id="cel">CEL</h4><p>CEL text.</p>
<h3 id="options">Options</h3><p>Options text.</p></div></article>`,
      'text/html',
    ).body;
    const at = (anchor: string, key: string) => findLandingBlock(page, { pathname: '/x', anchor, key })?.textContent;
    expect(at('formats', 'CEL text')).toBe('CEL text.');
    expect(at('mongodb', 'Mongo text')).toBe('Mongo text.');
    expect(at('mongodb', 'CEL text')).toBeUndefined();
    expect(at('cel', 'Options text')).toBeUndefined();
  });

  it('scrolls only when the block is out of view, centring it, or its top below the navbar when it is taller', () => {
    // 60 px navbar, 900 px viewport.
    expect(scrollToShow({ top: 300, bottom: 400 }, 900, 60)).toBe(0);
    // The walkthrough's case: the matched row 1,161 px from the top.
    const by = scrollToShow({ top: 1161, bottom: 1261 }, 900, 60);
    expect(1161 - by).toBeGreaterThanOrEqual(60);
    expect(1261 - by).toBeLessThanOrEqual(900);
    // Hidden under the navbar.
    expect(50 - scrollToShow({ top: 50, bottom: 150 }, 900, 60)).toBeGreaterThanOrEqual(60);
    // Taller than the view: its top just below the navbar.
    expect(2000 - scrollToShow({ top: 2000, bottom: 3500 }, 900, 60)).toBe(76);
  });

  it('stays on the heading when the matched prose explains a sample that starts near it, not past other prose', () => {
    const section = page(`
      <h3 id="fixed-values">A dropdown of fixed values</h3>
      <p>Give the field a select editor.</p>
      <div class="theme-code-block"><pre><code>const fields = [];</code></pre></div>
      <div data-sample-sandbox="open"><a href="/sandbox">Open in sandbox</a></div>
      <p>The status rule offers those three operators.</p>
      <p>resetOnOperatorChange matters here.</p>
    `);
    const explains = section.querySelectorAll('p')[1]!;
    const after = section.querySelectorAll('p')[2]!;
    expect(sampleBefore(explains)?.className).toBe('theme-code-block');
    expect(sampleBefore(after)).toBeUndefined();
    expect(sampleBefore(section.querySelectorAll('p')[0]!)).toBeUndefined();
    // The sample 200 px under its heading in an 844 px view: the heading stays; 500 px down, the block is shown.
    expect(keepsHeading(68, 268, 844)).toBe(true);
    expect(keepsHeading(68, 568, 844)).toBe(false);
    expect(keepsHeading(68, undefined, 844)).toBe(false);
  });
});
