import { expect, test, type Locator, type Page } from '@playwright/test';
import { majorOfDocs, siteLibraryVersion } from '../../config/docsVersions';
import { startInColorMode, type ColorMode } from './colorMode';
import { Reader, widthOf, type Width } from './reader';
import { decodeCodeHash } from '../../src/sandbox/shareHash';

/**
 * Reader journeys: the tasks readers bring most, each done the way a reader does it (one typed address, then the
 * navbar, the search modal, the sidebar and buttons), at 390×844 and 1280×900 (the `journeys-phone` and `journeys`
 * projects). Each asserts what the reader sees: the answer in view when they arrive, every control they press on
 * screen, uncovered and visible without hovering on a touch screen, commands whole. The steps are exact; the times
 * are generous bounds, since these machines are shared and noisy. A journey runs in one colour mode at one width and
 * in the other at the other width; its last step is checked and photographed in both modes (test artefacts).
 */

interface Journey {
  readonly name: string;
  /** Reader actions from the first address to the answer, per width: exact. */
  readonly steps: Readonly<Record<Width, number>>;
  /** From the first address to the answer. */
  readonly budgetMs: Readonly<Record<Width, number>>;
  /** Walks the journey and says what its answer is, for the last look in both colour modes. */
  readonly run: (reader: Reader) => Promise<{ readonly answer: Locator; readonly what: string }>;
}

const previewOf = (page: Page) => page.frameLocator('iframe[title="Preview"]');
/**
 * Scrolls the sandbox's preview into view, as a reader scrolls down to it on a phone: first the frame (Chromium stops
 * animation frames in a frame of another origin out of view, and Playwright waits on them inside it), then `target`.
 */
