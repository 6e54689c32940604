import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PluginRouteConfig } from '@docusaurus/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryModules } from '../siteWideCss/routeStylesheets';
import lazyRoute from './lazyRoute';

interface Route {
  path: string;
  hash: string | undefined;
  key: string | undefined;
  routes: Route[] | undefined;
  attributes: { name: string; text: string }[];
}
interface RouteFiles {
  registry: { chunkName: string; module: string }[];
  routes: Route[];
  chunkNames: Record<string, Record<string, unknown>>;
}
interface Sources {
  registry: string;
  routes: string;
  routesChunkNames: string;
}
interface Patches {
  compactRoutes: boolean;
  dropModulePaths: boolean;
  groupApiMemberChunks: boolean;
  shortChunkNames: boolean;
}

const require = createRequire(import.meta.url);
const { readRouteFiles, allRoutes } = require('./read.cjs') as {
  readRouteFiles: (sources: Sources, patch: string) => RouteFiles;
  allRoutes: (routes: Route[]) => Route[];
};
const { browserRegistry, browserRoutes, browserRoutesChunkNames } = require('./rewrite.cjs') as {
  browserRegistry: (files: RouteFiles, patches: Patches) => string;
  browserRoutes: (source: string, files: RouteFiles, patches: Patches) => string;
  browserRoutesChunkNames: (files: RouteFiles, patches: Patches) => { code: string; javascript: boolean };
};
const routeFilesLoader = require('./loader.cjs') as (this: unknown, source: string) => string;
// The installed Docusaurus' own route writer: the files these tests read are the ones a build of this site reads.
const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (params: {
    generatedFilesDir: string;
    routes: PluginRouteConfig[];
    baseUrl: string;
  }) => Promise<void>;
};

const plugin = { name: 'docusaurus-plugin-content-docs', id: 'default' };
const apiPlugin = { name: 'docusaurus-plugin-content-docs', id: 'api' };
const doc = (routePath: string, content: string, sidebar: string, owner = plugin): PluginRouteConfig => ({
  path: routePath,
  component: '@theme/DocItem',
  exact: true,
  modules: { content },
  sidebar,
  plugin: owner,
});
const memberPaths = [
  '/api/functions/react_querybuilder.formatQuery',
  '/api/functions/react_querybuilder.fieldsToRecord',
  '/api/variables/react_querybuilder.defaultOperators',
  '/api/type-aliases/react_querybuilder_antd.Props',
];
/** A few routes of each kind this site has: a docs layout with pages, the API layout with member pages, a page with props. */
const siteRoutes: PluginRouteConfig[] = [
  {
    path: '/api',
    component: '@theme/DocsRoot',
    context: { plugin: '@generated/docusaurus-plugin-content-docs/api/__plugin.json' },
    plugin: apiPlugin,
    routes: [
      doc('/api', '@site/api/index.md', 'apiSidebar', apiPlugin),
      doc(memberPaths[0]!, '@site/api/functions/react_querybuilder.formatQuery.md', 'apiSidebar', apiPlugin),
      doc('/api/modules/react_querybuilder', '@site/api/modules/react_querybuilder.md', 'apiSidebar', apiPlugin),
      doc(memberPaths[1]!, '@site/api/functions/react_querybuilder.fieldsToRecord.md', 'apiSidebar', apiPlugin),
      doc(memberPaths[2]!, '@site/api/variables/react_querybuilder.defaultOperators.md', 'apiSidebar', apiPlugin),
      doc(memberPaths[3]!, '@site/api/type-aliases/react_querybuilder_antd.Props.md', 'apiSidebar', apiPlugin),
    ],
  },
  {
    path: '/docs',
    component: '@theme/DocsRoot',
    plugin,
    routes: [
      doc('/docs/intro', '@site/docs/intro.md', 'mySidebar'),
      doc("/docs/it's", '@site/docs/its.md', 'mySidebar'),
    ],
  },
  {
    path: '/',
    component: '@site/src/pages/index.tsx',
    exact: true,
    props: { title: 'Home' },
    plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' },
  },
];

