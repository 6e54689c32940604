import { useEffect, useRef, useState, type ComponentType } from 'react';
import { compileLive, type LiveErrorKind } from './compileLive';
import type { ModuleScope } from './moduleScope';

export interface LiveError {
  readonly kind: LiveErrorKind;
  readonly message: string;
}

export interface LiveModuleState {
  /** The last default export that compiled, or null before the first success. */
  readonly Component: ComponentType | null;
  /** Why the latest source did not compile, or null when it did. */
  readonly error: LiveError | null;
  /** Grows with every successful compile, so a key can reset what rendered the previous one. */
  readonly revision: number;
}

/**
 * Compiles `source` against `scope`: at once on mount, then `delay` ms after the reader stops typing.
 * A failure keeps the last working component, so the preview does not vanish mid-edit.
 */
export function useLiveModule(source: string, scope: ModuleScope, delay = 300): LiveModuleState {
  const [state, setState] = useState<LiveModuleState>({ Component: null, error: null, revision: 0 });
  const isFirst = useRef(true);
  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      const result = await compileLive<ComponentType>(source, scope);
      if (cancelled) return;
      setState((previous) =>
        result.ok
          ? { Component: result.component, error: null, revision: previous.revision + 1 }
          : { ...previous, error: { kind: result.kind, message: result.message } },
      );
    };
    const wait = isFirst.current ? 0 : delay;
    isFirst.current = false;
    const timer = setTimeout(() => void run(), wait);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [source, scope, delay]);
  return state;
}
