import { expect, test } from '@playwright/test';
import { colorModes, startInColorMode, switchColorModeInPlace } from './colorMode';
import { contrastAgainstBackground } from './contrast';

test.describe('navbar and footer', () => {
  test('navbar has Docs, Demo, API, the version dropdown, GitHub and Discord', async ({ page }) => {
    await page.goto('/docs/intro');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/intro');
    await expect(navbar.getByRole('link', { name: 'Demo', exact: true })).toHaveAttribute('href', '/demo');
    await expect(navbar.getByRole('link', { name: 'API', exact: true })).toHaveAttribute('href', '/api');
    await expect(navbar.getByRole('link', { name: 'GitHub repository' })).toHaveAttribute(
      'href',
      'https://github.com/react-querybuilder/react-querybuilder',
    );
    await expect(navbar.getByRole('link', { name: 'Discord server' })).toHaveAttribute('href', '/discord');
  });

  test('footer has the eight links of the spec', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const label of [
      'Getting started',
      'Components',
      'Tips & Tricks',
      'Showcase',
      'GitHub',
      'Discord',
      'npm',
      'Support',
    ]) {
      await expect(footer.getByRole('link', { name: label }), label).toBeVisible();
    }
    await footer.getByRole('link', { name: 'Tips & Tricks', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/category\/tips--tricks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tips & Tricks' })).toBeVisible();
  });

  test('the navbar hides on scroll down and returns on scroll up', async ({ page }) => {
    await page.goto('/docs/category/components');
    await page.goto('/markdown-page');
    const navbar = page.locator('nav.navbar');
    await expect(navbar).not.toHaveClass(/navbar--hidden|navbarHidden/);
    await page.mouse.move(400, 400);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 250);
    await expect(navbar).toHaveClass(/navbarHidden/);
    for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -200);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

test.describe('docs version dropdown', () => {
  test('lists every version and keeps the page when switching', async ({ page }) => {
    await page.goto('/docs/utils/export');
    const dropdown = page.locator('.navbar .dropdown').filter({ hasText: 'v7' });
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items).toHaveText(['Next', 'v7', 'v6', 'v5', 'v4', 'v3']);
    await items.filter({ hasText: 'v6' }).click();
    await expect(page).toHaveURL(/\/docs\/6\/utils\/export$/);
  });

  test('the chosen version is remembered', async ({ page }) => {
    await page.goto('/docs/intro');
    const dropdown = page.locator('.navbar .dropdown').filter({ hasText: 'v7' });
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu a', { hasText: 'v5' }).click();
    await expect(page).toHaveURL(/\/docs\/5\/intro$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('5');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/5\/intro$/);
  });
});

test.describe('colour mode', () => {
  test('is light by default, toggles to dark and back, persisted under "theme"', async ({ page }) => {
    // Playwright's browser prefers light: the page starts in the system's mode, which is light.
    await page.goto('/docs/intro');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    await expect(toggle).toHaveAccessibleName(/system mode/);
    // The toggle goes from the system's mode to light, dark and back to the system's.
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/light mode/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('follows the operating system preference until the reader picks a mode', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // Already dark before any script of the site's bundle runs: no light flash.
    const served = await (await page.request.get('/')).text();
    expect(served).toContain('prefers-color-scheme: dark');
    // Until the page hydrates nothing listens to the system's mode nor to the toggle (stock Docusaurus): on a loaded
    // machine the switch to light came before that and was missed.
    await expect(html).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-theme', 'light');
    // A choice wins over the system's mode, and persists.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await context.close();
  });
});

test.describe('announcement bar', () => {
  test('can be dismissed, stays dismissed, and returns when its id changes', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({ hasText: 'migration guide' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByText('migration guide')).toBeHidden();

    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(page.getByText('migration guide')).toBeVisible();
  });

  test('is left out of the archived docs, whose banner and upgrade note lead on one major at a time', async ({
    page,
  }) => {
    await page.goto('/docs/6/intro');
    await expect(page.getByTestId('upgrade-guide')).toBeVisible();
    await expect(page.getByRole('banner').filter({ hasText: 'migration guide' })).toHaveCount(0);
    await page.goto('/docs/next/intro');
    await expect(page.getByRole('banner').filter({ hasText: 'migration guide' })).toBeVisible();
  });

  test("the announcement bar's close button stands out from the bar in light and dark mode (3:1)", async ({ page }) => {
    await startInColorMode(page, 'light');
    await page.goto('/docs/intro');
    const close = page
      .getByRole('banner')
      .filter({ hasText: 'migration guide' })
      .getByRole('button', { name: 'Close' });
    for (const mode of colorModes) {
      if (mode !== 'light') await switchColorModeInPlace(page, mode);
      expect(await contrastAgainstBackground(close), `${mode} mode`).toBeGreaterThanOrEqual(3);
    }
  });
});

test.describe('table of contents', () => {
  test('code names in the table of contents break between their words, never inside one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/components/querybuilder');
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.getByRole('link', { name: 'enableMountQueryChange' })).toBeAttached();
    // A line ends inside a text node only where the browser broke a word; <wbr> splits a name into text nodes.
    const brokenInside = await toc.locator('code').evaluateAll((codes) =>
      codes.flatMap((code) => {
        const texts = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        const broken: string[] = [];
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          const range = document.createRange();
          const tops = Array.from(node.textContent ?? '', (_char, index) => {
            range.setStart(node!, index);
            range.setEnd(node!, index + 1);
            return Math.round(range.getBoundingClientRect().top);
          });
          if (new Set(tops).size > 1) broken.push(code.textContent ?? '');
        }
        return broken;
      }),
    );
    expect(brokenInside).toEqual([]);
  });
});

