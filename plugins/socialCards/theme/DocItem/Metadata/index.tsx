import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocItemMetadata from '@theme-init/DocItem/Metadata';
import type { ReactNode } from 'react';
import { CardAltMeta } from '../../../cardHead';

// Wrapped because a docs or API page's title is known here, not in Layout/Provider: its card's text alternative names
// the page.
export default function DocItemMetadataWithCardAlt(): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <DocItemMetadata />
      <CardAltMeta pageTitle={metadata.title} />
    </>
  );
}
