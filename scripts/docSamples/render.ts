import { createRequire } from 'node:module';
import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type { ComponentType } from 'react';
import { compileSample } from './run';
import type { PlacedSample } from './workspace';

/**
 * What a `rendered` block claims about the DOM a sample renders. One claim per line:
 * - `selector: N` exactly N elements match the CSS selector (0 says the class or element is absent);
 * - `selector: "text"` some element matching the selector shows that text (its value for a form
 *   control, else its text content, whitespace collapsed).
 * Blank lines are ignored. Attributes are claimed through the selector (`[data-level="1"]`).
 */
export type RenderedClaim =
  { line: string; selector: string; count: number } | { line: string; selector: string; text: string };

// The last `: ` splits the line, so selectors with pseudo-classes (`:not(...)`) stay whole.
const claimLine = /^(.*\S)\s*:\s+(?:(\d+)|"((?:[^"\\]|\\.)*)")\s*$/;

export function parseRenderedClaims(block: string): RenderedClaim[] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const match = claimLine.exec(line);
      if (!match)
        throw new Error(`cannot read the rendered claim "${line}": write \`selector: N\` or \`selector: "text"\``);
      const [, selector = '', count, text] = match;
      return count !== undefined
        ? { line, selector, count: Number(count) }
        : { line, selector, text: JSON.parse(`"${text ?? ''}"`) as string };
    });
}

const shownText = (element: Element) => {
  const value =
    element instanceof element.ownerDocument.defaultView!.HTMLInputElement ||
    element instanceof element.ownerDocument.defaultView!.HTMLSelectElement ||
    element instanceof element.ownerDocument.defaultView!.HTMLTextAreaElement
      ? element.value
      : (element.textContent ?? '');
  return value.replace(/\s+/g, ' ').trim();
};

/** The claims that do not hold for `root`, each with what was found instead. */
export function unmetClaims(root: ParentNode, claims: readonly RenderedClaim[]): string[] {
  const failures: string[] = [];
  for (const claim of claims) {
    let matches: Element[];
    try {
      matches = Array.from(root.querySelectorAll(claim.selector));
    } catch {
      failures.push(`${claim.line}: not a valid CSS selector`);
      continue;
    }
    if ('count' in claim) {
      if (matches.length !== claim.count) failures.push(`${claim.line}: found ${matches.length}`);
    } else if (!matches.some((element) => shownText(element) === claim.text)) {
      const found = matches.map((element) => JSON.stringify(shownText(element))).join(', ');
      failures.push(`${claim.line}: found ${matches.length === 0 ? 'no such element' : found}`);
    }
  }
  return failures;
}

/**
 * Renders a sample's default export into the current document (jsdom) with the React and
 * react-querybuilder its workspace resolves, waits for effects, and returns the unmet claims.
 */
export async function checkRenderedSample(sample: PlacedSample): Promise<string[]> {
  const claims = parseRenderedClaims(sample.rendered?.code ?? '');
  const compiled = compileSample(sample);
  // The same module instances as the sample's own imports, so hooks and contexts line up.
  const load = createRequire(compiled);
  const React = load('react') as typeof ReactModule;
  const { createRoot } = load('react-dom/client') as typeof ReactDomClient;
  const exports = load(compiled) as { default?: unknown };
  if (typeof exports.default !== 'function') return ['a rendered sample must export its component as default'];
  const Component = exports.default as ComponentType;

  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  try {
    await React.act(async () => root.render(React.createElement(Component)));
    return unmetClaims(container, claims);
  } finally {
    await React.act(async () => root.unmount());
    container.remove();
  }
}
