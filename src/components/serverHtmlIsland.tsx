import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  createElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type HTMLAttributes,
  type ReactNode,
} from 'react';

/** The element around an island's content, with its own attributes and the delegated handlers of its behaviour. */
export type IslandOuter = HTMLAttributes<HTMLElement> & { readonly [data: `data-${string}`]: string };

/**
 * Whether this render hydrates a page the server rendered: in the browser before the first commit (useIsBrowser is
 * still false); the dev server's pages start empty and are not hydrated.
 */
const hydrating = (isBrowser: boolean) =>
  ExecutionEnvironment.canUseDOM && !isBrowser && Boolean(document.getElementById('__docusaurus')?.hasChildNodes());

/**
 * A component that draws server HTML and whose code no first load needs: the server renders it (static rendering
 * waits for the lazy import), hydration keeps the server's HTML inside `outer` as it is (React is given it as an empty
 * inner HTML, which it neither compares nor rewrites), and a render in the browser after that (a client-side
 * navigation) loads it. Its behaviour lives on `outer`, as delegated React handlers that hydrate as usual. No
 * Suspense boundary is hydrated, so none can suspend during hydration (React errors #421, #418).
 */
export function serverHtmlIsland<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<{ readonly as: 'div' | 'section'; readonly outer: IslandOuter; readonly props: Props }> {
  // Typed as what it renders: React.lazy's own type asks its props to carry a ref.
  const Content = lazy(load) as unknown as ComponentType<Props>;
  return function ServerHtmlIsland({ as: Outer, outer, props }): ReactNode {
    const isBrowser = useIsBrowser();
    // Decided once: an island that hydrated keeps the server's HTML for as long as it is mounted.
    const [keepServerHtml] = useState(() => hydrating(isBrowser));
    if (keepServerHtml) return <Outer {...outer} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    return (
      <Outer {...outer}>
        <Suspense fallback={null}>{createElement(Content, props)}</Suspense>
      </Outer>
    );
  };
}
