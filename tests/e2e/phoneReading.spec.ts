import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { builder, openDemo } from './demoPage';
import { modalInput, waitForSearchShortcut } from './searchModal';

/**
 * What a newcomer reading on a phone (390×844) met: live-example output cut at the preview's edge, 19 px selects, a
 * contents list of 61 entries, search hits of 30 characters listed twice under one label, and the sandbox's preview
 * a screen and more below its editor. A builder wider than a preview scrolls inside it: previews show the package's
 * own CSS, which does not wrap rows.
 */

// Live examples load their editor and library on first sight; a loaded machine needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

/** The number of live examples a docs page holds, read from its Markdown. */
function liveExamplesIn(path: string): number {
  const file = path.startsWith('/docs/next/')
    ? `docs/${path.slice('/docs/next/'.length)}.md`
    : `versioned_docs/version-7/${path.slice('/docs/'.length)}.md`;
  return (readFileSync(file, 'utf8').match(/^```(?:tsx|jsx) live\b/gm) ?? []).length;
}

/** Mounts every live example of the page: each turns live once it nears the screen. */
async function mountLiveExamples(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const previews = page.getByRole('region', { name: 'Live preview' });
  const expected = liveExamplesIn(path);
  expect(expected, 'the page has live examples').toBeGreaterThan(0);
  await expect(async () => {
    // Each example still waiting is brought into view in turn, so its IntersectionObserver sees it. A sweep of the whole
    // page took 13 s a pass with the CPU slowed six times, and a pass before hydration turned nothing live (CI failed).
    await page.evaluate(async () => {
      for (const pending of Array.from(document.querySelectorAll('[data-lazy-pending]'))) {
        pending.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await expect(page.locator('[data-live-code]')).toHaveCount(expected, { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  for (const preview of await previews.all()) {
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
  }
  return previews;
}

// The pages whose live examples printed output or held values wider than a phone's preview.
// None since docs live examples wrap their rows on a phone (the v7 showcase's was the one wider than its preview).
const widerThanPreview = new Set<string>();
for (const path of ['/docs/components/querybuilder', '/docs/tips/showcase', '/docs/next/tips/showcase']) {
  test(`${path}: every live example's output is whole; a builder wider than the preview scrolls inside it, with a cue`, async ({
    page,
  }) => {
    const previews = await mountLiveExamples(page, path);
    const measured = await previews.evaluateAll((sections) =>
      sections.map((section, index) => {
        const edge = section.getBoundingClientRect().right;
        // Printed output wraps: none of its text is past the edge or hidden in a box that scrolls.
        const cutOutput = Array.from(section.querySelectorAll<HTMLElement>('pre, pre *')).flatMap((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0) return [];
          const hidesText =
            element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible';
          return hidesText || box.right > edge + 1
            ? [`preview ${index + 1}: <${element.tagName.toLowerCase()}> output cut`]
            : [];
        });
        const style = getComputedStyle(section);
        return {
          cutOutput,
          wider: section.scrollWidth > section.clientWidth + 1,
          scrolls: style.overflowX === 'auto' || style.overflowX === 'scroll',
        };
      }),
    );
    expect(measured.flatMap((preview) => preview.cutOutput)).toEqual([]);
    // The package's own CSS, not the site's, lays the builder out: no rule makes these rows wrap.
    if (widerThanPreview.has(path)) expect(measured.some((preview) => preview.wider)).toBe(true);
    for (const preview of measured) expect(preview.scrolls).toBe(true);
    // The cue: a shadow over the side that hides more, drawn by the frame that does not scroll, so over the content.
    const shadows = (index: number) =>
      previews.nth(index).evaluate((section) => {
        const opacity = (side: '::before' | '::after') => getComputedStyle(section.parentElement!, side).opacity;
        return { start: opacity('::before'), end: opacity('::after') };
      });
    for (const [index, preview] of measured.entries()) {
      await expect.poll(() => shadows(index)).toEqual({ start: '0', end: preview.wider ? '1' : '0' });
      if (!preview.wider) continue;
      await previews.nth(index).evaluate((section) => (section.scrollLeft = section.scrollWidth));
      await expect.poll(() => shadows(index)).toEqual({ start: '1', end: '0' });
    }
    // Scrolling stays inside the preview: the page itself is no wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
}

