import { useMDXComponents } from '@mdx-js/react';
import type { ComponentType, ReactNode } from 'react';
import LazyWhenVisible from '@site/src/components/LazyWhenVisible';
import { retryableLazy } from '@site/src/components/RetryableLazy';
import type { LiveVersion } from './scopes';

const LiveCodeBlock = retryableLazy(() => import('@site/src/liveCode/LiveCodeBlock'), 'the live editor');

export interface LiveFenceProps {
  /** The fence's code, without the line break that ends it. */
  readonly code: string;
  /** The fence's `language-…` class, as MDX gives it to a code block. */
  readonly className?: string;
  readonly metastring: string;
  /** The library that runs it: the page's major, given by the build (plugins/remarkLiveCode). */
  readonly version: LiveVersion;
}

/**
 * A fence marked `live`, placed by plugins/remarkLiveCode on the pages that have one, so that the loader and its
 * wrappers load with those pages only. The static block is what the server renders (indexable, no layout jump) and
 * what shows while the editor loads; the editor and the library load when the reader nears the example.
 * LazyWhenVisible renders the block as the server did while hydrating, so the block hydrates rather than being drawn
 * again.
 */
export default function LiveFence({ code, className, metastring, version }: LiveFenceProps): ReactNode {
  // The page's own code component (MDXComponents' code, which draws a CodeBlock), as MDX would draw the fence:
  // importing the CodeBlock here would copy it and its highlighter into each page's chunk.
  // Docusaurus' MDXContent always provides it; MDX's types know only the HTML element it replaces.
  const Code = useMDXComponents().code as ComponentType<{ className?: string; metastring: string; children: string }>;
  return (
    <LazyWhenVisible
      placeholder={
        <Code className={className} metastring={metastring}>
          {`${code}\n`}
        </Code>
      }
    >
      <LiveCodeBlock code={code} version={version} />
    </LazyWhenVisible>
  );
}
