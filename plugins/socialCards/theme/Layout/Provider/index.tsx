import LayoutProvider from '@theme-init/Layout/Provider';
import type { ReactNode } from 'react';
import { CardMeta } from '../../../cardHead';

// Wrapped because every page's layout renders it after the site-wide metadata, so each page names its own PNG card
// there and a page's `image` front matter, rendered later still, wins. (SiteMetadata cannot be wrapped from a plugin:
// its @theme-init is Docusaurus core's empty fallback, its @theme-original this wrapper.)
export default function LayoutProviderWithSocialCard({ children }: { children: ReactNode }): ReactNode {
  return (
    <LayoutProvider>
      <CardMeta />
      {children}
    </LayoutProvider>
  );
}