test('an example’s own controls and the library’s in a live preview are at least 24 px tall', async ({ page }) => {
  const previews = await mountLiveExamples(page, '/docs/utils/export');
  const heights = await previews
    .locator('button, select, input:not([type="checkbox"]):not([type="radio"])')
    .evaluateAll((controls) => controls.map((control) => control.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(3);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
});

test('the sandbox shows its preview on the first screen, above the editor; its selects are touch targets', async ({
  page,
}) => {
  await page.goto('/sandbox');
  const frame = page.locator('iframe[title="Preview"]');
  await expect(page.frameLocator('iframe[title="Preview"]').locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
  const editor = page.getByRole('textbox', { name: 'App.tsx' });
  const [frameBox, editorBox] = [await frame.boundingBox(), await editor.boundingBox()];
  expect(frameBox && editorBox).toBeTruthy();
  // Before: the preview began at y ≈ 1,300, under an editor 635 px tall.
  expect(frameBox!.y).toBeLessThan(page.viewportSize()!.height - 100);
  expect(frameBox!.y).toBeLessThan(editorBox!.y);
  for (const name of ['Template', 'react-querybuilder']) {
    const box = await page.getByRole('combobox', { name }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(24);
  }
});

test('the contents list of a long reference page reaches every entry in a compact list', async ({ page }) => {
  await page.goto('/docs/next/components/querybuilder');
  const contents = page.locator('.theme-doc-toc-mobile');
  await contents.getByRole('button').first().click();
  const links = contents.getByRole('link');
  await expect(contents.getByRole('link', { name: 'Independent combinators' })).toBeVisible();
  await expect(contents.getByRole('link', { name: 'enableMountQueryChange' })).toBeVisible();
  // Every entry is shown and can be tapped: before, only the 10 sections (the h3 entries were hidden); before that,
  // one entry per line made the list 61 lines (about 2,000 px) long.
  const boxes = await links.evaluateAll((elements) =>
    elements.map((link) => ({ text: link.textContent, ...link.getBoundingClientRect().toJSON() })),
  );
  expect(boxes.length).toBeGreaterThan(60);
  expect(boxes.filter((box) => box.height < 24 || box.width < 24)).toEqual([]);
  const listHeight = (await contents.boundingBox())!.height;
  expect(listHeight).toBeLessThan(1.8 * page.viewportSize()!.height);
});

test("the Export page's contents list leads to numberedParams and the SQL presets", async ({ page }) => {
  await page.goto('/docs/utils/export');
  const contents = page.locator('.theme-doc-toc-mobile');
  await contents.getByRole('button').first().click();
  await contents.getByRole('link', { name: 'SQL presets' }).click();
  await expect(page.locator('#presets')).toBeInViewport();
  await expect(page).toHaveURL(/#presets$/);
});

test('search hits take two lines on a phone, and no two hits of a list read alike', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForSearchShortcut(page);
  await page.locator('button.DocSearch-Button').click();
  await modalInput(page).fill('cel');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.first()).toBeVisible();
  const shown = await hits.evaluateAll((elements) =>
    elements.map((hit) => {
      const title = hit.querySelector<HTMLElement>('.DocSearch-Hit-title');
      const path = hit.querySelector<HTMLElement>('.DocSearch-Hit-path');
      const lineHeight = title ? parseFloat(getComputedStyle(title).lineHeight) : 0;
      return {
        label: `${title?.textContent ?? ''} — ${path?.textContent ?? ''}`,
        lines: title ? Math.round(title.getBoundingClientRect().height / lineHeight) : 0,
        cut: title ? title.scrollHeight > title.clientHeight + 1 : false,
        clamped: title ? getComputedStyle(title).webkitLineClamp === '2' : false,
      };
    }),
  );
  const labels = shown.map((hit) => hit.label);
  expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  // Paragraph hits run over one line; before, each was cut at about 30 characters.
  expect(shown.filter((hit) => hit.lines === 2).length).toBeGreaterThan(2);
  expect(Math.max(...shown.map((hit) => hit.lines))).toBeLessThanOrEqual(2);
  expect(shown.filter((hit) => hit.cut && !hit.clamped)).toEqual([]);
});

test('the demo’s own controls of the library (shift, clone, lock, remove, selects) are touch targets of 24×24 px', async ({
  page,
}) => {
  await openDemo(page, '/demo?showShiftActions=true&showCloneButtons=true&showLockButtons=true');
  const controls = builder(page).locator('.queryBuilder').locator('button, select');
  await expect(controls.first()).toBeVisible();
  const sizes = await controls.evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { name: element.getAttribute('title') ?? element.className, width: box.width, height: box.height };
      }),
  );
  expect(sizes.filter((size) => size.name === 'Shift up').length, 'the shift buttons are shown').toBeGreaterThan(0);
  expect(sizes.filter((size) => size.width < 24 || size.height < 24)).toEqual([]);
});

