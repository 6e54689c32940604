import type { Classnames, RuleGroupTypeAny } from 'react-querybuilder';
import { flavourIds, flavours } from '../flavours/registry';
import { flavourCode, type FlavourCode } from '../flavours/registryCode';
import type { DemoFlavour } from './permalink';
import { changedOptions, queryBuilderFlags, layoutClassnames, type DemoOptions } from './options';
import { withoutIds } from './queryShape';
import { fieldsBody, fieldsImports, fieldsSource } from './fieldsSource';
import { projectPackageVersions } from '../sandbox/onlinePlaygrounds';
import { appStyles } from './appStyles';
import { libraryForOlderAddonsOfDocs, majorOfDocs, siteDocsVersion } from '../../config/docsVersions';

/** What App.tsx needs per flavour (the registry's code half); the packages come from the registry's flavour table. */
const flavourCodeOf = (flavour: DemoFlavour): FlavourCode['appCode'] =>
  flavour === 'default' ? { imports: [], wrappers: [] } : flavourCode[flavour].appCode;

const dndWrapper = 'QueryBuilderDnD dnd={{ ...ReactDnD, ...ReactDndHtml5Backend }}';
const indentLines = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line) => (line === '' ? line : ' '.repeat(spaces) + line))
    .join('\n');

/**
 * The library stylesheet App.tsx imports, with one line on when to take the other: the full one for the plain builder,
 * the layout-only one under a UI library, as the compatibility docs' samples import it.
 */
export function stylesheetImport(flavour: DemoFlavour): [comment: string, line: string] {
  return flavour === 'default'
    ? [
        "// Full stylesheet: layout plus colours and group frames. Under a UI library's theme, query-builder-layout.css (layout only).",
        "import 'react-querybuilder/dist/query-builder.css';",
      ]
    : [
        "// Layout only, so the UI library's theme draws every control; query-builder.css adds this demo's tinted group frames.",
        "import 'react-querybuilder/dist/query-builder-layout.css';",
      ];
}

/**
 * What the Code tab says under App.tsx when the demo draws the flavour differently from the code: Material UI follows
 * the site's colour mode through a theme the demo adds (src/flavours/material), Mantine through forceColorScheme
 * (src/flavours/mantine), and Bootstrap through data-bs-theme (src/flavours/bootstrap), its full-width controls sharing
 * a row through the demo's stylesheet (demo.module.css); App.tsx leaves these to the app.
 */
export const demoOnlyTheme: Partial<
  Record<DemoFlavour, { readonly text: string; readonly href: string; readonly link: string }>
> = {
  bootstrap: {
    text: 'The demo adds two things App.tsx leaves to your app: a rule that lets Bootstrap\'s full-width controls share a rule\'s row (.queryBuilder .rule > *, .queryBuilder .ruleGroup-header > * { width: auto; max-width: 100% }), and in dark mode data-bs-theme="dark" on an element around the builder.',
    link: 'Compatibility: Bootstrap gives both',
    href: '/docs/compat#bootstrap',
  },
  mantine: {
    text: 'In dark mode the demo passes forceColorScheme="dark" to MantineProvider, which App.tsx leaves to your app: as shown, it renders Mantine\'s light default.',
    link: 'Compatibility: Mantine gives the dark set-up',
    href: '/docs/compat#mantine',
  },
  material: {
    text: "In dark mode the demo gives MUI a dark theme of its own, which App.tsx leaves to your app: as shown, it renders MUI's light default.",
    link: 'Compatibility: MUI shows the dark set-up',
    href: '/docs/compat#mui-material-ui',
  },
};

/** The QueryBuilder element's props for the options and the flavour's own classnames, one per entry. */
function builderProps(options: DemoOptions, flavourClassnames: Partial<Classnames> = {}): string[] {
  const flags = queryBuilderFlags(options);
  const props = ['fields={fields}', 'query={query}', 'onQueryChange={setQuery}'];
  const changed = changedOptions(options);
  for (const [name, value] of Object.entries(flags)) {
    if (name in changed) props.push(value ? name : `${name}={false}`);
  }
  if (options.validateQuery) props.push('validator={defaultValidator}');
  const layout = layoutClassnames(options);
  const queryBuilder = [flavourClassnames.queryBuilder, layout].filter(Boolean).join(' ');
  const classnames = Object.entries({ ...flavourClassnames, ...(queryBuilder ? { queryBuilder } : {}) });
  if (classnames.length === 1) props.push(`controlClassnames={{ ${classnames[0]![0]}: '${classnames[0]![1]}' }}`);
  else if (classnames.length > 1)
    props.push(`controlClassnames={{\n${classnames.map(([name, value]) => `  ${name}: '${value}',`).join('\n')}\n}}`);
  return props;
}

