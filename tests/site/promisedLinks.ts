import { load } from 'cheerio';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveRequest } from '../../scripts/serveRoutes.mjs';

/**
 * The addresses of our site that published packages hand to their readers: links in the JSDoc,
 * declarations and code of the two installed react-querybuilder releases (the site's and Next's), and in
 * the READMEs of the installed packages. Read from node_modules every run, so the list follows the
 * packages rather than our memory.
 */

export const siteOrigin = 'https://react-querybuilder.js.org';

export interface PromisedLink {
  /** Where the link was found, e.g. "react-querybuilder {release} (code)". */
  readonly source: string;
  /** The link as written. */
  readonly url: string;
  /** Major version of the package it came from: decides which docs version a /docs path means. */
  readonly major: number;
}

const linkPattern = /https?:\/\/react-querybuilder\.js\.org(?:\/[^\s"'`()<>[\]\\*{}|]*)?/g;

/** Every link to the site in `text`, without the sentence punctuation that may follow it. */
export function extractSiteLinks(text: string): string[] {
  return [...text.matchAll(linkPattern)].map((match) => match[0].replace(/[.,;:!?]+$/, ''));
}

export interface SiteTarget {
  /** Path on our site, version segment included, without query or hash. */
  readonly route: string;
  /** Section id the link points at; undefined for links to a page top or to page state. */
  readonly anchor?: string;
  /** The hash or query is page state (demo settings, sandbox template), not a section. */
  readonly stateful: boolean;
}

const statefulRoutes = /^\/(?:demo|sandbox|react-querybuilder)(?:\/|$)/;
const versionSegment = /^\/docs\/(?:next|\d+)(?:\/|$)/;

/**
 * Our route for a link of a package's major version: /docs on the previous site meant the docs of
 * the release of its day, which is v7 (/docs) for 7.x and Next (/docs/next) for 8.x here.
 */
export function targetFor(url: string, major: number): SiteTarget {
  const parsed = new URL(url, siteOrigin);
  let route = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  if ((route === '/docs' || route.startsWith('/docs/')) && !versionSegment.test(route) && major !== 7) {
    route = route.replace(/^\/docs/, major === 8 ? '/docs/next' : `/docs/${major}`);
  }
  const stateful = statefulRoutes.test(route) || parsed.search !== '';
  const hash = decodeURIComponent(parsed.hash.replace(/^#/, ''));
  return { route, anchor: !stateful && hash !== '' ? hash : undefined, stateful };
}

const codeFile = /\.(?:d\.[cm]?ts|[cm]?js)$/;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, keep);
    return entry.isFile() && keep(entry.name) ? [path] : [];
  });
}

function linksIn(files: readonly string[], source: string, major: number): PromisedLink[] {
  const urls = new Set(files.flatMap((file) => extractSiteLinks(readFileSync(file, 'utf8'))));
  return [...urls].sort().map((url) => ({ source, url, major }));
}

const packageVersion = (dir: string): string =>
  (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;

const majorOf = (version: string) => Number(version.split('.')[0]);

const isDir = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/**
 * The promised links, deduplicated per source. The 8.x main package splits its code with
 * @react-querybuilder/core (installed under it), so both count as its code.
 */
export function collectPromisedLinks(root: string): PromisedLink[] {
  const modules = join(root, 'node_modules');
  const mainPackages = [join(modules, 'react-querybuilder'), join(modules, 'rqb8')];
  const links = mainPackages.flatMap((dir) => {
    const version = packageVersion(dir);
    const parts = [dir, join(dir, 'node_modules', '@react-querybuilder', 'core')].filter(isDir);
    return [
      ...linksIn(
        parts.flatMap((part) => filesUnder(part, (name) => codeFile.test(name))),
        `react-querybuilder ${version} (code)`,
        majorOf(version),
      ),
      ...linksIn(
        parts.map((part) => join(part, 'README.md')),
        `react-querybuilder ${version} (README)`,
        majorOf(version),
      ),
    ];
  });
  const addOns = join(modules, '@react-querybuilder');
  for (const name of readdirSync(addOns).sort()) {
    const dir = join(addOns, name);
    const readme = join(dir, 'README.md');
    try {
      statSync(readme);
    } catch {
      continue;
    }
    const version = packageVersion(dir);
    links.push(...linksIn([readme], `@react-querybuilder/${name} ${version} (README)`, majorOf(version)));
  }
  return links;
}

export type Landing = { readonly lands: true; readonly file: string } | { readonly lands: false; readonly why: string };

type Html = ReturnType<typeof load>;

/**
 * Where the client-side redirects of a built page lead: a redirect page's meta refresh, or a moved
 * page's canonical link to its new home (a page's own canonical names itself).
 */
function nextHop($: Html, route: string): string | undefined {
  const refresh = /url=(.+)$/i.exec($('meta[http-equiv="refresh"]').attr('content') ?? '')?.[1];
  if (refresh) return new URL(refresh.trim(), siteOrigin).pathname;
  for (const link of $('link[rel="canonical"]').toArray()) {
    const path = new URL($(link).attr('href') ?? '', siteOrigin).pathname;
    if (path !== route) return path;
  }
  return undefined;
}

const fileExists = async (path: string) => (await stat(path).catch(() => undefined))?.isFile() ?? false;

/** Whether `target` lands on a page of the build (after its redirects) holding its anchor. */
export async function landing(buildDir: string, target: SiteTarget): Promise<Landing> {
  let route = target.route;
  const visited: string[] = [];
  for (;;) {
    if (visited.includes(route) || visited.length > 5)
      return { lands: false, why: `redirect loop: ${visited.join(' → ')}` };
    visited.push(route);
    const decision = await resolveRequest(route, (file) => fileExists(join(buildDir, file)));
    if (decision.kind === 'redirect') {
      route = decision.location;
      continue;
    }
    if (decision.kind === 'notFound') {
      return { lands: false, why: `no page at ${route}${visited.length > 1 ? ` (reached from ${visited[0]})` : ''}` };
    }
    const $ = load(readFileSync(join(buildDir, decision.file), 'utf8'));
    const next = target.stateful ? undefined : nextHop($, route);
    if (next !== undefined) {
      route = next;
      continue;
    }
    const anchor = target.anchor;
    if (
      anchor !== undefined &&
      !$('[id]')
        .toArray()
        .some((element) => $(element).attr('id') === anchor)
    ) {
      return { lands: false, why: `${route} has no element with id="${anchor}"` };
    }
    return { lands: true, file: decision.file };
  }
}
