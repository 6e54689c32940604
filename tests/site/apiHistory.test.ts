import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { nextLibraryVersion, siteLibraryVersion } from '../../config/docsVersions';
import { headingItems, type HeadingContext } from '../../plugins/history/remark/headingItems';
import {
  apiHistory,
  changeText,
  lineChanges,
  releaseAnchor,
  releasesOfLine,
  type LineChange,
} from '../../plugins/history/apiHistory';
import { releaseEntries } from '../../plugins/history/remark';
import upgradeOutputs from '../../plugins/history/data/upgradeOutputs.json';

const root = join(__dirname, '..', '..');
const buildDir = join(root, 'build');
const history = apiHistory();
const known = (id: string) => id in history.items;

const page = (route: string) => load(readFileSync(join(buildDir, `${route}.html`), 'utf8'));
const headingOwnText = (text: string) => text.replace(/\u200b/g, '').trim();

/** The badge row under a heading: its next sibling, after the zero-height "Suggest an improvement" box if present. */
function badgesAfter<T extends { length: number; next: (selector?: string) => T }>(heading: T): T {
  const feedback = heading.next('[data-markdown-ignore]');
  return (feedback.length ? feedback : heading).next('.api-history');
}

/** The badges a built page shows after each heading, and the ones the data file calls for. */
function badgesOfDocsPage(route: string, docPage: string, line: number) {
  const $ = page(route);
  const shown: string[] = [];
  const expected: string[] = [];
  let section = '';
  let subsection: string | undefined;
  $('.theme-doc-markdown')
    .find('h2, h3, h4, h5')
    .each((_, element) => {
      const heading = $(element);
      const depth = Number(element.tagName.slice(1));
      const text = headingOwnText(heading.clone().children('.hash-link').remove().end().text());
      if (depth === 2) [section, subsection] = [text, undefined];
      else if (depth === 3) subsection = text;
      const id = heading.attr('id');
      const context: HeadingContext = { page: docPage, section, subsection: depth > 3 ? subsection : undefined, depth };
      const ids = headingItems(`${text} {#${id}}`, context, known);
      const changes = new Map<string, LineChange>();
      for (const item of ids)
        for (const c of lineChanges(history, history.items[item]!, line)) changes.set(changeText(c, line), c);
      for (const label of changes.keys()) expected.push(`${id}: ${label}`);
      const next = badgesAfter(heading);
      next.find('.api-history__badge').each((_, b) => {
        shown.push(`${id}: ${$(b).text().replace('version ', '')}`);
      });
    });
  return { shown, expected };
}

