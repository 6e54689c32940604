import type { Locator } from '@playwright/test';

/** A select or input of a builder, with its width and the width it takes laid out on its own. */
export interface ControlWidth {
  readonly name: string;
  readonly width: number;
  readonly natural: number;
}

/**
 * The visible selects and text inputs of a builder, each with its width and its natural width (a copy laid out out of
 * the row): a select whose longest option is short ("Age", "AND") is narrow by nature, a squeezed one is narrower than
 * its copy.
 */
export function controlWidths(builder: Locator): Promise<ControlWidth[]> {
  return builder.evaluate((root) =>
    Array.from(
      root.querySelectorAll<HTMLElement>('select, input:not([type="checkbox"], [type="radio"], [type="hidden"])'),
    )
      .filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden')
      .map((control) => {
        const alone = control.cloneNode(true) as HTMLElement;
        alone.style.position = 'absolute';
        alone.style.left = '0';
        root.appendChild(alone);
        const natural = alone.getBoundingClientRect().width;
        alone.remove();
        return {
          name: `${control.tagName.toLowerCase()}.${control.className}`,
          width: Math.round(control.getBoundingClientRect().width),
          natural: Math.round(natural),
        };
      }),
  );
}

/** Controls narrower than 80 px and than their natural width: a reader cannot read their choice. */
export const squeezed = (controls: readonly ControlWidth[]): string[] =>
  controls
    .filter(({ width, natural }) => width < Math.min(80, natural - 1))
    .map(({ name, width, natural }) => `${name} is ${width} px wide (${natural} px alone)`);

/** How far the builder's live preview, and the page, scroll sideways. */
export function sidewaysOverflow(builder: Locator): Promise<{ preview: number; page: number }> {
  return builder.evaluate((root) => {
    const preview = root.closest('section[aria-label]')!;
    return {
      preview: preview.scrollWidth - preview.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}