test('a hyphenated name in code in a table keeps its hyphen on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/buildless');
  const names = page.locator('table td:first-child > code:only-child');
  await expect(names.filter({ hasText: 'react-querybuilder/formatQuery' })).toBeVisible();
  const broken = await page
    .locator('table code .code-keep')
    .evaluateAll((parts) => parts.filter((part) => part.getClientRects().length > 1).map((part) => part.textContent));
  expect(broken).toEqual([]);
  await expect(page.locator('table code .code-keep', { hasText: 'react-querybuilder' }).first()).toBeVisible();
});

test.describe('mobile navigation', () => {
  test('opens and closes at 996 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await page.goto('/docs/intro');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Demo', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('is absent above 996 px', async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await page.goto('/docs/intro');
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });
});

test('the search button key hints reach 4.5:1 against every stop of their gradient, in both colour modes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const mode of colorModes) {
    await startInColorMode(page, mode);
    await page.goto('/docs/intro');
    const key = page.locator('.DocSearch-Button-Key').first();
    await expect(key).toBeVisible({ timeout: 20_000 });
    // Text on a gradient: the ratio against each colour stop, the worst one counts.
    const worst = await key.evaluate((element) => {
      const rgb = (text: string) => (text.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (channels: number[]) =>
        channels
          .map((channel) => channel / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index]!, 0);
      const style = getComputedStyle(element);
      const text = luminance(rgb(style.color));
      const stops = style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [style.backgroundColor];
      return Math.min(
        ...stops.map((stop) => {
          const [lighter, darker] = [text, luminance(rgb(stop))].sort((a, b) => b - a);
          return (lighter! + 0.05) / (darker! + 0.05);
        }),
      );
    });
    expect(worst, mode).toBeGreaterThanOrEqual(4.5);
    // Each key holds its text: "Ctrl" once spilled 3 px past a 20 px key on either side.
    const spilled = await page
      .locator('.DocSearch-Button-Key')
      .evaluateAll((keys) => keys.filter((key) => key.scrollWidth > key.clientWidth).map((key) => key.textContent));
    expect(spilled, mode).toEqual([]);
  }
});

test.describe('targets and text of the site’s own controls', () => {
  test('desktop contents links are at least 24 px tall, at a line pitch no looser than before (29.1 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/components/querybuilder');
    const links = page.locator('.theme-doc-toc-desktop a.table-of-contents__link');
    await expect(links.first()).toBeVisible();
    const boxes = await links.evaluateAll((elements) =>
      elements.map((element) => {
        const { top, height } = element.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
        return { text: element.textContent ?? '', top, height, lines: Math.round(height / lineHeight) };
      }),
    );
    expect(boxes.length).toBeGreaterThan(10);
    expect(boxes.filter((box) => box.height < 24).map((box) => `${box.text}: ${box.height} px`)).toEqual([]);
    // From the top of one single-line link to the next: the margins shrank as the links grew.
    const pitches = boxes.flatMap((box, index) => {
      const next = boxes[index + 1];
      return next && box.lines === 1 ? [next.top - box.top] : [];
    });
    expect(Math.max(...pitches)).toBeLessThanOrEqual(30);
  });

  // Reset, Copy link, Open in StackBlitz/CodeSandbox; Undo/Redo, the options' Reset and Select all, Compare…, Copy.
  for (const path of ['/sandbox', '/demo']) {
    test(`${path}: every button has text of at least 12.8 px (0.8rem) and is at least 24 px tall`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const buttons = page.locator('main .button');
      await expect(buttons.first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
      const small = await buttons.evaluateAll((elements) =>
        elements.flatMap((element) => {
          const { width, height } = element.getBoundingClientRect();
          const fontSize = parseFloat(getComputedStyle(element).fontSize);
          if (width === 0) return [];
          return fontSize < 12.8 || height < 24
            ? [`"${element.textContent?.trim()}": ${fontSize} px text, ${height} px tall`]
            : [];
        }),
      );
      expect(await buttons.count()).toBeGreaterThanOrEqual(path === '/demo' ? 5 : 4);
      expect(small).toEqual([]);
    });
  }
});

test.describe('docs sidebar categories', () => {
  test('on the desktop a category’s label still opens its index page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/intro');
    const tips = page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Tips & Tricks', exact: true });
    await expect(tips).toHaveAttribute('href', '/docs/category/tips--tricks');
    await tips.click();
    await expect(page).toHaveURL(/\/docs\/category\/tips--tricks$/);
  });
});