async function scrollToPreview(page: Page, target: Locator): Promise<void> {
  // The preview draws the builder again as the code changes: retried if the element is replaced meanwhile.
  await expect(async () => {
    await page.locator('iframe[title="Preview"]').scrollIntoViewIfNeeded({ timeout: 5_000 });
    await target.scrollIntoViewIfNeeded({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
/** The Run tab's engines start in workers, PostgreSQL (PGlite) last: 28 s alone in Node under load. */
const engineLoad = { timeout: 90_000 };
const templateBox = (page: Page) => page.getByRole('combobox', { name: 'Template' });
const row = (table: Locator, name: string) =>
  table.locator('tr').filter({ has: table.page().locator('td:first-child code').getByText(name, { exact: true }) });
/** The "Open in sandbox" control of the first sample on the page that offers it. */
const firstSandboxLink = (page: Page) =>
  page
    .locator('[data-sample-sandbox="open"]')
    .first()
    .getByRole('link', { name: /Open in sandbox/ });

/** A question a reader types into the search modal, and the element of the section it lands on that answers it. */
interface SearchedQuestion {
  readonly name: string;
  /** The address the reader starts from: the home page unless the question belongs to an archived version. */
  readonly from?: string;
  readonly query: string;
  /** The hit the reader presses. */
  readonly hit: RegExp;
  /** The id of the heading the hit lands on. */
  readonly section: string;
  /** The answer: the first element of this kind after the heading (an XPath node test). */
  readonly answer: string;
  readonly what: string;
  /** Texts the answer holds. */
  readonly says: readonly string[];
  /** Whether all of the answer must be in view on arrival, or its start (a long sample). */
  readonly whole?: boolean;
}

/** One address, then three steps in the search modal, to an answer in view on arrival. */
function searchedAnswer(question: SearchedQuestion): Journey {
  return {
    name: question.name,
    steps: { phone: 4, desktop: 4 },
    budgetMs: { phone: 30_000, desktop: 30_000 },
    async run(reader) {
      await reader.opens(question.from ?? '/');
      await reader.searches(question.query, question.hit);
      const answer = reader.page
        .locator(`[id="${question.section}"]`)
        .locator(`xpath=following-sibling::${question.answer}[1]`);
      await reader.sees(answer, question.what, { whole: question.whole ?? true });
      for (const text of question.says) await expect(answer).toContainText(text);
      return { answer, what: question.what };
    },
  };
}

const journeys: readonly Journey[] = [
  {
    name: 'make a field numeric with three operators',
    steps: { phone: 4, desktop: 4 },
    budgetMs: { phone: 30_000, desktop: 30_000 },
    async run(reader) {
      const { page } = reader;
      await reader.opens('/');
      await reader.searches('operators', /^operators — FlexibleOptionList — Operators for this/);
      const fieldProperties = page.locator('article table').filter({ has: page.getByText('valueEditorType') });
      await reader.sees(row(fieldProperties, 'operators'), 'the field property operators and what it does');
      // A few rows down the same table: the number input.
      const inputType = row(fieldProperties, 'inputType');
      await inputType.scrollIntoViewIfNeeded();
      await reader.expectInView(inputType, 'the field property inputType and what it does');
      return { answer: inputType, what: 'the field properties operators and inputType' };
    },
  },
  {
    name: `see what changes from ${siteLibraryVersion} to ${majorOfDocs('current')}.x`,
    steps: { phone: 3, desktop: 2 },
    budgetMs: { phone: 20_000, desktop: 20_000 },
    async run(reader) {
      const { page } = reader;
      await reader.opens('/docs/intro');
      await reader.followsSidebar('Migrating to v8');
      const title = page.getByRole('heading', { level: 1, name: 'Migrating from v7 to v8' });
      await reader.sees(title, 'the migration guide');
      // In the top 42% of a phone's screen (y < 355 of 844; it stands at about 334, 513 before): the announcement, the
      // navbar, the Next docs' banner as one paragraph and the breadcrumbs beside the page actions' icon leave room.
      const top = (await title.boundingBox())!.y;
      expect(top, 'the title starts in the top 42% of the screen').toBeLessThan(page.viewportSize()!.height * 0.42);
      await reader.sees(page.locator('article .markdown > p').first(), 'what the guide compares', { whole: false });
      return { answer: title, what: 'the migration guide' };
    },
  },
  {
    name: 'open a docs sample in the sandbox, edit it and share it',
    steps: { phone: 8, desktop: 7 },
    budgetMs: { phone: 45_000, desktop: 45_000 },
    async run(reader) {
      const { page } = reader;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await reader.opens('/docs/intro');
      await reader.followsSidebar('Components', 'QueryBuilder');
      await reader.presses(firstSandboxLink(page), 'Open in sandbox under the complete example');
      await reader.sees(templateBox(page), 'the sandbox from its top, the template box');
      await expect(templateBox(page).locator('option:checked')).toHaveText('From the docs: QueryBuilder');
      const age = previewOf(page).locator('.rule-value').first();
      await expect(age).toHaveValue('18', { timeout: 30_000 });

      const editor = page.getByRole('textbox', { name: 'App.tsx' });
      const ageValue = editor
        .locator('.cm-line', { hasText: "operator: '>=', value: 18" })
        .getByText('18', { exact: true });
      // The editor draws only the lines in its view; on a phone wrapped lines push this one below it: the reader scrolls
      // the page to the editor, then the editor (which draws nothing new while it is partly below the window).
      const editorScroller = page.locator('.cm-scroller').first();
      await editorScroller.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await expect(async () => {
        if ((await ageValue.count()) === 0)
          await editorScroller.evaluate((element) => element.scrollBy(0, element.clientHeight / 2));
        await expect(ageValue).toBeAttached({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await reader.selectsWord(ageValue, 'the age 18 in the code');
      await reader.types('21');
      if (reader.width === 'phone') {
        // Lines wrap on a phone: after the edit every line still shows from its start.
        const scroller = page.locator('.cm-scroller').first();
        expect(
          await scroller.evaluate((element) => [element.scrollLeft, element.scrollWidth - element.clientWidth]),
        ).toEqual([0, 0]);
      }
      await scrollToPreview(page, age);
      await expect(age).toHaveValue('21');
      await reader.sees(previewOf(page).locator('.rule').first(), 'the edited rule in the preview, whole');

      const copy = page.getByRole('button', { name: 'Copy link' });
      await reader.presses(copy, 'Copy link');
      await reader.sees(page.getByRole('button', { name: 'Link copied' }), 'that the link is copied');
      const link = await page.evaluate(() => navigator.clipboard.readText());
      const shared = decodeCodeHash(new URL(link).hash);
      expect(shared.kind === 'code' && shared.code).toContain("operator: '>=', value: 21");

      // Whoever gets the link sees the edited sample, named as the docs sample it came from.
      const friend = await page.context().newPage();
      await friend.goto(link);
      await expect(previewOf(friend).locator('.rule-value').first()).toHaveValue('21', { timeout: 30_000 });
      await expect(templateBox(friend).locator('option:checked')).toHaveText('From the docs: QueryBuilder');
      await friend.close();
      // "Link copied" turns back into "Copy link" after two seconds.
      return { answer: page.getByRole('button', { name: /^(Copy link|Link copied)$/ }), what: 'the link button' };
    },
  },
  {
    name: 'set up drag and drop',
    // The phone's Toggle word wrap press went: code wraps there, the override shows whole.
    steps: { phone: 6, desktop: 6 },
    budgetMs: { phone: 45_000, desktop: 45_000 },
    async run(reader) {
      const { page } = reader;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await reader.opens('/docs/intro');
      await reader.searches('drag and drop', /^Drag and drop\s*…/);
      const install = page
        .locator('article .theme-code-block')
        .filter({ hasText: 'npm i @react-querybuilder/dnd' })
        .first();
      await reader.seesUncutCode(install, 'the install command');
      await reader.presses(install.getByRole('button', { name: /Copy code/ }), 'Copy on the install command');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
        /^npm i @react-querybuilder\/dnd@7 react-dnd react-dnd-html5-backend\s*$/,
      );
      // The same command for the other package managers, a tab away.
      await reader.sees(page.getByRole('tab', { name: 'pnpm', exact: true }).first(), 'the pnpm tab beside npm');
      // npm refuses that command beside the site's release: the reader reads on to the remedy, whole.
      const override = page.locator('article .theme-code-block').filter({ hasText: '"overrides"' }).first();
      await override.scrollIntoViewIfNeeded();
      // Its longest line is wider than a phone's column: code wraps there, so all of it shows without a press.
      await reader.seesUncutCode(
        override,
        `the override that lets npm install the add-on beside ${siteLibraryVersion}`,
      );
      await reader.presses(firstSandboxLink(page), 'Open in sandbox under the set-up sample');
      await reader.sees(templateBox(page), 'the sandbox from its top, the template box');
      await expect(templateBox(page).locator('option:checked')).toHaveText('From the docs: Drag and drop');
      // The rule, whole: its drag handle, and every other control of it on screen too.
      const rule = previewOf(page).locator('.rule:has(.queryBuilder-dragHandle)').first();
      await expect(rule).toBeVisible({ timeout: 30_000 });
      await scrollToPreview(page, rule);
      await reader.sees(rule, 'a rule with its drag handle in the preview');
      return { answer: rule, what: 'the preview with a draggable rule' };
    },
  },
  {
    name: 'export parameterized SQL and find out whether it is safe',
    steps: { phone: 6, desktop: 5 },
    budgetMs: { phone: 45_000, desktop: 45_000 },
    async run(reader) {
      const { page } = reader;
      await reader.opens('/');
      await reader.followsNavbar('Demo');
      await reader.presses(page.getByRole('tab', { name: 'Export' }), 'the Export tab');
      await reader.chooses(page.getByRole('combobox', { name: 'Format' }), 'parameterized', 'the format parameterized');
      const result = page.getByTestId('export-result').locator('.theme-code-block');
      await expect(result).toContainText('"params"');
      // The statement is one long line; the result wraps it, so all of it shows without a press.
      await reader.seesUncutCode(result, 'the parameterized SQL and its parameters', { whole: false });
      // Right under the result: the reader reads down to it.
      const note = page.locator('[data-export-safety="bound"]');
      await note.scrollIntoViewIfNeeded();
      await reader.sees(note, 'where the parameterized SQL is safe to run');
      await expect(note).toContainText("Safe to run on a server with your driver's bound parameters");
      await reader.presses(note.getByRole('link', { name: 'Security' }), 'Security under the result');
      const formats = page.locator('[id="formats"]');
      await reader.sees(formats, "the security page's table of what each format does");
      return { answer: formats, what: "the security page's table of formats" };
    },
  },
  {
    name: "learn why the Run tab's engines disagree",
    steps: { phone: 6, desktop: 5 },
    // The Run tab starts seven engines in workers, PGlite's PostgreSQL last: 27 s (desktop) and 32 s (phone) to the
    // answer at load average 17.
    budgetMs: { phone: 100_000, desktop: 100_000 },
    async run(reader) {
      const { page } = reader;
      await reader.opens('/');
      await reader.followsNavbar('Demo');
      await reader.presses(page.getByRole('tab', { name: 'Run' }), 'the Run tab');
      const verdict = page.locator('[data-verdict]');
      // The verdict grows as the engines answer; the reader reads it once they all have.
      await expect(verdict).toHaveAttribute('data-verdict', 'disagree', engineLoad);
      await expect(verdict).not.toContainText('still to come', engineLoad);
      await reader.sees(verdict, 'the verdict: why the engines disagree, and its fix');
      await expect(verdict).toContainText(/^The engines disagree on \d+ rows? because of .*Numbers exported as text/);
      // The cause's number leads to its explanation, in the words of the site release's seven engines, the tab kept.
      const numberAsText = verdict.locator('span', { hasText: 'Numbers exported as text' }).getByRole('link');
      await reader.presses(numberAsText, 'the number of the cause "Numbers exported as text"');
      const explanation = page.locator('[data-cause="number-as-text"]');
      await reader.sees(explanation, 'what "Numbers exported as text" means for each engine');
      await expect(explanation).toContainText('MongoDB never finds a number equal to a string');
      await expect(explanation).not.toContainText(/Drizzle|Sequelize|Prisma|TanStack|LDAP|SPARQL|Cypher/);
      await expect(page.getByRole('tab', { name: 'Run' })).toHaveAttribute('aria-selected', 'true');
      await reader.presses(explanation.getByRole('button', { name: 'Turn on parseNumbers' }), 'Turn on parseNumbers');
      // The list of causes empties; the reader reads up to the verdict again.
      await expect(verdict).toContainText(/^All \d+ results agree/, engineLoad);
      await verdict.scrollIntoViewIfNeeded();
      await reader.sees(verdict, 'that the engines agree now');
      return { answer: verdict, what: 'the verdict after the fix' };
    },
  },
  searchedAnswer({
    name: 'add a combinator of your own and learn what the exports write for it',
    query: 'custom combinator',
    hit: /^Custom combinators/,
    // The section's opening paragraph names what each format writes; its sample's output shows it.
    section: 'other-combinators',
    answer: 'p',
    what: 'what formatQuery writes for a combinator other than and/or',
    says: ['cel'],
  }),
  searchedAnswer({
    name: 'give one field its own value editor on v3',
    from: '/docs/3/intro',
    query: 'custom value editor',
    hit: /custom value editor for one field/i,
    section: 'a-custom-value-editor-for-one-field',
    answer: 'p',
    what: 'how controlElements.valueEditor decides per field on v3',
    says: ['valueEditor'],
  }),
  searchedAnswer({
    name: 'wire the Fluent UI flavour into an app',
    query: 'fluent ui',
    hit: /^Fluent UI/,
    // The app's own FluentProvider around the package's wrapper around the core builder; the section's install line
    // comes first, so the answer is its first TSX block.
    section: 'fluent-ui',
    answer: 'div[contains(@class, "theme-code-block") and contains(@class, "language-tsx")]',
    what: 'the Fluent UI wiring sample',
    says: ['<FluentProvider theme={webLightTheme}>', '<QueryBuilderFluent>'],
    whole: false,
  }),
  searchedAnswer({
    name: 'recolour the default builder for a dark theme',
    query: 'change colors',
    hit: /To change its colors/,
    // Which rules of the stylesheet carry a colour: the list right under the section's first paragraph.
    section: 'dark-mode',
    answer: 'ul',
    what: 'the rules of the stylesheet that set a colour',
    says: ['.ruleGroup', '.dndOver'],
  }),
  searchedAnswer({
    name: 'read in the API reference what fallbackExpression does',
    query: 'fallbackExpression',
    hit: /^fallbackExpression\?/,
    // The member's own comment is wrong about invalid groups on the site's release; the note under it says what happens.
    section: 'fallbackexpression',
    answer: 'div[contains(@class, "theme-admonition")]',
    what: 'the note on what fallbackExpression really does',
    says: [`On ${siteLibraryVersion}`, 'the SQL formats write an empty ()'],
    whole: false,
  }),
  searchedAnswer({
    name: 'export SQL with the database column names',
    query: 'sql column names',
    // The section's opening sentence, or the one under its sample (which lands on the heading, the sample below it).
    hit: /column names different from the builder|Renaming the fields first with transformQuery/,
    section: 'column-names',
    answer: 'div[contains(@class, "theme-code-block")]',
    what: 'the ruleProcessor that maps each field to its column',
    says: ['defaultRuleProcessorSQL'],
    whole: false,
  }),
  searchedAnswer({
    name: 'define an operator that takes no value',
    query: 'operator without value',
    hit: /^Custom operators, with or without a value/,
    section: 'custom-operators',
    answer: 'p',
    what: "how to define an operator without a value ('is today')",
    says: ["arity: 'unary'"],
  }),
  searchedAnswer({
    name: 'show the builder in French on v6',
    from: '/docs/6/intro',
    query: 'french',
    hit: /French/,
    section: 'translations',
    answer: 'p',
    what: 'the two things a v6 builder in French needs',
    says: ['translations', 'operators'],
  }),
];

/** Every journey is walked once in each colour mode: light at one width, dark at the other. */
const firstMode = (index: number, width: Width): ColorMode =>
  (index + (width === 'phone' ? 1 : 0)) % 2 === 0 ? 'light' : 'dark';

/** The recipes pages list the tasks readers ask about most: each is one press from its question to its answer. */
const recipePages = [
  { version: 'v7', intro: '/docs/intro' },
  { version: 'Next', intro: '/docs/next/intro' },
] as const;
/** From pressing a recipe's link to its section in view: a client-side navigation, sometimes a new chunk. */
const recipeBudgetMs = 10_000;

test.describe('reader journeys', () => {
  // A docs page, the search index and the sandbox (editor, frame, library): ~20 s on a loaded machine; the Run tab's
  // engines: ~30 s.
  test.describe.configure({ timeout: 150_000 });
  for (const [index, journey] of journeys.entries()) {
    test(journey.name, async ({ page }, info) => {
      const width = widthOf(info);
      const mode = firstMode(index, width);
      await startInColorMode(page, mode);
      const reader = new Reader(page, info);
      const { answer, what } = await journey.run(reader).catch(async (error: unknown) => {
        // How far the reader got, for the report of a failed journey.
        await info.attach(`${journey.name}, ${width}: steps before the failure`, {
          body: JSON.stringify({ steps: reader.steps, answers: reader.answers }, null, 2),
          contentType: 'application/json',
        });
        throw error;
      });
      const record = await reader.finish(answer, what, journey.name, mode);
      const answeredAt = record.answers.at(-1)?.atMs ?? Number.NaN;
      info.annotations.push({
        type: 'journey',
        description: `${width}, ${mode}: ${record.steps.length} steps, ${(answeredAt / 1000).toFixed(1)} s to the answer`,
      });
      expect(record.steps.length, `steps at ${width}: ${record.steps.map((step) => step.action).join(' → ')}`).toBe(
        journey.steps[width],
      );
      expect(answeredAt, 'ms from the first address to the answer').toBeLessThan(journey.budgetMs[width]);
    });
  }

  for (const [index, recipes] of recipePages.entries()) {
    test(`recipes (${recipes.version}): each task is one press from its question to its answer`, async ({
      page,
    }, info) => {
      // Until the rows are counted: the recipes page itself, on a loaded machine.
      test.setTimeout(60_000);
      const width = widthOf(info);
      const mode = firstMode(journeys.length + index, width);
      await startInColorMode(page, mode);
      const reader = new Reader(page, info);
      await reader.opens(recipes.intro);
      await reader.followsSidebar('Recipes by task');
      // The recipes page's rows only: while going back, the answer's page (which may have tables) is still there.
      const rows = page.locator('html.docs-doc-id-recipes article table tbody tr');
      await expect(rows.first()).toBeVisible();
      const tasks = await rows.evaluateAll((elements) =>
        elements.map((row) => ({
          question: (row.querySelector('td')?.textContent ?? '').trim(),
          hash: new URL(row.querySelector('td:last-child a')?.getAttribute('href') ?? '', window.location.href).hash,
        })),
      );
      expect(tasks.length, 'tasks on the recipes page').toBeGreaterThan(20);
      // Each task is a press, a look and a step back: about 5 s at load average 8 on 2 cores (35 tasks took 180 s), and
      // the pages gain rows as readers' questions are answered.
      test.setTimeout(60_000 + tasks.length * 8_000);
      const timings: string[] = [];
      let answer: Locator = page.locator('article h1');
      for (const [row, task] of tasks.entries()) {
        const pressedAt = reader.steps.length;
        await reader.presses(
          rows.nth(row).locator('td').last().locator('a').first(),
          `the link for "${task.question}"`,
        );
        const id = decodeURIComponent(task.hash.slice(1));
        answer = id ? page.locator(`[id="${id}"]`) : page.locator('article h1');
        await reader.sees(answer, `the answer to "${task.question}"`);
        const ms = reader.answers.at(-1)!.atMs - reader.steps[pressedAt]!.atMs;
        timings.push(`${ms} ms: ${task.question}`);
        expect.soft(ms, `"${task.question}": ms from its link to its answer`).toBeLessThan(recipeBudgetMs);
        if (row < tasks.length - 1) await reader.goesBack();
      }
      await reader.finish(answer, 'the last recipe', `recipes ${recipes.version}`, mode);
      await info.attach(`recipes ${recipes.version}, ${width}: ms per task`, { body: timings.join('\n') });
      // To the recipes page, then one press per task and one step back between tasks.
      const toPage = width === 'phone' ? 3 : 2;
      expect(reader.steps.length).toBe(toPage + tasks.length * 2 - 1);
    });
  }
});
