import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { WrapperProps } from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type ContentType from '@theme/CodeBlock/Content';
// The theme's own class names, so the stand-in is laid out as the highlighted block.
import themeStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import clsx from 'clsx';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MutableRefObject,
  type ReactNode,
  type RefObject,
} from 'react';
import { highlighterLoaded, loadedHighlighter } from './highlighterLoader';
import styles from './styles.module.css';

const Highlighted = lazy<typeof ContentType>(() => highlighterLoaded().then((component) => ({ default: component })));

type Props = WrapperProps<typeof ContentType>;

/**
 * Whether the block is hydrating the server's HTML: in the browser before the first commit (useIsBrowser is still
 * false), on a page the server rendered (the dev server's pages start empty and are not hydrated).
 */
const hydrating = (isBrowser: boolean) =>
  ExecutionEnvironment.canUseDOM && !isBrowser && Boolean(document.getElementById('__docusaurus')?.hasChildNodes());

/** The code unhighlighted, laid out as the highlighted block, for the moment Prism takes to load on a client-side navigation. */
function Unhighlighted({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { plain } = usePrismTheme();
  return (
    <pre
      ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
      tabIndex={0}
      className={clsx(className, 'prism-code', themeStyles.codeBlock, 'thin-scrollbar')}
      style={plain}
    >
      <code className={themeStyles.codeBlockLines}>{metadata.code}</code>
    </pre>
  );
}

/**
 * Wrapped so that a page's first load does not need Prism (15 KB of gzip JavaScript and its start-up work): a
 * block the server highlighted keeps the server's HTML as it hydrates and is never highlighted again, unless the
 * colour theme changes (the tokens carry the colours inline) or its code does (the demo's export). Blocks drawn in the browser (client-side navigation,
 * a tab switch) highlight as before. The buttons around the block hydrate as usual: copy reads the code from the
 * block's metadata, and word wrap gets the server's <pre>.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const theme = usePrismTheme();
  const { metadata, wordWrap } = useCodeBlockContext();
  // useIsBrowser is false on the server and while hydrating: then the highlighted HTML is already on the page.
  const [serverTheme] = useState(() => (hydrating(isBrowser) ? theme : undefined));
  const [serverCode] = useState(() => (serverTheme === undefined ? undefined : metadata.code));
  const [highlight, setHighlight] = useState(serverTheme === undefined);
  // New code makes the server's HTML wrong at once: it is drawn in this render (unhighlighted until Prism is in),
  // and for good, since the server's HTML cannot come back once its element is gone.
  if (!highlight && metadata.code !== serverCode) setHighlight(true);
  // The highlighter, if loaded when this block first drew or once it switches from the server's HTML.
  const [Ready, setReady] = useState(loadedHighlighter);
  const frame = useRef<HTMLDivElement>(null);

  // Before the parent's effects, which measure the <pre> for the word-wrap button.
  useLayoutEffect(() => {
    if (highlight) return;
    (wordWrap.codeBlockRef as MutableRefObject<HTMLPreElement | null>).current =
      frame.current?.querySelector('pre') ?? null;
  }, [highlight, wordWrap.codeBlockRef]);
  useEffect(() => {
    if (highlight || theme === serverTheme) return;
    let current = true;
    // The server's HTML stays until the highlighter is ready to replace it.
    void highlighterLoaded().then((component) => {
      if (!current) return;
      setReady(() => component);
      setHighlight(true);
    });
    return () => {
      current = false;
    };
  }, [highlight, theme, serverTheme]);

  if (!highlight) {
    // React leaves an element's server HTML as it is when it hydrates one with dangerouslySetInnerHTML.
    return (
      <div
        key="server"
        ref={frame}
        className={styles.frame}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="highlighted" className={styles.frame}>
      {Ready ? (
        <Ready {...props} />
      ) : (
        <Suspense fallback={<Unhighlighted {...props} />}>
          <Highlighted {...props} />
        </Suspense>
      )}
    </div>
  );
}
