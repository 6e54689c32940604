import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { siteLibraryVersion } from '../../config/docsVersions';
import { flavourIds } from '../../src/flavours/registry';
import { enginesFor } from '../../src/lab/run/engineNames';
import { openDemo, option, setOption } from './demoPage';
import { colorModes, startInColorMode, switchColorModeInPlace } from './colorMode';
import { contrastAgainstBackground } from './contrast';
import { describeHtmlcsErrors, htmlcsErrors } from './htmlCodeSniffer';
import { waitForSearchShortcut } from './searchModal';

/** WCAG 2.0 and 2.1, levels A and AA: the level the site promises. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The lab's engines load on first use: PGlite's start measured 28 s in Node under load, the browser adds the download. */
const engineLoad = { timeout: 90_000 };

/**
 * Violations we cannot fix from outside a third-party component (no prop, label or stylesheet of ours
 * reaches the markup), excused on one page kind only and only inside that component's element: the same
 * rule still runs on the rest of that page and on every other page.
 */
const thirdPartyExclusions: ReadonlyArray<{ page: string; rule: string; within: string; why: string }> = [
  // DocSearch 3.9's modal (the theme renders it; no prop changes this markup):
  {
    page: 'search modal with results',
    rule: 'nested-interactive',
    within: '.DocSearch-Container',
    why: 'its backdrop is a role="button" holding the whole dialog, and each hit is a role="option" wrapping a link',
  },
  {
    page: 'search modal with results',
    rule: 'label-content-name-mismatch',
    within: '.DocSearch-Container',
    why: 'that backdrop "button" is named by the input label while it contains every hit',
  },
  {
    page: 'search modal with results',
    rule: 'aria-valid-attr-value',
    within: '.DocSearch-Container',
    why: "the input's aria-controls lists hit-list ids the modal does not render",
  },
];

/**
 * HTML_CodeSniffer's errors excused the same way: on one page kind, for one sniff, inside a third-party component
 * that no prop or label of ours reaches.
 */
const thirdPartyHtmlcsExclusions: ReadonlyArray<{ page: string; code: string; within: string; why: string }> = [
  // DocSearch 3.9's modal, as for axe:
  {
    page: 'search modal with results',
    code: 'WCAG2AA.Principle3.Guideline3_2.3_2_2.H32.2',
    within: '.DocSearch-Form',
    why: 'its search form has no submit button: Enter opens the highlighted hit, and no prop adds a button',
  },
  {
    page: 'search modal with results',
    code: 'WCAG2AA.Principle4.Guideline4_1.4_1_1.F77',
    within: '.DocSearch-Dropdown',
    why: 'each group of hits is a listbox with the same id, "docsearch-list"',
  },
];

interface PageKind {
  readonly name: string;
  readonly path: string;
  /** Navigates to `path` and waits until the page shows what a reader sees once it is usable. */
  readonly open?: (page: Page, path: string) => Promise<void>;
  /** Test timeout for pages whose scan alone takes long. */
  readonly timeout?: number;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
}

/** Scrolls section by section so that every lazily loaded example on the page renders. */
async function loadLazySections(page: Page) {
  for (const section of await page.locator('main section').all()) await section.scrollIntoViewIfNeeded();
  await expect(page.getByText(/^Loading (the|an) /)).toHaveCount(0, { timeout: 20_000 });
}

/** Waits until the export page's live example has become an editor with its preview (it turns live near the screen). */
async function openLiveExample(page: Page, path: string) {
  await page.goto(path);
  await page.locator('pre', { hasText: 'const formats: ExportFormat[]' }).first().scrollIntoViewIfNeeded();
  await expect(page.getByRole('combobox', { name: 'Export format' })).toBeVisible({ timeout: 20_000 });
}

