import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type { ReactNode } from 'react';
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
  return (
    <section className={styles.preview} aria-label={label}>
      {error && <LiveErrorMessage title={errorTitles[error.kind]} message={error.message} />}
      {Component ? (
        <div className={error ? styles.stale : undefined}>
          <ErrorBoundary
            key={revision}
            fallback={({ error: thrown }) => <LiveErrorMessage title={errorTitles.runtime} message={thrown.message} />}
          >
            {wrap(<Component />)}
          </ErrorBoundary>
        </div>
      ) : (
        !error && <p className={styles.loading}>Loading preview…</p>
      )}
    </section>
  );
}
