import { describe, expect, it } from 'vitest';
import { contentOnlyPage } from './contentOnlyPage';

const head =
  '<!doctype html><html lang="en"><head><title>Export | Site</title><meta name="description" content="How"></head>';
const page = (article: string) =>
  `${head}<body><nav class="navbar"><a href="/">Site</a></nav><main><article>${article}</article></main><footer>Footer</footer></body></html>`;

describe('contentOnlyPage', () => {
  it('keeps the head and the Markdown element to the end of its article, and drops navbar and footer', () => {
    const content = '<div class="theme-doc-markdown markdown"><h1>Export</h1><p>Text</p></div><footer>Edit</footer>';
    expect(contentOnlyPage(page(`<nav>Breadcrumbs</nav>${content}`))).toBe(`${head}<body>${content}</body></html>`);
  });

  it('takes the minifier’s unquoted class attribute too', () => {
    const content = '<div class=theme-doc-markdown><h1>Export</h1></div>';
    expect(contentOnlyPage(page(content))).toBe(`${head}<body>${content}</body></html>`);
  });

  it('keeps cards that are articles of their own inside the Markdown', () => {
    const content =
      '<div class="theme-doc-markdown markdown"><h1>Guides</h1><article class="col"><a href="/a">A</a></article><article><p>B</p></article><p>After the cards</p></div>';
    expect(contentOnlyPage(page(content))).toBe(`${head}<body>${content}</body></html>`);
  });

  it('returns a page without a Markdown element, or whose article never closes, whole', () => {
    const category = page('<header><h1>Components</h1></header><section class="row">cards</section>');
    expect(contentOnlyPage(category)).toBe(category);
    const unclosed = `${head}<body><article><div class="theme-doc-markdown"><p>Text</p></div></body></html>`;
    expect(contentOnlyPage(unclosed)).toBe(unclosed);
    const noHead = '<div class="theme-doc-markdown"><p>Text</p></div>';
    expect(contentOnlyPage(noHead)).toBe(noHead);
  });
});
