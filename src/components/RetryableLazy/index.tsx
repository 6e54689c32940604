import { Component, lazy, useState, type ComponentType, type ReactNode } from 'react';

interface BoundaryProps {
  /** What failed to load, in the reader's words: "the import", "the engines". */
  readonly what: string;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/** Catches a chunk that failed to load (offline, a cancelled request) so the page around it keeps working. */
class LoadFailureBoundary extends Component<BoundaryProps, { failure?: string }> {
  override state: { failure?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }

  override render(): ReactNode {
    const { failure } = this.state;
    if (failure === undefined) return this.props.children;
    return (
      <div className="load-failure" role="alert">
        <span>
          {this.props.what.replace(/^./, (first) => first.toUpperCase())} could not be loaded ({failure}). Check the
          connection, then try again.
        </span>
        <button
          type="button"
          className="button button--sm button--primary"
          onClick={() => {
            this.props.onRetry();
            this.setState({ failure: undefined });
          }}
        >
          Retry
        </button>
      </div>
    );
  }
}

/**
 * React.lazy with a Retry: a failed import shows what failed and a button instead of taking the page down, and the
 * button tries a fresh import (React.lazy keeps its first failure for good; the bundler fetches a failed chunk
 * again on the next import). Render it inside a Suspense that shows the loading state.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  what: string,
): ComponentType<Props> {
  let attempt = lazy(load);
  function RetryableLazy(props: Props): ReactNode {
    const [, setAttempts] = useState(0);
    // The lazy wrapper takes exactly the props of the component it loads.
    const Current = attempt as unknown as ComponentType<Props>;
    return (
      <LoadFailureBoundary
        what={what}
        onRetry={() => {
          attempt = lazy(load);
          setAttempts((count) => count + 1);
        }}
      >
        <Current {...props} />
      </LoadFailureBoundary>
    );
  }
  return RetryableLazy;
}
