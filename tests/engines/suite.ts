import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { desktopSize, type EngineSession } from './session';

/** Polls `condition` in the page until it returns `expected` (compared as JSON), or fails after `timeout` ms. */
async function until<T>(
  session: EngineSession,
  what: string,
  condition: () => T,
  expected: T,
  timeout = 15_000,
): Promise<void> {
  let seen = 'nothing yet';
  await vi
    .waitFor(
      async () => {
        const value = await session.evaluate(condition).catch((error: unknown) => {
          seen = `an error: ${error instanceof Error ? error.message : String(error)}`;
          throw error;
        });
        seen = JSON.stringify(value);
        expect(value).toEqual(expected);
      },
      { timeout, interval: 150 },
    )
    .catch(() => {
      throw new Error(
        `${session.engine}: ${what} (waited ${timeout / 1000} s for ${JSON.stringify(expected)}; last saw ${seen})`,
      );
    });
}

export type CheckId =
  'page' | 'navigation' | 'colourMode' | 'demo' | 'sandbox' | 'search' | 'phoneWidth' | 'liveCode' | 'consoleUtilities';

const docsIntro = '/docs/intro';
/** Serialized into the page: it names its selector itself, since nothing it closes over would travel. */
const introHeadingVisible = () => {
  const heading = document.querySelector('article h1');
  return (
    heading !== null && heading.getBoundingClientRect().height > 0 && getComputedStyle(heading).visibility !== 'hidden'
  );
};
const ruleCount = () => document.querySelectorAll('.queryBuilder .rule').length;
const exportResult = () => document.querySelector('[data-testid="export-result"] pre')?.textContent ?? '';
const demoBuilderShowsRules = () =>
  document.querySelector('[data-demo-ready="true"]') !== null &&
  document.querySelectorAll('.queryBuilder .rule').length > 0;

/**
 * The same smoke checks for every engine, in one browser session per engine: each check must leave the page
 * without a console error, uncaught exception or unhandled rejection.
 */
