import { expect, test, type Locator, type Page } from '@playwright/test';
import { builder, openDemo, watchProblems } from './demoPage';
import { defaultDemoOptions } from '../../src/demo/options';
import { defaultDemoState, encodeDemoHash } from '../../src/demo/permalink';
import { flavourIds } from '../../src/flavours/registry';
import { colorModes, startInColorMode, switchColorModeInPlace } from './colorMode';

/**
 * Runs in the `phone` project (390×844, touch; playwright.config.ts): every page kind fits the screen,
 * and the demo's main interactions work by tapping.
 */

/** Every kind of page the site has, each opened until it shows what a reader sees once it is usable. */
const pageKinds: ReadonlyArray<{ name: string; path: string; ready?: (page: Page) => Promise<void> }> = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await expect(page.locator('section[aria-labelledby="try-it"] .queryBuilder .rule').first()).toBeVisible({
        timeout: 20_000,
      });
      // Lazily loaded examples render once scrolled to.
      for (const section of await page.locator('main section').all()) await section.scrollIntoViewIfNeeded();
      await expect(page.getByText(/^Loading (the|an) /)).toHaveCount(0, { timeout: 20_000 });
    },
  },
  { name: 'v7 docs page', path: '/docs/components/querybuilder' },
  { name: 'Next docs page', path: '/docs/next/utils/export' },
  { name: 'docs category page', path: '/docs/category/components' },
  { name: 'archived docs page', path: '/docs/5/api/querybuilder' },
  { name: 'API index', path: '/api' },
  { name: 'API module', path: '/api/modules/react_querybuilder' },
  { name: 'API interface', path: '/api/interfaces/react_querybuilder.RuleType' },
  ...['', ...flavourIds.map((id) => `/${id}`)].map((flavour) => ({
    name: `demo${flavour}`,
    path: `/demo${flavour}`,
    ready: (page: Page) => openDemo(page, `/demo${flavour}`),
  })),
  {
    name: 'sandbox',
    path: '/sandbox',
    ready: (page) =>
      expect(page.frameLocator('iframe[title="Preview"]').locator('.queryBuilder')).toBeVisible({ timeout: 20_000 }),
  },
  {
    name: 'search page',
    path: '/search?q=rule',
    ready: async (page) => {
      await expect(page.getByText(/\d+ documents? found/)).toBeVisible({ timeout: 15_000 });
      // Stacked under the query on a phone, the version select keeps the query's gutter instead of touching the edge.
      const query = await page.locator('.search-page-wrapper form input').first().boundingBox();
      const version = await page.locator('.search-page-wrapper form select').boundingBox();
      expect(version?.x).toBeCloseTo(query?.x ?? Number.NaN, 0);
    },
  },
  { name: '404 page', path: '/no-such-page' },
  {
    name: 'Markdown page',
    path: '/markdown-page',
    // Its "What lives where" table is a stack of cards, as the docs' tables are: no cell is cut at the screen's edge.
    ready: async (page) => {
      await expect(page.locator('main table[data-cards]')).toHaveCount(1);
      const cut = await page
        .locator('main table td')
        .evaluateAll((cells) =>
          cells
            .filter(
              (cell) =>
                cell.getBoundingClientRect().right > window.innerWidth + 1 || cell.scrollWidth > cell.clientWidth + 1,
            )
            .map((cell) => cell.textContent ?? ''),
        );
      expect(cut).toEqual([]);
    },
  },
];

/** How wide the page is compared with the screen, and the elements that stick out past its right edge. */
// The screen's width, not innerWidth: a mobile browser widens its layout viewport to fit a page that overflows.
const overflow = (page: Page) =>
  page.evaluate((width) => {
    const offenders = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 1) return false;
        // Inside a box that scrolls on its own, sticking out of the screen is that box's business.
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const { overflowX } = getComputedStyle(parent);
          if ((overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') && parent !== document.body)
            return false;
        }
        return true;
      })
      .slice(0, 5)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 2).join('.')}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, screenWidth: width, offenders };
  }, page.viewportSize()?.width ?? 390);

