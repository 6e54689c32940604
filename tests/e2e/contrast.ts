import type { Locator } from '@playwright/test';

export interface DrawnContrast {
  text: string;
  color: string;
  ratio: number;
}

/**
 * The contrast ratio (WCAG 2.1) of what each matched element draws in its `color` (text, or an icon stroked in
 * currentColor) against what lies behind it: its colour faded by its own and its ancestors' opacity, over the
 * backgrounds of its ancestors composited from the page's down. axe measures text only; an icon-only control needs 3:1
 * (WCAG 1.4.11). One pass over every match, so an editor's hundreds of tokens cost one round trip.
 */
export function contrastsAgainstBackground(elements: Locator): Promise<DrawnContrast[]> {
  return elements.evaluateAll((targets) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const numbers = (value.match(/[\d.]+/g) ?? []).map(Number);
      const [r = 0, g = 0, b = 0, a = 1] = numbers;
      return [r, g, b, value.startsWith('rgba') || numbers.length > 3 ? a : 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3];
      return [0, 1, 2].map((channel) => top[channel]! * alpha + bottom[channel]! * (1 - alpha)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };

    return targets.map((target) => {
      const chain: Element[] = [];
      for (let node: Element | null = target; node; node = node.parentElement) chain.push(node);
      let opacity = 1;
      for (const node of chain) opacity *= Number(getComputedStyle(node).opacity);
      // Backgrounds behind the element (its own drawn under its text), from the root down; the canvas is white.
      let background: Rgba = [255, 255, 255, 1];
      for (const node of chain.reverse()) background = over(parse(getComputedStyle(node).backgroundColor), background);
      const color = getComputedStyle(target).color;
      const [r, g, b, a] = parse(color);
      const foreground = over([r, g, b, a * opacity], background);
      const [lighter, darker] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
      return { text: target.textContent ?? '', color, ratio: (lighter! + 0.05) / (darker! + 0.05) };
    });
  });
}

/** {@link contrastsAgainstBackground} of the one element a locator names (it waits for it, as `evaluate` would). */
export async function contrastAgainstBackground(element: Locator): Promise<number> {
  await element.waitFor({ state: 'attached' });
  const [only, ...more] = await contrastsAgainstBackground(element);
  if (!only || more.length > 0) throw new Error(`expected one element, found ${more.length + (only ? 1 : 0)}`);
  return only.ratio;
}
