import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { flavourIds, type FlavourId } from '../flavours/registry';
import {
  defaultSqlPreset,
  isDemoExportFormat,
  isDemoSqlPreset,
  type DemoExportFormat,
  type DemoSqlPreset,
} from './exportFormats';
import { demoInitialQuery } from './fields';
import { changedOptions, defaultDemoOptions, isDemoOptionId, type DemoOptionId, type DemoOptions } from './options';
import { checkQuery, withCombinatorMode, withoutIds, withPositionIds } from './queryShape';
import { defaultLabVersionChoice, isLabVersionChoice, type LabVersionChoice } from '../lab/run/versionChoice';

/** The demo's tabs under the builder; the permalink keeps the one open (Export by default). */
export const demoTabs = ['export', 'import', 'run', 'code'] as const;
export type DemoTab = (typeof demoTabs)[number];
const isDemoTab = (value: unknown): value is DemoTab =>
  typeof value === 'string' && (demoTabs as readonly string[]).includes(value);

/** `'default'` is the library's own unstyled controls (/demo). */
export type DemoFlavour = FlavourId | 'default';

export interface DemoState {
  readonly flavour: DemoFlavour;
  readonly options: DemoOptions;
  readonly query: RuleGroupTypeAny;
  readonly format: DemoExportFormat;
  /** SQL dialect of the sql and parameterized exports (`formatQuery`'s `preset`). */
  readonly preset: DemoSqlPreset;
  /** The format shown beside the first on wide screens, if the reader opened one. */
  readonly secondFormat: DemoExportFormat | undefined;
  /** The tab open under the builder. */
  readonly tab: DemoTab;
  /** Whose formatQuery the Run tab runs (7.7.1, 8.24.1 or both). */
  readonly labVersions: LabVersionChoice;
}

/** The starting query with ids, so that the server's and the browser's first render agree (see withPositionIds). */
const demoStartQuery = withPositionIds(demoInitialQuery);

export const defaultDemoState = (flavour: DemoFlavour): DemoState => ({
  flavour,
  options: defaultDemoOptions,
  query: demoStartQuery,
  format: 'sql',
  preset: defaultSqlPreset,
  secondFormat: undefined,
  tab: 'export',
  labVersions: defaultLabVersionChoice,
});

/**
 * Longest `s` parameter read. Decompression can inflate a short hash enormously (a 8 KB hash can
 * hold 10 million characters), so the hash is bounded first and the JSON it yields second.
 */
export const maxStateLength = 10_000;
const maxJsonLength = 100_000;

/** Version of the compressed payload, so later formats can still read today's links. */
const payloadVersion = 1;
const stateKey = 's';

interface Payload {
  v: number;
  f: DemoFlavour;
  o: Partial<Record<DemoOptionId, boolean>>;
  q: RuleGroupTypeAny;
  x: DemoExportFormat;
  /** Omitted for the default dialect, so links made before dialects existed read the same. */
  p?: DemoSqlPreset;
  /** Second export format, when one is open. */
  y?: DemoExportFormat;
  /** The open tab, when it is not Export. */
  t?: DemoTab;
  /** The Run tab's releases, when not 7.7.1 alone. */
  l?: LabVersionChoice;
}

/** The hash (with `#`) that restores `state`: everything compressed into one `s` parameter. */
export function encodeDemoHash(state: DemoState): string {
  const payload: Payload = {
    v: payloadVersion,
    f: state.flavour,
    o: changedOptions(state.options),
    q: withoutIds(state.query),
    x: state.format,
    ...(state.preset === defaultSqlPreset ? {} : { p: state.preset }),
    ...(state.secondFormat ? { y: state.secondFormat } : {}),
    ...(state.tab === 'export' ? {} : { t: state.tab }),
    ...(state.labVersions === defaultLabVersionChoice ? {} : { l: state.labVersions }),
  };
  return `#${stateKey}=${compressToEncodedURIComponent(JSON.stringify(payload))}`;
}

export interface DecodedHash {
  readonly state: DemoState;
  /** Set when part or all of the hash could not be used; shown to the reader. */
  readonly notice?: string;
}

const isFlavour = (value: unknown): value is DemoFlavour =>
  value === 'default' || (typeof value === 'string' && (flavourIds as readonly string[]).includes(value));

type PayloadRead = { readonly ok: true; readonly payload: Payload } | { readonly ok: false; readonly problem: string };

const damaged = {
  ok: false,
  problem: 'the saved demo state in this link is damaged or from an unknown version',
} as const;

