import type { ModuleScope } from './moduleScope';

/*
 * Every loader is a dynamic import, so each library becomes its own chunk that loads only when some
 * live code imports it. The stylesheet of react-querybuilder travels with the library itself.
 */

const reactModules: ModuleScope = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
};

const withStylesheet = (load: () => Promise<unknown>, loadCss: () => Promise<unknown>) => () =>
  Promise.all([load(), loadCss()]).then(([module]) => module);

/** react-querybuilder 7.7.1 and its drag-and-drop add-on: what v7 docs pages and the sandbox run. */
export const v7Scope: ModuleScope = {
  ...reactModules,
  'react-querybuilder': withStylesheet(
    () => import('react-querybuilder'),
    () => import('react-querybuilder/dist/query-builder.css'),
  ),
  'react-querybuilder/formatQuery': () => import('react-querybuilder/formatQuery'),
  'react-querybuilder/parseCEL': () => import('react-querybuilder/parseCEL'),
  'react-querybuilder/parseJSONata': () => import('react-querybuilder/parseJSONata'),
  'react-querybuilder/parseJsonLogic': () => import('react-querybuilder/parseJsonLogic'),
  'react-querybuilder/parseMongoDB': () => import('react-querybuilder/parseMongoDB'),
  'react-querybuilder/parseSpEL': () => import('react-querybuilder/parseSpEL'),
  'react-querybuilder/parseSQL': () => import('react-querybuilder/parseSQL'),
  'react-querybuilder/transformQuery': () => import('react-querybuilder/transformQuery'),
  '@react-querybuilder/dnd': () => import('@react-querybuilder/dnd'),
  'react-dnd': () => import('react-dnd'),
  'react-dnd-html5-backend': () => import('react-dnd-html5-backend'),
};

/**
 * react-querybuilder 8.24.1 (installed as the `rqb8` alias): what the Next docs run. Its SpEL, JSONata,
 * SPARQL, Cypher and Gremlin parsers need optional peer packages the site does not install, so they are left out.
 */
export const v8Scope: ModuleScope = {
  ...reactModules,
  'react-querybuilder': withStylesheet(
    () => import('rqb8'),
    () => import('rqb8/dist/query-builder.css'),
  ),
  'react-querybuilder/formatQuery': () => import('rqb8/formatQuery'),
  'react-querybuilder/parseCEL': () => import('rqb8/parseCEL'),
  'react-querybuilder/parseJsonLogic': () => import('rqb8/parseJsonLogic'),
  'react-querybuilder/parseMongoDB': () => import('rqb8/parseMongoDB'),
  'react-querybuilder/parseSQL': () => import('rqb8/parseSQL'),
  'react-querybuilder/transformQuery': () => import('rqb8/transformQuery'),
  // Both import the main entry by name; plugins/nextAddons makes that the same 8.24.1 copy.
  'react-querybuilder/async': () => import('rqb8/async'),
  'react-querybuilder/history': () => import('rqb8/history'),
};

export type LiveVersion = 'v7' | 'v8';

export const scopeForVersion = (version: LiveVersion): ModuleScope => (version === 'v8' ? v8Scope : v7Scope);
