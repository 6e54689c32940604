import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import lazyRoute from './lazyRoute';

interface Members {
  members: { path: string; hash: string; content: string; module: string }[];
  component: string;
  attributes: string;
}
interface Files {
  routes: string;
  routesChunkNames: string;
  registry: string;
}

const require = createRequire(import.meta.url);
const { readApiMembers, compactRegistry, compactRoutes } = require('./compactApiMembers.cjs') as {
  readApiMembers: (files: Files) => Members | null;
  compactRegistry: (source: string, api: Members) => string;
  compactRoutes: (source: string, api: Members | null, chunkNamesJson: string, names?: Map<string, string>) => string;
};

// The three files as Docusaurus 3.10 writes them (codegenRoutes.js), for a docs page and two API member pages.
const leaf = (indent: string, path: string, hash: string, sidebar: string) =>
  `${indent}{
${indent}  path: '${path}',
${indent}  component: ComponentCreator('${path}', '${hash}'),
${indent}  exact: true,
${indent}  sidebar: "${sidebar}"
${indent}}`;
const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/api',
    component: ComponentCreator('/api', '822'),
    routes: [
${[
  leaf('      ', '/api', '486', 'apiSidebar'),
  leaf('      ', '/api/functions/react_querybuilder.formatQuery', '788', 'apiSidebar'),
  leaf('      ', '/api/modules/react_querybuilder', 'abc', 'apiSidebar'),
  leaf('      ', '/api/type-aliases/react_querybuilder_antd.Props', '51d', 'apiSidebar'),
].join(',\n')}
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const routesChunkNames = JSON.stringify(
  {
    '/api-822': { __comp: '5e95c892', __context: { plugin: 'aba21aa0' } },
    '/api-486': { __comp: '17896441', content: '6e4589d3' },
    '/api/functions/react_querybuilder.formatQuery-788': { __comp: '17896441', content: 'cf4ffd1f' },
    '/api/modules/react_querybuilder-abc': { __comp: '17896441', content: '0a0ef7ae' },
    '/api/type-aliases/react_querybuilder_antd.Props-51d': { __comp: '17896441', content: '043c2c61' },
  },
  null,
  2,
);
const entry = (name: string, module: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const registry = `export default {
${[
  entry('043c2c61', '@site/api/type-aliases/react_querybuilder_antd.Props.md'),
  entry('0a0ef7ae', '@site/api/modules/react_querybuilder.md'),
  entry('17896441', '@theme/DocItem'),
  entry('6e4589d3', '@site/api/index.md'),
  entry('cf4ffd1f', '@site/api/functions/react_querybuilder.formatQuery.md'),
].join('\n')}};
`;
const files: Files = { routes, routesChunkNames, registry };

/**
 * Evaluates the rewritten registry and routes together, as the browser would, with ComponentCreator recording its
 * calls and making components whose preload answers with what it was made from.
 */
function evaluate(api: Members) {
  const strip = (source: string) =>
    source
      .replace(/^import .*$/gm, '')
      .replace(/^export const /gm, 'const ')
      .replace(/^export default /m, 'return ');
  const registryModule = new Function(
    'require',
    strip(compactRegistry(registry, api)).replace('return registry;', 'return { registry, apiMemberPaths };'),
  )({
    resolveWeak: (module: string) => module,
  }) as {
    registry: Record<string, unknown[]>;
    apiMemberPaths: string[];
  };
  // routesChunkNames starts empty in the browser: routes.js fills it.
  const chunkNames: Record<string, unknown> = {};
  const created: string[] = [];
  const ComponentCreator = (path: string, hash?: string) => {
    created.push(path);
    return Object.assign(() => null, { preload: () => ({ path, hash, chunkNames: chunkNames[`${path}-${hash}`] }) });
  };
  const routeConfig = new Function(
    'apiMemberPaths',
    'ComponentCreator',
    'routesChunkNames',
    'lazyRoute',
    strip(compactRoutes(routes, api, routesChunkNames)),
  )(registryModule.apiMemberPaths, ComponentCreator, chunkNames, lazyRoute) as {
    path: string;
    routes?: {
      path: string;
      component: { preload: () => { path: string; hash: string; chunkNames: unknown } };
      exact?: boolean;
      sidebar?: string;
    }[];
  }[];
  return { registry: registryModule.registry, chunkNames, routes: routeConfig, created };
}

describe('readApiMembers', () => {
  it('pairs each member route with its chunk names and content module', () => {
    expect(readApiMembers(files)).toEqual({
      members: [
        {
          path: '/api/functions/react_querybuilder.formatQuery',
          hash: '788',
          content: 'cf4ffd1f',
          module: '@site/api/functions/react_querybuilder.formatQuery.md',
        },
        {
          path: '/api/type-aliases/react_querybuilder_antd.Props',
          hash: '51d',
          content: '043c2c61',
          module: '@site/api/type-aliases/react_querybuilder_antd.Props.md',
        },
      ],
      component: '17896441',
      attributes: 'exact: true, sidebar: "apiSidebar"',
    });
  });

  it('finds nothing on a site without API member pages', () => {
    expect(
      readApiMembers({ ...files, routes: routes.replace(/\/api\/(functions|type-aliases)\//g, '/api/other/') }),
    ).toBeNull();
  });

  it('fails with a clear message when a generated file has another shape', () => {
    // A member route serialised differently (a future Docusaurus).
    expect(() =>
      readApiMembers({
        ...files,
        routes: routes.replace("component: ComponentCreator('/api/functions", "component: createRoute('/api/functions"),
      }),
    ).toThrow(/generated routes\.js does not have the shape .*2 member route paths, 1 of them/);
    expect(() =>
      readApiMembers({
        ...files,
        routes: routes.replace(/sidebar: "apiSidebar"(\n {6}\},\n {6}\{\n {8}path: '\/api\/modules)/, 'sidebar: "x"$1'),
      }),
    ).toThrow(/different attributes/);
    expect(() => readApiMembers({ ...files, routesChunkNames: routesChunkNames.replace('-788', '-789') })).toThrow(
      /routesChunkNames\.json .*no entry \{__comp, content\}/,
    );
    expect(() =>
      readApiMembers({
        ...files,
        registry: registry.replace(/require\.resolveWeak\("@site\/api\/functions[^)]*\)/, 'null'),
      }),
    ).toThrow(/registry\.js .*no entry of the known form for chunk cf4ffd1f/);
  });
});

describe('the compact route files', () => {
  const api = readApiMembers(files)!;

  it('spell each member page once, in a table of the registry', () => {
    const lean = compactRegistry(registry, api);
    expect(lean.match(/formatQuery/g)).toHaveLength(2); // the table's name and its import
    expect(lean).not.toContain('"cf4ffd1f": [');
    expect(lean).toContain('"0a0ef7ae": [');
    expect(compactRoutes(routes, api, routesChunkNames)).not.toContain('formatQuery');
  });

  it('give the browser the same routes, each with a loader for its content', () => {
    const { registry: lean, chunkNames, routes: config, created } = evaluate(api);
    // Only the 404 route's component is made with the routes; the others when they are first used.
    expect(created).toEqual(['*']);
    const children = config[0]?.routes ?? [];
    expect(children.map((route) => route.path)).toEqual([
      '/api',
      '/api/functions/react_querybuilder.formatQuery',
      '/api/type-aliases/react_querybuilder_antd.Props',
      '/api/modules/react_querybuilder',
    ]);
    expect(config.map((route) => route.path)).toEqual(['/api', '*']);
    for (const route of children.filter(
      (child) => child.path.includes('/functions/') || child.path.includes('/type-aliases/'),
    )) {
      // Not the bare path: the dev server's prefetch would turn `/api/…` into the address `//api/…` of another host.
      const names = { __comp: '17896441', content: `api-member:${route.path}` };
      expect(route).toMatchObject({ exact: true, sidebar: 'apiSidebar' });
      expect(route.component.preload()).toEqual({ path: route.path, hash: 'm', chunkNames: names });
      expect(chunkNames[`${route.path}-m`]).toEqual(names);
      expect(typeof lean[names.content]?.[0]).toBe('function');
    }
    // Every route's chunk names are registered before its component is made.
    expect(
      children.find((route) => route.path === '/api/modules/react_querybuilder')?.component.preload().chunkNames,
    ).toEqual({ __comp: '17896441', content: '0a0ef7ae' });
    // The routes of one path are told apart by their order: the layout, then the page.
    expect(chunkNames['/api-0']).toEqual({ __comp: '5e95c892', __context: { plugin: 'aba21aa0' } });
    expect(chunkNames['/api-1']).toEqual({ __comp: '17896441', content: '6e4589d3' });
    expect(Object.keys(chunkNames)).toHaveLength(5);
  });

  it('write the chunk names with the short names of the registry, and fail when a route or an entry has no partner', () => {
    const names = new Map([['17896441', 'r1']]);
    expect(compactRoutes(routes, api, routesChunkNames, names)).toContain(
      `componentOf('/api/modules/react_querybuilder', '0', {"__comp":"r1","content":"0a0ef7ae"})`,
    );
    expect(compactRoutes(routes, api, routesChunkNames, names)).toContain(
      '{ __comp: "r1", content: "api-member:" + path }',
    );
    expect(() =>
      compactRoutes(routes, api, routesChunkNames.replace('/api/modules/react_querybuilder-abc', '/x-abc')),
    ).toThrow(/routesChunkNames\.json .*no entry for the route \/api\/modules\/react_querybuilder-abc/);
    expect(() => compactRoutes(routes, api, JSON.stringify({ ...JSON.parse(routesChunkNames), '/y-1': {} }))).toThrow(
      /no route for 1 entries .*\/y-1/,
    );
  });

  it('keeps the grouping of member chunks and the other entries of the registry', () => {
    const lean = compactRegistry(registry, api);
    expect(lean).toContain(
      '"formatQuery", () => import(/* webpackChunkName: "cf4ffd1f" */ "@site/api/functions/react_querybuilder.formatQuery.md")',
    );
    expect(
      lean.startsWith(`const registry = {\n${entry('0a0ef7ae', '@site/api/modules/react_querybuilder.md')}\n`),
    ).toBe(true);
    expect(lean).toContain(`${entry('6e4589d3', '@site/api/index.md')}\n};`);
  });
});
