import type { Navbar } from '@docusaurus/theme-common';
import { links } from './links';

export const navbar = {
  title: 'React Query Builder',
  logo: { alt: 'React Query Builder logo', src: 'img/react-querybuilder.svg' },
  hideOnScroll: true,
  items: [
    { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
    { to: '/demo', label: 'Demo', position: 'left' },
    { to: '/api', label: 'API', position: 'left' },
    { type: 'docsVersionDropdown', position: 'right' },
    {
      href: links.github,
      position: 'right',
      className: 'header-icon-link header-github-link',
      'aria-label': 'GitHub repository',
    },
    {
      to: '/discord',
      position: 'right',
      className: 'header-icon-link header-discord-link',
      'aria-label': 'Discord server',
    },
  ],
} satisfies Navbar;