const allOn: Patches = {
  compactRoutes: true,
  dropModulePaths: true,
  groupApiMemberChunks: true,
  shortChunkNames: true,
};
const allOff: Patches = {
  compactRoutes: false,
  dropModulePaths: false,
  groupApiMemberChunks: false,
  shortChunkNames: false,
};

let dir = '';
let sources: Sources;
const generated = (file: string) => readFileSync(path.join(dir, file), 'utf8');

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lean-route-files-'));
  // Chunk names as a production build writes them (8 hex digits), not the development ones.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await generateRouteFiles({ generatedFilesDir: dir, routes: siteRoutes, baseUrl: '/' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  sources = {
    registry: generated('registry.js'),
    routes: generated('routes.js'),
    routesChunkNames: generated('routesChunkNames.json'),
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface BrowserRoute {
  path: string;
  exact?: boolean;
  sidebar?: string;
  routes?: BrowserRoute[];
  component: { preload: () => { path: string; hash?: string; chunkNames: unknown } };
}

/**
 * Evaluates the browser's registry and routes together, as main.js would, with ComponentCreator recording its calls
 * and making components whose preload answers with what they were made from.
 */
function evaluate(patches: Patches) {
  const files = readRouteFiles(sources, 'test');
  const strip = (source: string) =>
    source
      .replace(/^import .*$/gm, '')
      .replace(/^export const /gm, 'const ')
      .replace(/^export default /m, 'return ');
  const registrySource = strip(browserRegistry(files, patches));
  const registryModule = new Function(
    'require',
    registrySource.includes('apiMemberPaths')
      ? registrySource.replace('return registry;', 'return { registry, apiMemberPaths };')
      : registrySource.replace(/^return /m, 'return { apiMemberPaths: [], registry: ').replace(/;\s*$/, ' };'),
  )({ resolveWeak: (module: string) => module }) as { registry: Record<string, unknown[]>; apiMemberPaths: string[] };
  const { code } = browserRoutesChunkNames(files, patches);
  const chunkNames = (patches.compactRoutes ? {} : JSON.parse(code)) as Record<string, unknown>;
  const created: string[] = [];
  const ComponentCreator = (routePath: string, hash?: string) => {
    created.push(routePath);
    return Object.assign(() => null, {
      preload: () => ({ path: routePath, hash, chunkNames: chunkNames[`${routePath}-${hash}`] }),
    });
  };
  const routes = new Function(
    'apiMemberPaths',
    'ComponentCreator',
    'routesChunkNames',
    'lazyRoute',
    strip(browserRoutes(sources.routes, files, patches)),
  )(registryModule.apiMemberPaths, ComponentCreator, chunkNames, lazyRoute) as BrowserRoute[];
  return { registry: registryModule.registry, chunkNames, routes, created, files };
}

const paths = (routes: BrowserRoute[]): string[] =>
  routes.flatMap((route) => [route.path, ...paths(route.routes ?? [])]);

