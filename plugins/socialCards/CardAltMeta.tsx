import { PageMetadata } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { ReactNode } from 'react';
import { cardAlt } from './cardRoute';

/**
 * The card's og:image:alt for a page whose title is known. Rendered after the page's own metadata, it replaces the
 * site-wide alternative the wrapped Layout/Provider set.
 */
export function CardAltMeta({ pageTitle }: { readonly pageTitle: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <PageMetadata>
      <meta property="og:image:alt" content={cardAlt(pageTitle, siteConfig.title)} />
    </PageMetadata>
  );
}
