import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type {
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';
import upgradeOutputs from '../data/upgradeOutputs.json';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import upgradeCases from '../data/upgradeCases.json';
import {
  docsDirOf,
  docsUrlOf,
  majorOfDocs,
  nextLibraryVersion,
  siteDocsVersion,
  siteLibraryVersion,
} from '../../../config/docsVersions';
import { explanationsFor, migrationGuide, migrationSection } from '../upgrade/explanations';
import { docsSections, headingsWithContext, nodeText, type DocsSection } from './docsIndex';
/** Other remark plugins read headings the way the history badges do. */
export { scanHeadings } from './docsIndex';
import { headingItems as headingItemsOf, headingText } from './headingItems';
import {
  apiHistory,
  changeText,
  filterKind,
  itemName,
  lineChanges,
  majorOf,
  releaseAnchor,
  releasesOfLine,
  versionLabel,
  type ApiHistory,
  type ChangeKind,
  type LineChange,
  type ValueChange,
} from '../apiHistory';

const siteDir = join(__dirname, '..', '..', '..');

/**
 * The docs folders whose pages carry history: the site's own version and Next (config/docsVersions.ts), each with the
 * major line it documents.
 */
export const historyLines = [siteDocsVersion, 'current'].map((name) => ({
  dir: join(siteDir, docsDirOf(name)),
  line: majorOfDocs(name)!,
}));

/** The API reference documents the site's own react-querybuilder: its pages show that line's history. */
const apiDir = join(siteDir, 'api');
const apiLine = majorOfDocs(siteDocsVersion)!;
const apiChangePage = `${docsUrlOf(siteDocsVersion)}/releases`;

const apiKindDirs = ['functions', 'variables', 'interfaces', 'type-aliases', 'classes', 'enumerations', 'namespaces'];

/** The API page of an export of react-querybuilder, if the reference has one. */
export function apiPagePath(name: string): string | undefined {
  const dir = apiKindDirs.find((kind) => existsSync(join(apiDir, kind, `react_querybuilder.${name}.md`)));
  return dir ? `/api/${dir}/react_querybuilder.${name}` : undefined;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });

/** One badge: "Added in 7.3", a link to the release's entry; "version" is there for screen readers. */
function badge(change: LineChange, line: number, url: (version: string) => string): PhrasingContent {
  const label = changeText(change, line);
  const className = ['api-history__badge', `api-history__badge--${change.kind}`];
  const [verb, ...rest] = label.split(' in ');
  const children: PhrasingContent[] = change.version
    ? [
        text(`${verb} in `),
        {
          type: 'emphasis',
          data: { hName: 'span', hProperties: { className: ['api-history__sr'] } },
          children: [text('version ')],
        },
        text(rest.join(' in ')),
      ]
    : [text(label)];
  if (!change.version) return { type: 'emphasis', data: { hName: 'span', hProperties: { className } }, children };
  return { type: 'link', url: url(change.version), data: { hProperties: { className } }, children } satisfies Link;
}

/** The paragraph of badges placed right after a heading (inside it, the heading's id and search title would change). */
export function badgeParagraph(
  changes: readonly LineChange[],
  line: number,
  url: (version: string) => string,
): Paragraph {
  return {
    type: 'paragraph',
    data: { hProperties: { className: ['api-history'] } },
    children: changes.flatMap((change, i) => [...(i ? [text(' ')] : []), badge(change, line, url)]),
  };
}

/** Which line a docs file belongs to, if any. */
function lineOf(file: string) {
  return historyLines.find(({ dir }) => file.startsWith(dir + sep));
}

const sectionsCache = new Map<number, Map<string, DocsSection>>();
function sectionsOf(line: (typeof historyLines)[number], history: ApiHistory) {
  let sections = sectionsCache.get(line.line);
  if (!sections) {
    sections = docsSections(line.dir, (id) => id in history.items);
    sectionsCache.set(line.line, sections);
  }
  return sections;
}

/**
 * Badges on the v7 and Next docs and on the API reference, and the change pages' content. Runs before
 * Docusaurus' own remark plugins, so that the change page's release headings get their ids and table of
 * contents entries and its relative links resolve per version.
 */
