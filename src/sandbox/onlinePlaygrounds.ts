import { compressToBase64 } from 'lz-string';
import { addonVersionOfDocs, siteDocsVersion, siteLibraryVersion } from '../../config/docsVersions';
import type { LiveVersion } from '../liveCode/scopes';
import { flavours } from '../flavours/registry';
import { sandboxLibraries } from './libraries';

/**
 * Versions of the packages an exported project may need, equal to what this site runs
 * (onlinePlaygrounds.test.ts checks them against node_modules).
 */
export const projectPackageVersions: Readonly<Record<string, string>> = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  'react-querybuilder': siteLibraryVersion,
  '@react-querybuilder/dnd': addonVersionOfDocs(siteDocsVersion, '@react-querybuilder/dnd'),
  'react-dnd': '16.0.1',
  'react-dnd-html5-backend': '16.0.1',
  'react-dnd-touch-backend': '16.0.1',
  // Each flavour's add-on and UI library, at the versions the registry pins (and the site runs).
  ...Object.assign({}, ...Object.values(flavours).map((flavour) => flavour.versions)),
};

/** Packages an import pulls in besides itself (peer dependencies the app must install). */
const peersOf: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(Object.values(flavours).map((flavour) => [flavour.packageName, flavour.peerPackages])),
  '@react-querybuilder/dnd': ['react-dnd', 'react-dnd-html5-backend'],
  '@mui/material': ['@emotion/react', '@emotion/styled'],
  // Chakra UI 2 renders with emotion and animates with framer-motion, both its peers.
  '@chakra-ui/react': ['@emotion/react', '@emotion/styled', 'framer-motion'],
};

const devDependencies = { typescript: '5.9.3', vite: '7.3.8' };

/** What a caller adds to the project around App.tsx (the demo adds its fields module and flavour packages). */
export interface ProjectExtras {
  /** Path → content, next to src/App.tsx. */
  readonly files?: Readonly<Record<string, string>>;
  /** Package → version, added to (and winning over) the dependencies derived from the imports. */
  readonly dependencies?: Readonly<Record<string, string>>;
}

/** `react-querybuilder/parseSQL` → `react-querybuilder`; `@scope/pkg/x` → `@scope/pkg`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

// `… from 'm'` (imports and re-exports, type-only ones too: the project's tsc needs those packages), `import 'm'`,
// `import('m')` and `require('m')`. Each alternative stops at a quote, so the scan stays linear on any input. A CSS
// `@import "m"` (a comment naming a stylesheet's directive) imports nothing into the code.
const importForms =
  /\bfrom\s*(['"])([^'"\n]+)\1|(?<!@)\bimport\s*(['"])([^'"\n]+)\3|\b(?:import|require)\s*\(\s*(['"])([^'"\n]+)\5\s*\)/g;

/**
 * Module specifiers the App.tsx imports, each once. A scan rather than the transpiler, so the page that
 * offers the exports does not load Sucrase (the preview frame does the compiling).
 */
export function importedSpecifiers(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(importForms)) found.add(match[2] ?? match[4] ?? match[6]!);
  return [...found];
}

/** The dependencies of a Vite project running `appCode`, derived from its imports. */
export function projectDependencies(appCode: string): Record<string, string> {
  const imported = importedSpecifiers(appCode);
  const names = new Set(['react', 'react-dom', 'react-querybuilder']);
  for (const specifier of imported) {
    const name = packageOf(specifier);
    if (!Object.hasOwn(projectPackageVersions, name)) continue;
    names.add(name);
    for (const peer of peersOf[name] ?? []) names.add(peer);
  }
  return Object.fromEntries([...names].sort().map((name) => [name, projectPackageVersions[name]!]));
}

/**
 * What an exported project installs to match the preview's library: that react-querybuilder, and the add-ons the code
 * imports at that library's versions (version 8's Bootstrap add-on is the Next release, not the 7.x registry's).
 */
export function libraryDependencies(appCode: string, library: LiveVersion): Record<string, string> {
  const { version, addons } = sandboxLibraries[library];
  const imported = new Set(importedSpecifiers(appCode).map(packageOf));
  return {
    'react-querybuilder': version,
    ...Object.fromEntries(Object.entries(addons).filter(([name]) => imported.has(name))),
  };
}

/** A minimal Vite + React + TypeScript project around the sandbox's App.tsx, path → content. */
export function projectFiles(appCode: string, extras: ProjectExtras = {}): Record<string, string> {
  const dependencies = { ...projectDependencies(appCode), ...extras.dependencies };
  const packageJson = {
    name: 'react-querybuilder-sandbox',
    private: true,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies: Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    devDependencies,
  };
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head><meta charset="UTF-8" /><title>react-querybuilder sandbox</title></head>',
      '  <body>',
      '    <div id="root"></div>',
      '    <script type="module" src="/src/main.tsx"></script>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    'vite.config.ts':
      "import { defineConfig } from 'vite';\n\nexport default defineConfig({ esbuild: { jsx: 'automatic' } });\n",
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
        },
      },
      null,
      2,
    )}\n`,
    'src/main.tsx': [
      "import { StrictMode } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import App from './App';",
      '',
      "createRoot(document.getElementById('root')!).render(",
      '  <StrictMode>',
      '    <App />',
      '  </StrictMode>,',
      ');',
      '',
    ].join('\n'),
    ...extras.files,
    'src/App.tsx': appCode,
  };
}

export const stackBlitzAction = 'https://stackblitz.com/run?file=src/App.tsx';

/** Form fields of StackBlitz's POST API for the project. */
export function stackBlitzFields(appCode: string, extras?: ProjectExtras): Record<string, string> {
  const fields: Record<string, string> = {
    'project[title]': 'react-querybuilder sandbox',
    'project[description]': 'Exported from the react-querybuilder sandbox',
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(projectFiles(appCode, extras)))
    fields[`project[files][${path}]`] = content;
  return fields;
}

export const codeSandboxAction = 'https://codesandbox.io/api/v1/sandboxes/define?query=file=/src/App.tsx';

/** The `parameters` field of CodeSandbox's define API: the files, LZ-compressed, base64url without padding. */
export function codeSandboxParameters(appCode: string, extras?: ProjectExtras): string {
  const files = Object.fromEntries(
    Object.entries(projectFiles(appCode, extras)).map(([path, content]) => [path, { content }]),
  );
  return compressToBase64(JSON.stringify({ files })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
