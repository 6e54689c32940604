import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import rehypeDocusaurusMarkup from './rehypeDocusaurusMarkup';

function run(html: string): string {
  const tree = fromHtml(html, { fragment: true }) as Root;
  rehypeDocusaurusMarkup()(tree);
  return toHtml(tree);
}

describe('rehypeDocusaurusMarkup', () => {
  it('turns a highlighted block into one code element with its language and plain lines', () => {
    const html =
      '<div class="language-tsx codeBlockContainer"><pre class="prism-code language-tsx"><code class="codeBlockLines">' +
      '<div class="token-line"><span class="token keyword">import</span><span> x </span><span>from</span><span> \'y\';</span><br></div>' +
      '<div class="token-line"><span></span><br></div>' +
      '<div class="token-line"><span>const a = 1 &lt; 2;</span><br></div>' +
      '</code></pre><div class="buttonGroup_x"><button class="clean-btn">Copy</button></div></div>';
    expect(run(html)).toBe(
      '<div class="language-tsx codeBlockContainer"><pre><code class="language-tsx">import x from \'y\';\n\nconst a = 1 &#x3C; 2;</code></pre></div>',
    );
  });

  it('drops buttons and their groups whatever the theme names their classes, and keeps text beside a button', () => {
    expect(
      run(
        '<div class="language-js"><pre><code>a</code></pre><div class="tools_9zQ"><button class="b_1">Copy</button> <button>Wrap</button></div></div>',
      ),
    ).toBe('<div class="language-js"><pre><code>a</code></pre></div>');
    expect(run('<p>Press <button>Run</button> to run it.</p>')).toBe('<p>Press  to run it.</p>');
  });

  it('keeps a plain block without language as it is', () => {
    expect(run('<pre><code>a\nb\n</code></pre>')).toBe('<pre><code>a\nb</code></pre>');
  });

  it('drops heading anchors and keeps the heading text', () => {
    const tree = fromHtml('<h2 id="x">Title<a class="hash-link" href="#x">\u200b</a></h2>', { fragment: true }) as Root;
    rehypeDocusaurusMarkup()(tree);
    const heading = tree.children[0] as Element;
    expect(heading.children).toEqual([{ type: 'text', value: 'Title', position: expect.anything() }]);
  });

  it('drops breadcrumbs, badges and ignored controls, and turns doc cards into links', () => {
    const html =
      '<div><nav class="theme-doc-breadcrumbs">Home</nav><div data-markdown-ignore=""><button>Copy page</button></div>' +
      '<span class="theme-doc-version-badge">Version: v7</span><header><h1>Components</h1></header>' +
      '<article><a class="card theme-doc-card-container" href="/docs/components/rule"><h2><span class="theme-doc-card-icon">📄️</span>' +
      '<span class="theme-doc-card-title">Rule</span></h2><p class="theme-doc-card-description">One rule.</p></a></article></div>';
    expect(run(html)).toBe(
      '<div><header><h1>Components</h1></header><article><p><a href="/docs/components/rule">Rule</a>: One rule.</p></article></div>',
    );
  });

  it("drops React's server-rendering comments, inside blocks and between text nodes", () => {
    expect(run('<div><!--$--><p>a<!-- -->b</p><!--/$--></div>')).toBe('<div><p>ab</p></div>');
  });
});
