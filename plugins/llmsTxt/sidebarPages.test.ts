import { describe, expect, it } from 'vitest';
import { versionPages, type LoadedDocsVersion } from './sidebarPages';

const version: LoadedDocsVersion = {
  versionName: '7',
  label: 'v7',
  path: '/docs',
  isLast: true,
  docs: [
    { id: 'intro', title: 'Intro', description: 'Start.', permalink: '/docs/intro' },
    { id: 'utils/export', title: 'Export', description: 'Export.', permalink: '/docs/utils/export' },
    { id: 'secret', title: 'Secret', description: '', permalink: '/docs/secret', unlisted: true },
  ],
  sidebars: {
    mySidebar: [
      { type: 'doc', id: 'intro' },
      {
        type: 'category',
        label: 'Utilities',
        link: { type: 'generated-index', permalink: '/docs/category/utilities', description: 'All helpers.' },
        items: [{ type: 'doc', id: 'utils/export' }, { type: 'link' }, { type: 'doc', id: 'secret' }],
      },
    ],
  },
};

describe('versionPages', () => {
  it('lists docs and generated index pages, leaving unlisted docs out', () => {
    const { pages, sidebar } = versionPages(version);
    expect(pages.map((page) => page.permalink)).toEqual([
      '/docs/intro',
      '/docs/utils/export',
      '/docs/category/utilities',
    ]);
    expect(pages.find((page) => page.permalink === '/docs/category/utilities')).toEqual({
      permalink: '/docs/category/utilities',
      title: 'Utilities',
      description: 'All helpers.',
    });
    expect(sidebar).toEqual([
      { type: 'page', permalink: '/docs/intro' },
      {
        type: 'category',
        label: 'Utilities',
        items: [
          { type: 'page', permalink: '/docs/category/utilities' },
          { type: 'page', permalink: '/docs/utils/export' },
        ],
      },
    ]);
  });
});
