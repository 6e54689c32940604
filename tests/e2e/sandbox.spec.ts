import { expect, test, type Page } from '@playwright/test';
import { encodeCodeHash } from '../../src/sandbox/shareHash';
import { switchColorMode } from './demoPage';
import { editorCode, replaceEditorCode, watchPage } from './pageWatch';
import { addonVersionOfDocs, siteDocsVersion } from '../../config/docsVersions';
import { flavourIds, flavours } from '../../src/flavours/registry';
import { flavourChecks, otherFlavoursStylesheets } from './flavourChecks';

const editorLabel = 'App.tsx';
const chakraRelease = addonVersionOfDocs(siteDocsVersion, '@react-querybuilder/chakra');
/**
 * The templates that are no flavour's (flavour templates are opened below, by address), each with what only it shows
 * and the address form that opens it: `?t=` is the short form of `?template=`.
 */
const templates = [
  { id: 'basic', address: '/sandbox?template=basic', shows: '.queryBuilder' },
  { id: 'validation', address: '/sandbox?template=validation', shows: '.rule.queryBuilder-invalid' },
  { id: 'dnd', address: '/sandbox?t=dnd', shows: '.rule .queryBuilder-dragHandle' },
  { id: 'custom-value-editor', address: '/sandbox?template=custom-value-editor', shows: 'input[type="range"]' },
] as const;

/** The flavour stylesheets (served under /assets/css/demo/) a page requested. */
function watchDemoStylesheets(page: Page): string[] {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' && request.url().includes('/assets/css/demo/')) {
      stylesheets.push(request.url());
    }
  });
  return stylesheets;
}

/** The preview runs inside the sandboxed frame; its region there is labelled like the frame. */
const previewOf = (page: Page) => page.frameLocator('iframe[title="Preview"]').getByRole('region', { name: 'Preview' });

