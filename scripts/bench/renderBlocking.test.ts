import { describe, expect, it } from 'vitest';
import { renderBlockingStylesheets } from './renderBlocking.mjs';

describe('renderBlockingStylesheets', () => {
  it('lists the stylesheets that block rendering, in order', () => {
    const html = [
      '<head><link rel="preload" href="/assets/js/main.js" as="script">',
      '<link rel="stylesheet" href="/assets/css/styles.abc.css">',
      "<link href='/assets/css/other.css' rel='stylesheet' media='screen'>",
      '<link rel="stylesheet" href="/print.css" media="print">',
      '<link rel="stylesheet" href="/off.css" disabled>',
      '<link rel="alternate stylesheet" href=/alt.css>',
      '</head>',
    ].join('\n');
    expect(renderBlockingStylesheets(html)).toEqual(['/assets/css/styles.abc.css', '/assets/css/other.css']);
  });

  it('finds none on a page without stylesheets', () => {
    expect(renderBlockingStylesheets('<html><head><title>x</title></head></html>')).toEqual([]);
  });
});
