import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';
import { apiShortModuleRedirects } from './api';

/**
 * /docs/api was the API reference's address on the previous site (8.x JSDoc still links it).
 * v5 and v4 kept their API pages in the docs, so theirs lead to that category instead.
 */
const docsApiRedirects = [
  { from: ['/docs/api', '/docs/next/api', '/docs/6/api'], to: '/api' },
  { from: '/docs/5/api', to: '/docs/5/category/api' },
  { from: '/docs/4/api', to: '/docs/4/category/api' },
];

// The old demo address /react-querybuilder is a page (src/pages/react-querybuilder.tsx): its target depends on the hash.
export const redirects = {
  fromExtensions: ['html', 'htm'],
  toExtensions: ['exe', 'zip'],
  redirects: [...docsApiRedirects, ...apiShortModuleRedirects],
} satisfies ClientRedirectsOptions;
