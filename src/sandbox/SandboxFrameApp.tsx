import Head from '@docusaurus/Head';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import LivePreview from '../liveCode/LivePreview';
import type { LiveVersion } from '../liveCode/scopes';
import { sandboxScopes } from './sandboxScopes';
import { useLiveModule } from '../liveCode/useLiveModule';
import { useFlavour } from '../demo/useFlavour';
import type { SiteColorMode } from '../flavours/types';
import { flavours } from '../flavours/registry';
import { flavoursImportedBy } from './flavourTemplates';
import { isFromParent, parseParentMessage, type FrameMessage, type ParentMessage } from './frameProtocol';
import styles from './sandbox.module.css';
import { usesTailwind } from './tailwind';

// The frame's document has an opaque origin, but its address (and so location.origin) names the site.
const post = (message: FrameMessage) => window.parent.postMessage(message, window.location.origin);

/**
 * Runs the code in the frame. When the code imports a flavour package, the preview is wrapped in that
 * flavour's site provider, which brings the UI library's stylesheet and follows the colour mode (as /demo does).
 */
function FramePreview({
  code,
  colorMode,
  library,
  tailwind,
}: {
  readonly code: string;
  readonly colorMode: SiteColorMode;
  readonly library: LiveVersion;
  readonly tailwind: boolean;
}): ReactNode {
  const scope = sandboxScopes[library];
  const state = useLiveModule(code, scope);
  // Only a flavour this version's scope has: otherwise the import error says what is missing, and nothing loads.
  const flavourId = useMemo(
    () => flavoursImportedBy(code).find((id) => Object.hasOwn(scope, flavours[id].packageName)),
    [code, scope],
  );
  const flavour = useFlavour(flavourId ?? 'default');
  const [tailwindFailed, setTailwindFailed] = useState(false);
  // A chunk of the site's own build, fetched only for code that asks for Tailwind. Once run it stays for the frame's
  // life, as a stylesheet would: it styles whatever class names the preview draws next.
  useEffect(() => {
    if (tailwind) import('@tailwindcss/browser').catch(() => setTailwindFailed(true));
  }, [tailwind]);
  const wrap = useCallback(
    (children: ReactNode): ReactNode => {
      if (!flavourId || flavour.status === 'failed') return children;
      if (flavour.status === 'loading') return <p className={styles.placeholder}>Loading the flavour…</p>;
      const { Provider } = flavour.module;
      return <Provider colorMode={colorMode}>{children}</Provider>;
    },
    [flavourId, flavour, colorMode],
  );
  return (
    <>
      {tailwindFailed && (
        <p className={styles.placeholder} role="status">
          Tailwind did not load, so its classes have no effect here. Reload the page to try again.
        </p>
      )}
      <LivePreview state={state} label="Preview" wrap={wrap} />
    </>
  );
}

/** The preview inside /sandbox's sandboxed frame: code arrives only by message from the page that embeds it. */
export default function SandboxFrameApp(): ReactNode {
  const [request, setRequest] = useState<ParentMessage>();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromParent(event, window.parent, window.location.origin)) return;
      const message = parseParentMessage(event.data);
      if (message) setRequest(message);
    };
    window.addEventListener('message', onMessage);
    post({ type: 'rqb-sandbox:ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The page sizes the frame to its content, so the preview scrolls with the page as it did before.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const observer = new ResizeObserver(() => post({ type: 'rqb-sandbox:height', height: element.scrollHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Tailwind code styles a light page (no `dark:` classes in it): on the site's dark text its light buttons were unreadable.
  const tailwind = request !== undefined && usesTailwind(request.code);
  const colorMode = request && !tailwind ? request.colorMode : 'light';
  return (
    <div ref={root} className={styles.frameRoot}>
      {/* The frame cannot read the site's stored colour mode (its origin is opaque): the page tells it. */}
      <Head>
        <html data-theme={colorMode} />
      </Head>
      {request ? (
        <FramePreview code={request.code} colorMode={colorMode} library={request.library} tailwind={tailwind} />
      ) : (
        <p className={styles.placeholder}>Loading preview…</p>
      )}
    </div>
  );
}
