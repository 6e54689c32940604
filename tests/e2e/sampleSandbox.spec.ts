import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { addonVersionOfDocs, majorOfDocs, nextLibraryVersion, siteLibraryVersion } from '../../config/docsVersions';
import { editorCode, replaceEditorCode, watchPage } from './pageWatch';

/** The preview runs inside the sandbox's isolated frame. */
const previewOf = (page: Page) => page.frameLocator('iframe[title="Preview"]').getByRole('region', { name: 'Preview' });

/**
 * The code of the first sample on `path` that offers the sandbox and contains `needle`, and its control. Read from
 * the rendered block (each line a line of text), as a reader would copy it.
 */
async function sampleControl(page: Page, path: string, needle: string) {
  await page.goto(path);
  const controls = page.locator('[data-sample-sandbox="open"]');
  await expect(controls.first()).toBeAttached();
  const index = await controls.evaluateAll(
    (elements, text) => elements.findIndex((element) => element.previousElementSibling?.textContent?.includes(text)),
    needle,
  );
  expect(index, `a sample containing ${needle} on ${path}`).toBeGreaterThanOrEqual(0);
  const control = controls.nth(index);
  // Line by line: each highlighted line is a block ending in <br>, so innerText would double every line break.
  const code = await control.evaluate((element) => {
    const block = element.previousElementSibling?.querySelector('pre code');
    const lines = block ? Array.from(block.querySelectorAll('.token-line')) : [];
    return lines.length > 0 ? lines.map((line) => line.textContent ?? '').join('\n') : (block?.textContent ?? '');
  });
  return { control, code: code.replace(/\n+$/, '') };
}

const samples = [
  {
    name: 'v7 component page',
    path: '/docs/components/querybuilder',
    needle: 'QueryBuilder',
    version: siteLibraryVersion,
  },
  {
    name: 'v7 Material UI',
    path: '/docs/compat',
    needle: '@react-querybuilder/material',
    version: siteLibraryVersion,
    control: '.MuiInputBase-root',
  },
  {
    name: 'v7 drag and drop',
    path: '/docs/compat',
    needle: '@react-querybuilder/dnd',
    version: siteLibraryVersion,
    control: '.queryBuilder-dragHandle',
  },
  { name: 'Next introduction', path: '/docs/next/intro', needle: 'QueryBuilder', version: nextLibraryVersion },
  {
    name: `Next Bootstrap (the ${nextLibraryVersion} add-on)`,
    path: '/docs/next/compat',
    needle: 'QueryBuilderBootstrap',
    version: nextLibraryVersion,
    control: '.form-select',
  },
  {
    name: 'Next QueryBuilder page',
    path: '/docs/next/components/querybuilder',
    needle: 'QueryBuilder',
    version: nextLibraryVersion,
  },
] as const;

/** The value Tailwind's theme gives `--color-red-700`, read from the package the sandbox runs. */
const tailwindRed700 = /--color-red-700:\s*([^;]+)/
  .exec(readFileSync('node_modules/@tailwindcss/browser/dist/index.global.js', 'utf8'))![1]!
  .trim();

