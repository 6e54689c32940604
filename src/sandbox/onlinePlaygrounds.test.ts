import { readFileSync } from 'node:fs';
import { decompressFromBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import {
  codeSandboxParameters,
  packageOf,
  projectDependencies,
  projectFiles,
  projectPackageVersions,
  stackBlitzFields,
} from './onlinePlaygrounds';
import { sandboxTemplates } from './templates';

const codeOf = (id: string) => sandboxTemplates.find(template => template.id === id)!.code;

describe('projectPackageVersions', () => {
  it('match the versions this site runs', () => {
    for (const [name, version] of Object.entries(projectPackageVersions)) {
      const installed = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string };
      expect(installed.version, name).toBe(version);
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
    expect(Object.keys(projectDependencies(codeOf('chakra')))).toEqual([
      '@chakra-ui/react',
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
      '@react-querybuilder/material': '7.7.1',
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
