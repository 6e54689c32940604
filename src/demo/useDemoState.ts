import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import type { DemoExportFormat, DemoSqlPreset } from './exportFormats';
import { canRedo, canUndo, record, redo, startUndoStack, undo, type UndoStack } from './undoStack';
import { allDemoOptions, defaultDemoOptions, type DemoOptionId, type DemoOptions } from './options';
import {
  decodeDemoHash,
  defaultDemoState,
  demoParams,
  encodeDemoHash,
  searchWithoutDemoOptions,
  type DemoFlavour,
  type DemoState,
  type DemoTab,
} from './permalink';
import type { LabVersionChoice } from '../lab/run/versionChoice';
import { withCombinatorMode, withoutIds, withPositionIds } from './queryShape';

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
  readonly setPreset: (preset: DemoSqlPreset) => void;
  readonly setSecondFormat: (format: DemoExportFormat | undefined) => void;
  readonly setTab: (tab: DemoTab) => void;
  readonly setLabVersions: (choice: LabVersionChoice) => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** False until the hash has been read on the client (server rendering shows the defaults). */
  readonly restored: boolean;
  /** The flavour a permalink was made with, when it is not this page's: the shell moves there. */
  readonly linkedFlavour: DemoFlavour | undefined;
}

/** What undo and redo step through: the query and the options. How it is viewed is not undone. */
interface Snapshot {
  readonly options: DemoOptions;
  readonly query: RuleGroupTypeAny;
}

type View = Pick<DemoState, 'format' | 'preset' | 'secondFormat' | 'tab' | 'labVersions'>;

/** Options change the query's form too: independent combinators need the other query shape. */
const withOptions = (snapshot: Snapshot, options: DemoOptions): Snapshot => ({
  options,
  query: withCombinatorMode(snapshot.query, options.independentCombinators),
});

/** Same rules and groups, ids aside: the builder adds ids on mount, which is not a change to undo. */
const sameContent = (a: RuleGroupTypeAny, b: RuleGroupTypeAny) =>
  a === b || JSON.stringify(withoutIds(a)) === JSON.stringify(withoutIds(b));

const viewOf = ({ format, preset, secondFormat, tab, labVersions }: DemoState): View => ({
  format,
  preset,
  secondFormat,
  tab,
  labVersions,
});

/**
 * The demo's state, mirrored in the URL hash so that any moment of the demo is a permalink.
 * Server rendering and the first client render use the defaults; the hash is read after mount.
 */
export function useDemoState(pageFlavour: DemoFlavour): DemoStateApi {
  const [undoStack, setUndoStack] = useState<UndoStack<Snapshot>>(() => startUndoStack(defaultDemoState(pageFlavour)));
  const [view, setView] = useState<View>(() => viewOf(defaultDemoState(pageFlavour)));
  const [notice, setNotice] = useState<string>();
  const [linkedFlavour, setLinkedFlavour] = useState<DemoFlavour>();
  const hashRead = useRef(false);
  const [restored, setRestored] = useState(false);

  /** The state's hash as last written into the address. */
  const writtenHash = useRef<string>();

  useEffect(() => {
    const readHash = () => {
      // A link to an element of the page (a cause's number in the Run tab) is a jump, not a state: the browser has
      // scrolled to the element, and the state's own hash goes back into the address.
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (hashRead.current && writtenHash.current && id !== '' && document.getElementById(id)) {
        const { pathname, search } = window.location;
        window.history.replaceState(window.history.state, '', `${pathname}${search}${writtenHash.current}`);
        return;
      }
      const params = demoParams(window.location.search, window.location.hash);
      const decoded = decodeDemoHash(params, pageFlavour);
      // A bare address asks for the defaults the page already shows: keeping them keeps anything the reader did
      // before this (a transition) ran, and spares the builder a re-render with an equal query.
      const asRendered = !hashRead.current && params === '';
      if (!asRendered) {
        // A link starts a fresh undo stack: undo never reaches back into another reader's session.
        setUndoStack(startUndoStack({ options: decoded.state.options, query: withPositionIds(decoded.state.query) }));
        setView(viewOf(decoded.state));
      }
      setLinkedFlavour(decoded.state.flavour === pageFlavour ? undefined : decoded.state.flavour);
      setNotice(decoded.notice);
      hashRead.current = true;
      setRestored(true);
    };
    // Re-rendering the whole demo with the linked state is a long task right after hydration; as a transition
    // React renders it in slices, so the page answers input meanwhile (input goes first and is kept).
    startTransition(readHash);
    window.addEventListener('hashchange', readHash);
    return () => window.removeEventListener('hashchange', readHash);
  }, [pageFlavour]);

  const state = useMemo<DemoState>(
    () => ({ flavour: pageFlavour, ...undoStack.present, ...view }),
    [pageFlavour, undoStack.present, view],
  );

  useEffect(() => {
    if (!hashRead.current) return;
    const hash = encodeDemoHash(state);
    writtenHash.current = hash;
    // Options that came as `?option=true` now live in the hash.
    const search = searchWithoutDemoOptions(window.location.search);
    // replaceState: editing the query must not fill the back button's history.
    if (window.location.hash !== hash || window.location.search !== search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${hash}`);
    }
  }, [state]);

  const change = useCallback(
    (update: (snapshot: Snapshot) => Snapshot) => setUndoStack((h) => record(h, update(h.present))),
    [],
  );

  return {
    state,
    notice,
    dismissNotice: useCallback(() => setNotice(undefined), []),
    setQuery: useCallback(
      (query) =>
        setUndoStack((h) =>
          // The builder hands back the very query it was given on mount: nothing to store or re-render.
          h.present.query === query
            ? h
            : sameContent(h.present.query, query)
              ? { ...h, present: { ...h.present, query } }
              : record(h, { ...h.present, query }),
        ),
      [],
    ),
    setOption: useCallback(
      (id, value) => change((s) => (s.options[id] === value ? s : withOptions(s, { ...s.options, [id]: value }))),
      [change],
    ),
    resetOptions: useCallback(() => change((s) => withOptions(s, defaultDemoOptions)), [change]),
    selectAllOptions: useCallback(() => change((s) => withOptions(s, allDemoOptions)), [change]),
    setFormat: useCallback((format) => setView((v) => ({ ...v, format })), []),
    setPreset: useCallback((preset) => setView((v) => ({ ...v, preset })), []),
    setSecondFormat: useCallback((secondFormat) => setView((v) => ({ ...v, secondFormat })), []),
    setTab: useCallback((tab) => setView((v) => (v.tab === tab ? v : { ...v, tab })), []),
    setLabVersions: useCallback((labVersions) => setView((v) => ({ ...v, labVersions })), []),
    undo: useCallback(() => setUndoStack(undo), []),
    redo: useCallback(() => setUndoStack(redo), []),
    canUndo: canUndo(undoStack),
    canRedo: canRedo(undoStack),
    linkedFlavour,
    restored,
  };
}