/**
 * A complete App.tsx that reproduces the demo: the flavour's wrappers, drag and drop when it is on,
 * the options that differ from the library's defaults as props, and the current query as the start.
 */
export function appCode(flavour: DemoFlavour, options: DemoOptions, query: RuleGroupTypeAny): string {
  const { imports, wrappers, controlClassnames } = flavourCodeOf(flavour);
  const dnd = options.enableDragAndDrop;
  const allWrappers = dnd ? [...wrappers, dndWrapper] : [...wrappers];
  const libraryImports = ['QueryBuilder', ...(options.validateQuery ? ['defaultValidator'] : [])];
  const queryType = options.independentCombinators ? 'RuleGroupTypeIC' : 'RuleGroupType';

  const lines = [
    "import { useState } from 'react';",
    `import { ${libraryImports.join(', ')}, type ${queryType} } from 'react-querybuilder';`,
    ...stylesheetImport(flavour),
    ...imports,
    // The demo's look for its validation and layout options (App.css beside App.tsx).
    ...(appStyles(options) ? ["import './App.css';"] : []),
    ...(dnd
      ? [
          "import { QueryBuilderDnD } from '@react-querybuilder/dnd';",
          "import * as ReactDnD from 'react-dnd';",
          "import * as ReactDndHtml5Backend from 'react-dnd-html5-backend';",
        ]
      : []),
    "// The demo's field list, with names, labels, value editors and validators.",
    "import { fields } from './fields';",
    '',
    `const initialQuery: ${queryType} = ${JSON.stringify(withoutIds(query), null, 2)};`,
    '',
    'export default function App() {',
    `  const [query, setQuery] = useState<${queryType}>(initialQuery);`,
  ];

  const builder = `<QueryBuilder\n${builderProps(options, controlClassnames)
    .map((p) => indentLines(p, 2))
    .join('\n')}\n/>`;
  const tree = allWrappers.reduceRight(
    (inner, wrapper) => `<${wrapper}>\n${indentLines(inner, 2)}\n</${wrapper.split(' ')[0]}>`,
    builder,
  );
  lines.push('  return (', indentLines(tree, 4), '  );', '}');
  return `${lines.join('\n')}\n`;
}

/** The packages the generated App.tsx imports, in install order. */
export function appPackages(flavour: DemoFlavour, options: DemoOptions): string[] {
  const base = flavour === 'default' ? [] : [flavours[flavour].packageName, ...flavours[flavour].peerPackages];
  const dnd = options.enableDragAndDrop ? ['@react-querybuilder/dnd', 'react-dnd', 'react-dnd-html5-backend'] : [];
  return ['react-querybuilder', ...base, ...dnd];
}

export const packageManagers = [
  { id: 'npm', label: 'npm', add: 'npm i' },
  { id: 'yarn', label: 'Yarn', add: 'yarn add' },
  { id: 'pnpm', label: 'pnpm', add: 'pnpm add' },
  { id: 'bun', label: 'Bun', add: 'bun add' },
] as const;

export type PackageManager = (typeof packageManagers)[number]['id'];

const isLibraryPackage = (name: string) => name === 'react-querybuilder' || name.startsWith('@react-querybuilder/');

/**
 * A package as the install command names it, pinned to a major release: react-querybuilder and its add-ons at the
 * major the demo runs and its docs describe, the UI libraries at the major the demo runs. Unpinned, a package
 * manager installs the newest major, for which the App.tsx beside the command was not written.
 */
export function installSpecifier(name: string): string {
  const major = isLibraryPackage(name) ? majorOfDocs(siteDocsVersion) : demoPackageVersions[name]?.split('.')[0];
  return major === undefined ? name : `${name}@${major}`;
}

