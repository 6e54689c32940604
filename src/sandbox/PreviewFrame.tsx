import { useColorMode } from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  frameHeightRange,
  framePath,
  frameSandboxFlags,
  isFromFrame,
  parseFrameMessage,
  type ParentMessage,
} from './frameProtocol';
import type { LiveVersion } from '../liveCode/scopes';
import styles from './sandbox.module.css';

/**
 * The sandbox's preview: an iframe with an opaque origin (scripts allowed, nothing else), so code that
 * arrives in a link can neither read the site's storage or cookies nor navigate the page. The page sends
 * the code whenever it changes and once the frame says it is ready (after a load or a reload).
 */
export default function PreviewFrame({
  code,
  library,
}: {
  readonly code: string;
  readonly library: LiveVersion;
}): ReactNode {
  const frame = useRef<HTMLIFrameElement>(null);
  const src = useBaseUrl(framePath);
  const { colorMode } = useColorMode();
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState(420);
  // Grows each time the frame says it is ready: a reloaded frame needs the code again though nothing changed here.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromFrame(event, frame.current?.contentWindow)) return;
      const message = parseFrameMessage(event.data);
      if (message?.type === 'rqb-sandbox:ready') {
        setReady(true);
        setGeneration((n) => n + 1);
      }
      if (message?.type === 'rqb-sandbox:height') setHeight(message.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const message: ParentMessage = { type: 'rqb-sandbox:run', code, colorMode, library };
    // The frame's origin is opaque, so no origin can be named; the message carries only the page's own editor text.
    frame.current?.contentWindow?.postMessage(message, '*');
  }, [ready, generation, code, colorMode, library]);

  return (
    <iframe
      ref={frame}
      src={src}
      title="Preview"
      sandbox={frameSandboxFlags}
      className={styles.frame}
      style={{ height: Math.max(frameHeightRange.min, height) }}
    />
  );
}