export default function remarkApiHistory() {
  return (tree: Root, file: { path?: string }) => {
    const path = file.path ?? '';
    const history = apiHistory();
    const known = (id: string) => id in history.items;
    const docsLine = lineOf(path);
    if (docsLine) {
      const page = relative(docsLine.dir, path).split(sep).join('/');
      const toReleases = relative(dirname(path), join(docsLine.dir, 'releases.mdx')).split(sep).join('/');
      const url = (version: string) => `${toReleases}#${releaseAnchor(version)}`;
      insertBadges(
        tree,
        [...headingsWithContext(tree, page)].map(({ node, index, context }) => ({
          index,
          ids: node.depth >= 2 ? headingItemsOf(nodeText(node), context, known) : [],
        })),
        history,
        docsLine.line,
        url,
      );
      replaceUpgradeOutputs(tree, docsLine.line);
      replaceChangeList(tree, history, docsLine, (section) => {
        const target = relative(dirname(path), join(docsLine.dir, section.page)).split(sep).join('/');
        return `${target}#${section.anchor}`;
      });
      return;
    }
    if (path.startsWith(apiDir + sep)) apiBadges(tree, path, history);
  };
}

function insertBadges(
  tree: Root,
  found: readonly { index: number; ids: readonly string[] }[],
  history: ApiHistory,
  line: number,
  url: (version: string) => string,
) {
  // From the end, so that earlier indexes stay valid.
  for (const { index, ids } of [...found].reverse()) {
    const changes = uniqueChanges(ids.flatMap((id) => lineChanges(history, history.items[id]!, line)));
    if (changes.length) tree.children.splice(index + 1, 0, badgeParagraph(changes, line, url));
  }
}