describe('the reader of the route files', () => {
  it('reads what the installed Docusaurus writes: every route, its chunk names and their modules', () => {
    const files = readRouteFiles(sources, 'test');
    expect(allRoutes(files.routes).map((route) => route.path)).toEqual([
      '/api',
      '/api',
      memberPaths[0],
      '/api/modules/react_querybuilder',
      ...memberPaths.slice(1),
      '/docs',
      '/docs/intro',
      "/docs/it's",
      '/',
      '*',
    ]);
    const intro = allRoutes(files.routes).find((route) => route.path === '/docs/intro')!;
    expect(intro.attributes).toEqual([
      { name: 'exact', text: 'true' },
      { name: 'sidebar', text: '"mySidebar"' },
    ]);
    const modules = new Map(files.registry.map((entry) => [entry.chunkName, entry.module]));
    expect(modules.get(files.chunkNames[intro.key!]!.content as string)).toBe('@site/docs/intro.md');
    const home = allRoutes(files.routes).find((route) => route.path === '/')!;
    expect(Object.keys(files.chunkNames[home.key!]!)).toEqual(['__comp', '__props']);
  });

  it('stops the build, naming the patch and the switch, on a shape it does not know', () => {
    const shapeError = (patch: string) =>
      new RegExp(`plugins/lean \\(${patch}\\): Docusaurus' generated .* LEAN_BUILD=false`);
    // What a newer route writer emits: React Router's own property names.
    expect(() =>
      readRouteFiles({ ...sources, routes: sources.routes.replaceAll('component:', 'Component:') }, 'compactRoutes'),
    ).toThrow(shapeError('compactRoutes'));
    expect(() =>
      readRouteFiles({ ...sources, routes: sources.routes.replaceAll('routes: [', 'children: [') }, 'compactRoutes'),
    ).toThrow(/`children` is not a JSON value/);
    expect(() =>
      readRouteFiles(
        { ...sources, registry: sources.registry.replace(/require\.resolveWeak\(/, 'require.resolve(') },
        'dropModulePaths',
      ),
    ).toThrow(shapeError('dropModulePaths'));
    const chunkNames = JSON.parse(sources.routesChunkNames) as Record<string, unknown>;
    expect(() =>
      readRouteFiles(
        { ...sources, routesChunkNames: JSON.stringify({ ...chunkNames, '/x-1': {} }) },
        'shortChunkNames',
      ),
    ).toThrow(/no route for the entry \/x-1/);
    const [firstKey] = Object.keys(chunkNames);
    delete chunkNames[firstKey!];
    expect(() => readRouteFiles({ ...sources, routesChunkNames: JSON.stringify(chunkNames) }, 'x')).toThrow(
      new RegExp(`no entry for the route ${firstKey}`),
    );
  });
});

describe('the route stylesheets (siteWideCss)', () => {
  it('find each route module by the chunk name the browser build gives it', () => {
    const files = readRouteFiles(sources, 'test');
    const home = files.registry.findIndex((entry) => entry.module === '@site/src/pages/index.tsx');
    expect(registryModules(sources.registry, true).get(`r${home.toString(36)}`)).toBe('@site/src/pages/index.tsx');
    expect(registryModules(sources.registry, false).get(files.registry[home]!.chunkName)).toBe(
      '@site/src/pages/index.tsx',
    );
    expect(() => registryModules(sources.registry.replace('export default {', 'export const x = {'), true)).toThrow(
      /plugins\/lean \(siteWideCss\).*LEAN_BUILD=false/,
    );
  });
});

describe("the browser's route files", () => {
  it('give the browser the same routes, each with a loader for its content, all patches on', () => {
    const { registry, chunkNames, routes, created, files } = evaluate(allOn);
    expect(paths(routes)).toEqual(
      // The member pages come from the table, in its order, where the first of them was.
      [
        '/api',
        '/api',
        ...memberPaths,
        '/api/modules/react_querybuilder',
        '/docs',
        '/docs/intro',
        "/docs/it's",
        '/',
        '*',
      ],
    );
    // Only the 404 route's component is made with the routes; the others when they are first used.
    expect(created).toEqual(['*']);
    const member = routes[0]!.routes!.find((route) => route.path === memberPaths[0])!;
    expect(member).toMatchObject({ exact: true, sidebar: 'apiSidebar' });
    const { chunkNames: memberNames } = member.component.preload();
    expect(memberNames).toEqual({
      __comp: expect.stringMatching(/^r[0-9a-z]+$/),
      content: `api-member:${memberPaths[0]}`,
    });
    expect(typeof registry[`api-member:${memberPaths[0]}`]?.[0]).toBe('function');
    // The routes of one path are told apart by their order: the layout, then the page.
    expect(Object.keys(chunkNames)).toContain('/api-0');
    expect(Object.keys(chunkNames)).toContain('/api-1');
    const intro = routes[1]!.routes!.find((route) => route.path === '/docs/intro')!;
    expect(intro.component.preload().path).toBe('/docs/intro');
    expect(created).toEqual(['*', memberPaths[0], '/docs/intro']);
    // Every chunk name the browser uses is a key of its registry.
    const keys = Object.values(chunkNames).flatMap((names) => Object.values(names as Record<string, unknown>));
    for (const key of keys.filter((name): name is string => typeof name === 'string'))
      expect(registry[key] ?? (key.startsWith('api-member:') ? registry[key] : undefined), key).toBeDefined();
    expect(files.registry.length).toBe(Object.keys(registry).length);
  });

  it('name chunks short, group the member pages and drop the module names only the server reads', () => {
    const files = readRouteFiles(sources, 'test');
    const lean = browserRegistry(files, allOn);
    expect(lean).not.toContain('resolveWeak');
    expect(lean).toMatch(/^ {2}"r0": \[\(\) => import\(\/\* webpackChunkName: "r0" \*\/ "@/m);
    expect(lean.match(/formatQuery/g)).toHaveLength(2); // its name in the table and its import
    // formatQuery and fieldsToRecord share a group (module, kind, initial differ: f/f), defaultOperators has its own.
    const groupOf = (name: string) =>
      new RegExp(`"${name}", \\(\\) => import\\(/\\* webpackChunkName: "(g\\d)"`).exec(lean)?.[1];
    expect(groupOf('formatQuery')).toBe(groupOf('fieldsToRecord'));
    expect(groupOf('defaultOperators')).not.toBe(groupOf('formatQuery'));
  });

  it('each patch can be left out alone', () => {
    const files = readRouteFiles(sources, 'test');
    expect(browserRoutes(sources.routes, files, { ...allOn, compactRoutes: false })).toBe(sources.routes);
    expect(browserRegistry(files, { ...allOn, dropModulePaths: false })).toContain('require.resolveWeak(');
    expect(browserRegistry(files, { ...allOn, shortChunkNames: false })).toContain(
      `"${files.registry[0]!.chunkName}": [`,
    );
    expect(browserRegistry(files, { ...allOn, groupApiMemberChunks: false })).not.toMatch(/webpackChunkName: "g\d/);
    // Off, the registry is the generated one but for its layout.
    const stock = browserRegistry(files, allOff);
    expect(stock.replace(/\s/g, '')).toBe(sources.registry.replace(/\s/g, ''));
    const { routes, chunkNames } = evaluate({ ...allOn, compactRoutes: false });
    expect(paths(routes)).toContain(memberPaths[3]);
    expect(
      Object.values(chunkNames).every((names) =>
        Object.values(names as object).every((n) => /^r/.test(String(n)) || typeof n === 'object'),
      ),
    ).toBe(true);
  });

  it('the loader writes each of the three files from all three', () => {
    const dependencies: string[] = [];
    const context = (file: string) => ({
      resourcePath: path.join(dir, file),
      addDependency: (other: string) => dependencies.push(path.basename(other)),
      getOptions: () => allOn,
    });
    expect(routeFilesLoader.call(context('routesChunkNames.json'), sources.routesChunkNames)).toBe(
      'export default {};\n',
    );
    expect(routeFilesLoader.call(context('registry.js'), sources.registry)).toContain('export const apiMemberPaths');
    expect(routeFilesLoader.call(context('routes.js'), sources.routes)).toContain('...apiMemberRoutes');
    expect(new Set(dependencies)).toEqual(new Set(['registry.js', 'routes.js', 'routesChunkNames.json']));
    expect(() => routeFilesLoader.call(context('other.js'), '')).toThrow(/which it does not know/);
  });
});