/** Every request of the page and its frames: which addresses left the test server, and whether Tailwind's script ran. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return {
    elsewhere: () => urls.filter((url) => /^https?:/.test(url) && new URL(url).hostname !== '127.0.0.1'),
    // Chunk names are hashes: Tailwind's browser build is the script that handles `<style type="text/tailwindcss">`.
    tailwindLoaded: async () => {
      for (const url of new Set(urls.filter((address) => address.endsWith('.js')))) {
        if ((await (await page.request.get(url)).text()).includes('text/tailwindcss')) return true;
      }
      return false;
    },
  };
}

test.describe('docs samples open in the sandbox', () => {
  // A docs page, then /sandbox with its editor, the frame and the library (and a UI library): ~25 s on a loaded CI.
  test.describe.configure({ timeout: 60_000 });
  // The editor draws only the lines near the window's viewport, and the code is read from what it draws: a tall window
  // shows the longest sample (the v7 QueryBuilder page's complete example) whole.
  test.use({ viewport: { width: 1280, height: 1600 } });
  for (const sample of samples) {
    test(`${sample.name}: the sandbox gets the block's code and version, and renders a builder`, async ({ page }) => {
      const watch = watchPage(page);
      const { control, code } = await sampleControl(page, sample.path, sample.needle);
      await control.getByRole('link', { name: /Open in sandbox/ }).click();
      await expect(page).toHaveURL(/\/sandbox(\?[^#]*)?#code\//);
      // The editor is a chunk of its own, loaded after /sandbox's shell.
      await expect(page.getByRole('combobox', { name: 'react-querybuilder' })).toHaveValue(
        sample.version === nextLibraryVersion ? 'v8' : 'v7',
        { timeout: 30_000 },
      );
      await expect.poll(() => editorCode(page, 'App.tsx'), { timeout: 20_000 }).toBe(code);
      const preview = previewOf(page);
      await expect(preview.locator('.queryBuilder').first()).toBeVisible({ timeout: 20_000 });
      if ('control' in sample) await expect(preview.locator(sample.control).first()).toBeVisible();
      await expect(preview.getByRole('alert')).toHaveCount(0);
      expect(watch.problems).toEqual([]);
    });
  }

  test("Next's history entry point records the builder's edits in the sandbox", async ({ page }) => {
    // react-querybuilder/history imports the main entry by name: both must be Next's one copy (plugins/nextAddons).
    const { control } = await sampleControl(page, '/docs/next/tips/undo-redo', "from 'react-querybuilder/history'");
    await control.getByRole('link', { name: /Open in sandbox/ }).click();
    const preview = previewOf(page);
    await expect(preview.getByRole('button', { name: 'Undo (0)' })).toBeDisabled({ timeout: 30_000 });
    await preview.getByRole('button', { name: '+ Rule' }).click();
    await expect(preview.getByRole('button', { name: 'Undo (1)' })).toBeEnabled();
  });

  test('a live block opens its code as edited', async ({ page }) => {
    await page.goto('/docs/intro');
    const live = page.locator('[data-live-code]').first();
    // The editor replaces its static block once that block nears the viewport: scroll down until it has.
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(live).toBeAttached({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await live.scrollIntoViewIfNeeded();
    const link = live.getByRole('link', { name: 'Open in sandbox' });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await link.click();
    await expect(page).toHaveURL(/\/sandbox\?from=%2Fdocs%2Fintro&title=Introduction#code\//);
    await expect(previewOf(page).locator('.queryBuilder').first()).toBeVisible({ timeout: 20_000 });
  });

  test(`the QueryBuilder page's complete example shows every instrument its query holds, in ${siteLibraryVersion} and ${nextLibraryVersion}`, async ({
    page,
  }) => {
    const { control } = await sampleControl(page, '/docs/components/querybuilder', "value: 'guitar,piano'");
    await control.getByRole('link', { name: /Open in sandbox/ }).click();
    const instruments = previewOf(page).locator('.rule-value').nth(1).locator('option:checked');
    await expect(instruments).toHaveText(['Guitar', 'Piano'], { timeout: 30_000 });
    // The address follows the choice of version: loaded again, the preview runs Next's release from the start.
    await page.getByRole('combobox', { name: 'react-querybuilder' }).selectOption('v8');
    await expect(page).toHaveURL(new RegExp(`[?&]v=${majorOfDocs('current')}[&#]`));
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'react-querybuilder' })).toHaveValue('v8', { timeout: 30_000 });
    await expect(instruments).toHaveText(['Guitar', 'Piano'], { timeout: 30_000 });
  });

  test('Reset and another template ask before they discard an edit; Reset brings the docs sample back', async ({
    page,
  }) => {
    const { control, code } = await sampleControl(page, '/docs/dnd', 'QueryBuilderDnD');
    await control.getByRole('link', { name: /Open in sandbox/ }).click();
    const template = page.getByRole('combobox', { name: 'Template' });
    await expect(template.locator('option:checked')).toHaveText('From the docs: Drag and drop', { timeout: 30_000 });
    const reset = page.getByRole('button', { name: 'Reset' });
    await expect(reset).toBeDisabled();

    await replaceEditorCode(page, 'App.tsx', `${code}\n// mine`);
    const question = page.getByRole('alertdialog');
    await reset.click();
    await expect(question).toContainText('Discard your changes');
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toHaveCount(0);
    await expect.poll(() => editorCode(page, 'App.tsx')).toBe(`${code}\n// mine`);

    await template.selectOption('basic');
    await expect(question).toContainText('open the \u201cBasic\u201d template');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(template.locator('option:checked')).toHaveText('From the docs: Drag and drop');

    await reset.click();
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => editorCode(page, 'App.tsx')).toBe(code);
    await expect(reset).toBeDisabled();
    // Nothing edited, nothing to lose: another template opens at once.
    await template.selectOption('basic');
    await expect(question).toHaveCount(0);
    await expect.poll(() => editorCode(page, 'App.tsx')).toContain("{ name: 'firstName', label: 'First name' }");
  });

  test('with a mouse the link keeps its desktop height: only a coarse pointer gets the 44 px touch target', async ({
    page,
  }) => {
    await page.goto('/docs/tips/hiding-controls');
    const open = page.getByRole('link', { name: /Open in sandbox/ }).first();
    await expect(open).toBeVisible();
    const { height } = (await open.boundingBox())!;
    expect(height).toBeGreaterThanOrEqual(24);
    expect(height).toBeLessThan(32);
  });

  test("the Tailwind sample runs with Tailwind's own styles, loaded from this site alone, on a light page", async ({
    page,
  }) => {
    const requests = watchRequests(page);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const { control } = await sampleControl(page, '/docs/styling/overview', 'controlClassnames={tailwind}');
    await control.getByRole('link', { name: /Open in sandbox/ }).click();
    await expect(page.getByText(/The preview runs Tailwind CSS 4 for this code/)).toBeVisible({ timeout: 30_000 });
    const remove = previewOf(page).locator('button.text-red-700').first();
    await expect(remove).toBeVisible({ timeout: 30_000 });
    // The red Tailwind gives `text-red-700`, as the browser computes it: the class has its effect, not just its name.
    const colours = () =>
      remove.evaluate((button, red) => {
        const probe = document.createElement('span');
        probe.style.color = red;
        document.body.append(probe);
        const expected = getComputedStyle(probe).color;
        probe.remove();
        return { actual: getComputedStyle(button).color, expected };
      }, tailwindRed700);
    await expect.poll(async () => (await colours()).actual, { timeout: 20_000 }).toBe((await colours()).expected);
    // The site is dark, the sample styles a light page: on the site's light text its slate-100 buttons were unreadable.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const addRule = previewOf(page).locator('button', { hasText: '+ Rule' }).first();
    const channels = await addRule.evaluate((button) =>
      getComputedStyle(button)
        .color.match(/[\d.]+/g)!
        .map(Number),
    );
    expect(Math.max(...channels.slice(0, 3))).toBeLessThan(100);
    const frameBackground = await addRule.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(frameBackground).toBe('rgb(255, 255, 255)');
    expect(await requests.tailwindLoaded()).toBe(true);
    expect(requests.elsewhere()).toEqual([]);
  });

  test('when Tailwind cannot load, the preview says so and still draws the builder', async ({ page }) => {
    // Chunk names are hashes: refuse the one script that handles `<style type="text/tailwindcss">`.
    await page.context().route('**/*.js', async (route) => {
      try {
        const response = await route.fetch();
        if ((await response.text()).includes('text/tailwindcss')) await route.abort();
        else await route.fulfill({ response });
      } catch {
        // The click to the sandbox disposes of the docs page's requests still in flight: no one awaits their answer.
      }
    });
    const { control } = await sampleControl(page, '/docs/styling/overview', 'controlClassnames={tailwind}');
    await control.getByRole('link', { name: /Open in sandbox/ }).click();
    await expect(page.frameLocator('iframe[title="Preview"]').getByRole('status')).toHaveText(/Tailwind did not load/, {
      timeout: 30_000,
    });
    await expect(previewOf(page).getByTestId('rule-group')).toBeVisible();
  });

  test('code that does not ask for Tailwind never loads it', async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto('/sandbox');
    await expect(previewOf(page).locator('.queryBuilder').first()).toBeVisible({ timeout: 30_000 });
    expect(await requests.tailwindLoaded()).toBe(false);
  });

  test('a sample the sandbox cannot run says why and offers no link', async ({ page }) => {
    await page.goto('/docs/components/rule');
    const note = page.locator('[data-sample-sandbox="unavailable"]').first();
    await expect(note).toContainText('react-dom/server');
    await expect(note.getByRole('link')).toHaveCount(0);
    await page.goto('/docs/next/dnd');
    await expect(page.locator('[data-sample-sandbox="unavailable"]').first()).toContainText(
      addonVersionOfDocs('current', '@react-querybuilder/dnd'),
    );
  });
});