function readPayload(encoded: string): PayloadRead {
  if (encoded.length > maxStateLength) {
    return {
      ok: false,
      problem: `the saved demo state is longer than the demo reads (${maxStateLength.toLocaleString('en')} characters)`,
    };
  }
  let json: string | null;
  try {
    json = decompressFromEncodedURIComponent(encoded);
  } catch {
    return damaged;
  }
  if (!json) return damaged;
  if (json.length > maxJsonLength)
    return { ok: false, problem: 'the saved query is too large for the demo to show quickly' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return damaged;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return damaged;
  const p = value as Record<string, unknown>;
  const o = p.o;
  const optionsValid =
    typeof o === 'object' &&
    o !== null &&
    !Array.isArray(o) &&
    Object.entries(o).every(([k, v]) => isDemoOptionId(k) && typeof v === 'boolean');
  const isFormat = (x: unknown): x is DemoExportFormat => typeof x === 'string' && isDemoExportFormat(x);
  if (p.v !== payloadVersion || !isFlavour(p.f) || !optionsValid || !isFormat(p.x)) return damaged;
  if (p.p !== undefined && !(typeof p.p === 'string' && isDemoSqlPreset(p.p))) return damaged;
  if (p.y !== undefined && !isFormat(p.y)) return damaged;
  if (p.t !== undefined && !isDemoTab(p.t)) return damaged;
  if (p.l !== undefined && !isLabVersionChoice(p.l)) return damaged;
  const query = checkQuery(p.q);
  if (!query.ok) return { ok: false, problem: `its query was refused: ${query.reason}` };
  return {
    ok: true,
    payload: {
      v: payloadVersion,
      f: p.f,
      o: o as Payload['o'],
      q: query.query,
      x: p.x,
      ...(p.p === undefined ? {} : { p: p.p as DemoSqlPreset }),
      ...(p.y === undefined ? {} : { y: p.y }),
      ...(p.t === undefined ? {} : { t: p.t as DemoTab }),
      ...(p.l === undefined ? {} : { l: p.l as LabVersionChoice }),
    },
  };
}

/**
 * Reads a demo hash: the compressed `s` state of a shared permalink, and/or `optionName=true|false`
 * pairs (the docs link to options this way, e.g. `#showCloneButtons=true`). Anything unreadable
 * falls back to the defaults with a notice; the page never fails on a hash.
 */
export function decodeDemoHash(hash: string, pageFlavour: DemoFlavour): DecodedHash {
  const fallback = defaultDemoState(pageFlavour);
  const raw = hash.replace(/^#/, '');
  if (raw === '') return { state: fallback };

  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { state: fallback, notice: 'This link could not be read. The demo starts from its defaults instead.' };
  }
  let state = fallback;
  const problems: string[] = [];

  const encoded = params.get(stateKey);
  if (encoded !== null) {
    const read = readPayload(encoded);
    if (read.ok) {
      const { payload } = read;
      state = {
        flavour: payload.f,
        options: { ...defaultDemoOptions, ...payload.o },
        query: payload.q,
        format: payload.x,
        preset: payload.p ?? defaultSqlPreset,
        secondFormat: payload.y,
        tab: payload.t ?? 'export',
        labVersions: payload.l ?? defaultLabVersionChoice,
      };
    } else {
      problems.push(read.problem);
    }
  }

  const overrides: Partial<Record<DemoOptionId, boolean>> = {};
  const unknown: string[] = [];
  for (const [key, value] of params) {
    if (key === stateKey) continue;
    if (isDemoOptionId(key) && (value === 'true' || value === 'false')) overrides[key] = value === 'true';
    else unknown.push(key);
  }
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 5).map((key) => key.slice(0, 40));
    problems.push(`unknown settings were ignored: ${shown.join(', ')}${unknown.length > 5 ? ', …' : ''}`);
  }
  const options = { ...state.options, ...overrides };
  state = { ...state, options, query: withCombinatorMode(state.query, options.independentCombinators) };

  if (problems.length === 0) return { state };
  const notice = `This link could not be fully restored: ${problems.join('; ')}. ${
    encoded !== null && state.query === fallback.query ? 'The demo starts from its defaults instead.' : ''
  }`.trim();
  return { state, notice };
}

/**
 * Joins option switches from the query string (`/demo?showNotToggle=true`, the form the docs link with,
 * since Docusaurus' link checker reads any `#…` as a heading anchor) with the hash, for
 * {@link decodeDemoHash}. The hash comes last, so its settings win; query parameters that are not demo
 * options (a tracker's, say) are not the demo's business and stay out.
 */
export function demoParams(search: string, hash: string): string {
  const fromSearch = [...new URLSearchParams(search)].filter(([key]) => isDemoOptionId(key));
  const params = new URLSearchParams(fromSearch);
  for (const [key, value] of new URLSearchParams(hash.replace(/^#/, ''))) params.append(key, value);
  const joined = params.toString();
  return joined === '' ? '' : `#${joined}`;
}

/** The query string without the demo options {@link demoParams} took over (the hash holds them from then on). */
export function searchWithoutDemoOptions(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (isDemoOptionId(key)) params.delete(key);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
