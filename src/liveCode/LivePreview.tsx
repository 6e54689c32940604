import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LiveModuleState } from './useLiveModule';
import styles from './liveCode.module.css';

const errorTitles = {
  syntax: 'Syntax error',
  module: 'Import error',
  runtime: 'Runtime error',
} as const;

function LiveErrorMessage({ title, message }: { readonly title: string; readonly message: string }): ReactNode {
  return (
    <div className={styles.error} role="alert">
      <strong>{title}</strong>
      <pre>{message}</pre>
    </div>
  );
}

/** Which sides of a sideways-scrolling box hide more content; kept current on scroll and on any change of size. */
function useHiddenSides() {
  const ref = useRef<HTMLElement>(null);
  const [sides, setSides] = useState({ start: false, end: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => {
      const start = box.scrollLeft > 1;
      const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setSides((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    measure();
    const sizes = new ResizeObserver(measure);
    sizes.observe(box);
    // The content changes size without the box doing so (a rule added, an example's own state).
    const content = new MutationObserver(measure);
    content.observe(box, { childList: true, subtree: true, attributes: true });
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      sizes.disconnect();
      content.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, []);
  return { ref, sides };
}

/**
 * Renders the compiled component inside its own error boundary, so a throwing example never takes the
 * page down; a new successful compile remounts the boundary, which is how the preview recovers.
 */
export default function LivePreview({
  state,
  label,
  wrap = (children) => children,
}: {
  readonly state: LiveModuleState;
  readonly label: string;
  /** Puts providers around the component (the sandbox's flavours); the error messages stay outside them. */
  readonly wrap?: (children: ReactNode) => ReactNode;
}): ReactNode {
  const { Component, error, revision } = state;
  const { ref, sides } = useHiddenSides();
  return (
    // The frame stays put while the preview scrolls, so the shadows it draws over an edge stay over the content.
    <div
      className={styles.previewFrame}
      data-more-start={sides.start || undefined}
      data-more-end={sides.end || undefined}
    >
      <section ref={ref} className={styles.preview} aria-label={label}>
        {error && <LiveErrorMessage title={errorTitles[error.kind]} message={error.message} />}
        {Component ? (
          <div className={error ? styles.stale : undefined}>
            <ErrorBoundary
              key={revision}
              fallback={({ error: thrown }) => (
                <LiveErrorMessage title={errorTitles.runtime} message={thrown.message} />
              )}
            >
              {wrap(<Component />)}
            </ErrorBoundary>
          </div>
        ) : (
          !error && <p className={styles.loading}>Loading preview…</p>
        )}
      </section>
    </div>
  );
}
