/**
 * A hit's URL names its section's heading, but the paragraph, list item or table row that matched can sit far below it
 * (a 20-row table under one heading): landing on the heading leaves the answer below the fold. After the page of a
 * chosen hit has rendered, this scrolls the matched block into view when the heading's scroll left it out of view,
 * unless the block explains a sample that starts just under the heading (keepsHeading).
 */

/** The block kinds the indexer (indexer/htmlToRecords.ts) makes content records of, and the headings that split them. */
const blockSelector = 'p, li, tr, dt, dd';
const sectionHeadings = 'h2, h3';

/** What a chosen hit matched: its page, its section's anchor and the start of its text. */
export interface Landing {
  readonly pathname: string;
  /** The section's anchor without `#`; empty for text above the page's first section. */
  readonly anchor: string;
  /** The start of the matched block's text, as `blockText` reads it. */
  readonly key: string;
}

/** Spaces as the indexer writes them: runs of white space (and zero-width spaces) as one space. */
export const cleanText = (text: string): string => text.replace(/[\u200b\s]+/g, ' ').trim();

/** The longest start of a block's text that identifies it; a long row or paragraph is found by its start. */
const keyLength = 80;

/** Where a hit should land, or nothing when the hit is a heading or page title (the anchor lands there already). */
export function landingOf(hit: {
  readonly url: string;
  readonly type?: string;
  readonly content?: string | null;
}): Landing | undefined {
  if (hit.type !== 'content' || !hit.content) return undefined;
  const url = new URL(hit.url, 'http://localhost');
  const key = cleanText(hit.content).slice(0, keyLength);
  return key ? { pathname: url.pathname, anchor: decodeURIComponent(url.hash.slice(1)), key } : undefined;
}

/** A block's text as the indexer reads it: a table row's cells joined by " — ", other blocks as their text. */
export function blockText(element: Element): string {
  if (element.tagName === 'TR') {
    return Array.from(element.children)
      .map((cell) => cleanText(cell.textContent ?? ''))
      .filter(Boolean)
      .join(' — ');
  }
  return cleanText(element.textContent ?? '');
}

/**
 * The block of `landing`'s section whose text holds its key: the section runs from the heading with the anchor (from
 * the content's start when there is none) to the next h2 or h3; from an h4 (an entry of a reference list, which the
 * indexer makes a section of its own), to the next heading. An h2 or h3 section reads on through the h4s it holds,
 * whose blocks the indexer leaves in it when they are not such entries.
 */
export function findLandingBlock(root: ParentNode, landing: Landing): Element | undefined {
  let inSection = landing.anchor === '';
  let fromEntry = false;
  for (const element of Array.from(root.querySelectorAll(`${sectionHeadings}, h4, ${blockSelector}`))) {
    if (element.matches(`${sectionHeadings}, h4`)) {
      const entry = element.matches('h4');
      if (inSection && (fromEntry || !entry)) return undefined;
      if (inSection) continue;
      inSection = element.id === landing.anchor;
      fromEntry = entry;
      continue;
    }
    if (inSection && blockText(element).includes(landing.key)) return element;
  }
  return undefined;
}

/**
 * How far to scroll the page so that a block (its box relative to the viewport) shows below the sticky navbar:
 * nothing when it already does; centred when it fits; its top just below the navbar when it is taller than the view.
 */
export function scrollToShow(
  box: { readonly top: number; readonly bottom: number },
  viewportHeight: number,
  navbarHeight: number,
): number {
  const margin = 16;
  if (box.top >= navbarHeight && box.bottom <= viewportHeight) return 0;
  const height = box.bottom - box.top;
  const room = viewportHeight - navbarHeight;
  if (height + 2 * margin > room) return box.top - navbarHeight - margin;
  return box.top - navbarHeight - (room - height) / 2;
}

/** Blocks of prose: a sample is the one before a block only when none of these lies between them. */
const proseSelector = 'h1, h2, h3, h4, h5, h6, p, ul, ol, dl, table, blockquote';

/**
 * The code sample that `block` follows (the prose after a sample explains it), looking back past what sits between
 * them (a sandbox link, a sample's output) to the previous block of prose: nothing when prose or a heading comes first.
 */
export function sampleBefore(block: Element): Element | undefined {
  for (let sibling = block.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    if (sibling.matches('pre') || sibling.querySelector('pre') !== null) return sibling;
    if (sibling.matches(proseSelector)) return undefined;
  }
  return undefined;
}

/**
 * Whether a landing stays on the section's heading rather than the matched block: when the block explains a sample
 * that starts within the upper half of a view that begins at the heading, the heading and the sample are the answer
 * the reader came for, and the explanation follows on from them; scrolling to it would push both out of view.
 */
export function keepsHeading(headingTop: number, sampleTop: number | undefined, viewportHeight: number): boolean {
  return sampleTop !== undefined && sampleTop >= headingTop && sampleTop - headingTop <= viewportHeight / 2;
}

/**
 * How long the matched block stays marked. Landing mid-section, a reader saw a paragraph with neither its heading nor
 * a sign that it was what they had picked; the mark (a faint tint of the primary hue, hitText.css) says so, then fades.
 */
export const landingMarkMs = 2500;

/** Marks the block landed on with a fading background; an animation, so nothing in the page's markup changes. */
function markLanding(block: Element): void {
  if (typeof block.animate !== 'function') return;
  const mark = getComputedStyle(document.documentElement).getPropertyValue('--search-landing-mark').trim();
  if (!mark) return;
  // Without motion, the mark holds and then goes at once.
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  block.animate([{ backgroundColor: mark }, { backgroundColor: 'transparent' }], {
    duration: landingMarkMs,
    easing: still ? 'steps(1, end)' : 'ease-in',
  });
}

/** The page's content, where the indexer read its records. */
const contentSelector = 'article .theme-doc-markdown, main';

let pending: { landing: Landing; deadline: number; frame: number } | undefined;

/**
 * Lands on `landing` once its page has rendered: the route's chunks may still be loading when the hit is chosen, so
 * it looks again each frame, for at most `waitMs`. A newer landing replaces an older one.
 */
export function landAfterNavigation(landing: Landing | undefined, waitMs = 5000): void {
  if (pending) cancelAnimationFrame(pending.frame);
  pending = undefined;
  if (!landing) return;
  const deadline = performance.now() + waitMs;
  const look = () => {
    if (!pending) return;
    // Until the page and its section's heading are there, nothing to read: a long page is not scanned every frame.
    const arrived =
      window.location.pathname === landing.pathname &&
      (landing.anchor === '' || document.getElementById(landing.anchor) !== null);
    const root = arrived ? document.querySelector(contentSelector) : null;
    const block = root ? findLandingBlock(root, landing) : undefined;
    if (!block) {
      if (performance.now() < deadline) pending.frame = requestAnimationFrame(look);
      else pending = undefined;
      return;
    }
    pending = undefined;
    const heading = landing.anchor === '' ? null : document.getElementById(landing.anchor);
    const sample = sampleBefore(block);
    if (
      heading &&
      keepsHeading(heading.getBoundingClientRect().top, sample?.getBoundingClientRect().top, window.innerHeight)
    )
      return;
    const navbar = document.querySelector('.navbar');
    const navbarHeight =
      navbar && getComputedStyle(navbar).position !== 'static' ? navbar.getBoundingClientRect().bottom : 0;
    const by = scrollToShow(block.getBoundingClientRect(), window.innerHeight, Math.max(0, navbarHeight));
    if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
    markLanding(block);
  };
  pending = { landing, deadline, frame: requestAnimationFrame(look) };
}