/** One badge per kind of change: a heading naming two items added together says it once. */
function uniqueChanges(changes: readonly LineChange[]): LineChange[] {
  const seen = new Set<string>();
  return changes.filter((c) => {
    const key = `${c.kind}@${c.version ?? ''}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** API pages of react-querybuilder's exports: badges under the page's opening line and beside each property. */
function apiBadges(tree: Root, path: string, history: ApiHistory) {
  const name = /[\\/]react_querybuilder\.([^./\\]+)\.md$/.exec(path)?.[1];
  if (!name) return;
  const url = (version: string) => `${apiChangePage}#${releaseAnchor(version)}`;
  const found: { index: number; ids: string[] }[] = [];
  let inProperties = false;
  for (const [index, node] of tree.children.entries()) {
    if (node.type !== 'heading') continue;
    const heading = headingText(nodeText(node));
    if (node.depth === 2) inProperties = /^properties$/i.test(heading);
    else if (node.depth === 3 && inProperties) {
      const member = `member:${name}.${heading.replace(/\?$/, '')}`;
      if (member in history.items) found.push({ index, ids: [member] });
    }
  }
  insertBadges(tree, found, history, apiLine, url);
  const item = history.items[`export:${name}`];
  const changes = item ? lineChanges(history, item, apiLine) : [];
  if (!changes.length) return;
  // After the page's first paragraph ("Exported by react-querybuilder <release>."), else at the top.
  const first = tree.children.findIndex((n) => n.type === 'paragraph');
  tree.children.splice(first >= 0 ? first + 1 : 0, 0, badgeParagraph(changes, apiLine, url));
}

const changeVerbs: Record<ChangeKind, string> = {
  added: 'Added',
  changed: 'Changed',
  deprecated: 'Deprecated',
  removed: 'Removed',
};
const changeOrder: readonly ChangeKind[] = ['added', 'changed', 'deprecated', 'removed'];
const kindWords: Record<string, string> = {
  function: 'function',
  component: 'component',
  value: 'constant',
  type: 'type',
  prop: 'prop',
  option: 'formatQuery option',
  format: 'export format',
  member: 'property',
};

/**
 * The entries of one release on a change page: every item it added, deprecated or removed, and every prop or option
 * whose accepted string literals it changed.
 */
export function releaseEntries(history: ApiHistory, version: string) {
  const entries: { id: string; change: ChangeKind }[] = [];
  for (const [id, item] of Object.entries(history.items)) {
    if (item.added === version || item.spans?.some(([from], i) => i > 0 && from === version))
      entries.push({ id, change: 'added' });
    if (item.values?.some((v) => v.version === version)) entries.push({ id, change: 'changed' });
    if (item.deprecated === version) entries.push({ id, change: 'deprecated' });
    if (item.removed === version || item.spans?.some(([, until]) => until === version))
      entries.push({ id, change: 'removed' });
  }
  return entries.sort(
    (a, b) => changeOrder.indexOf(a.change) - changeOrder.indexOf(b.change) || a.id.localeCompare(b.id),
  );
}

/** Replaces the change page's `<ReleaseChanges />` placeholder with one section per release of the line, newest first. */
function replaceChangeList(
  tree: Root,
  history: ApiHistory,
  docsLine: (typeof historyLines)[number],
  docsLink: (section: DocsSection) => string,
) {
  const gapsAt = placeholderIndex(tree, 'ReleaseGaps');
  if (gapsAt >= 0) {
    const gaps = history.gaps.filter((v) => majorOf(v) === docsLine.line);
    tree.children.splice(gapsAt, 1, {
      type: 'paragraph',
      children: gaps.length
        ? [
            text(`${gaps.length} ${docsLine.line}.x releases: `),
            ...gaps.flatMap((v, i) => [
              ...(i ? [text(', ')] : []),
              { type: 'inlineCode', value: v } as PhrasingContent,
            ]),
            text(
              ". Up to 8.5.0 these are the releases react-querybuilder's changelog lists; after it, the ones version numbers imply (an x.y.0 before x.y.1, a patch between two listed ones), so other patch releases may be missing too.",
            ),
          ]
        : [text(`None: every ${docsLine.line}.x release is listed.`)],
    });
  }
  const at = placeholderIndex(tree, 'ReleaseChanges');
  if (at < 0) return;
  const sections = sectionsOf(docsLine, history);
  const content: RootContent[] = [];
  for (const version of releasesOfLine(history, docsLine.line)) {
    const core = history.releases.find((r) => r.version === version)?.with?.['@react-querybuilder/core'];
    const section: RootContent[] = [];
    section.push({
      type: 'heading',
      depth: 2,
      children: [
        text(
          `${versionLabel(version) === version ? version : `${versionLabel(version)} (${version})`} {#${releaseAnchor(version)}}`,
        ),
      ],
    });
    const entries = releaseEntries(history, version);
    const counts = changeOrder
      .map((kind) => [kind, entries.filter((e) => e.change === kind).length] as const)
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => `${n} ${kind}`);
    section.push({
      type: 'paragraph',
      children: [
        text(counts.length ? `${counts.join(', ')}.` : 'No change to the declared API.'),
        ...(core ? [text(` Its API includes @react-querybuilder/core ${core}, which it re-exports.`)] : []),
      ],
    });
    if (entries.length) {
      section.push({
        type: 'list',
        ordered: false,
        spread: false,
        children: entries.map(({ id, change }) =>
          changeItem(history, id, change, version, docsLine.line, sections, docsLink),
        ),
      } satisfies List);
    }
    // One element per release, naming the kinds it changed, so that the kind filter's CSS hides a release (its
    // heading and counts) with no change of the picked kind.
    const kinds = [...new Set(entries.map(({ id }) => filterKind(history.items[id]!.kind)))].sort();
    content.push({
      type: 'releaseSection',
      data: { hName: 'section', hProperties: { dataReleaseKinds: kinds.join(' ') } },
      children: section,
    } as unknown as RootContent);
  }
  tree.children.splice(at, 1, ...content);
}

/**
 * The migrate pages' table of outputs that change from the site's release to the Next one, in place of the page's
 * `::upgrade-outputs` directive (the pages are plain Markdown, so the marker is a directive, not JSX; Docusaurus
 * drops HTML comments while parsing).
 */
function replaceUpgradeOutputs(tree: Root, line: number) {
  const at = tree.children.findIndex(
    (node) => (node.type as string) === 'leafDirective' && (node as { name?: string }).name === 'upgrade-outputs',
  );
  if (at < 0) return;
  const guide = line === majorOfDocs('current') ? `#${migrationSection}` : migrationGuide;
  const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
  const queries = upgradeCases.queries as Record<string, RuleGroupTypeAny>;
  const rows: TableRow[] = upgradeOutputs.map((row) => {
    const query = queries[row.query];
    const explanations = query ? explanationsFor(query, row.format) : [];
    // Every change the table shows is one the guide explains (upgrade/explanations.test.ts keeps them in step).
    if (!explanations.length)
      throw new Error(`The migration guide explains no change of ${row.query} in ${row.format}`);
    return {
      type: 'tableRow',
      children: [
        cell([text(row.query)]),
        cell([{ type: 'inlineCode', value: row.format }]),
        cell([{ type: 'inlineCode', value: row.v7 }]),
        cell([{ type: 'inlineCode', value: row.v8 }]),
        cell([{ type: 'link', url: guide, children: [text(explanations.map((e) => e.text).join(' '))] }]),
      ],
    };
  });
  const header: TableRow = {
    type: 'tableRow',
    children: ['Query', 'Format', siteLibraryVersion, nextLibraryVersion, 'Why'].map((h) => cell([text(h)])),
  };
  // Its cells are whole exports, long runs without a space that made it wider than the desktop column (src/css/custom.css).
  const table: Table = {
    type: 'table',
    align: header.children.map(() => null),
    children: [header, ...rows],
    data: { hProperties: { className: ['upgrade-outputs'] } },
  };
  tree.children.splice(at, 1, table);
}

const placeholderIndex = (tree: Root, name: string) =>
  tree.children.findIndex(
    (node) => (node.type as string) === 'mdxJsxFlowElement' && (node as { name?: string }).name === name,
  );

/** ", now accepting `'a'`, `'b'` and `'c'` and no longer accepting `'d'`" after a changed prop or option. */
export function valueChangeWords(change: ValueChange): PhrasingContent[] {
  const quoted = (values: readonly string[]): PhrasingContent[] =>
    values.flatMap((value, i) => [
      ...(i === 0 ? [] : [text(i === values.length - 1 ? ' and ' : ', ')]),
      { type: 'inlineCode', value: `'${value}'` } as PhrasingContent,
    ]);
  const parts = [
    ...(change.added?.length ? [[text('now accepting '), ...quoted(change.added)]] : []),
    ...(change.removed?.length ? [[text('no longer accepting '), ...quoted(change.removed)]] : []),
  ];
  return [text(', '), ...parts.flatMap((part, i) => [...(i ? [text(' and ')] : []), ...part])];
}

function changeItem(
  history: ApiHistory,
  id: string,
  change: ChangeKind,
  version: string,
  line: number,
  sections: Map<string, DocsSection>,
  docsLink: (section: DocsSection) => string,
): ListItem {
  const item = history.items[id]!;
  const name = itemName(id);
  const section = sections.get(id);
  const links: PhrasingContent[] = [];
  if (section && change !== 'removed') links.push({ type: 'link', url: docsLink(section), children: [text('docs')] });
  const apiName = id.startsWith('export:') ? name : id.startsWith('member:') ? name.split('.')[0]! : undefined;
  const api = line === apiLine && change !== 'removed' && apiName ? apiPagePath(apiName) : undefined;
  if (api) links.push({ type: 'link', url: api, children: [text('API')] });
  const children: PhrasingContent[] = [
    { type: 'strong', children: [text(changeVerbs[change])] },
    text(` ${kindWords[item.kind]} `),
    { type: 'inlineCode', value: name },
  ];
  if (item.entries?.length) children.push(text(` (from ${item.entries.join(', ')})`));
  const values = change === 'changed' ? item.values?.find((v) => v.version === version) : undefined;
  if (values) children.push(...valueChangeWords(values));
  links.forEach((link, i) => children.push(text(i ? ' · ' : ': '), link));
  return {
    type: 'listItem',
    spread: false,
    data: { hProperties: { dataKind: filterKind(item.kind), dataChange: change } },
    children: [{ type: 'paragraph', children }],
  };
}
