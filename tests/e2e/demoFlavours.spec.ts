import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RuleGroupType } from 'react-querybuilder';
import { flavourIds } from '../../src/flavours/registry';
import { builder, exportedJson, openDemo, setOption, switchColorMode, watchProblems } from './demoPage';
import { flavourChecks } from './flavourChecks';
import { trackRequests } from './pageSettled';
import { watchPolicy } from './policyWatch';

const ids = flavourIds;

// UI libraries are big: give their first load time on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** Every script and stylesheet the page downloads. */
function collectDownloads(page: Page) {
  const scripts: Promise<string>[] = [];
  const stylesheets: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') {
      const text = response.text();
      // A script that arrives as the test ends (a preload on the pointer's way) cannot be read any more; that is
      // no failure, while a read the test awaits still rejects through Promise.all.
      text.catch(() => undefined);
      scripts.push(text);
    }
    if (type === 'stylesheet') stylesheets.push(response.url());
  });
  return { scripts: () => Promise.all(scripts), stylesheets };
}

/** The colours a reader sees on a control: text, background and border. */
const coloursOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.color} on ${style.backgroundColor}, border ${style.borderTopColor}`;
  });

for (const id of ids) {
  test.describe(`/demo/${id}`, () => {
    // One page per flavour for everything its demo must do: the UI library's first load is most of each test's time.
    test(`renders ${id} controls that add, clone, lock and remove, loads no other flavour, follows the colour mode and keeps the CSP`, async ({
      page,
    }) => {
      const problems = watchProblems(page);
      const policy = await watchPolicy(page);
      const downloads = collectDownloads(page);
      const requests = trackRequests(page);
      // Without the header the policy check would pass for nothing; openDemo navigates itself.
      expect((await page.request.head(`/demo/${id}`)).headers()['content-security-policy']).toMatch(
        /script-src 'self'/,
      );
      await openDemo(page, `/demo/${id}`);
      const b = builder(page);
      const control = b.locator(flavourChecks[id].control).first();
      await expect(control).toBeVisible();

      await switchColorMode(page, 'light');
      const light = await coloursOf(control);
      await switchColorMode(page, 'dark');
      await expect.poll(() => coloursOf(control)).not.toBe(light);
      await switchColorMode(page, 'light');
      await expect.poll(() => coloursOf(control)).toBe(light);

      const rules = b.locator('.rule');
      await expect(rules).toHaveCount(5);
      await b.locator('.ruleGroup-addRule').first().click();
      await expect(rules).toHaveCount(6);
      await b.locator('.ruleGroup-addGroup').first().click();
      await expect(b.locator('.ruleGroup')).toHaveCount(3);
      await setOption(page, 'showCloneButtons', true);
      await rules.first().locator('.rule-cloneRule').click();
      await expect(rules).toHaveCount(7);
      await setOption(page, 'showLockButtons', true);
      await rules.first().locator('.rule-lock').click();
      await expect(rules.first()).toHaveClass(/queryBuilder-disabled/);
      await rules.first().locator('.rule-lock').click();
      await expect(rules.first()).not.toHaveClass(/queryBuilder-disabled/);
      await rules.first().locator('.rule-remove').click();
      await expect(rules).toHaveCount(6);

      await requests.settled();
      const code = (await downloads.scripts()).join('\n');
      for (const other of ids.filter((o) => o !== id)) {
        for (const marker of flavourChecks[other].codeMarkers)
          expect(code, `${id} page loads ${other}`).not.toContain(marker);
        for (const sheet of flavourChecks[other].stylesheets) {
          if (flavourChecks[id].stylesheets.some((own) => own === sheet)) continue;
          expect(
            downloads.stylesheets.filter((url) => url.includes('/demo/') && url.includes(sheet)),
            `${id} page loads ${other} CSS`,
          ).toEqual([]);
        }
      }
      expect(await policy.problems()).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}

test('a flavour can drag a rule', async ({ page }) => {
  const problems = watchProblems(page);
  await openDemo(page, '/demo/material');
  await setOption(page, 'enableDragAndDrop', true);
  const fieldsOf = async () =>
    ((await exportedJson(page)) as RuleGroupType).rules.map((r) => ('field' in r ? r.field : 'group'));
  const before = await fieldsOf();
  expect(before).toEqual(['firstName', 'age', 'group', 'orders']);
  await builder(page).locator('.rule > .queryBuilder-dragHandle').first().dragTo(builder(page).locator('.rule').last());
  await expect.poll(fieldsOf).toEqual(['age', 'group', 'orders', 'firstName']);
  expect(problems).toEqual([]);
});
