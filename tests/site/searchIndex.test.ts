import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** Written by plugins/localSearchIndex after `npm run build`: one file per search tag (docs version, API, pages). */
const indexDir = join(__dirname, '..', '..', 'build', 'search-index');
// Raised from 400 KB when the Next docs' file reached 413.9 KB (from 407.6): about ninety claims corrected with their
// conditions stated, and new sections readers asked for (date fields, blocking submit, and/or precedence, xor in the
// exports, the console utilities). The words are what search answers from.
// Raised from 420 KB when the Next docs' file reached 420.4 KB (430,491 B): the sections two newcomer walkthroughs
// asked for (locked and multiselect rules from react-awesome-query-builder, icon-only buttons and focus, saving less
// often, defaults for new rules, what CEL and SpEL bring back, Prisma's numbers).
// Raised from 422 KB when the Next docs' file reached 438.9 KB (449,476 B): the pages and sections two more newcomer
// walkthroughs asked for (testing a builder, the builder in a react-hook-form form, filtering data in the browser,
// numbered placeholders in a rule processor, React Native set-up, Redux and Zustand stores, a react-select field
// selector, keyboard focus after a shift).
// Raised from 442 KB when the Next docs' file reached 448.5 KB (459,235 B): the fourteenth walkthrough's answers (an
// accessibility and keyboard page, a URL's length and compression, natural-language wording, onAddRule and
// getDefaultField).
// Raised from 452 KB when the Next docs' file reached 454.1 KB (465,008 B): the fifteenth and sixteenth walkthroughs'
// answers (what parseMongoDB does with $regex and $nor, field-to-field exports, loading the field list from a server,
// typing an inline defaultQuery, the SQL conditions parseSQL drops, disabled as the read-only mode).
// Raised from 456 KB when the Next docs' file reached 458.0 KB (468,969 B): the seventeenth walkthrough's answers (the
// rule processor that keeps a subquery's bound parameters apart, Prisma and Drizzle from a checked query on a server,
// ORM results with no condition, the nesting limit counted as maxLevels counts it, a multi-select loaded back).
// Raised from 460 KB when the Next docs' file reached 461.0 KB (472,075 B): the eighteenth walkthrough's answers (how
// Elasticsearch exports a negated and-group and a rewrite that keeps it, which parsers read a negated group back, the
// export formats' entries indexed as sections of their own).
// Raised from 462 KB when the Next docs' file reached 462.6 KB (473,679 B): the nineteenth walkthrough's answers
// (case-insensitive matching for PostgreSQL, MongoDB and JsonLogic, rules exported with an empty value).
// Raised from 463 KB when the Next docs' file reached 465.0 KB (476,177 B) with the rest of that walkthrough's answers
// merged (saved queries after a field is renamed or removed, what transformQuery's processors can and cannot change,
// the release history's changed values).
// Raised from 466 KB when the Next docs' file reached 466.5 KB (477,724 B) with the twentieth walkthrough's answers
// (what each export writes for a combinator other than and/or, parsers that return an empty query on unreadable text,
// a rule drawn with its remove button first).
// Raised from 467 KB when the Next docs' file reached 467.4 KB (478,602 B) with the twenty-first walkthrough's answers
// (filtering an array of JSON records with the jsonata export, every colour the stylesheet reads for a dark theme).
// Raised from 468 KB when the Next docs' file reached 468.3 KB (479,510 B) with the twenty-second walkthrough's answers
// (SQL with database column names other than the fields, what each export writes for an operator that takes no value).
// Raised from 469 KB when the Next docs' file reached 469.2 KB (480,451 B) with the server-side page's Knex section
// (whereRaw with both parameterized forms, and the postgresql preset Knex cannot bind), cut to one sentence and a
// sample: the file had 236 B left, and a heading record alone costs about 190 B.
// Raised from 470 KB when the Next docs' file reached 470.5 KB (481,818 B): how CEL and SpEL exports evaluate on
// their engines in version 8, and what parseMongoDB reads, keeps and drops, with the reader's words for both.
// Raised from 471 KB when the Next docs' file reached 471.6 KB (482,908 B): yes/no fields on the ValueEditor page and
// its recipes row, what match modes are at the top of the Subqueries page, the Server Action on Next.js 14, and where
// a phone reader tries the console's functions.
// Raised from 472 KB when the Next docs' file reached 472.6 KB (483,964 B) with the thirtieth walkthrough's answers (the
// star-rating editor that falls back for operators taking other than one value, an uncontrolled builder restored from
// storage).
// Raised from 473 KB when the Next docs' file reached 473.1 KB (484,464 B) with the thirty-first walkthrough's answer:
// a custom operator that takes a value (containsWord), escaped and bound, on Managing operators.
// Raised from 474 KB when the Next docs' file reached 474.01 KB (485,383 B) with the thirty-second walkthrough's
// answers (the per-field async option list, the root-only "+ Rule") and what parseJsonLogic makes of `!`, with the one
// export that loses it.
const budgetBytes = 475 * 1024;

function indexFiles(): Array<{ name: string; tag: string; gzip: number }> {
  if (!existsSync(indexDir)) throw new Error(`${indexDir} is missing: run \`npm run build\` first`);
  return readdirSync(indexDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const raw = readFileSync(join(indexDir, name));
      const { tag } = JSON.parse(raw.toString('utf8')) as { tag: string };
      return { name, tag, gzip: gzipSync(raw, { level: 9 }).length };
    });
}

describe('search index size (what the first search downloads)', () => {
  it('has one file per docs version, the API and the site pages', () => {
    const tags = indexFiles().map((file) => file.tag);
    for (const tag of [
      'docs-default-current',
      'docs-default-7',
      'docs-default-6',
      'docs-default-5',
      'docs-default-4',
      'docs-default-3',
      'docs-api-current',
      'default',
    ]) {
      expect(tags).toContain(tag);
    }
  });

  it(`keeps every file within ${budgetBytes / 1024} KB gzip`, () => {
    for (const file of indexFiles()) expect(file.gzip, `${file.tag} (${file.name})`).toBeLessThanOrEqual(budgetBytes);
  });
});