const pageKinds: readonly PageKind[] = [
  {
    name: 'home',
    path: '/',
    open: async (page, path) => {
      await page.goto(path);
      await expect(page.locator('section[aria-labelledby="try-it"] .queryBuilder .rule').first()).toBeVisible({
        timeout: 20_000,
      });
      await loadLazySections(page);
    },
  },
  { name: 'v7 docs page', path: '/docs/components/querybuilder' },
  // A live example with a form control of its own (the export format's select).
  // The longest docs page: its desktop scans took 96 s in a clean-clone run while other suites shared the 2 cores.
  { name: 'v7 export page', path: '/docs/utils/export', open: openLiveExample, timeout: 180_000 },
  { name: 'Next docs page', path: '/docs/next/intro' },
  // Version 8's props tables and its own stylesheet differ from v7's.
  { name: 'Next QueryBuilder page', path: '/docs/next/components/querybuilder' },
  {
    name: 'Next export page',
    path: '/docs/next/utils/export#try-it',
    // Its live example ("Try it") turns live near the screen, as on the v7 page.
    open: async (page, path) => {
      await page.goto(path);
      const live = page.locator('[data-live-code]').last();
      await expect(async () => {
        await live.scrollIntoViewIfNeeded({ timeout: 5_000 });
        await expect(live.locator('.queryBuilder .rule').first()).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
    },
    timeout: 180_000,
  },
  // A category's index page: a grid of cards.
  { name: 'category index page', path: '/docs/category/tips--tricks' },
  // The release history, with its format filter.
  { name: 'release history', path: '/docs/releases' },
  {
    // On a phone, the navbar's menu open on a docs page: the site's brand, version entry and sidebar categories.
    name: 'docs page with the phone menu open',
    path: '/docs/intro',
    open: async (page, path) => {
      await page.goto(path);
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
      if ((page.viewportSize()?.width ?? 1280) > 996) return;
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.getByRole('button', { name: 'Close navigation bar' })).toBeInViewport({ ratio: 1 });
      await page.locator('.navbar-sidebar').getByRole('button', { name: 'Tips & Tricks', exact: true }).click();
    },
  },
  { name: 'archived docs page', path: '/docs/5/api/querybuilder' },
  {
    // Arrived at mid-page: the banner has scrolled away and the one-line version strip shows in its place.
    name: 'archived docs page at an anchor',
    path: '/docs/6/utils/import#parsesql',
    open: async (page, path) => {
      await page.goto(path);
      await expect(page.locator('.doc-version-strip')).toBeInViewport({ ratio: 1 });
    },
  },
  { name: 'API index', path: '/api' },
  { name: 'API module', path: '/api/modules/react_querybuilder' },
  { name: 'API interface', path: '/api/interfaces/react_querybuilder.RuleType' },
  { name: 'demo', path: '/demo', open: openDemo },
  {
    // The default flavour's shift buttons are drawn by the site's demo stylesheet, in both colour modes.
    name: 'demo with shift actions',
    path: '/demo',
    open: async (page, path) => {
      await openDemo(page, path);
      if (!(await option(page, 'showShiftActions').isVisible()))
        await page.locator('summary', { hasText: 'Options' }).click();
      await setOption(page, 'showShiftActions', true);
      await expect(page.locator('section[aria-label="Query builder"] .shiftActions').first()).toBeVisible();
    },
  },
  {
    // Bulma's package leaves the shift buttons and drag handle to the library: the site's demo stylesheet draws the
    // shift buttons on Bulma's colours too.
    name: 'demo bulma with shift actions and drag handles',
    path: '/demo/bulma?showShiftActions=true&enableDragAndDrop=true',
    open: async (page, path) => {
      await openDemo(page, path);
      await expect(page.locator('section[aria-label="Query builder"] .shiftActions').first()).toBeVisible();
      await expect(page.locator('section[aria-label="Query builder"] .queryBuilder-dragHandle').first()).toBeVisible();
    },
  },
  {
    // The plain demo scan sees only the open Builder tab: the Run tab's engine cards, and its sample table (folded
    // until the reader opens it) with its grey null and (empty) cells, are only in the page once opened.
    name: 'demo Run tab with the sample table open',
    path: '/demo',
    open: async (page, path) => {
      await openDemo(page, path);
      await page.getByRole('tab', { name: 'Run' }).click();
      await page.locator('summary', { hasText: /^The sample table: \d+ rows$/ }).click();
      const table = page.getByRole('region', { name: 'The sample table' });
      await expect(table.getByText('null', { exact: true }).first()).toBeVisible();
      await expect(table.getByText('(empty)', { exact: true }).first()).toBeAttached();
      // Scanned once every engine has answered: cards that are still loading change under the scan.
      for (const engine of enginesFor([siteLibraryVersion]))
        await expect(page.locator(`[data-engine="${engine}"] [data-outcome]`).first()).toBeVisible(engineLoad);
    },
    // PGlite alone took 28 s to start under load (see lab.spec.ts), before two scans of a long tab.
    timeout: 240_000,
  },
  ...flavourIds.map((flavour): PageKind => ({
    name: `demo ${flavour}`,
    path: `/demo/${flavour}`,
    open: openDemo,
  })),
  {
    name: 'sandbox',
    path: '/sandbox',
    open: async (page, path) => {
      await page.goto(path);
      const preview = page.frameLocator('iframe[title="Preview"]').getByRole('region', { name: 'Preview' });
      await expect(preview.locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
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
      await page.goto(path);
      await waitForSearchShortcut(page);
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
      // The countdown's redirect gets "204 No Content", so the browser stays on the page being scanned (and offline).
      await page.route('https://discord.gg/**', (route) => route.fulfill({ status: 204 }));
      await page.goto(path);
    },
  },
  { name: 'Markdown page', path: '/markdown-page' },
];

/**
 * Page kinds also scanned in the `phone` project (390×844, touch): one of each layout the narrow screen changes (the
 * docs layout with its folded sidebar, the API reference, the demo's stacked panels with a UI library's controls,
 * the sandbox, search). The other docs versions, flavours and simple pages share those layouts and stay desktop-only
 * to keep the run short. On the phone in light mode and without the colour rules: what the narrow layout changes
 * (reflow, target sizes, controls that fold away) does not depend on the colour mode, and each mode's colours are the
 * same variables at every width, read on the desktop in both (the phone's dark scans took 210 s of worker time in a
 * full run).
 */
const phonePageKinds = new Set([
  'home',
  'v7 docs page',
  'docs page with the phone menu open',
  'release history',
  'API interface',
  'demo',
  'demo material',
  'sandbox',
  'search page',
  'search modal with results',
]);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Drops the elements an exclusion of this page kind covers; a violation left without elements goes. */
async function withoutExcluded(page: Page, pageKind: string, violations: Violation[]): Promise<Violation[]> {
  const kept: Violation[] = [];
  for (const violation of violations) {
    const scopes = thirdPartyExclusions.filter(
      (exclusion) => exclusion.page === pageKind && exclusion.rule === violation.id,
    );
    const nodes = [];
    for (const node of violation.nodes) {
      const selector = node.target.at(-1);
      const excused =
        typeof selector === 'string' &&
        (await page.evaluate(
          ([target, withins]) => withins.some((within) => document.querySelector(target)?.closest(within)),
          [selector, scopes.map((scope) => scope.within)] as const,
        ));
      if (!excused) nodes.push(node);
    }
    if (nodes.length > 0) kept.push({ ...violation, nodes });
  }
  return kept;
}

/** One readable entry per rule: what it asks for and where it fails (the first 10 elements). */
function describeViolations(violations: Violation[]): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' '));
    const more = targets.length > 10 ? ` … and ${targets.length - 10} more` : '';
    return `${violation.id} (${violation.impact ?? 'n/a'}, ${targets.length}×): ${violation.help} → ${targets.slice(0, 10).join(' | ')}${more}`;
  });
}

