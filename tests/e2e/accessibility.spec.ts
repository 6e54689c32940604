import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { flavourIds, type FlavourId } from '../../src/flavours/registry';
import { openDemo } from './demoPage';

/** WCAG 2.0 and 2.1, levels A and AA: the level the site promises. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const colorModes = ['light', 'dark'] as const;

/**
 * Rules skipped on one flavour page only, because the violation sits inside a third-party component
 * we cannot reach from outside (no prop, label or stylesheet of ours changes it). Every other rule,
 * and this rule on every other page, still runs.
 */
const thirdPartyExclusions: ReadonlyArray<{ flavour: FlavourId; rule: string; why: string }> = [];

interface PageKind {
  readonly name: string;
  readonly path: string;
  /** Navigates to `path` and waits until the page shows what a reader sees once it is usable. */
  readonly open?: (page: Page, path: string) => Promise<void>;
  readonly skipRules?: readonly string[];
}

async function visit(page: Page, path: string) {
  await page.goto(path);
}

/** Scrolls section by section so that every lazily loaded example on the page renders. */
async function loadLazySections(page: Page) {
  for (const section of await page.locator('main section').all()) await section.scrollIntoViewIfNeeded();
  await expect(page.getByText(/^Loading (the|an) /)).toHaveCount(0, { timeout: 20_000 });
}

const pageKinds: readonly PageKind[] = [
  {
    name: 'home',
    path: '/',
    open: async (page, path) => {
      await page.goto(path);
      await expect(page.locator('section[aria-labelledby="try-it"] .queryBuilder .rule').first()).toBeVisible({ timeout: 20_000 });
      await loadLazySections(page);
    },
  },
  { name: 'v7 docs page', path: '/docs/components/querybuilder' },
  { name: 'Next docs page', path: '/docs/next/intro' },
  { name: 'archived docs page', path: '/docs/5/api/querybuilder' },
  { name: 'API index', path: '/api' },
  { name: 'API module', path: '/api/modules/react_querybuilder' },
  { name: 'API interface', path: '/api/interfaces/react_querybuilder.RuleType' },
  { name: 'demo', path: '/demo', open: openDemo },
  ...flavourIds.map(
    (flavour): PageKind => ({
      name: `demo ${flavour}`,
      path: `/demo/${flavour}`,
      open: openDemo,
      skipRules: thirdPartyExclusions.filter(exclusion => exclusion.flavour === flavour).map(exclusion => exclusion.rule),
    }),
  ),
  {
    name: 'sandbox',
    path: '/sandbox',
    open: async (page, path) => {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Preview' }).locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: 'search page',
    path: '/search?q=rule',
    open: async (page, path) => {
      await page.goto(path);
      await expect(page.getByText(/\d+ documents? found/)).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'search modal with results',
    path: '/docs/intro',
    open: async (page, path) => {
      // The shortcut works once the page has hydrated.
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.keyboard.press('Control+k');
      await page.getByRole('searchbox').fill('formatQuery');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 15_000 });
    },
  },
  { name: '404 page', path: '/no-such-page' },
  {
    name: 'Discord page',
    path: '/discord',
    open: async (page, path) => {
      // Keep the page from redirecting to Discord during the scan.
      await page.clock.install();
      await page.goto(path);
    },
  },
  { name: 'Markdown page', path: '/markdown-page' },
];

/** One readable line per failing element: rule, what it asks for, where. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap(violation =>
    violation.nodes.map(node => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} → ${node.target.join(' ')}`),
  );
}

// Flavour pages load a UI library each; a scan of a long page takes a few seconds on a shared machine.
test.describe.configure({ timeout: 90_000 });

for (const kind of pageKinds) {
  for (const mode of colorModes) {
    test(`${kind.name} (${kind.path}) in ${mode} mode has no WCAG 2.1 AA violations`, async ({ page }) => {
      await page.addInitScript(theme => window.localStorage.setItem('theme', theme), mode);
      await (kind.open ?? visit)(page, kind.path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const results = await new AxeBuilder({ page })
        .withTags(wcagTags)
        .disableRules([...(kind.skipRules ?? [])])
        .analyze();
      expect(describeViolations(results.violations), `axe violations on ${kind.path} (${mode})`).toEqual([]);
    });
  }
}
