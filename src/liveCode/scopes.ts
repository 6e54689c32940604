import type { ModuleScope } from './moduleScope';

/*
 * Every loader is a dynamic import, so each library becomes its own chunk that loads only when some
 * live code imports it. The library's two stylesheets are modules too: code gets the one it imports, so a sample that
 * takes the layout sheet under a UI library's theme is drawn without the full sheet's group frames, as in an app.
 */

const reactModules: ModuleScope = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
};

/** The library's full stylesheet (layout, colours, group frames), by the path code imports it with. */
export const fullStylesheet = 'react-querybuilder/dist/query-builder.css';
const layoutStylesheet = 'react-querybuilder/dist/query-builder-layout.css';

/**
 * The modules to load for code importing `specifiers`: code that imports the library but neither of its stylesheets
 * gets the full one besides, the look the docs' examples show (most leave the import out, as the page around them
 * says which sheet to import).
 */
export function withLibraryStylesheet(specifiers: readonly string[], scope: ModuleScope): readonly string[] {
  const importsOwnSheet = specifiers.some((specifier) => specifier.endsWith('.css') && Object.hasOwn(scope, specifier));
  return specifiers.includes('react-querybuilder') && !importsOwnSheet && Object.hasOwn(scope, fullStylesheet)
    ? [...specifiers, fullStylesheet]
    : specifiers;
}

/** react-querybuilder 7.7.1 and its drag-and-drop add-on: what v7 docs pages and the sandbox run. */
export const v7Scope: ModuleScope = {
  ...reactModules,
  'react-querybuilder': () => import('react-querybuilder'),
  [fullStylesheet]: () => import('react-querybuilder/dist/query-builder.css'),
  [layoutStylesheet]: () => import('react-querybuilder/dist/query-builder-layout.css'),
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
  'react-querybuilder': () => import('rqb8'),
  [fullStylesheet]: () => import('rqb8/dist/query-builder.css'),
  [layoutStylesheet]: () => import('rqb8/dist/query-builder-layout.css'),
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