/**
 * The WCAG 2.1 A/AA rules that read colours: all a change of colour mode can break, since the two modes share one
 * markup and differ in colour variables only.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

type Scope = 'all rules' | 'colour rules' | 'all but colour rules';

/** Marks the code blocks' elements whose colours axe reads for all the others (see `colourViolationsOf`). */
const codeSampleAttribute = 'data-axe-code-sample';

/** Marks one element per style of code text (colour, size, weight, and what lies behind it); returns how many. */
const markCodeSamples = (page: Page): Promise<number> =>
  page.evaluate((attribute) => {
    for (const marked of Array.from(document.querySelectorAll(`[${attribute}]`))) marked.removeAttribute(attribute);
    // Marked after the walk: an attribute set during it would make every next style read recompute the page's styles.
    const seen = new Map<string, Element>();
    for (const element of Array.from(document.querySelectorAll('pre, pre *'))) {
      const ownText = Array.from(element.childNodes).some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (!ownText) continue;
      const style = getComputedStyle(element);
      const behind: string[] = [];
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const nodeStyle = getComputedStyle(node);
        opacity *= Number(nodeStyle.opacity);
        behind.push(nodeStyle.backgroundColor, nodeStyle.backgroundImage);
      }
      const key = [style.color, style.fontSize, style.fontWeight, style.textShadow, opacity, ...behind].join('|');
      if (!seen.has(key)) seen.set(key, element);
    }
    for (const element of Array.from(seen.values())) element.setAttribute(attribute, '');
    return seen.size;
  }, codeSampleAttribute);