// The longest test here took 20 s in a full run at load average 14 on 2 cores (the demo by touch).
test.describe.configure({ timeout: 60_000 });

// One page load per kind, measured in light mode and then, switched in place, in dark mode: the width of a layout
// should not depend on the colour mode, and the load is most of a measurement's cost.
for (const kind of pageKinds) {
  test(`${kind.name} (${kind.path}) fits a phone in light and dark mode without sideways scrolling`, async ({
    page,
  }) => {
    await startInColorMode(page, 'light');
    if (kind.ready && kind.path.startsWith('/demo')) await kind.ready(page);
    else {
      await page.goto(kind.path);
      await kind.ready?.(page);
    }
    for (const mode of colorModes) {
      if (mode !== 'light') await switchColorModeInPlace(page, mode);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const measured = await overflow(page);
      test.info().annotations.push({
        type: 'scrollWidth',
        description: `${kind.path} (${mode}): ${measured.scrollWidth} / ${measured.screenWidth}`,
      });
      expect
        .soft(
          measured.scrollWidth,
          `${kind.path} is wider than the screen in ${mode} mode; sticking out: ${measured.offenders.join(', ')}`,
        )
        .toBeLessThanOrEqual(measured.screenWidth);
    }
  });
}

/** Every rule's controls are on screen: none is pushed past the right edge (where a phone cannot reach it). */
async function expectRulesOnScreen(page: Page) {
  const width = page.viewportSize()?.width ?? 390;
  const rights = await builder(page)
    .locator('.rule > *')
    .evaluateAll((elements) =>
      elements
        .filter((e) => e.getBoundingClientRect().width > 0)
        .map((e) => Math.round(e.getBoundingClientRect().right)),
    );
  expect(rights.length).toBeGreaterThan(0);
  expect(Math.max(...rights), 'a rule control sticks out of the screen').toBeLessThanOrEqual(width);
}

/**
 * Taps `target` after bringing it to the middle of the screen. The navbar hides on scroll down and slides back on
 * scroll up; a control scrolled to the very top can be covered by the sliding navbar between Playwright's hit check
 * and its tap, which then lands on the brand link (seen once: the demo tap on "+ Rule" went to the home page).
 */
async function tapInMiddle(target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await target.tap();
}

/** Picks `value` in a native <select> the way a phone does: a tap opens the system picker, which then sets it. */
async function tapSelect(select: Locator, value: string) {
  await select.tap();
  await select.selectOption(value);
}

