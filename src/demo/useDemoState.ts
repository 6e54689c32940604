import { useCallback, useEffect, useRef, useState } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import type { DemoExportFormat } from './exportFormats';
import { allDemoOptions, defaultDemoOptions, type DemoOptionId, type DemoOptions } from './options';
import {
  decodeDemoHash,
  defaultDemoState,
  demoParams,
  encodeDemoHash,
  searchWithoutDemoOptions,
  type DemoFlavour,
  type DemoState,
} from './permalink';
import { withCombinatorMode } from './queryShape';

export interface DemoStateApi {
  readonly state: DemoState;
  /** Why the hash could not be fully used, until the reader dismisses it. */
  readonly notice: string | undefined;
  readonly dismissNotice: () => void;
  readonly setQuery: (query: RuleGroupTypeAny) => void;
  readonly setOption: (id: DemoOptionId, value: boolean) => void;
  readonly resetOptions: () => void;
  readonly selectAllOptions: () => void;
  readonly setFormat: (format: DemoExportFormat) => void;
  /** False until the hash has been read on the client (server rendering shows the defaults). */
  readonly restored: boolean;
  /** The flavour a permalink was made with, when it is not this page's: the shell moves there. */
  readonly linkedFlavour: DemoFlavour | undefined;
}

/** Options change the query's form too: independent combinators need the other query shape. */
const withOptions = (state: DemoState, options: DemoOptions): DemoState => ({
  ...state,
  options,
  query: withCombinatorMode(state.query, options.independentCombinators),
});

/**
 * The demo's state, mirrored in the URL hash so that any moment of the demo is a permalink.
 * Server rendering and the first client render use the defaults; the hash is read after mount.
 */
export function useDemoState(pageFlavour: DemoFlavour): DemoStateApi {
  const [state, setState] = useState<DemoState>(() => defaultDemoState(pageFlavour));
  const [notice, setNotice] = useState<string>();
  const [linkedFlavour, setLinkedFlavour] = useState<DemoFlavour>();
  const hashRead = useRef(false);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const readHash = () => {
      const decoded = decodeDemoHash(demoParams(window.location.search, window.location.hash), pageFlavour);
      setState({ ...decoded.state, flavour: pageFlavour });
      setLinkedFlavour(decoded.state.flavour === pageFlavour ? undefined : decoded.state.flavour);
      setNotice(decoded.notice);
      hashRead.current = true;
      setRestored(true);
    };
    readHash();
    window.addEventListener('hashchange', readHash);
    return () => window.removeEventListener('hashchange', readHash);
  }, [pageFlavour]);

  useEffect(() => {
    if (!hashRead.current) return;
    const hash = encodeDemoHash(state);
    // Options that came as `?option=true` now live in the hash.
    const search = searchWithoutDemoOptions(window.location.search);
    // replaceState: editing the query must not fill the back button's history.
    if (window.location.hash !== hash || window.location.search !== search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${hash}`);
    }
  }, [state]);

  return {
    state,
    notice,
    dismissNotice: useCallback(() => setNotice(undefined), []),
    setQuery: useCallback(query => setState(s => ({ ...s, query })), []),
    setOption: useCallback((id, value) => setState(s => withOptions(s, { ...s.options, [id]: value })), []),
    resetOptions: useCallback(() => setState(s => withOptions(s, defaultDemoOptions)), []),
    selectAllOptions: useCallback(() => setState(s => withOptions(s, allDemoOptions)), []),
    setFormat: useCallback(format => setState(s => ({ ...s, format })), []),
    linkedFlavour,
    restored,
  };
}