/**
 * The colour rules' violations, reading each style of code once. axe's colour contrast weighs an element's own text
 * colour, size and weight against the backgrounds behind it, and inside a code block every token of one style lies on
 * the same block background: one token per style gives the verdict for all of them. The export pages hold 10,000 to
 * 15,000 such elements, which cost the v7 page's two colour scans 86 s of the 126 s its scans took on a loaded
 * machine; the rest of the page is scanned whole.
 */
async function colourViolationsOf(page: Page, kind: PageKind): Promise<Violation[]> {
  const colourScan = () => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withRules(colourRules);
  const outsideCode = await colourScan().exclude('pre').analyze();
  // A code block that re-renders (a live example turning live, the colour mode's theme) replaces marked tokens: the
  // scan is repeated until every mark it read is still there.
  for (let attempt = 1; ; attempt++) {
    const samples = await markCodeSamples(page);
    if (samples === 0) return withoutExcluded(page, kind.name, outsideCode.violations);
    const code = await colourScan()
      .include(`[${codeSampleAttribute}]`)
      .analyze()
      .catch((error: Error) => {
        if (attempt < 3 && /No elements found for include/.test(error.message)) return undefined;
        throw error;
      });
    const kept = await page.locator(`[${codeSampleAttribute}]`).count();
    if (code && (kept === samples || attempt === 3)) {
      expect(kept, 'code samples replaced during every colour scan').toBe(samples);
      return withoutExcluded(page, kind.name, [...outsideCode.violations, ...code.violations]);
    }
  }
}

async function violationsOf(page: Page, kind: PageKind, scope: Scope): Promise<Violation[]> {
  // Only violations are detailed: detailing passes too slows the scan of the long API pages. `options()` replaces
  // every option, so it comes before `withTags()`/`withRules()`, which add the rule filter to them.
  if (scope === 'colour rules') return colourViolationsOf(page, kind);
  const others = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .disableRules(colourRules)
    .analyze();
  const kept = await withoutExcluded(page, kind.name, others.violations);
  return scope === 'all rules' ? [...kept, ...(await colourViolationsOf(page, kind))] : kept;
}

// Above 60 s: one scan of /docs/components/querybuilder took 41.5 s on the phone and 25 s on the desktop in a full
// run at load average 14 on 2 cores, and the desktop reads that page's colours a second time, in dark mode.
test.describe.configure({ timeout: 90_000 });

