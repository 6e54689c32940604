import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { contrastAgainstBackground } from './contrast';
import { switchColorModeInPlace, type ColorMode } from './colorMode';
import { modalInput } from './searchModal';

/**
 * A reader working through a task on the site, for the journeys of journeys.spec.ts: they type one address, then
 * only press what they can see (links, buttons, the search modal's hits, the sidebar), type, and read. Each action
 * is a step; scrolling up and down is not (a reader does it all the time), scrolling sideways is never needed.
 */

export type Width = 'phone' | 'desktop';

export interface Step {
  readonly action: string;
  /** Since the reader typed the first address. */
  readonly atMs: number;
}

/** What a journey left: kept beside its screenshots as a test artefact. */
export interface JourneyRecord {
  readonly journey: string;
  readonly width: Width;
  readonly mode: ColorMode;
  readonly steps: readonly Step[];
  /** What the reader saw, and when (ms since the first address). */
  readonly answers: ReadonlyArray<{ readonly what: string; readonly atMs: number }>;
}

/** The journeys' projects (playwright.config.ts) say the width by name. */
export const widthOf = (info: TestInfo): Width => (info.project.name.endsWith('phone') ? 'phone' : 'desktop');

/** Non-text contrast a control needs against what is behind it (WCAG 1.4.11). */
const controlContrast = 3;

export class Reader {
  readonly steps: Step[] = [];
  readonly answers: Array<{ what: string; atMs: number }> = [];
  private startedAt = 0;

  constructor(
    readonly page: Page,
    private readonly info: TestInfo,
  ) {}

  get width(): Width {
    return widthOf(this.info);
  }

  private get touch(): boolean {
    return Boolean(this.info.project.use.hasTouch);
  }

  private did(action: string): void {
    this.steps.push({ action, atMs: Date.now() - this.startedAt });
  }

  /** The one address the reader types: where the journey starts, and when its clock starts. */
  async opens(path: string): Promise<void> {
    expect(this.steps, 'a reader types only the first address').toHaveLength(0);
    this.startedAt = Date.now();
    await this.page.goto(path);
    this.did(`opens ${path}`);
  }

  /**
   * Presses a control: it must be visible where the reader looks, which on a touch screen means without hovering
   * (nothing appears under a finger before it presses), on screen, not under something else, and with 3:1 contrast.
   */
  async presses(target: Locator, what: string): Promise<void> {
    await this.expectPressable(target, what);
    if (this.touch) await target.tap();
    else await target.click();
    this.did(`presses ${what}`);
  }

  /** Picks `value` in a select (a native picker at either width): one step. */
  async chooses(select: Locator, value: string, what: string): Promise<void> {
    await this.expectPressable(select, what);
    await select.selectOption(value);
    this.did(`chooses ${what}`);
  }

  /** Follows a navbar link: on a phone it is in the navbar's menu, opened first. */
  async followsNavbar(name: string): Promise<void> {
    const phone = this.width === 'phone';
    if (phone) await this.presses(this.page.getByRole('button', { name: 'Toggle navigation bar' }), 'the menu');
    const navbar = this.page.locator(phone ? '.navbar-sidebar' : '.navbar__items');
    await this.presses(navbar.getByRole('link', { name, exact: true }).first(), `the navbar's ${name}`);
  }

  /** Types into whatever has the focus (after pressing a field, or an editor). */
  async types(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.did(`types "${text}"`);
  }

  /** The browser's back button. */
  async goesBack(): Promise<void> {
    await this.page.goBack();
    this.did('goes back');
  }

  /** Selects a word by double-pressing it (a double tap or a double click), as a reader about to replace it. */
  async selectsWord(target: Locator, what: string): Promise<void> {
    await this.expectPressable(target, what);
    await target.dblclick();
    this.did(`selects ${what}`);
  }

  /** Opens the navbar's search, types `query` and presses the hit whose text matches `hit`: three steps. */
  async searches(query: string, hit: RegExp): Promise<void> {
    // The Ctrl+K stand-in answers presses before DocSearch has loaded, so the button works from the first paint.
    await this.presses(this.page.locator('.navbar .DocSearch-Button'), 'Search');
    await expect(modalInput(this.page)).toBeFocused({ timeout: 20_000 });
    await this.types(query);
    const found = this.page.locator('.DocSearch-Hit').filter({ hasText: hit }).first().locator('a');
    await expect(found, `a search hit for "${query}" reads ${hit}`).toBeVisible({ timeout: 20_000 });
    await this.presses(found, `the hit ${hit}`);
    await expect(this.page.locator('.DocSearch-Modal')).toHaveCount(0);
  }

