import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import { lazy, type ReactNode } from 'react';
import LazyWhenVisible from '@site/src/components/LazyWhenVisible';
import { isLiveMeta, liveVersionFor } from '@site/src/liveCode/liveMeta';

const LiveCodeBlock = lazy(() => import('@site/src/liveCode/LiveCodeBlock'));

// Wrapped so that fences marked `live` become editable examples; the editor loads only on pages that have one.
export default function CodeBlockWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const active = useActivePluginAndVersion();
  // Only the main docs instance is versioned by library version; the API instance's `current` is not Next.
  const docsVersionName = active?.activePlugin.pluginId === 'default' ? active.activeVersion?.name : undefined;
  if (!isLiveMeta(props.metastring) || typeof props.children !== 'string') return <CodeBlock {...props} />;
  // The static block is what the server renders (indexable, no layout jump) and what shows while the editor loads.
  const staticBlock = <CodeBlock {...props} />;
  if (!isBrowser) return staticBlock;
  // The editor and the library load when the reader nears the example, not with the page.
  return (
    <LazyWhenVisible placeholder={staticBlock}>
      <LiveCodeBlock code={props.children.replace(/\n$/, '')} version={liveVersionFor(docsVersionName)} />
    </LazyWhenVisible>
  );
}
