import { useLocation } from '@docusaurus/router';
import { PageMetadata } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { ReactNode } from 'react';
import { cardAlt, cardFileForPath, cardSize } from './cardRoute';

/**
 * The head tags that name a page's PNG card. Only link previews read them, and those read the server's HTML: the
 * browser build gets cardHead.client.tsx instead (the plugin's configureWebpack), which renders nothing.
 */

/** Every page's card, rendered by the wrapped Layout/Provider after the site-wide metadata. */
export function CardMeta(): ReactNode {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  return (
    <PageMetadata image={cardFileForPath(pathname, siteConfig.baseUrl)}>
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(cardSize.width)} />
      <meta property="og:image:height" content={String(cardSize.height)} />
      <meta property="og:image:alt" content={cardAlt(undefined, siteConfig.title)} />
    </PageMetadata>
  );
}

/**
 * The card's og:image:alt for a page whose title is known. Rendered after the page's own metadata, it replaces the
 * site-wide alternative CardMeta set.
 */
export function CardAltMeta({ pageTitle }: { readonly pageTitle: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <PageMetadata>
      <meta property="og:image:alt" content={cardAlt(pageTitle, siteConfig.title)} />
    </PageMetadata>
  );
}