// One page load per kind: every rule in light mode, then, switched in place, the colour rules in dark mode (a scan of
// a long page costs more than its load, and the colour rules are the part a mode can change).
for (const kind of pageKinds) {
  test(`${kind.name} (${kind.path}) has no WCAG 2.1 AA violations`, async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    test.skip(phone && !phonePageKinds.has(kind.name), 'scanned at desktop width only');
    if (kind.timeout) test.setTimeout(kind.timeout);
    await startInColorMode(page, 'light');
    await (kind.open ?? visit)(page, kind.path);
    // The phone scans what the narrow layout changes (reflow, target sizes, controls that fold away), in light mode: the
    // colours are the same variables at every width, read in both modes on the desktop.
    for (const mode of phone ? (['light'] as const) : colorModes) {
      if (mode !== 'light') await switchColorModeInPlace(page, mode);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const scope: Scope = phone ? 'all but colour rules' : mode === 'light' ? 'all rules' : 'colour rules';
      const violations = await violationsOf(page, kind, scope);
      expect.soft(describeViolations(violations), `axe violations on ${kind.path} (${mode})`).toEqual([]);
      // The second engine reads markup, names and structure, which the colour mode does not change.
      if (mode === 'light') {
        const excusals = thirdPartyHtmlcsExclusions.filter((exclusion) => exclusion.page === kind.name);
        const errors = await htmlcsErrors(page, excusals);
        expect.soft(describeHtmlcsErrors(errors), `HTML_CodeSniffer WCAG2AA errors on ${kind.path}`).toEqual([]);
      }
    }
  });
}

/**
 * The controls the docs pages add for readers (page actions, section and page feedback, Open in sandbox, version
 * history badges, code blocks' copy and wrap buttons) and the theme's own (heading anchors, 21×19 px in an h4; "Edit
 * this page", 19 px tall; the desktop contents links, 21 px tall) are targets of at least 24 by 24 px, the minimum of
 * WCAG 2.2's target size (2.5.8), on the desktop and on a phone, where the page actions fold into one menu button.
 */
test("the docs pages' own controls are touch targets of at least 24×24 px", async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await page.goto('/docs/components/querybuilder');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
  const targets = [
    '[data-markdown-ignore] a[aria-label^="Suggest an improvement"]',
    '[aria-labelledby="page-feedback-question"] a',
    '[data-sample-sandbox] a',
    'article :is(h2, h3, h4) > a.hash-link',
    'a.theme-edit-this-page',
    'a.api-history__badge',
    'article .theme-code-block button',
    phone ? 'button[aria-label="Page actions"]' : '[data-markdown-ignore] [popover] :is(a, button)',
    ...(phone ? [] : ['.theme-doc-toc-desktop a.table-of-contents__link']),
  ];
  const small: string[] = [];
  for (const selector of targets) {
    const boxes = await page.locator(selector).evaluateAll((elements) =>
      elements.map((element) => {
        const { width, height } = element.getBoundingClientRect();
        return { text: (element.textContent ?? '').trim().slice(0, 40), width, height };
      }),
    );
    expect(boxes.length, selector).toBeGreaterThan(0);
    for (const box of boxes)
      if (box.width < 24 || box.height < 24) small.push(`${selector} "${box.text}": ${box.width}×${box.height}`);
  }
  expect(small).toEqual([]);
});

/** Targets under 24×24 px among `targets` (each selector must match at least one element), as "selector "text": w×h". */
async function smallTargets(page: Page, targets: readonly string[]): Promise<string[]> {
  const small: string[] = [];
  for (const selector of targets) {
    const boxes = await page.locator(selector).evaluateAll((elements) =>
      elements.map((element) => {
        const { width, height } = element.getBoundingClientRect();
        const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return { text, width, height };
      }),
    );
    expect(boxes.length, selector).toBeGreaterThan(0);
    for (const box of boxes)
      if (box.width < 24 || box.height < 24) small.push(`${selector} "${box.text}": ${box.width}×${box.height}`);
  }
  return small;
}

/**
 * The same minimum for the builders the site draws with the library's own stylesheet (the home page's examples, docs
 * live examples), the demo's options (each checkbox with its label) and the "?" links beside them and, on a phone, the
 * menu's close button.
 */