/**
 * The react-querybuilder release a reader's project needs beside a flavour whose add-on was published for an earlier
 * release of the line: the site's demos bridge that add-on to the site's release (src/flavours/compat), a reader's
 * project has no such bridge and would throw as soon as a rule shows.
 */
export function libraryReleaseFor(flavour: DemoFlavour): string | undefined {
  return flavour !== 'default' && flavours[flavour].bundling?.olderReactQuerybuilder
    ? libraryForOlderAddonsOfDocs(siteDocsVersion)
    : undefined;
}

/** The install command for the generated App.tsx with `manager`. */
export function appInstallCommand(flavour: DemoFlavour, options: DemoOptions, manager: PackageManager = 'npm'): string {
  const add = packageManagers.find((m) => m.id === manager)?.add ?? 'npm i';
  const library = libraryReleaseFor(flavour);
  const specifier = (name: string) =>
    name === 'react-querybuilder' && library ? `${name}@${library}` : installSpecifier(name);
  return [add, ...appPackages(flavour, options).map(specifier)].join(' ');
}

/**
 * Versions an exported project pins for the demo's packages: the sandbox's table of what this site runs
 * (the test checks them against package.json), React itself aside, which the project templates bring.
 */
export const demoPackageVersions: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(projectPackageVersions).filter(([name]) => name !== 'react' && name !== 'react-dom'),
);

/** What an online playground needs besides App.tsx: the fields module, App.css and the packages to install. */
export function appProjectExtras(flavour: DemoFlavour, options: DemoOptions) {
  const css = appStyles(options);
  return {
    files: { 'src/fields.ts': fieldsSource, ...(css ? { 'src/App.css': css } : {}) },
    dependencies: Object.fromEntries(
      appPackages(flavour, options).map((name) => [
        name,
        (name === 'react-querybuilder' ? libraryReleaseFor(flavour) : undefined) ??
          demoPackageVersions[name] ??
          'latest',
      ]),
    ),
  };
}

/** Why the sandbox cannot run a flavour's Code tab App, for the flavours it cannot; the Code tab says so. */
export const sandboxUnavailable: Readonly<Partial<Record<DemoFlavour, string>>> = {
  // The preview frame has an opaque origin, and the font request it makes for Bootstrap Icons is refused (CORS).
  bootstrap:
    "This site's sandbox cannot load the Bootstrap Icons font this App's buttons use: open it in StackBlitz or CodeSandbox.",
};

/** Flavours whose Code tab App /sandbox runs (its module scope holds all eight); the tests keep this in step. */
export const sandboxFlavours: readonly DemoFlavour[] = (['default', ...flavourIds] as const).filter(
  (id) => sandboxUnavailable[id] === undefined,
);

/**
 * App.tsx as one module for /sandbox, which runs a single file: the fields are written inline
 * where the Code tab's App.tsx imports them, and App.css becomes a style element.
 */
export function sandboxAppCode(flavour: DemoFlavour, options: DemoOptions, query: RuleGroupTypeAny): string {
  const css = appStyles(options);
  let code = appCode(flavour, options, query);
  if (css) {
    code = code
      .replace("import './App.css';\n", '')
      .replace(
        '\nexport default function App',
        `\nconst appCss = ${JSON.stringify(css)};\n\nexport default function App`,
      )
      .replace(/ {2}return \(\n([\s\S]*)\n {2}\);\n\}\n$/, (_whole, tree: string) =>
        [
          '  return (',
          '    <>',
          '      <style>{appCss}</style>',
          tree.replace(/^/gm, '  '),
          '    </>',
          '  );',
          '}',
          '',
        ].join('\n'),
      );
  }
  const body = fieldsBody.replace('export const fields', 'const fields');
  return code
    .replace(
      "// The demo's field list, with names, labels, value editors and validators.\nimport { fields } from './fields';\n",
      '',
    )
    .replace('\nconst initialQuery', `\n${body}\nconst initialQuery`)
    .replace(
      /^import 'react-querybuilder\/dist\/query-builder(-layout)?\.css';$/m,
      (line) => `${line}\n${fieldsImports}`,
    );
}
