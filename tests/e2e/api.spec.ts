import { expect, test } from '@playwright/test';
import { siteLibraryVersion } from '../../config/docsVersions';
import { watchPage } from './pageWatch';
import { trackRequests } from './pageSettled';
import { stockBuild } from './buildKind';

const modulePages = [
  'react_querybuilder',
  'react_querybuilder_antd',
  'react_querybuilder_bootstrap',
  'react_querybuilder_bulma',
  'react_querybuilder_chakra',
  'react_querybuilder_dnd',
  'react_querybuilder_fluent',
  'react_querybuilder_mantine',
  'react_querybuilder_material',
  'react_querybuilder_native',
  'react_querybuilder_tremor',
];

const samplePages = [
  '/api',
  '/api/modules',
  ...modulePages.map((m) => `/api/modules/${m}`),
  '/api/namespaces/react_querybuilder.messages',
  ...[
    'RuleType',
    'RuleGroupType',
    'RuleGroupTypeIC',
    'Schema',
    'Translations',
    'ValidationResult',
    'FormatQueryOptions',
    'ParseSQLOptions',
    'ParseMongoDbOptions',
    'ParseJsonLogicOptions',
    'ParseCELOptions',
    'ParseSpELOptions',
    'ValueEditorProps',
    'ValueSelectorProps',
    'ActionProps',
    'NotToggleProps',
    'DragHandleProps',
  ].map((name) => `/api/interfaces/react_querybuilder.${name}`),
  '/api/interfaces/react_querybuilder_dnd.QueryBuilderDndContextProps',
  '/api/interfaces/react_querybuilder_native.SchemaNative',
  '/api/interfaces/react_querybuilder_tremor.TremorFieldProps',
  '/api/functions/react_querybuilder.formatQuery',
  '/api/variables/react_querybuilder.defaultCombinators',
  '/api/type-aliases/react_querybuilder.QueryBuilderProps',
  '/api/variables/react_querybuilder_dnd.QueryBuilderDnD',
];

