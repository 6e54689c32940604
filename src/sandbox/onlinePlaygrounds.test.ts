import { nextLibraryVersion, siteLibraryVersion } from '../../config/docsVersions';
import { readFileSync } from 'node:fs';
import { decompressFromBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import {
  codeSandboxParameters,
  importedSpecifiers,
  libraryDependencies,
  packageOf,
  projectDependencies,
  projectFiles,
  projectPackageVersions,
  stackBlitzFields,
} from './onlinePlaygrounds';
import { transpileModule } from '../liveCode/transpile';
import { sandboxTemplates } from './templates';
import { sandboxLibraries } from './libraries';
import { sandboxScopes } from './sandboxScopes';

const codeOf = (id: string) => sandboxTemplates.find((template) => template.id === id)!.code;

describe('projectPackageVersions', () => {
  it('match the versions this site runs', () => {
    for (const [name, version] of Object.entries(projectPackageVersions)) {
      const installed = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string };
      expect(installed.version, name).toBe(version);
    }
  });
});

describe('importedSpecifiers', () => {
  it('finds every form of import once, type-only ones included', () => {
    const source = [
      "import React, { useState } from 'react';",
      'import {',
      '  QueryBuilder,',
      '  type Field,',
      "} from 'react-querybuilder';",
      "import * as ReactDnD from 'react-dnd';",
      'import "bulma/css/bulma.min.css";',
      "import type { Theme } from '@mui/material';",
      "export { x } from '@react-querybuilder/dnd';",
      "const lazy = import('react-dnd-html5-backend');",
      "const old = require('dayjs');",
      "import { useState as again } from 'react';",
      '// The stylesheet starts with @import "tailwindcss"; (CSS, not an import of this file)',
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual([
      'react',
      'react-querybuilder',
      'react-dnd',
      'bulma/css/bulma.min.css',
      '@mui/material',
      '@react-querybuilder/dnd',
      'react-dnd-html5-backend',
      'dayjs',
    ]);
  });

  it('scans hostile input in one pass', () => {
    // A backtracking scan would take minutes over this; the test's own timeout is the check.
    const hostile = `import ${"from 'x".repeat(20_000)}${'import '.repeat(20_000)}${' '.repeat(100_000)}`;
    expect(importedSpecifiers(hostile)).toEqual(['xfrom ']);
  });

  it('agrees with the transpiler on every template', () => {
    for (const template of sandboxTemplates) {
      const transpiled = transpileModule(template.code);
      if (!transpiled.ok) throw new Error(template.id);
      expect(new Set(importedSpecifiers(template.code)), template.id).toEqual(
        new Set(transpiled.imports.filter((name) => name !== 'react/jsx-runtime')),
      );
    }
  });
});

describe('projectDependencies', () => {
  it('always has React and the library, plus what the code imports with its peers', () => {
    expect(Object.keys(projectDependencies(codeOf('basic')))).toEqual(['react', 'react-dom', 'react-querybuilder']);
    expect(Object.keys(projectDependencies(codeOf('dnd')))).toEqual([
      '@react-querybuilder/dnd',
      'react',
      'react-dnd',
      'react-dnd-html5-backend',
      'react-dom',
      'react-querybuilder',
    ]);
    // The Chakra add-on's peers, its icons among them, come with it.
    expect(Object.keys(projectDependencies(codeOf('chakra')))).toEqual([
      '@chakra-ui/icons',
      '@chakra-ui/react',
      '@chakra-ui/system',
      '@emotion/react',
      '@emotion/styled',
      '@react-querybuilder/chakra',
      'framer-motion',
      'react',
      'react-dom',
      'react-querybuilder',
    ]);
    expect(projectDependencies(codeOf('bootstrap'))).toMatchObject({ bootstrap: '5.3.9', 'bootstrap-icons': '1.13.2' });
    expect(projectDependencies(codeOf('material'))).toMatchObject({
      '@react-querybuilder/material': siteLibraryVersion,
      '@mui/material': '7.3.11',
      '@emotion/react': '11.14.0',
    });
  });

  it('maps subpath imports to their package', () => {
    expect(packageOf('react-querybuilder/parseSQL')).toBe('react-querybuilder');
    expect(packageOf('@react-querybuilder/dnd')).toBe('@react-querybuilder/dnd');
    expect(packageOf('@mui/material/Button')).toBe('@mui/material');
  });
});

describe('libraryDependencies', () => {
  const bootstrapApp = "import { QueryBuilderBootstrap } from '@react-querybuilder/bootstrap';";

  it("installs the preview's library, and version 8's add-ons at its release only when the code imports them", () => {
    expect(libraryDependencies(codeOf('basic'), 'v7')).toEqual({ 'react-querybuilder': siteLibraryVersion });
    expect(libraryDependencies(codeOf('basic'), 'v8')).toEqual({ 'react-querybuilder': nextLibraryVersion });
    expect(libraryDependencies(bootstrapApp, 'v8')).toEqual({
      'react-querybuilder': nextLibraryVersion,
      '@react-querybuilder/bootstrap': nextLibraryVersion,
    });
    // Winning over the 7.x registry's version, as the project's extras do.
    expect({ ...projectDependencies(bootstrapApp), ...libraryDependencies(bootstrapApp, 'v8') }).toMatchObject({
      '@react-querybuilder/bootstrap': nextLibraryVersion,
    });
  });

  it("names the add-ons the version's sandbox scope loads, at the versions installed under their aliases", () => {
    const addons = sandboxLibraries.v8.addons;
    for (const name of Object.keys(addons)) expect(Object.hasOwn(sandboxScopes.v8, name), name).toBe(true);
    const installed = JSON.parse(readFileSync('node_modules/rqb8-bootstrap/package.json', 'utf8')) as {
      name: string;
      version: string;
    };
    expect(addons[installed.name]).toBe(installed.version);
  });
});

describe('exported projects', () => {
  it('carry the App.tsx unchanged and a runnable package.json', () => {
    const files = projectFiles(codeOf('basic'));
    expect(files['src/App.tsx']).toBe(codeOf('basic'));
    expect(JSON.parse(files['package.json']!).scripts.dev).toBe('vite');
    expect(files['index.html']).toContain('/src/main.tsx');
  });

  it('become StackBlitz form fields', () => {
    const fields = stackBlitzFields(codeOf('basic'));
    expect(fields['project[template]']).toBe('node');
    expect(fields['project[files][src/App.tsx]']).toBe(codeOf('basic'));
  });

  it('become CodeSandbox parameters that decode back to the files', () => {
    const parameters = codeSandboxParameters(codeOf('dnd'));
    expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
    const decoded = JSON.parse(decompressFromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4))) as {
      files: Record<string, { content: string }>;
    };
    expect(decoded.files['src/App.tsx']!.content).toBe(codeOf('dnd'));
  });
});