test('a heading whose section opens on a sub-heading shows no link of its own, so no two links stand in a row', async ({
  page,
}) => {
  await page.goto('/docs/utils/validation');
  const parent = page.locator('h2#two-kinds-of-validators + div a');
  const child = page.locator('h3#field-based-validation + div a');
  await expect(child).toBeVisible();
  await expect(child).toHaveText('Suggest an improvement');
  await expect(parent).toBeHidden();
  // A heading with text of its own keeps its link.
  await expect(page.locator('h2#default-validator + div a')).toBeVisible();
});

test('a section low on a long page stays where the server drew it once the code blocks’ buttons are drawn', async ({
  page,
  browser,
}) => {
  // Chromium's scroll anchoring hid the jump; Safari has none, so the heading of a link ended 190–260 px down the screen:
  // each of the 9 blocks above it grew by its button row after hydration. Measured as the heading's place in the page.
  const address = '/docs/next/tips/subqueries#child-table-sql';
  const placeOfHeading = (on: Page) =>
    on.locator('h3#child-table-sql').evaluate((heading) => Math.round(heading.getBoundingClientRect().top + scrollY));
  const serverOnly = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false });
  const drawnByServer = await serverOnly.newPage();
  await drawnByServer.goto(address);
  const serverPlace = await placeOfHeading(drawnByServer);
  await serverOnly.close();
  await page.goto(address);
  // The theme draws the buttons in the browser only: once they are there, the page has hydrated.
  await expect(page.locator('.theme-code-block button').first()).toBeAttached({ timeout: 20_000 });
  expect(await page.locator('.theme-code-block').count()).toBeGreaterThan(9);
  await expect.poll(() => placeOfHeading(page)).toBe(serverPlace);
});

test('under a sample, "Open in sandbox" is a 44 px touch target and the rendered block says what its lines are', async ({
  page,
}) => {
  await page.goto('/docs/tips/hiding-controls');
  const open = page.getByRole('link', { name: /Open in sandbox/ }).first();
  await expect(open).toBeVisible();
  expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // The selector counts under the nesting sample: a bare list of selectors unless its title says what it is.
  const rendered = page.locator('.theme-code-block').filter({ hasText: 'button.ruleGroup-addGroup: 0' }).first();
  await expect(rendered).toBeVisible();
  await expect(rendered).toContainText('What it renders: how many elements match each CSS selector');
});

/**
 * Where each wrapped row of the block's lines was cut badly: at a member access's dot, before a lone ";" or ",", and
 * (with `insideNames`) inside a name. Each cut as "what ends the row / what starts the next".
 */
