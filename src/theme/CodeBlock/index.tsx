import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import { type ReactNode } from 'react';
import LazyWhenVisible from '@site/src/components/LazyWhenVisible';
import { isLiveMeta, liveVersionFor } from '@site/src/liveCode/liveMeta';
import { retryableLazy } from '@site/src/components/RetryableLazy';

const LiveCodeBlock = retryableLazy(() => import('@site/src/liveCode/LiveCodeBlock'), 'the live editor');

type Props = WrapperProps<typeof CodeBlockType>;

// Wrapped so that fences marked `live` become editable examples; the editor loads only on pages that have one.
export default function CodeBlockWrapper(props: Props): ReactNode {
  // Only the main docs instance is versioned by library version; the API instance's `current` is not Next. Not
  // useActivePluginAndVersion: it sorts the instances with localeCompare for every block, and the first call's
  // collator set-up alone is a long task's worth on a phone.
  const docsVersionName = useActiveVersion('default')?.name;
  if (!isLiveMeta(props.metastring) || typeof props.children !== 'string') return <CodeBlock {...props} />;
  // The static block is what the server renders (indexable, no layout jump) and what shows while the editor loads.
  // The editor and the library load when the reader nears the example, not with the page. LazyWhenVisible renders
  // the block as the server did while hydrating, so the block hydrates rather than being drawn again.
  return (
    <LazyWhenVisible placeholder={<CodeBlock {...props} />}>
      <LiveCodeBlock code={props.children.replace(/\n$/, '')} version={liveVersionFor(docsVersionName)} />
    </LazyWhenVisible>
  );
}
