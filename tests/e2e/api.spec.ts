import { expect, test } from '@playwright/test';

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
  ...modulePages.map(m => `/api/modules/${m}`),
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
  ].map(name => `/api/interfaces/react_querybuilder.${name}`),
  '/api/interfaces/react_querybuilder_dnd.QueryBuilderDndContextProps',
  '/api/interfaces/react_querybuilder_native.SchemaNative',
  '/api/interfaces/react_querybuilder_tremor.TremorFieldProps',
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
  await expect(page.getByText('This page documents react-querybuilder 7.7.1.')).toBeVisible();
  const sidebar = page.locator('.theme-doc-sidebar-container');
  for (const module of modulePages) {
    await expect(sidebar.locator(`a[href="/api/modules/${module}"]`)).toHaveCount(1);
  }
  for (const label of ['Index', 'Modules', 'Interfaces', 'Namespaces']) {
    await expect(sidebar.getByRole('link', { name: label, exact: true }).or(sidebar.getByRole('button', { name: label, exact: true })).first()).toBeVisible();
  }
  await expect(page.locator('nav.theme-doc-breadcrumbs')).toHaveCount(0);
});

test('functions are anchored sections of their module page and links between API pages resolve', async ({ page }) => {
  await page.goto('/api/modules/react_querybuilder#formatquery');
  await expect(page.locator('#formatquery')).toBeInViewport();
  await page.locator('article').getByRole('link', { name: 'RuleGroupType', exact: true }).first().click();
  await expect(page).toHaveURL(/\/api\/interfaces\/react_querybuilder\.RuleGroupType/);
  await expect(page.getByRole('heading', { level: 1, name: 'RuleGroupType' })).toBeVisible();
});

test('the native module page says which version it documents and why', async ({ page }) => {
  await page.goto('/api/modules/react_querybuilder_native');
  await expect(page.locator('article')).toContainText('This page documents @react-querybuilder/native 8.13.0.');
  await expect(page.locator('article')).toContainText('has no 7.x release');
});