  /**
   * Follows the docs sidebar to `names` (each a link or a category to open, in order): on a phone it is in the
   * navbar's menu, opened first; a category there opens in place when its label is tapped (the label is the
   * category's button), or by its arrow where the label is a link that would leave the menu.
   */
  async followsSidebar(...names: string[]): Promise<void> {
    const phone = this.width === 'phone';
    if (phone) await this.presses(this.page.getByRole('button', { name: 'Toggle navigation bar' }), 'the menu');
    const sidebar = this.page.locator(phone ? '.navbar-sidebar' : '.theme-doc-sidebar-container');
    // The phone menu fills in the docs sidebar just after it opens: the reader reads it once it shows.
    const first = names[0] ?? '';
    await expect(
      sidebar
        .getByRole('button', { name: first, exact: true })
        .or(sidebar.getByRole('link', { name: first, exact: true }))
        .first(),
    ).toBeVisible({ timeout: 20_000 });
    for (const [index, name] of names.entries()) {
      const last = index === names.length - 1;
      const category = sidebar.getByRole('button', { name, exact: true });
      const expander = sidebar.getByRole('button', { name: `Expand sidebar category '${name}'` });
      if (!last && phone && (await category.count()) > 0) await this.presses(category.first(), `the sidebar's ${name}`);
      else if (!last && phone && (await expander.count()) > 0) await this.presses(expander, `the sidebar's ${name}`);
      else await this.presses(sidebar.getByRole('link', { name, exact: true }).first(), `the sidebar's ${name}`);
    }
  }

  /** Waits until `answer` is where the reader looks (see expectInView) and notes when. */
  async sees(answer: Locator, what: string, options: { whole?: boolean } = {}): Promise<void> {
    await expect(async () => this.expectInView(answer.first(), what, options)).toPass({
      timeout: 30_000,
      intervals: [50, 100, 250],
    });
    this.answers.push({ what, atMs: Date.now() - this.startedAt });
  }

  /**
   * A code block shows all of its text (no line cut off at its edge, nothing to scroll sideways to), and its buttons
   * cover none of it. `whole`: the whole block is in view (a command), not only its top (a longer result).
   */
  async seesUncutCode(block: Locator, what: string, { whole = true }: { whole?: boolean } = {}): Promise<void> {
    await this.sees(block, what, { whole });
    // A desktop reader's pointer moves off the block to read it, and its buttons fade out.
    if (!this.touch) await this.page.mouse.move(0, 0);
    const layout = await block.evaluate(async (container) => {
      const pre = container.querySelector('pre');
      // The copy and wrap buttons, and the group that holds them (found by element: the theme's class names are hashed).
      const shown = Array.from(container.querySelectorAll('button'));
      const group = shown[0]?.parentElement;
      // Once their fade has ended: what stays drawn over the code.
      await Promise.all(shown.flatMap((button) => button.getAnimations().map((fade) => fade.finished.catch(() => {}))));
      const buttons = shown.some((button) => Number(getComputedStyle(button).opacity) > 0.1)
        ? group?.getBoundingClientRect()
        : undefined;
      const code = pre?.querySelector('code') ?? pre;
      const range = document.createRange();
      const lines: DOMRect[] = [];
      if (code) {
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          range.selectNodeContents(node);
          lines.push(...Array.from(range.getClientRects()));
        }
      }
      const box = pre?.getBoundingClientRect();
      const overlaps = buttons
        ? lines.filter(
            (rect) =>
              rect.right > buttons.left &&
              rect.left < buttons.right &&
              rect.bottom > buttons.top &&
              rect.top < buttons.bottom,
          ).length
        : 0;
      const cutOff = box
        ? lines.filter((rect) => rect.right > box.right + 0.5 || rect.left < box.left - 0.5).length
        : 0;
      return { cutOff, overlaps, scrolls: pre ? pre.scrollWidth > pre.clientWidth + 1 : false };
    });
    expect(layout.cutOff, `${what}: no text runs past the block's edge`).toBe(0);
    expect(layout.scrolls, `${what}: the block does not scroll sideways`).toBe(false);
    expect(layout.overlaps, `${what}: the copy and wrap buttons cover no text`).toBe(0);
  }

  /**
   * In view: on screen from side to side, its top below anything fixed over it (the navbar) and within the
   * screen, and all of it on screen when `whole` (or, if taller than the screen, the screen full of it).
   */
  async expectInView(
    element: Locator,
    what: string,
    { whole = true }: { whole?: boolean } = {},
    // A look just taken, to save a round trip.
    taken?: Look,
  ): Promise<Look> {
    const viewport = this.page.viewportSize()!;
    const seen = taken ?? (await look(element));
    // An element of the sandbox's preview frame: where it is on the page's screen takes the frame's offset.
    const box = seen.inFrame ? await element.boundingBox({ timeout: 5_000 }) : seen.box;
    expect(box, `${what} is on the page and visible`).not.toBeNull();
    if (!box) return seen;
    const sides = `${what}: x ${Math.round(box.x)}–${Math.round(box.x + box.width)} of ${viewport.width}`;
    expect(box.x, sides).toBeGreaterThanOrEqual(-1);
    expect(box.x + box.width, sides).toBeLessThanOrEqual(viewport.width + 1);
    const span = `${what}: y ${Math.round(box.y)}–${Math.round(box.y + box.height)} of ${viewport.height}`;
    expect(box.y, span).toBeGreaterThanOrEqual(-1);
    const mustShow = whole ? Math.min(box.height, viewport.height) : Math.min(box.height, 48);
    expect(box.y + mustShow, span).toBeLessThanOrEqual(viewport.height + 1);
    expect(seen.coveredBy, `${what} is not under the navbar or anything else`).toBe('');
    return seen;
  }

  /** The reader's last look: a screenshot in each colour mode, the answer still in view in both. */
  async finish(answer: Locator, what: string, journey: string, firstMode: ColorMode): Promise<JourneyRecord> {
    const record: JourneyRecord = {
      journey,
      width: this.width,
      mode: firstMode,
      steps: [...this.steps],
      answers: [...this.answers],
    };
    const slug = journey.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    for (const mode of [firstMode, firstMode === 'light' ? 'dark' : 'light'] as const) {
      if (mode !== firstMode) await switchColorModeInPlace(this.page, mode);
      await this.expectInView(answer.first(), `${what} (${mode} mode)`, { whole: false });
      await this.info.attach(`${slug}-${this.width}-${mode}.png`, {
        body: await this.page.screenshot(),
        contentType: 'image/png',
      });
    }
    await this.info.attach(`${journey}, ${this.width}: steps`, {
      body: JSON.stringify(record, null, 2),
      contentType: 'application/json',
    });
    return record;
  }

  private async expectPressable(target: Locator, what: string): Promise<void> {
    // The navbar's search stand-in is swapped for DocSearch's own button once that loads; a swap mid-scroll detaches
    // the element the locator had found, so scroll again (the locator then finds the new one).
    await expect(async () => target.scrollIntoViewIfNeeded({ timeout: 5_000 })).toPass({ timeout: 20_000 });
    let taken: Look | undefined = await look(target);
    const hiddenUntilHovered = taken.opacity <= 0.3;
    if (taken.coveredBy !== '') {
      // In view but under the navbar: a reader scrolls it down a little, to the middle of the screen.
      await target.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
      taken = undefined;
    }
    // A desktop reader's pointer is on a control as they press it, which may reveal it (a code block's buttons); a
    // finger is not, so on a touch screen what hovering reveals stays hidden.
    if (!this.touch && hiddenUntilHovered) {
      await target.hover();
      taken = undefined;
    }
    // Polled: what hovering reveals fades in.
    let seen: Look | undefined;
    await expect(async () => {
      const reused = taken;
      taken = undefined;
      seen = await this.expectInView(target, what, {}, reused);
      expect(seen.opacity, `${what} is not faded out (opacity ${seen.opacity.toFixed(2)})`).toBeGreaterThan(0.3);
    }).toPass({ timeout: 5_000, intervals: [50, 100, 250] });
    // Text is axe's to measure (accessibility.spec.ts); an icon-only control is drawn in its own colour.
    if (seen?.hasText) return;
    await expect(async () => {
      const contrast = await contrastAgainstBackground(target);
      expect(contrast, `${what} stands out from its background (${contrast.toFixed(2)}:1)`).toBeGreaterThanOrEqual(
        controlContrast,
      );
    }).toPass({ timeout: 2_000, intervals: [50, 100, 250] });
  }
}

