import { useLocation } from '@docusaurus/router';
import { PageMetadata } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SiteMetadata from '@theme-init/SiteMetadata';
import type { ReactNode } from 'react';
import { cardFileForPath, cardSize } from '../../cardRoute';

// Wrapped (@theme-init: from a plugin's theme, @theme-original is this file): after the site-wide defaults, each page
// names its own PNG card; a page's `image` front matter still wins.
export default function SiteMetadataWithSocialCard(): ReactNode {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <SiteMetadata />
      <PageMetadata image={cardFileForPath(pathname, siteConfig.baseUrl)}>
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:width" content={String(cardSize.width)} />
        <meta property="og:image:height" content={String(cardSize.height)} />
      </PageMetadata>
    </>
  );
}
