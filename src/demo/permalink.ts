import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { flavourIds, type FlavourId } from '../flavours/registry';
import { isDemoExportFormat, type DemoExportFormat } from './exportFormats';
import { demoInitialQuery } from './fields';
import { changedOptions, defaultDemoOptions, isDemoOptionId, type DemoOptionId, type DemoOptions } from './options';
import { isQueryShaped, withCombinatorMode, withoutIds } from './queryShape';

/** `'default'` is the library's own unstyled controls (/demo). */
export type DemoFlavour = FlavourId | 'default';

export interface DemoState {
  readonly flavour: DemoFlavour;
  readonly options: DemoOptions;
  readonly query: RuleGroupTypeAny;
  readonly format: DemoExportFormat;
}

export const defaultDemoState = (flavour: DemoFlavour): DemoState => ({
  flavour,
  options: defaultDemoOptions,
  query: demoInitialQuery,
  format: 'sql',
});

/** Version of the compressed payload, so later formats can still read today's links. */
const payloadVersion = 1;
const stateKey = 's';

interface Payload {
  v: number;
  f: DemoFlavour;
  o: Partial<Record<DemoOptionId, boolean>>;
  q: RuleGroupTypeAny;
  x: DemoExportFormat;
}

/** The hash (with `#`) that restores `state`: everything compressed into one `s` parameter. */
export function encodeDemoHash(state: DemoState): string {
  const payload: Payload = {
    v: payloadVersion,
    f: state.flavour,
    o: changedOptions(state.options),
    q: withoutIds(state.query),
    x: state.format,
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

function readPayload(encoded: string): Payload | undefined {
  let json: string | null;
  try {
    json = decompressFromEncodedURIComponent(encoded);
  } catch {
    return undefined;
  }
  if (!json) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const p = value as Partial<Payload>;
  const optionsValid =
    typeof p.o === 'object' && p.o !== null && Object.entries(p.o).every(([k, v]) => isDemoOptionId(k) && typeof v === 'boolean');
  if (p.v !== payloadVersion || !isFlavour(p.f) || !optionsValid || !isQueryShaped(p.q)) return undefined;
  if (typeof p.x !== 'string' || !isDemoExportFormat(p.x)) return undefined;
  return p as Payload;
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

  const params = new URLSearchParams(raw);
  let state = fallback;
  const problems: string[] = [];

  const encoded = params.get(stateKey);
  if (encoded !== null) {
    const payload = readPayload(encoded);
    if (payload) {
      state = {
        flavour: payload.f,
        options: { ...defaultDemoOptions, ...payload.o },
        query: payload.q,
        format: payload.x,
      };
    } else {
      problems.push('the saved demo state in this link is damaged or from an unknown version');
    }
  }

  const overrides: Partial<Record<DemoOptionId, boolean>> = {};
  const unknown: string[] = [];
  for (const [key, value] of params) {
    if (key === stateKey) continue;
    if (isDemoOptionId(key) && (value === 'true' || value === 'false')) overrides[key] = value === 'true';
    else unknown.push(key);
  }
  if (unknown.length > 0) problems.push(`unknown settings were ignored: ${unknown.join(', ')}`);
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