describe('version history badges and change pages agree with plugins/history/data/apiHistory.json', () => {
  it('the site has been built', () => {
    expect(existsSync(join(buildDir, 'docs')), 'run `npm run build` first').toBe(true);
  });

  it.each([
    ['/docs/components/querybuilder', 'components/querybuilder.md', 7],
    ['/docs/utils/export', 'utils/export.md', 7],
    ['/docs/utils/misc', 'utils/misc.md', 7],
    ['/docs/utils/hooks', 'utils/hooks.md', 7],
    ['/docs/next/components/querybuilder', 'components/querybuilder.md', 8],
    ['/docs/next/utils/export', 'utils/export.md', 8],
    ['/docs/next/utils/query-management', 'utils/query-management.md', 8],
  ])('%s shows exactly the badges its headings call for', (route, docPage, line) => {
    const { shown, expected } = badgesOfDocsPage(route, docPage, line);
    expect(shown).toEqual(expected);
  });

  it('spot-checks the releases readers ask about on the v7 pages and the API reference', () => {
    // fixed release: the releases that added these, true after any bump.
    const querybuilder = page('/docs/components/querybuilder');
    const badge = badgesAfter(querybuilder('#suppressstandardclassnames')).find('a');
    expect(badge.text()).toBe('Added in version 7.7');
    expect(badge.attr('href')).toBe(`/docs/releases#${releaseAnchor('7.7.0')}`);
    expect(badgesAfter(page('/docs/utils/export')('#natural-language')).text()).toContain('Added in version 7.7');
    expect(badgesAfter(page('/docs/utils/misc')('#insert')).text()).toContain('Added in version 7.4.4');
    // The API reference documents the main entry point (parseJSONata lives in its own, so it has no API page).
    const apiBadge = (name: string) => {
      const dir = ['functions', 'variables'].find((d) =>
        existsSync(join(buildDir, 'api', d, `react_querybuilder.${name}.html`)),
      );
      return page(`/api/${dir}/react_querybuilder.${name}`)('.api-history').first().text();
    };
    expect(apiBadge('defaultRuleProcessorJSONata')).toBe('Added in version 7.2');
    expect(apiBadge('insert')).toBe('Added in version 7.4.4');
    expect(apiBadge('useQueryBuilder')).toBe('Added in version 7.5');
    expect(apiBadge('preferProp')).toBe('Added in version 7.5.2');
    expect(page('/api/interfaces/react_querybuilder.FormatQueryOptions')('#concatoperator + .api-history').text()).toBe(
      'Added in version 7.7',
    );
  });

  it.each([
    ['/docs/releases', 7],
    ['/docs/next/releases', 8],
  ])('%s lists every release of its line, newest first, with the entries the data file gives', (route, line) => {
    const $ = page(route);
    const versions = releasesOfLine(history, line);
    expect(
      $('.theme-doc-markdown h2[id^="v"]')
        .map((_, h) => $(h).attr('id'))
        .get(),
    ).toEqual(versions.map(releaseAnchor));
    for (const version of versions) {
      const heading = $(`#${releaseAnchor(version)}`);
      const items = heading.nextUntil('h2').filter('ul').find('li[data-kind]');
      const shown = items.map((_, li) => $(li).find('code').first().text()).get();
      const expected = releaseEntries(history, version).map((e) => e.id.slice(e.id.indexOf(':') + 1));
      expect(shown, version).toEqual(expected);
    }
  });

  it('every API page of a react-querybuilder export with history in v7 shows its badge', () => {
    const missing: string[] = [];
    for (const dir of ['functions', 'variables', 'interfaces', 'type-aliases']) {
      for (const file of readdirSync(join(buildDir, 'api', dir)).filter((f) =>
        /^react_querybuilder\.[^.]+\.html$/.test(f),
      )) {
        const name = file.slice('react_querybuilder.'.length, -'.html'.length);
        const item = history.items[`export:${name}`];
        const changes = item ? lineChanges(history, item, 7) : [];
        const $ = page(`/api/${dir}/react_querybuilder.${name}`);
        const first = $('.theme-doc-markdown > p.api-history, .theme-doc-markdown .api-history').first().text();
        for (const c of changes)
          if (!first.replace('version ', '').includes(changeText(c, 7))) missing.push(`${name}: ${changeText(c, 7)}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the release pages speak to readers', () => {
  it.each(['/docs/releases', '/docs/next/releases'])(
    '%s names no file, command or registry of the site, and wraps each release for the kind filter',
    (route) => {
      const $ = page(route);
      const words = $('.theme-doc-markdown').text();
      for (const internal of [
        /our (npm )?registry/i,
        /apiHistory\.json/,
        /npm run/,
        /plugins\//,
        /src\//,
        /\bread ones\b/,
      ])
        expect(words).not.toMatch(internal);
      const sections = $('.theme-doc-markdown section[data-release-kinds]');
      expect(sections.length).toBe(releasesOfLine(history, route.includes('next') ? 8 : 7).length);
      sections.each((_, section) => {
        const kinds = new Set(
          $(section)
            .find('li[data-kind]')
            .map((_, li) => $(li).attr('data-kind'))
            .get(),
        );
        expect(($(section).attr('data-release-kinds') ?? '').split(' ').filter(Boolean).sort()).toEqual(
          [...kinds].sort(),
        );
      });
    },
  );
});

describe(`the migrate pages' table of outputs that change from ${siteLibraryVersion} to ${nextLibraryVersion}`, () => {
  // The v7 guide is about coming from 6; it points to the table rather than showing a table of version 8 outputs.
  it('/docs/migrate links to the table on the version 8 guide and has none of its own', () => {
    const $ = page('/docs/migrate');
    expect($('#upgrade-outputs').length).toBe(0);
    expect($('article a[href="/docs/next/migrate#upgrade-outputs"]').length).toBe(1);
  });

  it.each(['/docs/next/migrate'])('%s explains every row with a link to the guide', (route) => {
    const $ = page(route);
    const why = $('#upgrade-outputs').nextAll('table').first().find('tbody tr td:nth-child(5)');
    expect(why.length).toBe(upgradeOutputs.length);
    why.each((_, cell) => {
      expect($(cell).text()).not.toMatch(/not in the migration guide/i);
      expect($(cell).find('a').attr('href')).toMatch(/#changed-defaults-and-output$/);
    });
  });

  it.each(['/docs/next/migrate'])('%s shows plugins/history/data/upgradeOutputs.json row for row', (route) => {
    const $ = page(route);
    const table = $('#upgrade-outputs').nextAll('table').first();
    const rows = table
      .find('tbody tr')
      .map((_, tr) =>
        $(tr)
          .find('td')
          .slice(0, 4)
          .map((_, td) => $(td).text())
          .get()
          .join(' | '),
      )
      .get();
    expect(rows).toEqual(upgradeOutputs.map((row) => [row.query, row.format, row.v7, row.v8].join(' | ')));
  });
});
