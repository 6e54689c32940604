import { describe, expect, it } from 'vitest';
import { markdownPath } from './markdownPath';
import { fullText, sectionsFor, versionIndex, type VersionIndexInput } from './versionIndex';

const input: VersionIndexInput = {
  title: 'Docs v1',
  summary: 'What  the\nversion covers.',
  details: ['Each link is a Markdown page.'],
  topLevelTitle: 'Docs',
  sidebar: [
    { type: 'page', permalink: '/docs/intro' },
    {
      type: 'category',
      label: 'Utilities',
      items: [
        { type: 'page', permalink: '/docs/category/utilities' },
        { type: 'page', permalink: '/docs/utils/export' },
        { type: 'category', label: 'Deep', items: [{ type: 'page', permalink: '/docs/utils/deep' }] },
        { type: 'page', permalink: '/docs/utils/export' },
      ],
    },
    { type: 'page', permalink: '/docs/missing' },
  ],
  pages: [
    { permalink: '/docs/intro', title: 'Intro', description: 'Start here.' },
    { permalink: '/docs/category/utilities', title: 'Utilities' },
    { permalink: '/docs/utils/export', title: 'Export [formats]', description: 'To SQL and more.' },
    { permalink: '/docs/utils/deep', title: 'Deep' },
    { permalink: '/docs/api/misc', title: 'Misc (moved)', description: 'Moved.' },
  ],
  optionalLinks: [{ title: 'Next docs', url: '/docs/next/llms.txt' }],
};

const absolute = (path: string) => `https://example.org${path}`;

describe('markdownPath', () => {
  it('appends .md, dropping a trailing slash', () => {
    expect(markdownPath('/docs/utils/export')).toBe('/docs/utils/export.md');
    expect(markdownPath('/docs/utils/export/')).toBe('/docs/utils/export.md');
    expect(markdownPath('/')).toBe('/index.md');
  });
});

describe('sectionsFor', () => {
  it('lists every sidebar page once, grouped by category, and keeps the rest apart', () => {
    const { sections, outside } = sectionsFor(input);
    expect(sections.map((section) => [section.title, section.pages.map((page) => page.permalink)])).toEqual([
      ['Docs', ['/docs/intro']],
      ['Utilities', ['/docs/category/utilities', '/docs/utils/export']],
      ['Utilities › Deep', ['/docs/utils/deep']],
    ]);
    expect(outside.map((page) => page.permalink)).toEqual(['/docs/api/misc']);
  });
});

describe('versionIndex', () => {
  it('follows the llms.txt layout with absolute links to the Markdown twins', () => {
    expect(versionIndex(input, absolute)).toBe(
      [
        '# Docs v1',
        '',
        '> What the version covers.',
        '',
        'Each link is a Markdown page.',
        '',
        '## Docs',
        '',
        '- [Intro](https://example.org/docs/intro.md): Start here.',
        '',
        '## Utilities',
        '',
        '- [Utilities](https://example.org/docs/category/utilities.md)',
        '- [Export \\[formats\\]](https://example.org/docs/utils/export.md): To SQL and more.',
        '',
        '## Utilities › Deep',
        '',
        '- [Deep](https://example.org/docs/utils/deep.md)',
        '',
        '## Optional',
        '',
        '- [Misc (moved)](https://example.org/docs/api/misc.md): Moved.',
        '- [Next docs](https://example.org/docs/next/llms.txt)',
        '',
      ].join('\n'),
    );
  });
});

describe('fullText', () => {
  it('concatenates the sidebar pages in index order, each with its source address', () => {
    const text = fullText(input, (page) => `# ${page.title}\n\nBody of ${page.permalink}\n`, absolute);
    expect(text.indexOf('Body of /docs/intro')).toBeLessThan(text.indexOf('Body of /docs/utils/export'));
    expect(text.indexOf('Body of /docs/utils/export')).toBeLessThan(text.indexOf('Body of /docs/utils/deep'));
    expect(text).toContain('Source: https://example.org/docs/utils/export\n\n# Export [formats]');
    expect(text).not.toContain('/docs/api/misc');
  });
});
