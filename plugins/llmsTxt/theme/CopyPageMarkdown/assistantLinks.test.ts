import { describe, expect, it } from 'vitest';
import { assistantLinks, isUpgradeGuide } from './assistantLinks';
import { upgradePrompt } from './pageText';

describe('assistantLinks', () => {
  it('passes the Markdown address, encoded, to each assistant', () => {
    const links = assistantLinks('https://react-querybuilder.js.org/docs/utils/export.md');
    expect(links.map((l) => l.name)).toEqual(['ChatGPT', 'Claude']);
    for (const { href } of links) {
      expect(new URL(href).searchParams.get('q')).toContain('https://react-querybuilder.js.org/docs/utils/export.md');
    }
  });

  it('knows the migrate pages and which upgrade each guides', () => {
    expect(isUpgradeGuide('/docs/next/migrate')).toBe(true);
    expect(isUpgradeGuide('/docs/migrate')).toBe(true);
    expect(isUpgradeGuide('/docs/utils/export')).toBe(false);
    expect(upgradePrompt('/docs/next/migrate')).toMatch(
      /^Upgrade this code from react-querybuilder 7 to 8 following this guide/,
    );
    expect(upgradePrompt('/docs/migrate')).toMatch(/from react-querybuilder 6 to 7/);
  });
});
