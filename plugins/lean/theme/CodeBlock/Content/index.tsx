import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { usePrismTheme } from '@docusaurus/theme-common';
// No public API gives a block's metadata and word-wrap state (plugins/lean/manifest.ts lists this import).
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { WrapperProps } from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type ContentType from '@theme/CodeBlock/Content';
import clsx from 'clsx';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type MutableRefObject,
  type ReactNode,
  type RefObject,
} from 'react';
import { setHighlighterPreload } from '@site/src/codeBlock/highlighterPreload';
import { highlighterLoaded, loadedHighlighter, preloadHighlighter } from './highlighterLoader';
import { serverBlockKey, serverBlocks } from './serverBlocks';
import styles from './styles.module.css';

setHighlighterPreload(preloadHighlighter);

type Props = WrapperProps<typeof ContentType>;

/** The server highlights with Prism as theme-classic does (static rendering waits for the lazy component). */
const ServerHighlighted = lazy<typeof ContentType>(() =>
  highlighterLoaded().then((component) => ({ default: component })),
);

/**
 * Whether the block is hydrating the server's HTML: in the browser before the first commit (useIsBrowser is still
 * false), on a page the server rendered (the dev server's pages start empty and are not hydrated).
 */
const hydrating = (isBrowser: boolean) =>
  ExecutionEnvironment.canUseDOM && !isBrowser && Boolean(document.getElementById('__docusaurus')?.hasChildNodes());

/** The block's HTML as the server wrote it, found by the id server and hydration share (useId). */
function serverHtml(frameId: string): string | undefined {
  return document.querySelector(`[data-code-frame="${CSS.escape(frameId)}"]`)?.innerHTML;
}

/** The code unhighlighted, laid out as the highlighted block: while Prism loads, or for good if it cannot. */
function Plain({ className, onRetry }: Props & { onRetry?: () => void }): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { plain } = usePrismTheme();
  return (
    <>
      <pre
        ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
        tabIndex={0}
        className={clsx(className, 'prism-code', styles.plain, 'thin-scrollbar')}
        style={plain}
      >
        <code className={styles.plainLines}>{metadata.code}</code>
      </pre>
      {onRetry && (
        <p className={styles.failed} role="status" style={plain}>
          Highlighting could not load.{' '}
          <button type="button" className="clean-btn" onClick={onRetry}>
            <u>Retry</u>
          </button>
        </p>
      )}
    </>
  );
}

/**
 * Wrapped so that a page's first load does not need Prism (15 KB of gzip JavaScript and its start-up work): a block
 * the server highlighted is drawn from the server's HTML, which hydration reads from the page and keeps (serverBlocks.ts),
 * unless the colour theme differs from the server's (the tokens carry the colours inline) or the code changes (the
 * demo's export). Other blocks (client-side navigation, a tab switch) load the highlighter; while it loads, and if it
 * fails to, the code shows unhighlighted (readable and copyable: copy reads the block's metadata), the latter with Retry.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const theme = usePrismTheme();
  const { metadata, wordWrap } = useCodeBlockContext();
  const frameId = useId();
  const key = serverBlockKey(metadata, props.className);
  // Once, as the block hydrates: the server's HTML, read from the page before React takes it over.
  useState(() => {
    const html = hydrating(isBrowser) ? serverHtml(frameId) : undefined;
    if (html !== undefined) serverBlocks.set(key, { html, theme });
  });
  // Also after theme-classic's CodeBlock draws the block again once hydrated, and when a reader comes back to the page.
  const server = ExecutionEnvironment.canUseDOM ? serverBlocks.get(key) : undefined;
  const [Highlighter, setHighlighter] = useState(loadedHighlighter);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const needsHighlighter = ExecutionEnvironment.canUseDOM && server?.theme !== theme;
  const showServer = server !== undefined && !failed && !(needsHighlighter && Highlighter);
  const frame = useRef<HTMLDivElement>(null);

  // Before the parent's effects, which measure the <pre> for the word-wrap button.
  useLayoutEffect(() => {
    if (!showServer) return;
    (wordWrap.codeBlockRef as MutableRefObject<HTMLPreElement | null>).current =
      frame.current?.querySelector('pre') ?? null;
  }, [showServer, wordWrap.codeBlockRef]);
  useEffect(() => {
    if (!needsHighlighter || Highlighter) return;
    let current = true;
    highlighterLoaded().then(
      (component) => {
        if (current) setHighlighter(() => component);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [needsHighlighter, Highlighter, attempt]);

  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <div className={styles.frame} data-code-frame={frameId}>
        <Suspense>
          <ServerHighlighted {...props} />
        </Suspense>
      </div>
    );
  }
  if (needsHighlighter && Highlighter) {
    return (
      <div className={styles.frame}>
        <Highlighter {...props} />
      </div>
    );
  }
  if (showServer) {
    // The server's HTML, given to React as what it is: hydration finds it in place, a later mount writes it.
    return (
      <div
        ref={frame}
        className={styles.frame}
        data-code-frame={frameId}
        dangerouslySetInnerHTML={{ __html: server.html }}
      />
    );
  }
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return (
    <div className={styles.frame}>
      <Plain {...props} onRetry={failed ? retry : undefined} />
    </div>
  );
}
