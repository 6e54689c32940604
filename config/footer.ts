import type { Footer } from '@docusaurus/theme-common';
import { links } from './links';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Getting started', to: '/docs/intro' },
        { label: 'Components', to: '/docs/components/querybuilder' },
        { label: 'Tips & Tricks', to: '/docs/category/tips--tricks' },
        { label: 'Showcase', to: '/docs/tips/showcase' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'GitHub', href: links.github },
        { label: 'Discord', to: '/discord' },
        { label: 'npm', href: links.npm },
        { label: 'Support', href: links.support },
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} React Query Builder authors. Built with Docusaurus.`,
} satisfies Footer;
