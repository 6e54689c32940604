import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** The element around an island's content, with its own attributes and the delegated handlers of its behaviour. */
export type IslandOuter = HTMLAttributes<HTMLElement> & { readonly [data: `data-${string}`]: string };

/**
 * Whether this render hydrates a page the server rendered: in the browser before the first commit (useIsBrowser is
 * still false); the dev server's pages start empty and are not hydrated.
 */
const hydrating = (isBrowser: boolean) =>
  ExecutionEnvironment.canUseDOM && !isBrowser && Boolean(document.getElementById('__docusaurus')?.hasChildNodes());

type Island<Props> = ComponentType<{
  readonly as: 'div' | 'section';
  readonly outer: IslandOuter;
  readonly props: Props;
}>;

/**
 * A component that draws server HTML and whose code no first load needs: the server renders it (static rendering
 * waits for the lazy import), hydration keeps the server's HTML inside `outer` as it is (React is given it as an empty
 * inner HTML, which it neither compares nor rewrites), and a render in the browser after that (a client-side
 * navigation) loads it. Its behaviour lives on `outer`, as delegated React handlers that hydrate as usual. No
 * Suspense boundary is hydrated, so none can suspend during hydration (React errors #421, #418).
 */
export function serverHtmlIsland<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): Island<Props> {
  return island(load);
}

/**
 * A server HTML island whose content is interactive (state, handlers of its own) and whose code no first load needs.
 * As with serverHtmlIsland, hydration keeps the server's HTML without the code; when the reader first approaches it
 * (pointer, touch or focus) its code loads and hydrates that HTML in a React root of its own, so its elements stay
 * the same ones (and the focus, an open popover, the scroll position with them). A plain press that lands before then
 * on an element matching `holdPresses` (what does nothing without the code) is held and given again, on the same
 * element, once it has hydrated, or as it is if the code cannot load. The content reads no context (a root of its own
 * has none): what it needs comes in `props`, the same on the server and in the browser.
 */
export function interactiveIsland<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  holdPresses: string,
): Island<Props> {
  return island(load, holdPresses);
}

/** Runs `done` once the tree around it has committed: in a root of its own, once that root has hydrated. */
function Hydrated({ children, done }: { readonly children: ReactNode; readonly done: () => void }): ReactNode {
  useEffect(done);
  return children;
}

interface Woken<Props> {
  root?: Root;
  content?: ComponentType<Props>;
  /** Whether presses go through: hydrated, or giving a held press back after the code failed to load. */
  open?: boolean;
  held?: HTMLElement;
}

function island<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  holdPresses?: string,
): Island<Props> {
  const Content = lazy(load) as unknown as ComponentType<Props>;
  return function ServerHtmlIsland({ as: Outer, outer, props }): ReactNode {
    const isBrowser = useIsBrowser();
    // Decided once: an island that hydrated keeps the server's HTML (or its own root) for as long as it is mounted.
    const [keepServerHtml] = useState(() => hydrating(isBrowser));
    const element = useRef<HTMLElement>(null);
    const [woken] = useState<Woken<Props>>({});
    const latestProps = useRef(props);
    latestProps.current = props;
    const release = () => {
      const press = woken.held;
      woken.held = undefined;
      press?.click();
    };
    // The server wrapped the content in a Suspense boundary (its lazy import): so does the tree that hydrates it. The
    // marker sits inside it: React commits the root before a boundary's content, and a press given back then reached
    // content still without handlers, which React stopped and never replayed.
    const tree = (content: ComponentType<Props>) => (
      <Suspense fallback={null}>
        <Hydrated
          done={() => {
            woken.open = true;
            release();
          }}
        >
          {createElement(content, latestProps.current)}
        </Hydrated>
      </Suspense>
    );
    useEffect(() => {
      if (woken.open && woken.content) woken.root?.render(tree(woken.content));
    });
    // Not while the page's own root commits: React refuses to unmount a root synchronously then.
    useEffect(() => () => void (woken.root && window.setTimeout(woken.root.unmount.bind(woken.root))), [woken]);

    if (!keepServerHtml) {
      return (
        <Outer {...outer}>
          <Suspense fallback={null}>{createElement(Content, props)}</Suspense>
        </Outer>
      );
    }
    const serverHtml = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true };
    if (holdPresses === undefined) return <Outer {...outer} {...serverHtml} />;

    const wake = () => {
      const container = element.current;
      if (woken.content || !container) return;
      woken.content = Content;
      load().then(
        ({ default: content }) => {
          woken.content = content;
          woken.root = hydrateRoot(container, tree(content));
        },
        // Not loaded (offline): the server's HTML stays, a held press goes through as it is, and the next approach
        // tries again.
        () => {
          woken.content = undefined;
          woken.open = true;
          release();
          woken.open = false;
        },
      );
    };
    const approach = (handler: Handler) => (event: SyntheticEvent<HTMLElement>) => {
      wake();
      handler?.(event);
    };
    return (
      <Outer
        {...outer}
        {...serverHtml}
        ref={element as never}
        onPointerOver={approach(outer.onPointerOver as Handler)}
        onTouchStart={approach(outer.onTouchStart as Handler)}
        onFocus={approach(outer.onFocus as Handler)}
        // Held on the way down: the island's own root, created but not yet hydrated, stops a press it cannot hydrate
        // for at once (React does, for discrete events) before it could bubble back here, and never replays it.
        onClickCapture={(event: MouseEvent<HTMLElement>) => {
          (outer.onClickCapture as Handler)?.(event);
          const pressed = (event.target as Element).closest(holdPresses);
          if (woken.open || !pressed || !element.current?.contains(pressed) || !plainPress(event)) return;
          event.preventDefault();
          event.stopPropagation();
          woken.held = pressed as HTMLElement;
          wake();
        }}
      />
    );
  };
}

/** A plain press (main button, no modifier): what an island holds until it has hydrated, then gives again. */
const plainPress = (event: MouseEvent<HTMLElement>) =>
  event.button === 0 && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;

type Handler = ((event: SyntheticEvent<HTMLElement>) => void) | undefined;