test.describe('feedback and last update on docs pages', () => {
  // The export pages are the longest docs pages (90 section headings): ~35 s to load and hover on a loaded machine.
  test.describe.configure({ timeout: 60_000 });
  for (const { path, version } of [
    { path: '/docs/utils/export', version: 'v7' },
    { path: '/docs/next/utils/export', version: 'Next' },
  ]) {
    test(`${path}: "Was this page helpful?" and "Suggest an improvement" open pre-filled GitHub issues`, async ({
      page,
    }) => {
      await page.goto(path);
      const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
      for (const [name, answer] of [
        [/^Yes/, 'Yes'],
        [/^No/, 'No'],
      ] as const) {
        const link = feedback.getByRole('link', { name });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener');
        // The address names the issue from the start; pointing at the link fills in the form's body.
        await expect(link).toHaveAttribute('href', /\/issues\/new\?title=/);
        await link.hover();
        await expect(link).toHaveAttribute('href', /[?&]body=/);
        const url = new URL((await link.getAttribute('href'))!);
        expect(`${url.origin}${url.pathname}`).toBe(
          'https://github.com/react-querybuilder/react-querybuilder/issues/new',
        );
        const body = url.searchParams.get('body')!;
        expect(body).toContain(`${path}`);
        expect(body).toContain(`**Docs version:** ${version}`);
        expect(body).toContain(`**Was this page helpful?** ${answer}`);
      }

      const heading = page.locator('.theme-doc-markdown h2[id]').first();
      const id = (await heading.getAttribute('id'))!;
      await expect(heading.locator('a.hash-link')).toHaveAttribute('href', `#${id}`);
      const suggest = page.locator('.theme-doc-markdown h2[id] + div a').first();
      await expect(suggest).toHaveCSS('opacity', '0');
      await heading.hover();
      await expect(suggest).toHaveCSS('opacity', '1');
      await suggest.hover();
      await expect(suggest).toHaveAttribute('href', /[?&]body=/);
      const section = new URL((await suggest.getAttribute('href'))!);
      expect(section.searchParams.get('body')).toContain(`${path}#${id}`);
      expect(section.searchParams.get('body')).toContain(
        `**Section:** ${(await heading.innerText()).replace(/\u200b/g, '').trim()}`,
      );
      await expect(suggest).toHaveAttribute('target', '_blank');

      // Keyboard: the link takes the focus and shows itself.
      await page.mouse.move(0, 0);
      await suggest.focus();
      await expect(suggest).toBeFocused();
      await expect(suggest).toHaveCSS('opacity', '1');

      await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w+ \d+, \d{4}/);
    });
  }

  // A first load keeps the controls' server HTML without their code (src/components/serverHtmlIsland); a page reached
  // by a client-side navigation loads them.
  test('the feedback controls hydrate without an error and, after a client-side navigation, load and fill in', async ({
    page,
  }) => {
    const watch = watchPage(page);
    await page.goto('/docs/intro');
    const suggest = page.locator('.theme-doc-markdown h2[id] + div a');
    await expect(suggest.first()).toHaveAttribute('href', /\/issues\/new\?title=/);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/docs\/intro$/);
    expect(await page.evaluate(() => 'sameDocument' in window), 'a client-side navigation').toBe(true);
    const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
    const no = feedback.getByRole('link', { name: /^No/ });
    await expect(no).toHaveAttribute('href', /\/issues\/new\?title=/);
    await no.hover();
    await expect(no).toHaveAttribute('href', /[?&]body=/);
    const body = new URL((await no.getAttribute('href'))!).searchParams.get('body')!;
    expect(body).toContain(new URL(page.url()).pathname);
    expect(body).toContain('**Was this page helpful?** No');
    const heading = page.locator('.theme-doc-markdown h2[id]').first();
    await heading.hover();
    await suggest.first().hover();
    await expect(suggest.first()).toHaveAttribute('href', /[?&]body=/);
    expect(new URL((await suggest.first().getAttribute('href'))!).searchParams.get('body')).toContain(
      `#${await heading.getAttribute('id')}`,
    );
    expect(watch.problems).toEqual([]);
  });

  test('the API reference and other pages get no feedback controls', async ({ page }) => {
    await page.goto('/api/interfaces/react_querybuilder.RuleType');
    await expect(page.getByRole('region', { name: 'Was this page helpful?' })).toHaveCount(0);
    await page.goto('/markdown-page');
    await expect(page.getByText('Suggest an improvement')).toHaveCount(0);
  });
});
