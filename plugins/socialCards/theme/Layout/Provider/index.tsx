import { useLocation } from '@docusaurus/router';
import { PageMetadata } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LayoutProvider from '@theme-init/Layout/Provider';
import type { ReactNode } from 'react';
import { cardAlt, cardFileForPath, cardSize } from '../../../cardRoute';

// Wrapped because every page's layout renders it after the site-wide metadata, so each page names its own PNG card
// there and a page's `image` front matter, rendered later still, wins. (SiteMetadata cannot be wrapped from a plugin:
// its @theme-init is Docusaurus core's empty fallback, its @theme-original this wrapper.)
export default function LayoutProviderWithSocialCard({ children }: { children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  return (
    <LayoutProvider>
      <PageMetadata image={cardFileForPath(pathname, siteConfig.baseUrl)}>
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:width" content={String(cardSize.width)} />
        <meta property="og:image:height" content={String(cardSize.height)} />
        <meta property="og:image:alt" content={cardAlt(undefined, siteConfig.title)} />
      </PageMetadata>
      {children}
    </LayoutProvider>
  );
}
