import { afterEach, describe, expect, it, vi } from 'vitest';

const variables = [
  'SITE_URL',
  'BASE_URL',
  'TRAILING_SLASH',
  'GTAG_MEASUREMENT_ID',
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_INDEX_NAME',
  'DOCUSAURUS_FASTER',
  'npm_lifecycle_event',
];

async function loadWith(values: Record<string, string>) {
  vi.resetModules();
  for (const name of variables) vi.stubEnv(name, values[name] ?? '');
  const { env } = await import('./env');
  const { default: config } = await import('../docusaurus.config');
  return { env, config };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('environment (config/env.ts)', () => {
  it('defaults to the public site, offline', async () => {
    const { env, config } = await loadWith({});
    expect(env).toEqual({
      url: 'https://react-querybuilder.js.org',
      baseUrl: '/',
      trailingSlash: false,
      gtagMeasurementId: undefined,
      algolia: undefined,
      faster: true,
      lean: { on: true, without: [] },
      npmBuild: false,
    });
    expect(config).toMatchObject({
      url: env.url,
      baseUrl: '/',
      trailingSlash: false,
      onBrokenLinks: 'throw',
      future: { faster: true },
    });
  });

  it('builds without future.faster only when asked to (for the benchmark)', async () => {
    expect((await loadWith({ DOCUSAURUS_FASTER: 'false' })).config).toMatchObject({ future: { faster: false } });
    await expect(loadWith({ DOCUSAURUS_FASTER: 'sometimes' })).rejects.toThrow(
      'DOCUSAURUS_FASTER must be true or false',
    );
  });

  it('compresses scripts and stylesheets during the build only under `npm run build`, whose postbuild step compresses the rest', async () => {
    const names = (config: { plugins?: unknown[] }) =>
      (config.plugins ?? []).map((plugin) => (typeof plugin === 'function' ? plugin.name : null));
    expect(names((await loadWith({})).config)).not.toContain('precompressAssets');
    const { env, config } = await loadWith({ npm_lifecycle_event: 'build' });
    expect(env.npmBuild).toBe(true);
    expect(names(config)).toContain('precompressAssets');
  });

  it('takes the URL, base path and trailing slash from the environment', async () => {
    const { config } = await loadWith({
      SITE_URL: 'https://docs.example.com',
      BASE_URL: '/rqb',
      TRAILING_SLASH: 'true',
    });
    expect(config).toMatchObject({ url: 'https://docs.example.com', baseUrl: '/rqb/', trailingSlash: true });
  });

  it('rejects a trailing-slash value that is not a boolean', async () => {
    await expect(loadWith({ TRAILING_SLASH: 'sometimes' })).rejects.toThrow(/TRAILING_SLASH must be true or false/);
  });

  it('wants all three Algolia settings or none', async () => {
    await expect(loadWith({ ALGOLIA_APP_ID: 'APP' })).rejects.toThrow(/or none of them/);
    const { env } = await loadWith({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'rqb' });
    expect(env.algolia).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'rqb' });
  });
});

describe('analytics', () => {
  const presetOptions = (config: { presets?: unknown[] }) =>
    (config.presets?.[0] as [string, Record<string, unknown>])[1];

  it('is absent unless a measurement id is configured', async () => {
    const { config } = await loadWith({});
    expect(presetOptions(config)).not.toHaveProperty('gtag');
  });

  it('loads gtag with the configured measurement id', async () => {
    const { config } = await loadWith({ GTAG_MEASUREMENT_ID: 'G-TEST123' });
    expect(presetOptions(config)).toMatchObject({ gtag: { trackingID: 'G-TEST123' } });
  });
});