// Flavours whose field, operator and value controls are native elements, so a tap opens the system picker.
for (const flavour of ['', '/bootstrap', '/bulma']) {
  test(`demo${flavour} works by touch: options fold away, add a rule, edit it, export and import`, async ({ page }) => {
    const problems = watchProblems(page);
    await openDemo(page, `/demo${flavour}`);
    await expectRulesOnScreen(page);

    // The builder comes first; the options wait in a folded panel under it.
    const options = page.getByRole('group', { name: 'Options' });
    const builderBox = await builder(page).boundingBox();
    const optionsBox = await page.locator('summary', { hasText: 'Options' }).boundingBox();
    expect(builderBox && optionsBox && builderBox.y < optionsBox.y).toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Show clone buttons', exact: true })).toBeHidden();
    await page.locator('summary', { hasText: 'Options' }).tap();
    await expect(options.getByRole('checkbox', { name: 'Show clone buttons', exact: true })).toBeVisible();
    await options.getByRole('checkbox', { name: 'Show clone buttons', exact: true }).tap();
    await expect(builder(page).locator('.rule-cloneRule').first()).toBeVisible();
    await expectRulesOnScreen(page);

    const rules = builder(page).locator('.rule');
    const before = await rules.count();
    await tapInMiddle(builder(page).locator('.ruleGroup-addRule').first());
    await expect(rules).toHaveCount(before + 1);
    const added = rules.last();
    await tapSelect(added.locator('select.rule-fields, .rule-fields select').first(), 'lastName');
    await tapSelect(added.locator('select.rule-operators, .rule-operators select').first(), 'beginsWith');
    const value = added.locator('input.rule-value, .rule-value input').first();
    await value.tap();
    await value.fill('Mc');
    await expectRulesOnScreen(page);

    await page.getByRole('tab', { name: 'Export' }).tap();
    const format = page.getByRole('combobox', { name: 'Format' });
    await tapSelect(format, 'sql');
    await expect(page.getByTestId('export-result')).toContainText("lastName like 'Mc%'");

    await page.getByRole('tab', { name: 'Import' }).tap();
    await page
      .getByRole('textbox')
      .filter({ has: page.locator('xpath=self::textarea') })
      .fill("age > 40 and firstName = 'Ana'");
    await page.getByRole('button', { name: 'Import', exact: true }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
    await expect(rules).toHaveCount(2);
    await expectRulesOnScreen(page);
    expect(problems).toEqual([]);
  });
}

test('after an import the builder shows the imported query on screen, though the open options stand between', async ({
  page,
}, info) => {
  await openDemo(page, '/demo');
  await page.locator('summary', { hasText: 'Options' }).tap();
  await expect(page.getByRole('checkbox', { name: 'Use validation', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Import' }).tap();
  await page.getByRole('textbox', { name: /^SQL to import/ }).fill("lastName = 'Steve' AND age > 30");
  await page.getByRole('button', { name: 'Import', exact: true }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeAttached();
  const rules = builder(page).locator('.rule');
  await expect(rules).toHaveCount(2);
  await expect(rules.first().locator('.rule-fields')).toHaveValue('lastName');
  // Its top in view and clear of the navbar, which shows again as the page scrolls up.
  await expect(rules.first()).toBeInViewport();
  const navbarBottom = await page.locator('nav.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
  const builderTop = await builder(page).evaluate((section) => section.getBoundingClientRect().top);
  expect(builderTop).toBeGreaterThanOrEqual(navbarBottom - 1);
  info.annotations.push({ type: 'scrollY after import', description: String(await page.evaluate(() => scrollY)) });
});

test("a docs sample's Run link opens the demo with the Run tab in view, not the builder above it", async ({ page }) => {
  const problems = watchProblems(page);
  const runLink = encodeDemoHash({
    ...defaultDemoState('default'),
    options: { ...defaultDemoOptions, parseNumbers: true },
    tab: 'run',
  });
  await page.goto(`/demo${runLink}`);
  const runTab = page.getByRole('tab', { name: 'Run' });
  await expect(runTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-demo-ready="true"]')).toBeAttached();
  await expect(runTab).toBeInViewport();
  const navbarBottom = await page.locator('nav.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
  expect((await runTab.boundingBox())!.y).toBeGreaterThanOrEqual(navbarBottom - 1);
  expect(problems).toEqual([]);
});

test('category cards let titles wrap and show descriptions on two lines or more', async ({ page }) => {
  await page.goto('/docs/category/tips--tricks');
  const cards = page.locator('article .theme-doc-card-container');
  await expect(cards.first()).toBeVisible();
  const cut = await cards.evaluateAll((elements) =>
    elements.flatMap((card) => {
      const problems: string[] = [];
      const title = card.querySelector('.theme-doc-card-title');
      const description = card.querySelector('.theme-doc-card-description');
      const name = title?.textContent ?? '?';
      if (title && title.scrollWidth > title.clientWidth + 1) problems.push(`${name}: title cut`);
      if (description) {
        const lineHeight = parseFloat(getComputedStyle(description).lineHeight);
        const lines = Math.round(description.clientHeight / lineHeight);
        // Cut short only where it runs longer than the lines it shows.
        if (description.scrollWidth > description.clientWidth + 1) problems.push(`${name}: description cut sideways`);
        if (lines < 2 && description.scrollHeight > description.clientHeight + 1)
          problems.push(`${name}: description on ${lines} line`);
      }
      return problems;
    }),
  );
  expect(await cards.count()).toBeGreaterThanOrEqual(16);
  expect(cut).toEqual([]);
});

for (const path of ['/docs/recipes', '/docs/next/recipes']) {
  test(`${path}: on a phone each question stands above its answer, and no answer scrolls sideways`, async ({
    page,
  }) => {
    await page.goto(path);
    const rows = page.locator('article table tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const row of (await rows.all()).slice(0, 5)) {
      const [question, answer] = [
        await row.locator('td').first().boundingBox(),
        await row.locator('td').last().boundingBox(),
      ];
      expect(question && answer, 'both cells are laid out').toBeTruthy();
      if (!question || !answer) continue;
      expect(Math.abs(question.x - answer.x), 'the answer starts under the question').toBeLessThanOrEqual(1);
      expect(answer.y, 'the answer sits below the question').toBeGreaterThanOrEqual(question.y + question.height - 1);
    }
    for (const table of await page.locator('article table').all())
      expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  });
}

test('props, options and comparison tables are cards on a phone: nothing scrolls sideways or leaves the screen', async ({
  page,
}) => {
  // The widest tables of each kind: 3 to 5 columns of code and prose, 516 to 915 px wide in a 358 px column before.
  for (const path of [
    '/docs/components/querybuilder',
    '/docs/next/components/querybuilder',
    '/docs/next/utils/export',
    '/docs/next/migrate',
  ]) {
    await page.goto(path);
    const tables = page.locator('article table');
    await expect(tables.first()).toBeAttached();
    const wide = await tables.evaluateAll(
      (elements, screen) =>
        elements.flatMap((table, index) => {
          const cells = Array.from(table.querySelectorAll('td'));
          const outside = cells.filter((cell) => cell.getBoundingClientRect().right > screen + 1).length;
          const scrolls = table.scrollWidth > table.clientWidth + 1;
          return outside > 0 || scrolls ? [`table ${index + 1}: ${outside} cells off screen, scrolls ${scrolls}`] : [];
        }),
      page.viewportSize()?.width ?? 390,
    );
    expect(wide, path).toEqual([]);
    // Each value is labelled with its column's header, which the hidden header row no longer shows.
    const labelled = page.locator('article td[data-label]:not(:first-child)').first();
    expect(await labelled.evaluate((cell) => getComputedStyle(cell, '::before').content), path).toMatch(/^".+: "$/);
  }
});

test('code blocks show their copy button without a hover: a touch screen has none', async ({ page }) => {
  await page.goto('/docs/intro');
  const copy = page
    .locator('article .theme-code-block')
    .first()
    .getByRole('button', { name: /Copy code/ });
  await expect(copy).toBeAttached();
  await expect(copy).toHaveCSS('opacity', '1');
});

/**
 * The Export, Import, Run and Code tabs are within a phone's first two screens, before hydration too: the server
 * rendered the 20 options open between the builder and the tabs (the tabs at y ≈ 1,770), and hydration then folded
 * them, pulling the tabs up by 670 px under the reader's thumb.
 */
for (const path of ['/demo', '/demo/chakra']) {
  test(`${path}: the tabs are within the first two screens, server-rendered and hydrated, and stay put`, async ({
    browser,
    page,
  }) => {
    const screen = page.viewportSize()?.height ?? 844;
    const tabsTop = (on: Page) =>
      on
        .getByRole('tablist', { name: 'Export, import, run and code' })
        .evaluate((list) => list.getBoundingClientRect().top + scrollY);
    const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = test.info().project.use;
    const withoutScript = await browser.newContext({
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent,
      javaScriptEnabled: false,
    });
    const serverPage = await withoutScript.newPage();
    await serverPage.goto(path);
    const serverTop = await tabsTop(serverPage);
    await withoutScript.close();
    expect(serverTop, 'tabs top in the server-rendered page').toBeLessThan(2 * screen);

    await openDemo(page, path);
    await expect(page.locator('summary', { hasText: 'Options' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Show clone buttons', exact: true })).toBeHidden();
    const hydratedTop = await tabsTop(page);
    expect(hydratedTop, 'tabs top once hydrated').toBeLessThan(2 * screen);
    // Only the builder's own controls change height as the flavour draws them; the options no longer fold away.
    test.info().annotations.push({ type: 'tabs top', description: `server ${serverTop}, hydrated ${hydratedTop}` });
  });
}

test('search hits cut at the screen edge end in an ellipsis, so the reader sees there is more', async ({ page }) => {
  await page.goto('/docs/intro');
  await expect(page.locator('.DocSearch-Button-Key').first()).toBeAttached({ timeout: 20_000 });
  await page.locator('button.DocSearch-Button').click();
  await page.locator('.DocSearch-Modal input.DocSearch-Input').fill('translations');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  const texts = await page
    .locator('.DocSearch-Hit :is(.DocSearch-Hit-title, .DocSearch-Hit-path)')
    .evaluateAll((elements) =>
      elements.map((element) => ({
        text: (element.textContent ?? '').slice(0, 60),
        cut: element.scrollWidth > element.clientWidth + 1,
        clipped: element.getBoundingClientRect().width < element.scrollWidth - 1,
        ellipsis:
          getComputedStyle(element).textOverflow === 'ellipsis' && getComputedStyle(element).overflowX !== 'visible',
      })),
    );
  // Long section titles are cut on a 390 px screen: the check has something to look at.
  expect(texts.filter((entry) => entry.cut || entry.clipped).length).toBeGreaterThan(0);
  expect(texts.filter((entry) => (entry.cut || entry.clipped) && !entry.ellipsis)).toEqual([]);
});

test('the validation page shows its rendered-classes figures whole on a phone', async ({ page }) => {
  await page.goto('/docs/utils/validation');
  const block = page.locator('pre', { hasText: 'queryBuilder-valid: 0' }).first();
  await block.scrollIntoViewIfNeeded();
  const fits = await block.evaluate((pre) => pre.scrollWidth <= pre.clientWidth + 1);
  expect(fits).toBe(true);
});

/** Opens the phone menu from the navbar and waits until it has slid in. */
async function openPhoneMenu(page: Page): Promise<Locator> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(page.locator('.navbar-sidebar--show')).toBeAttached();
  await expect(menu.getByRole('button', { name: 'Close navigation bar' })).toBeInViewport({ ratio: 1 });
  return menu;
}

/** Whether the menu's site name shows whole: not cut by an ellipsis, inside its bar and clear of the colour toggle. */
async function brandProblems(menu: Locator): Promise<string[]> {
  return menu.locator('.navbar-sidebar__brand').evaluate((brand) => {
    const title = brand.querySelector<HTMLElement>('.navbar__title');
    const toggle = brand.querySelector('button[title], button[aria-label*="dark"]');
    if (!title || !toggle) return ['no title or colour toggle in the menu bar'];
    const problems: string[] = [];
    const box = title.getBoundingClientRect();
    const bar = brand.getBoundingClientRect();
    if (title.textContent !== 'React Query Builder') problems.push(`title reads "${title.textContent}"`);
    if (title.scrollWidth > title.clientWidth + 1)
      problems.push(`title cut: ${title.scrollWidth} px in ${title.clientWidth}`);
    if (title.scrollHeight > title.clientHeight + 1) problems.push('title cut at its bottom');
    if (box.top < bar.top || box.bottom > bar.bottom) problems.push('title leaves the menu bar');
    if (box.right > toggle.getBoundingClientRect().left) problems.push('title runs under the colour toggle');
    return problems;
  });
}

for (const { path, version } of [
  { path: '/docs/intro', version: 'v7' },
  { path: '/docs/next/intro', version: 'Next' },
]) {
  test(`${path}: the phone menu shows the whole site name and the current version (${version}), light and dark`, async ({
    page,
  }) => {
    await startInColorMode(page, 'light');
    await page.goto(path);
    for (const mode of colorModes) {
      if (mode !== 'light') await switchColorModeInPlace(page, mode);
      const menu = await openPhoneMenu(page);
      expect(await brandProblems(menu), mode).toEqual([]);
      await expect(menu.locator('.navbar-sidebar__brand .navbar__title')).toHaveText('React Query Builder');
      // A docs page opens the menu at its sidebar; the version entry is in the main menu beside it.
      await menu.getByRole('button', { name: /Back to main menu/ }).click();
      await expect(menu.getByRole('button', { name: `Version: ${version}`, exact: true })).toBeInViewport({ ratio: 1 });
      await menu.getByRole('button', { name: 'Close navigation bar' }).click();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    }
    // A narrower phone (360 px) wraps the name rather than cutting it.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await brandProblems(await openPhoneMenu(page)), '360 px').toEqual([]);
  });
}

test('in the phone menu a tap on a category with its own page expands it there, and its page is its first item', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  const menu = await openPhoneMenu(page);
  const tips = menu.getByRole('button', { name: 'Tips & Tricks', exact: true });
  const saving = menu.getByRole('link', { name: 'Saving and restoring a query', exact: true });
  await expect(tips).toHaveAttribute('aria-expanded', 'false');
  await tips.click();
  await expect(tips).toHaveAttribute('aria-expanded', 'true');
  await expect(saving).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(menu.getByRole('button', { name: 'Close navigation bar' })).toBeInViewport();
  // The label's caret is part of the same control: a second tap folds it again.
  await tips.click();
  await expect(tips).toHaveAttribute('aria-expanded', 'false');
  await tips.click();
  const overview = tips.locator('xpath=ancestor::li[1]').getByRole('link').first();
  await expect(overview).toHaveText('Overview');
  await overview.click();
  await expect(page).toHaveURL(/\/docs\/category\/tips--tricks$/);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(page.locator('h1')).toHaveText('Tips & Tricks');
});

test('a version chosen in the phone menu closes the menu over its page, and becomes the preferred version', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  const menu = await openPhoneMenu(page);
  await menu.getByRole('button', { name: /Back to main menu/ }).click();
  // The dropdown holding the page's own version starts expanded.
  await expect(menu.getByRole('button', { name: 'Version: v7', exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/next\/intro$/);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(page.locator('article h1')).toBeInViewport();
  // The item's own click still ran: the version is saved as the preferred one.
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
});

test('after a tap on a flavour tab, only that tab looks selected, whichever tab the reflow puts under the finger', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await openDemo(page, '/demo');
  const tabs = page.getByRole('navigation', { name: 'Demo flavours' });
  await tapInMiddle(tabs.getByRole('link', { name: 'Mantine', exact: true }));
  await expect(page).toHaveURL(/\/demo\/mantine/);
  await expect(page.locator('[data-demo-ready]')).toHaveAttribute('data-demo-ready', 'true', { timeout: 40_000 });
  await expect(tabs.locator('a[aria-current="page"]')).toHaveText('Mantine');
  await expect(builder(page).locator('.rule').first()).toBeVisible();
  // Neither Infima's hover background nor the link's hover underline on a tab that is not the current one.
  const looks = await tabs.locator('li:not(.pills__item--active)').evaluateAll((items) =>
    items.map((item) => ({
      tab: item.textContent,
      background: getComputedStyle(item).backgroundColor,
      underline: getComputedStyle(item.querySelector('a')!).textDecorationLine,
    })),
  );
  expect(looks).toHaveLength(flavourIds.length);
  for (const look of looks)
    expect(look, look.tab ?? '').toMatchObject({ background: 'rgba(0, 0, 0, 0)', underline: 'none' });
  expect(problems).toEqual([]);
});