test('the sample API routes answer 200', async ({ request }) => {
  for (const path of samplePages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
});

test('short module addresses redirect to the module page', async ({ page }) => {
  for (const short of ['antd', 'bulma', 'dnd', 'fluent', 'material', 'native', 'tremor']) {
    await page.goto(`/api/modules/${short}`);
    await expect(page).toHaveURL(new RegExp(`/api/modules/react_querybuilder_${short}$`));
  }
});

test('an interface page lists properties with their types and descriptions', async ({ page }) => {
  await page.goto('/api/interfaces/react_querybuilder.RuleType');
  await expect(page.getByRole('heading', { level: 1, name: 'RuleType' })).toBeVisible();
  const article = page.locator('article');
  await expect(article.locator('h3#field')).toContainText('field');
  await expect(article.locator('pre', { hasText: 'field: F;' })).toBeVisible();
  await expect(article).toContainText('Only used when adding a rule to a query that uses independent combinators.');
});

test('the API sidebar lists every module, and pages have no breadcrumbs', async ({ page }) => {
  await page.goto('/api/modules/react_querybuilder');
  await expect(page.getByRole('heading', { level: 1, name: 'react-querybuilder' })).toBeVisible();
  await expect(page.getByText(`This page documents react-querybuilder ${siteLibraryVersion}.`)).toBeVisible();
  const sidebar = page.locator('.theme-doc-sidebar-container');
  for (const module of modulePages) {
    await expect(sidebar.locator(`a[href="/api/modules/${module}"]`)).toHaveCount(1);
  }
  for (const label of ['Index', 'Modules', 'Interfaces', 'Namespaces']) {
    await expect(
      sidebar
        .getByRole('link', { name: label, exact: true })
        .or(sidebar.getByRole('button', { name: label, exact: true }))
        .first(),
    ).toBeVisible();
  }
  await expect(page.locator('nav.theme-doc-breadcrumbs')).toHaveCount(0);
});

test('a module page is an overview: members by kind, each with its summary and a link to its page', async ({
  page,
}) => {
  await page.goto('/api/modules/react_querybuilder');
  const article = page.locator('article');
  const kinds = [
    ['interfaces', 'Interfaces'],
    ['type-aliases', 'Type Aliases'],
    ['variables', 'Variables'],
    ['functions', 'Functions'],
  ] as const;
  for (const [id, kind] of kinds) {
    await expect(article.locator(`h2#${id}`)).toContainText(kind);
  }
  const row = article.locator('tr', { has: page.getByRole('link', { name: 'formatQuery', exact: true }) });
  await expect(row).toContainText('Generates a formatted (indented two spaces) JSON string from a query object.');
  await row.getByRole('link', { name: 'formatQuery', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/functions\/react_querybuilder\.formatQuery$/);
});

test('a member page shows its signature, and type names in it link to their pages', async ({ page }) => {
  await page.goto('/api/functions/react_querybuilder.formatQuery');
  await expect(page.getByRole('heading', { level: 1, name: 'formatQuery' })).toBeVisible();
  const article = page.locator('article');
  await expect(article).toContainText(`Exported by react-querybuilder ${siteLibraryVersion}.`);
  // Member pages are not listed in the API sidebar (their overview lists them) but carry it.
  await expect(
    page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Index', exact: true }),
  ).toBeVisible();
  await expect(article.locator('pre', { hasText: 'function formatQuery(ruleGroup): string;' }).first()).toBeVisible();
  await article.getByRole('link', { name: 'ParameterizedSQL', exact: true }).first().click();
  await expect(page).toHaveURL(/\/api\/interfaces\/react_querybuilder\.ParameterizedSQL$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ParameterizedSQL' })).toBeVisible();
});

// The browser builds the member routes from a compact table (plugins/lean/routeFiles/rewrite.cjs, compactRoutes).
test('a docs page reaches a member page in the same document, loading it on hover, and Back returns; neither logs an error', async ({
  page,
}) => {
  const { problems } = watchPage(page);
  const requests = trackRequests(page);
  await page.goto('/docs/utils/export');
  // Settled first, so that the script the hover preloads is the only one requested after it.
  await requests.settled();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = page.locator('article').getByRole('link', { name: 'formatQuery', exact: true }).first();
  const preloaded = page.waitForRequest((request) => request.resourceType() === 'script');
  await link.hover();
  await preloaded;
  await link.click();
  await expect(page).toHaveURL(/\/api\/functions\/react_querybuilder\.formatQuery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'formatQuery' })).toBeVisible();
  await expect(
    page.locator('article pre', { hasText: 'function formatQuery(ruleGroup): string;' }).first(),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/utils\/export$/);
  await expect(page.locator('article').getByRole('link', { name: 'formatQuery', exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(problems).toEqual([]);
});

test('member pages of every kind hydrate without errors and are reached from their overview in the same document', async ({
  page,
}) => {
  const { problems } = watchPage(page);
  for (const path of [
    '/api/functions/react_querybuilder.formatQuery',
    '/api/variables/react_querybuilder_antd.AntDActionElement',
    '/docs/intro',
  ]) {
    const requests = trackRequests(page);
    await page.goto(path);
    await requests.settled();
    requests.stop();
  }
  await page.goto('/api/modules/react_querybuilder_antd');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  for (const [name, path] of [
    ['AntDValueSelectorProps', /\/api\/type-aliases\/react_querybuilder_antd\.AntDValueSelectorProps$/],
    ['AntDNotToggle', /\/api\/variables\/react_querybuilder_antd\.AntDNotToggle$/],
  ] as const) {
    await page.locator('article').getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await page.goBack();
  }
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(problems).toEqual([]);
});

test.describe('old section anchors of module pages land on the member pages', () => {
  const moved = [
    ['/api/modules/react_querybuilder#formatquery', '/api/functions/react_querybuilder.formatQuery', 'formatQuery'],
    ['/api/modules/react_querybuilder#formatquery-1', '/api/functions/react_querybuilder.formatQuery', 'formatQuery'],
    [
      '/api/modules/react_querybuilder#defaultcombinators-1',
      '/api/variables/react_querybuilder.defaultCombinators',
      'defaultCombinators',
    ],
    [
      '/api/modules/react_querybuilder#usevalueeditor',
      '/api/variables/react_querybuilder.useValueEditor',
      'useValueEditor',
    ],
    ['/api/modules/react_querybuilder#ruletype', '/api/interfaces/react_querybuilder.RuleType', 'RuleType'],
    [
      '/api/modules/react_querybuilder_dnd#querybuilderdnd',
      '/api/variables/react_querybuilder_dnd.QueryBuilderDnD',
      'QueryBuilderDnD',
    ],
    [
      '/api/modules/antd#antdactionelement',
      '/api/variables/react_querybuilder_antd.AntDActionElement',
      'AntDActionElement',
    ],
  ] as const;
  // One test per address: each loads a module page and then a member page, which is a few seconds on a busy machine.
  for (const [from, to, name] of moved) {
    test(from, async ({ page }) => {
      await page.goto(from);
      // The move happens once the overview (the largest API page) has hydrated: over 7 s on a busy 2-core CI.
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });
      await expect(page, from).toHaveURL(new RegExp(`${to.replace(/\./g, '\\.')}$`));
      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    });
  }
  test('anchors the overview still has stay put', async ({ page }) => {
    await page.goto('/api/modules/react_querybuilder#functions');
    await expect(page.locator('#functions')).toBeInViewport();
    await expect(page).toHaveURL(/\/api\/modules\/react_querybuilder#functions$/);
  });
});

test('API pages fit a phone screen without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/api/modules/react_querybuilder',
    '/api/functions/react_querybuilder.formatQuery',
    '/api/type-aliases/react_querybuilder.QueryBuilderProps',
    '/api/interfaces/react_querybuilder.FormatQueryOptions',
  ]) {
    await page.goto(path);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the native module page says which version it documents and why', async ({ page }) => {
  await page.goto('/api/modules/react_querybuilder_native');
  // fixed release: the native add-on's own pin (tools/api-native), outside the version table, which no bump moves.
  await expect(page.locator('article')).toContainText('This page documents @react-querybuilder/native 8.13.0.');
  await expect(page.locator('article')).toContainText('has no 7.x release');
});

test('the largest API page stays under 2,000 elements after hydration, each chunk prefetched once', async ({
  page,
}) => {
  const requests = trackRequests(page);
  await page.goto('/api/interfaces/react_querybuilder_native.SchemaNative');
  // Links in view prefetch their routes' chunks; wait until the visible ones have.
  await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
  await requests.settled();
  const { elements, prefetches } = await page.evaluate(() => ({
    elements: document.querySelectorAll('*').length,
    prefetches: Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href')),
  }));
  // Stock Docusaurus prefetches a file once per route that needs it (plugins/lean patch linkPrefetch).
  if (!stockBuild) expect(prefetches.length, 'one <link rel="prefetch"> per file').toBe(new Set(prefetches).size);
  expect(elements).toBeLessThan(2_000);
});

test("a code block's buttons mount when the pointer or the keyboard focus reaches it", async ({ page }) => {
  await page.goto('/api/interfaces/react_querybuilder.RuleType');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  const blocks = page.locator('article .theme-code-block');
  await expect(blocks.nth(1)).toBeVisible();
  await expect(page.locator('article').getByRole('button', { name: 'Copy code to clipboard' })).toHaveCount(0);
  await blocks.first().hover();
  await expect(blocks.first().getByRole('button', { name: 'Copy code to clipboard' })).toBeAttached();
  await blocks.nth(1).locator('pre').focus();
  await page.keyboard.press('Tab');
  await expect(blocks.nth(1).getByRole('button', { name: 'Copy code to clipboard' })).toBeFocused();
});