function badCuts(code: Locator, insideNames: boolean): Promise<{ cuts: string[]; wrapped: number }> {
  return code.evaluate((element, insideNames) => {
    const cuts: string[] = [];
    let wrapped = 0;
    for (const line of Array.from(element.querySelectorAll('.token-line'))) {
      // The line's drawn characters with the row each sits on; spaces hang at a row's end, so they are left out.
      const drawn: { char: string; top: number; afterSpace: boolean }[] = [];
      let afterSpace = false;
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (let index = 0; index < node.textContent!.length; index++) {
          const char = node.textContent![index]!;
          afterSpace ||= /\s/.test(char);
          if (/\s/.test(char)) continue;
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          drawn.push({ char, top: range.getBoundingClientRect().top, afterSpace });
          afterSpace = false;
        }
      drawn.forEach((here, index) => {
        const before = drawn[index - 1];
        if (!before || here.top <= before.top + 2) return;
        wrapped += 1;
        const insideName = insideNames && /[\w$]/.test(before.char) && /[\w$]/.test(here.char);
        const atMemberDot = before.char === '.' && /[\w$]/.test(here.char);
        const loneMark = /[;,]/.test(here.char);
        if (!here.afterSpace && (insideName || atMemberDot || loneMark)) {
          const text = drawn.map((entry) => entry.char).join('');
          cuts.push(`${text.slice(Math.max(0, index - 16), index)} / ${text.slice(index, index + 8)}`);
        }
      });
    }
    return { cuts, wrapped };
  }, insideNames);
}

test('a wrapped code line breaks at its punctuation, not inside a name, and copies as written', async ({ page }) => {
  // The react-select sample read "handleOnChange(option.nam" / "e);": with no space in a run wider than the rest of
  // its row, the browser cut it anywhere. Nor may a member access part at its dot ("item." / "value"), nor a row
  // start with a lone ";" or ",": both read as something other than the code.
  await page.goto('/docs/components/valueselector#searchable-field-selector');
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  const code = page
    .locator('article .theme-code-block pre code')
    .filter({ hasText: 'function SearchableFieldSelector' })
    .first();
  await code.scrollIntoViewIfNeeded();
  const measured = await badCuts(code, true);
  expect(measured.wrapped, 'lines of the sample wrap at 390 px').toBeGreaterThan(0);
  expect(measured.cuts).toEqual([]);
  const copied = await code.evaluate((element) => {
    const selection = getSelection()!;
    selection.selectAllChildren(element);
    const selected = selection.toString();
    selection.removeAllRanges();
    // One zero-width character, read as such whatever the stylesheet's encoding is taken to be.
    const mark = getComputedStyle(element.querySelector('.token.punctuation:not(.member-dot)')!, '::after').content;
    return { selected, mark };
  });
  // What marks the break points is not text: a selection copies the code as written.
  expect(copied.selected).toContain('if (option) handleOnChange(option.name);');
  expect(copied.selected).not.toMatch(/\u200b/);
  expect(copied.mark).toBe('"\u200b"');
});

for (const path of [
  '/docs/components/valueeditor',
  '/docs/next/tips/custom-with-fallback',
  '/docs/utils/export',
  '/docs/utils/validation',
]) {
  // Inside a name is left out here: an indented name longer than what is left of its row, or a long string a sample
  // prints, has no other place to break.
  test(`${path}: no wrapped code line on the page parts a member access or starts a row with a lone ";"`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached({ timeout: 20_000 });
    await page.evaluate(() => document.fonts.ready);
    const blocks = page.locator('article .theme-code-block pre code').filter({ visible: true });
    let wrapped = 0;
    const cuts: string[] = [];
    for (const block of await blocks.all()) {
      const measured = await badCuts(block, false);
      wrapped += measured.wrapped;
      cuts.push(...measured.cuts);
    }
    expect(wrapped, 'lines on the page wrap at 390 px').toBeGreaterThan(10);
    expect(cuts).toEqual([]);
  });
}
