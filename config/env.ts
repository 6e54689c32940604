/**
 * Every environment variable the site reads, read once, here. Everything else imports `env`.
 * Unset (or empty) variables fall back to the embedded defaults, which keep the site fully offline.
 */
function read(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function readBoolean(name: string, fallback: boolean): boolean {
  const value = read(name);
  if (value === undefined) return fallback;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function readBaseUrl(): string {
  const value = read('BASE_URL') ?? '/';
  return value.endsWith('/') ? value : `${value}/`;
}

export interface SiteEnv {
  /** Public origin of the site, used for canonical URLs and the sitemap. */
  readonly url: string;
  /** Path the site is served under; always ends with a slash. */
  readonly baseUrl: string;
  readonly trailingSlash: boolean;
  /** Google Analytics 4 measurement id; analytics load only when it is set. */
  readonly gtagMeasurementId: string | undefined;
  /** Algolia DocSearch credentials; the hosted search is used only when all three are set. */
  readonly algolia: { readonly appId: string; readonly apiKey: string; readonly indexName: string } | undefined;
  /** Docusaurus' `future.faster` (rspack, SWC, Lightning CSS); `npm run bench` turns it off to compare. */
  readonly faster: boolean;
  /**
   * The lean layer (plugins/lean): on by default; `LEAN_BUILD=false` builds on stock Docusaurus (same content and
   * features, bigger and slower). `LEAN_WITHOUT=id,id` leaves out single patches of it (ids in plugins/lean/manifest.ts),
   * which `npm run bench` uses to measure each patch.
   */
  readonly lean: { readonly on: boolean; readonly without: readonly string[] };
  /** Run as `npm run build`, whose postbuild step compresses the build (npm sets npm_lifecycle_event). */
  readonly npmBuild: boolean;
}

function readAlgolia(): SiteEnv['algolia'] {
  const appId = read('ALGOLIA_APP_ID');
  const apiKey = read('ALGOLIA_SEARCH_API_KEY');
  const indexName = read('ALGOLIA_INDEX_NAME');
  const given = [appId, apiKey, indexName].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!appId || !apiKey || !indexName) {
    throw new Error('Set all of ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME, or none of them');
  }
  return { appId, apiKey, indexName };
}

export const env: SiteEnv = {
  url: read('SITE_URL') ?? 'https://react-querybuilder.js.org',
  baseUrl: readBaseUrl(),
  trailingSlash: readBoolean('TRAILING_SLASH', false),
  gtagMeasurementId: read('GTAG_MEASUREMENT_ID'),
  algolia: readAlgolia(),
  faster: readBoolean('DOCUSAURUS_FASTER', true),
  lean: {
    on: readBoolean('LEAN_BUILD', true),
    without: (read('LEAN_WITHOUT') ?? '').split(',').flatMap((id) => (id.trim() ? [id.trim()] : [])),
  },
  npmBuild: read('npm_lifecycle_event') === 'build',
};