export function defineEngineChecks(
  engineName: string,
  launch: () => Promise<EngineSession>,
  knownBugs: Partial<Record<CheckId, string>> = {},
): void {
  /** A check this engine is known to fail runs as `it.fails`: it turns red once the bug is fixed, to be removed. */
  const check = (id: CheckId, title: string, body: () => Promise<void>, timeout?: number) => {
    const bug = knownBugs[id];
    if (bug) it.fails(`${title} [known bug: ${bug}]`, body, timeout);
    else it(title, body, timeout);
  };
  describe(engineName, () => {
    let session: EngineSession;

    // Measured here while another browser suite ran: Firefox ESR starts in 9 s, WebKit in 2 s; 60 s for a loaded machine.
    beforeAll(async () => {
      session = await launch();
    }, 60_000);
    afterAll(async () => {
      await session?.close();
    });
    beforeEach(async () => {
      await session.resize(desktopSize.width, desktopSize.height);
    });
    afterEach(async () => {
      const problems = await session.takeProblems();
      expect(problems, `${session.engine}: console errors or uncaught exceptions`).toEqual([]);
    });

    check('page', '1. /docs/intro loads, its h1 is visible and a code block is highlighted', async () => {
      await session.goto(docsIntro);
      await until(session, 'the h1 of /docs/intro is visible', introHeadingVisible, true);
      await until(
        session,
        'a code block has highlighted tokens',
        () => document.querySelectorAll('pre code .token').length > 0,
        true,
      );
    });

    check('navigation', '2. a sidebar link navigates client-side: URL and h1 change, no full reload', async () => {
      await session.goto(docsIntro);
      // Links only work client-side once React has hydrated; the search button's key hints render then.
      await until(session, 'the page hydrates', () => document.querySelector('.DocSearch-Button-Keys') !== null, true);
      const before = await session.evaluate(() => {
        const h1 = document.querySelector('article h1')?.textContent ?? '';
        // Kept on the window: it survives a client-side navigation and is gone after a full reload.
        (window as unknown as { headingBeforeClick: string }).headingBeforeClick = h1;
        const link = Array.from(
          document.querySelectorAll<HTMLAnchorElement>('.theme-doc-sidebar-menu a.menu__link'),
        ).find(
          (anchor) =>
            !anchor.classList.contains('menu__link--sublist') &&
            anchor.pathname.startsWith('/docs/') &&
            anchor.pathname !== location.pathname,
        );
        return { h1, target: link?.pathname ?? '' };
      });
      expect(before.target, 'a sidebar link to another docs page').not.toBe('');
      await session.click(`.theme-doc-sidebar-menu a.menu__link[href="${before.target}"]`);
      await until(session, `the URL becomes ${before.target}`, () => location.pathname, before.target);
      await until(
        session,
        `the h1 changes from "${before.h1}" in the same document`,
        () => {
          const { headingBeforeClick } = window as unknown as { headingBeforeClick?: string };
          const h1 = document.querySelector('article h1')?.textContent ?? '';
          return headingBeforeClick === undefined ? 'reloaded' : h1 !== '' && h1 !== headingBeforeClick;
        },
        true,
      );
    });

    check('colourMode', '3. the colour mode toggle switches html[data-theme], which survives a reload', async () => {
      await session.goto(docsIntro);
      const toggle = 'button[aria-label^="Switch between dark and light mode"]:not([disabled])';
      await until(
        session,
        'the colour mode toggle is enabled',
        () =>
          document.querySelector('button[aria-label^="Switch between dark and light mode"]:not([disabled])') !== null,
        true,
      );
      const initial = await session.evaluate(() => document.documentElement.dataset.theme ?? '');
      const toggled = initial === 'dark' ? 'light' : 'dark';
      await session.click(toggle);
      // The page starts in the system's mode: the first click may pick that same mode explicitly, the second the other.
      if ((await session.evaluate(() => document.documentElement.dataset.theme ?? '')) !== toggled)
        await session.click(toggle);
      await until(
        session,
        `html[data-theme] becomes ${toggled}`,
        () => document.documentElement.dataset.theme,
        toggled,
      );
      await session.reload();
      await until(
        session,
        `html[data-theme] is still ${toggled} after a reload`,
        () => document.documentElement.dataset.theme,
        toggled,
      );
      // Leave the next checks the default mode.
      await session.evaluate(() => localStorage.removeItem('theme'));
    });

    // Four page loads, two with their flavour's chunk: 4 s in Firefox and 6 s in WebKit here, 60 s for a loaded machine.
    check(
      'demo',
      '4. /demo: + Rule adds a rule, the export follows, and the permalink restores it after a reload; /demo/antd and /demo/material render a builder',
      async () => {
        await session.goto('/demo');
        await until(session, '/demo shows a builder with rules', demoBuilderShowsRules, true, 20_000);
        const rules = await session.evaluate(ruleCount);
        await until(
          session,
          'the Export tab shows a result',
          () => (document.querySelector('[data-testid="export-result"] pre')?.textContent ?? '') !== '',
          true,
        );
        const exported = await session.evaluate(exportResult);
        await session.click('.queryBuilder > .ruleGroup > .ruleGroup-header .ruleGroup-addRule');
        await until(session, `"+ Rule" adds a rule (had ${rules})`, ruleCount, rules + 1);
        await vi
          .waitFor(async () => expect(await session.evaluate(exportResult)).not.toBe(exported), { timeout: 15_000 })
          .catch(() => {
            throw new Error(`${session.engine}: the export did not change after "+ Rule" (still ${exported})`);
          });
        await until(session, 'the address carries the permalink', () => location.hash.startsWith('#s='), true);
        await session.reload();
        await until(session, '/demo is ready again after the reload', demoBuilderShowsRules, true, 20_000);
        expect(await session.evaluate(ruleCount), `${session.engine}: the permalink keeps the added rule`).toBe(
          rules + 1,
        );
        for (const path of ['/demo/antd', '/demo/material']) {
          await session.goto(path);
          await until(session, `${path} shows a builder with rules`, demoBuilderShowsRules, true, 20_000);
        }
      },
      60_000,
    );

    check('sandbox', '5. /sandbox renders its preview frame with a query builder inside', async () => {
      await session.goto('/sandbox');
      const frame = 'iframe[title="Preview"]';
      await until(
        session,
        'the preview frame exists',
        () => document.querySelector('iframe[title="Preview"]') !== null,
        true,
      );
      await vi
        .waitFor(
          async () => {
            expect(await session.evaluateInFrame(frame, () => document.querySelector('.queryBuilder') !== null)).toBe(
              true,
            );
          },
          { timeout: 20_000, interval: 250 },
        )
        .catch(() => {
          throw new Error(`${session.engine}: no .queryBuilder inside the sandbox's preview frame after 20 s`);
        });
    });

    check(
      'search',
      '6. "/" opens the search modal and Escape closes it; Ctrl+K opens it, and it finds formatQuery',
      async () => {
        await session.goto(docsIntro);
        // The shortcuts are listened for from hydration on (the button and its key hint are server-rendered).
        await until(session, 'the page hydrates', () => document.documentElement.dataset.hasHydrated === 'true', true);
        const modalOpen = () => document.querySelector('.DocSearch-Modal .DocSearch-Input') !== null;
        await session.press('/');
        await until(session, '"/" opens the search modal', modalOpen, true);
        await session.press('Escape');
        await until(session, 'Escape closes the search modal', modalOpen, false);
        await session.press('k', { control: true });
        await until(session, 'Ctrl+K opens the search modal', modalOpen, true);
        await session.type('.DocSearch-Modal .DocSearch-Input', 'formatQuery');
        await until(
          session,
          'a hit links to /docs/utils/export or an /api/ page',
          () =>
            Array.from(document.querySelectorAll<HTMLAnchorElement>('.DocSearch-Hit a')).some(
              (link) => link.pathname.startsWith('/docs/utils/export') || link.pathname.startsWith('/api/'),
            ),
          true,
        );
      },
      // Four waits in a row (hydration, three shortcuts, the hits): 60 s for a loaded machine.
      60_000,
    );

    check('phoneWidth', '7. at phone width (390×844) /docs/intro does not scroll sideways', async () => {
      await session.openInViewport(docsIntro, 390, 844);
      await until(session, 'the h1 of /docs/intro is visible', introHeadingVisible, true);
      const widths = await session.evaluate(() => ({
        viewport: window.innerWidth,
        scroll: document.documentElement.scrollWidth,
      }));
      expect(widths.viewport, `${session.engine}: the viewport is phone-sized`).toBeLessThanOrEqual(390);
      expect(widths.scroll, `${session.engine}: document width at 390 px`).toBeLessThanOrEqual(390);
    });

    check('liveCode', '8. a live example in the docs renders its query builder in the live preview', async () => {
      await session.goto('/docs/components/querybuilder#try-it');
      // Live examples load their editor when scrolled to: bring the last one (the "Try it" section's) into view.
      await session.evaluate(() => Array.from(document.querySelectorAll('[data-live-code]')).at(-1)?.scrollIntoView());
      await until(
        session,
        'the live preview shows a query builder',
        () => {
          const block = Array.from(document.querySelectorAll('[data-live-code]')).at(-1);
          return block?.querySelector('.queryBuilder') != null;
        },
        true,
        20_000,
      );
    });

    check('consoleUtilities', '9. the console utilities arrive on window and convert a query', async () => {
      await session.goto(docsIntro);
      await until(
        session,
        'formatQuery and parseSQL are on window',
        () => 'formatQuery' in window && 'parseSQL' in window,
        true,
      );
      const mongo = await session.evaluate(() => {
        const w = window as unknown as {
          parseSQL: (sql: string) => unknown;
          formatQuery: (query: unknown, format: string) => string;
        };
        return w.formatQuery(w.parseSQL("firstName = 'Steve' AND age > 30"), 'mongodb');
      });
      expect(JSON.parse(mongo), `${session.engine}: parseSQL then formatQuery`).toEqual({
        $and: [{ firstName: 'Steve' }, { age: { $gt: 30 } }],
      });
    });
  });
}