test.describe('/sandbox', () => {
  for (const template of templates) {
    test(`template "${template.id}" (${template.address}) renders its query builder, offline, without console errors and flavour stylesheets`, async ({
      page,
    }) => {
      const watch = watchPage(page);
      const stylesheets = watchDemoStylesheets(page);
      await page.goto(template.address);
      const preview = previewOf(page);
      await expect(preview.locator(template.shows).first()).toBeVisible({ timeout: 20_000 });
      await expect(preview.getByRole('alert')).toHaveCount(0);
      await expect(preview.locator('pre').first()).toContainText('(');
      await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue(template.id);
      expect(stylesheets).toEqual([]);
      expect(watch.problems).toEqual([]);
    });
  }

  test('an edit updates the preview; syntax and thrown errors show messages and the preview recovers', async ({
    page,
  }) => {
    await page.goto('/sandbox');
    const preview = previewOf(page);
    await expect(preview.locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });

    await replaceEditorCode(
      page,
      editorLabel,
      'export default function App() {\n  return <p>Hello from the sandbox</p>;\n}',
    );
    await expect(preview.getByText('Hello from the sandbox')).toBeVisible();

    await replaceEditorCode(page, editorLabel, 'export default function App() {\n  return <p>Missing brace</p>;\n');
    await expect(preview.getByRole('alert')).toContainText('Syntax error');

    await replaceEditorCode(
      page,
      editorLabel,
      "export default function App() {\n  throw new Error('Deliberate failure');\n}",
    );
    await expect(preview.getByRole('alert')).toContainText('Deliberate failure');

    await replaceEditorCode(
      page,
      editorLabel,
      "import pad from 'left-pad';\nexport default () => <p>{pad('x', 3)}</p>;",
    );
    // The import error is the current one; the thrown error stays below it on the dimmed last preview.
    await expect(preview.getByRole('alert').filter({ hasText: 'Cannot import "left-pad"' })).toBeVisible();

    await replaceEditorCode(page, editorLabel, 'export default function App() {\n  return <p>Working again</p>;\n}');
    await expect(preview.getByText('Working again')).toBeVisible();
    await expect(preview.getByRole('alert')).toHaveCount(0);
    // The page around the preview survived every failure.
    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();
  });

  test('the code lives in the URL hash, and opening that URL restores it', async ({ page, browser }) => {
    await page.goto('/sandbox?t=validation');
    await expect(previewOf(page).locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    const code = 'export default function App() {\n  return <p>Shared with a link</p>;\n}';
    await replaceEditorCode(page, editorLabel, code);
    await expect(page).toHaveURL(/template=validation#code\//);
    const sharedUrl = page.url();

    const reader = await browser.newPage();
    const watch = watchPage(reader);
    await reader.goto(sharedUrl);
    await expect(previewOf(reader).getByText('Shared with a link')).toBeVisible({ timeout: 20_000 });
    expect(await editorCode(reader, editorLabel)).toBe(code);
    expect(watch.problems).toEqual([]);
  });

  test('a damaged hash shows a notice and falls back to the template', async ({ page }) => {
    await page.goto('/sandbox?template=dnd#code/N4IgdghgtgpiBcIBi');
    await expect(page.getByRole('status')).toContainText('could not be read');
    await expect(previewOf(page).locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    expect(await editorCode(page, editorLabel)).toContain("from '@react-querybuilder/dnd'");
  });

  test('the preview is a frame sandboxed to scripts only, and the page never compiles the code itself', async ({
    page,
  }) => {
    await page.goto('/sandbox');
    await expect(previewOf(page).locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    const frame = page.locator('iframe[title="Preview"]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(frame).toHaveAttribute('src', '/sandbox/frame');
    // The query builder exists only inside the frame.
    await expect(page.locator('.queryBuilder')).toHaveCount(0);
  });

  test('the frame page opened on its own runs nothing, whatever is posted to it', async ({ page }) => {
    await page.goto('/sandbox/frame');
    await expect(page.getByText('it runs code only there')).toBeVisible();
    await page.evaluate(() =>
      window.postMessage(
        { type: 'rqb-sandbox:run', code: 'export default () => <p id="ran">ran</p>;', colorMode: 'light' },
        '*',
      ),
    );
    await expect(page.getByText('it runs code only there')).toBeVisible();
    await expect(page.locator('#ran')).toHaveCount(0);
  });

  test('code from a crafted link cannot read storage, set cookies, navigate the page or send the secret out', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('rqb-secret', 'S3CRET-TOKEN'));
    await context.addCookies([{ name: 'session', value: 'original', url: baseURL! }]);
    // The page records every message it receives, to show none carries the secret.
    await page.addInitScript(() => {
      (window as unknown as { received: string[] }).received = [];
      window.addEventListener('message', (event) =>
        (window as unknown as { received: string[] }).received.push(JSON.stringify(event.data)),
      );
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    const attack = [
      "let secret = 'unread';",
      "try { secret = String(window.localStorage.getItem('rqb-secret')); } catch (error) { secret = 'storage blocked'; }",
      "let cookie = 'unread';",
      "try { document.cookie = 'session=hijacked; path=/'; cookie = document.cookie; } catch (error) { cookie = 'cookies blocked'; }",
      "try { window.parent.postMessage({ type: 'rqb-sandbox:height', height: 300, secret, cookie }, '*'); } catch {}",
      "try { window.top!.location.href = '/stolen?secret=' + encodeURIComponent(secret + cookie); } catch {}",
      "try { window.open('/stolen-popup?secret=' + encodeURIComponent(secret)); } catch {}",
      'export default function App() {',
      '  return <p id="report">{secret} / {cookie}</p>;',
      '}',
    ].join('\n');
    const url = `/sandbox${encodeCodeHash(attack)}`;
    await page.goto(url);
    const report = previewOf(page).locator('#report');
    // The frame's storage is its own, empty and in memory (src/sandbox/frameStorage.ts): the site's is out of reach.
    await expect(report).toHaveText('null / cookies blocked', { timeout: 20_000 });

    expect(new URL(page.url()).pathname).toBe('/sandbox');
    expect(requests.filter((request) => request.includes('stolen'))).toEqual([]);
    expect(context.pages()).toHaveLength(1);
    expect((await context.cookies()).find((cookie) => cookie.name === 'session')?.value).toBe('original');
    expect(await page.evaluate(() => window.localStorage.getItem('rqb-secret'))).toBe('S3CRET-TOKEN');
    const received = await page.evaluate(() => (window as unknown as { received: string[] }).received);
    expect(received.some((message) => message.includes('S3CRET'))).toBe(false);

    // The same preview still runs ordinary code.
    await replaceEditorCode(page, editorLabel, 'export default function App() {\n  return <p>Ordinary code</p>;\n}');
    await expect(previewOf(page).getByText('Ordinary code')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/sandbox');
  });

  test('the preview frame loads without a storage warning: its opaque origin gets an empty storage in memory', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) logged.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto('/sandbox');
    await expect(previewOf(page).locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    // A second load of the frame (the preview reloads after a crash) stays quiet too.
    await page
      .locator('iframe[title="Preview"]')
      .evaluate((frame) => frame.setAttribute('src', frame.getAttribute('src') ?? ''));
    await expect(previewOf(page).locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    expect(logged).toEqual([]);
  });

  test('the preview applies the stylesheet the code imports: the layout sheet alone draws no group frame', async ({
    page,
  }) => {
    // A sample that takes the layout sheet under a UI library's theme was drawn with the full sheet's tinted frames,
    // which its own theme's text could not be read on.
    const app = (sheet: string) =>
      `import { QueryBuilder } from 'react-querybuilder';\n${sheet}\nexport default function App() {\n  return <QueryBuilder fields={[{ name: 'name', label: 'Name' }]} />;\n}\n`;
    await page.goto(`/sandbox${encodeCodeHash(app("import 'react-querybuilder/dist/query-builder-layout.css';"))}`);
    const group = previewOf(page).locator('.ruleGroup').first();
    await expect(group).toBeVisible({ timeout: 20_000 });
    await expect(group).toHaveCSS('display', 'flex');
    await expect(group).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    // Code naming no stylesheet gets the full one, the look the docs' examples show.
    await page.goto(`/sandbox${encodeCodeHash(app(''))}`);
    await expect(previewOf(page).locator('.ruleGroup').first()).toHaveCSS('background-color', 'rgba(0, 75, 183, 0.2)', {
      timeout: 20_000,
    });
  });

  test('the preview follows the colour mode', async ({ page }) => {
    await page.goto('/sandbox');
    await expect(previewOf(page).locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    const frameTheme = () => page.frameLocator('iframe[title="Preview"]').locator('html').getAttribute('data-theme');
    expect(await frameTheme()).toBe('light');
    await switchColorMode(page, 'dark');
    await expect.poll(frameTheme).toBe('dark');
    await switchColorMode(page, 'light');
    await expect.poll(frameTheme).toBe('light');
  });

  test('StackBlitz and CodeSandbox are plain forms that send the current code only when clicked', async ({ page }) => {
    await page.goto('/sandbox');
    await expect(previewOf(page).locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
    const stackBlitz = page.locator('form[action^="https://stackblitz.com/run"]');
    await expect(stackBlitz.getByRole('button', { name: 'Open in StackBlitz' })).toBeVisible();
    await expect(stackBlitz.locator('input[name="project[files][src/App.tsx]"]')).toHaveValue(/QueryBuilder/);
    const codeSandbox = page.locator('form[action^="https://codesandbox.io/api/v1/sandboxes/define"]');
    await expect(codeSandbox.getByRole('button', { name: 'Open in CodeSandbox' })).toBeVisible();
    await expect(codeSandbox.locator('input[name="parameters"]')).toHaveValue(/^[A-Za-z0-9_-]{100,}$/);
  });
});

test('a Chakra UI sample exports a project on the release its add-on was published for, not the one the preview adapts it to', async ({
  page,
}) => {
  await page.goto('/sandbox?t=chakra');
  const packageJson = page.locator(
    'form[action^="https://stackblitz.com/run"] input[name="project[files][package.json]"]',
  );
  const dependencies = async () =>
    (JSON.parse((await packageJson.inputValue()) || '{}') as { dependencies?: Record<string, string> }).dependencies;
  await expect.poll(dependencies, { timeout: 20_000 }).toMatchObject({
    'react-querybuilder': chakraRelease,
    '@react-querybuilder/chakra': chakraRelease,
  });
});

test.describe('/sandbox addresses', () => {
  // UI libraries are big: give their first load time on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  for (const id of flavourIds) {
    const { control } = flavourChecks[id];
    test(`?t=${id} opens the ${id} template, whose controls render in the frame, with no other flavour's stylesheet`, async ({
      page,
    }) => {
      const watch = watchPage(page);
      const stylesheets = watchDemoStylesheets(page);
      await page.goto(`/sandbox?t=${id}`);
      await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue(id);
      expect(await editorCode(page, editorLabel)).toContain(`from '${flavours[id].packageName}'`);
      const preview = previewOf(page);
      await expect(preview.locator(control).first()).toBeVisible({ timeout: 40_000 });
      await expect(preview.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveCount(0);
      const othersSheets = otherFlavoursStylesheets(id);
      expect(stylesheets.filter((url) => othersSheets.some((sheet) => url.includes(sheet)))).toEqual([]);
      const ownSheets: readonly string[] = flavourChecks[id].stylesheets;
      expect(ownSheets.filter((sheet) => !stylesheets.some((url) => url.includes(sheet)))).toEqual([]);
      expect(watch.problems).toEqual([]);
    });
  }

  test('?t=native shows the React Native code and says it runs on a device, with no preview', async ({ page }) => {
    await page.goto('/sandbox?t=native');
    await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue('native');
    expect(await editorCode(page, editorLabel)).toContain("from '@react-querybuilder/native'");
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText('runs on a device or a simulator');
    await expect(page.locator('iframe[title="Preview"]')).toHaveCount(0);
  });

  test('?t=native&p=stackblitz explains that React Native code has no playground export', async ({ page }) => {
    await page.goto('/sandbox?t=native&p=stackblitz');
    await expect(page.getByRole('status')).toContainText('React Native code does not run in StackBlitz');
    await expect(page.getByRole('button', { name: 'Open in StackBlitz' })).toHaveCount(0);
  });

  test('an unknown ?t= says so and shows the default template', async ({ page }) => {
    await page.goto('/sandbox?t=semantic-ui');
    await expect(page.getByRole('status')).toContainText('There is no template "semantic-ui"');
    await expect(page.getByRole('combobox', { name: 'Template' })).toHaveValue('basic');
    await expect(previewOf(page).locator('.queryBuilder')).toBeVisible({ timeout: 20_000 });
  });

  for (const [p, label] of [
    ['stackblitz', 'Open in StackBlitz'],
    ['codesandbox', 'Open in CodeSandbox'],
  ] as const) {
    test(`?p=${p} offers that export of the template asked for`, async ({ page }) => {
      await page.goto(`/sandbox?t=bulma&p=${p}`);
      const offered = page.getByRole('button', { name: label });
      await expect(offered).toHaveAttribute('data-offered', 'true');
      await expect(offered).toBeFocused();
      await expect(offered).toHaveAccessibleDescription(/This link offers the .Bulma. template/);
      await expect(page.locator('button[data-offered]')).toHaveCount(1);
      // The offered form carries the Bulma template.
      const form = page.locator('form', { has: offered });
      const field = p === 'stackblitz' ? 'project[files][src/App.tsx]' : 'parameters';
      await expect(form.locator(`input[name="${field}"]`)).toHaveValue(
        p === 'stackblitz' ? /@react-querybuilder\/bulma/ : /.{100,}/,
      );
    });
  }
});
