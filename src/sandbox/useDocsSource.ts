import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useMemo } from 'react';
import { pathWithoutBase } from './docsSourcePath';
import type { DocsSource } from './libraries';

/** The docs page being read, as the sandbox names a sample's origin. Docs pages only (it needs their DocProvider). */
export function useDocsSource(): DocsSource {
  const { title, permalink } = useDoc().metadata;
  const { baseUrl } = useDocusaurusContext().siteConfig;
  return useMemo(() => ({ title, path: pathWithoutBase(permalink, baseUrl) }), [title, permalink, baseUrl]);
}
