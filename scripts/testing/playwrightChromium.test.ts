import { describe, expect, it } from 'vitest';
import { playwrightChromiumArgs, playwrightDisabledFeatures } from './playwrightChromium';
import { chromiumArgs } from '../chromium.mjs';

describe("Chromium's flags for Playwright", () => {
  it("repeat Playwright's own disabled features, since Chromium obeys only the last --disable-features", () => {
    const features = playwrightDisabledFeatures();
    // Ones Playwright's tests rely on: its routes stay on HTTP, and pages paint without holding.
    expect(features).toEqual(expect.arrayContaining(['HttpsUpgrades', 'PaintHolding']));
    const switches = playwrightChromiumArgs().filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const ours = switches[0]!.slice('--disable-features='.length).split(',');
    expect(ours).toEqual(expect.arrayContaining([...features, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    expect(playwrightChromiumArgs().slice(0, chromiumArgs.length)).toEqual(chromiumArgs);
  });

  it('reads the list without its comments, and says so when it is missing', () => {
    const bundle = `disabledFeatures = [\n  // See "issue"\n  "Alpha",\n  "Beta"\n].filter(Boolean);`;
    expect(playwrightDisabledFeatures(bundle)).toEqual(['Alpha', 'Beta']);
    expect(() => playwrightDisabledFeatures('var somethingElse = [];')).toThrow(/not found/);
  });
});