interface Look {
  /** Its first box (a link that wraps has several), relative to the viewport of its frame; null when not visible. */
  readonly box: { x: number; y: number; width: number; height: number } | null;
  /** In a frame other than the page's (the sandbox's preview). */
  readonly inFrame: boolean;
  /** What is drawn over its top, '' when nothing is: what a reader would see there instead. */
  readonly coveredBy: string;
  /** Its opacity and its ancestors'. */
  readonly opacity: number;
  readonly hasText: boolean;
}

/** How an element looks to a reader, in one round trip (a journey looks a few hundred times). */
async function look(element: Locator): Promise<Look> {
  return element.evaluate(
    (target) => {
      const first = target.getClientRects()[0];
      const style = getComputedStyle(target);
      const visible = first !== undefined && first.width > 0 && first.height > 0 && style.visibility !== 'hidden';
      const whole = target.getBoundingClientRect();
      const x = visible ? Math.min(Math.max(first.left + Math.min(first.width / 2, 40), 0), window.innerWidth - 1) : 0;
      const y = visible ? Math.min(Math.max(first.top + Math.min(first.height / 2, 8), 0), window.innerHeight - 1) : 0;
      const hit = visible ? document.elementFromPoint(x, y) : null;
      const coveredBy =
        hit !== null && (target.contains(hit) || hit.contains(target))
          ? ''
          : hit
            ? `${hit.tagName.toLowerCase()}.${String(hit.className).split(' ').slice(0, 3).join('.')}`
            : 'nothing';
      let opacity = 1;
      for (let node: Element | null = target; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity);
      return {
        // The whole element's extent, from its first box's top: a wrapped link's later lines lie below.
        box: visible ? { x: whole.left, y: first.top, width: whole.width, height: whole.bottom - first.top } : null,
        inFrame: window !== window.top,
        coveredBy,
        opacity,
        hasText: (target as HTMLElement).innerText.trim() !== '',
      };
    },
    undefined,
    // Retried by its callers while the page settles; a missing element is a failed look, not a hang.
    { timeout: 5_000 },
  );
}
