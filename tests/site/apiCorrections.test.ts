import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { apiCorrections } from '../../plugins/apiCorrections/corrections';

const buildDir = join(__dirname, '..', '..', 'build');

/** The note's link targets, as the built page writes them. */
const linksOf = (note: string) => [...note.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);

describe('API corrections on the built pages', () => {
  for (const correction of apiCorrections) {
    for (const page of correction.pages) {
      it(`${page} shows the note on ${correction.member}, after the library's comment`, () => {
        const file = join(buildDir, 'api', `${page}.html`);
        expect(existsSync(file), 'run `npm run build` first').toBe(true);
        const $ = load(readFileSync(file, 'utf8'));
        const heading = $('h3').filter(
          (_, h) =>
            $(h)
              .text()
              .replace(/\u200b/g, '')
              .replace(/(\?|\(\)\??)$/, '') === correction.member,
        );
        expect(heading.length, `the ${correction.member} heading`).toBe(1);
        const section = heading.nextUntil('h3, hr');
        const notes = section.filter('.theme-admonition');
        expect(notes.length, 'one note in the section').toBe(1);
        expect(notes.text()).toContain(`On ${correction.release}`);
        const hrefs = notes
          .find('a')
          .map((_, a) => $(a).attr('href'))
          .get();
        expect(hrefs).toEqual(linksOf(correction.note));
        // The library's own text stays, before the note, but for example lines that print a wrong result: those show
        // what the release prints.
        const before = section.slice(0, section.index(notes)).text().replace(/\s+/g, ' ');
        for (const [wrong, printed] of correction.outputs ?? []) {
          expect(before).toContain(printed.replace(/\s+/g, ' '));
          expect(before).not.toContain(wrong);
        }
        if (!correction.outputs) expect(before).toContain(correction.claim.replace(/`/g, ''));
      });
    }
  }
});
