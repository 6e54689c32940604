import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportFormats } from './exportFormats';
import { exportSafety, exportSafetyNote } from './exportSafety';

/** The v7 security page's list of where each format is safe (the demo exports with 7.7.1). */
const safeList = () => {
  const page = readFileSync('versioned_docs/version-7/security.md', 'utf8');
  const start = page.indexOf('Where each format is safe to use');
  return page
    .slice(start, page.indexOf('\n## ', start))
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => {
      const [formats, words] = line.slice(2).split(/: (.*)/s);
      return { formats: [...formats!.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!), words: words! };
    });
};

describe('the Export tab’s safety notes', () => {
  it('say, for every format the security page groups, what the page says', () => {
    const list = safeList();
    expect(list).toHaveLength(5);
    for (const { formats, words } of list) {
      for (const format of formats) {
        const group = exportSafety[format as keyof typeof exportSafety];
        expect(group, format).toBeDefined();
        const note = exportSafetyNote[group];
        expect(note, format).toBe(words.charAt(0).toUpperCase() + words.slice(1));
      }
    }
  });

  it('have a note for every format the demo offers', () => {
    for (const { format } of exportFormats) expect(exportSafetyNote[exportSafety[format]]).toBeTruthy();
  });
});