test("the default builders, the demo's help links and the phone menu's close button are targets of at least 24×24 px", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = testInfo.project.name === 'phone';
  const builderControls = ':is(button, select)';
  const small: string[] = [];

  await page.goto('/');
  for (const id of ['try-it', 'import-export']) {
    const section = page.locator(`section[aria-labelledby="${id}"]`);
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('.queryBuilder .rule').first()).toBeVisible({ timeout: 20_000 });
    small.push(...(await smallTargets(page, [`section[aria-labelledby="${id}"] .queryBuilder ${builderControls}`])));
  }
  // The format picker beside the first builder's output.
  small.push(...(await smallTargets(page, ['section[aria-labelledby="try-it"] label:has-text("Export as") select'])));

  // A live block turns live once near the screen: arrive at it.
  await page.goto('/docs/utils/validation#wiring-it-into-the-builder');
  const live = page.locator('[data-live-code]').first();
  await expect(async () => {
    await live.scrollIntoViewIfNeeded({ timeout: 5_000 });
    await expect(live.locator('.queryBuilder .rule').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  small.push(...(await smallTargets(page, [`[data-live-code] .queryBuilder ${builderControls}`])));

  await openDemo(page, '/demo');
  if (phone) await page.locator('summary', { hasText: 'Options' }).click();
  const help = page.getByRole('link', { name: /^Documentation of / });
  await expect(help).toHaveCount(20);
  await expect(help.first()).toBeVisible();
  small.push(...(await smallTargets(page, ['a[aria-label^="Documentation of "]'])));
  // Each option's checkbox with its label, one target (the 13 px box alone was smaller).
  small.push(...(await smallTargets(page, ['li:has(> a[aria-label^="Documentation of "]) > label'])));

  if (phone) {
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar__close')).toBeVisible();
    small.push(...(await smallTargets(page, ['.navbar-sidebar__close'])));
  }
  expect(small).toEqual([]);
});

/**
 * Invalid values stay readable (4.5:1) in both colour modes: the validation page's live example paints them on pink,
 * where dark mode's white text fell to 1.26:1, and the demo's "Use validation" outlines them.
 */
test('inputs marked invalid keep a 4.5:1 text contrast in light and dark mode', async ({ page }) => {
  test.setTimeout(90_000);
  await startInColorMode(page, 'light');
  await page.goto('/docs/utils/validation#wiring-it-into-the-builder');
  const example = page.locator('[data-live-code]').filter({ has: page.locator('.validation-demo') });
  const invalidValue = example.locator('.rule.queryBuilder-invalid .rule-value').last();
  // A live block turns live once near the screen; blocks above it grow as they hydrate.
  await expect(async () => {
    await page.locator('#wiring-it-into-the-builder').scrollIntoViewIfNeeded({ timeout: 5_000 });
    await example.scrollIntoViewIfNeeded({ timeout: 5_000 });
    await expect(invalidValue).toHaveValue('16', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  for (const mode of colorModes) {
    if (mode !== 'light') await switchColorModeInPlace(page, mode);
    expect(await contrastAgainstBackground(invalidValue), `validation page, ${mode} mode`).toBeGreaterThanOrEqual(4.5);
  }

  await switchColorModeInPlace(page, 'light');
  await openDemo(page, '/demo');
  if ((page.viewportSize()?.width ?? 1280) < 997) await page.locator('summary', { hasText: 'Options' }).click();
  await page.getByRole('checkbox', { name: 'Use validation', exact: true }).check();
  // A blank first name, which validation marks (the walkthrough's case): its text colour is what a reader types in.
  await page.getByRole('region', { name: 'Query builder' }).locator('.rule .rule-value').first().fill('');
  const invalid = page.getByRole('region', { name: 'Query builder' }).locator('.rule.queryBuilder-invalid .rule-value');
  await expect(invalid.first()).toBeVisible();
  for (const mode of colorModes) {
    await switchColorModeInPlace(page, mode);
    expect(await contrastAgainstBackground(invalid.first()), `demo, ${mode} mode`).toBeGreaterThanOrEqual(4.5);
  }
});
