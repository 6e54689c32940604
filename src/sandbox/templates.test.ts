import { nextLibraryVersion, siteLibraryVersion } from '../../config/docsVersions';
import { describe, expect, it } from 'vitest';
import { transpileModule } from '../liveCode/transpile';
import { flavourIds } from '../flavours/registry';
import { flavoursImportedBy } from './flavourTemplates';
import { defaultTemplate, docsSampleTemplate, sandboxRequest, sandboxTemplates, templateFromSearch } from './templates';

describe('templateFromSearch', () => {
  it('reads ?template= and its short form ?t=', () => {
    expect(templateFromSearch('?template=validation').template.id).toBe('validation');
    expect(templateFromSearch('?t=dnd').template.id).toBe('dnd');
    expect(templateFromSearch('?t=Material').template.id).toBe('material');
  });

  it('accepts the longer names of templates', () => {
    expect(templateFromSearch('?t=drag-and-drop').template.id).toBe('dnd');
  });

  it('falls back to the default template, reporting an unknown name', () => {
    expect(templateFromSearch('')).toEqual({ template: defaultTemplate });
    expect(templateFromSearch('?template=nope')).toEqual({ template: defaultTemplate, unknownId: 'nope' });
  });
});

describe('sandboxRequest', () => {
  it('gives each of the eight flavours its own template, whose code uses that flavour', () => {
    for (const id of flavourIds) {
      const { template, unknownId } = sandboxRequest(`?t=${id}`);
      expect(template.id).toBe(id);
      expect(unknownId).toBeUndefined();
      expect(flavoursImportedBy(template.code)).toEqual([id]);
      expect(template.native).toBeUndefined();
    }
  });

  it('gives t=native the React Native template, marked as not runnable here', () => {
    const { template } = sandboxRequest('?t=native');
    expect(template).toMatchObject({ id: 'native', native: true });
    expect(template.code).toContain("from '@react-querybuilder/native'");
    expect(sandboxRequest('?t=react-native').template.id).toBe('native');
  });

  it('reads the playground to offer from ?p=, with any template', () => {
    expect(sandboxRequest('?t=bootstrap&p=stackblitz')).toMatchObject({
      template: { id: 'bootstrap' },
      playground: 'stackblitz',
    });
    expect(sandboxRequest('?p=CodeSandbox')).toEqual({
      template: defaultTemplate,
      library: 'v7',
      playground: 'codesandbox',
    });
    expect(sandboxRequest('?t=chakra')).toEqual({
      template: sandboxTemplates.find((t) => t.id === 'chakra'),
      library: 'v7',
    });
  });

  it('reports unknown templates and playgrounds, keeping the default template', () => {
    expect(sandboxRequest('?t=semantic&p=jsfiddle&v=9')).toEqual({
      template: defaultTemplate,
      unknownId: 'semantic',
      library: 'v7',
      unknownLibrary: '9',
      unknownPlayground: 'jsfiddle',
    });
    expect(sandboxRequest('?t=&p=&v=')).toEqual({ template: defaultTemplate, library: 'v7' });
  });

  it('reads the library version from ?v=, by major or full version', () => {
    for (const value of ['8', 'v8', nextLibraryVersion, ' V8 '])
      expect(sandboxRequest(`?v=${value}`).library).toBe('v8');
    for (const value of ['7', siteLibraryVersion]) expect(sandboxRequest(`?v=${value}`).library).toBe('v7');
    expect(sandboxRequest('?v=8.22.4')).toMatchObject({ library: 'v7', unknownLibrary: '8.22.4' });
  });
});

describe('flavoursImportedBy', () => {
  it('finds flavour packages by import, side-effect import or require, and nothing else', () => {
    expect(flavoursImportedBy("import { x } from '@react-querybuilder/mantine';")).toEqual(['mantine']);
    expect(flavoursImportedBy('import "@react-querybuilder/bulma";')).toEqual(['bulma']);
    expect(flavoursImportedBy("const m = require('@react-querybuilder/material');")).toEqual(['material']);
    expect(flavoursImportedBy("import { x } from '@react-querybuilder/materialish';")).toEqual([]);
    expect(flavoursImportedBy("import '@mantine/core/styles.css';")).toEqual([]);
  });
});

describe('sandboxTemplates', () => {
  it('have unique ids and each compiles to a module with a default export', () => {
    expect(new Set(sandboxTemplates.map((t) => t.id)).size).toBe(sandboxTemplates.length);
    for (const template of sandboxTemplates) {
      const result = transpileModule(template.code);
      expect(result.ok, template.id).toBe(true);
      if (result.ok) expect(result.code, template.id).toContain('exports.default');
    }
  });
});

describe('a docs sample', () => {
  it('is read from ?from=&title=, and becomes a template named after its page', () => {
    const { docsSource } = sandboxRequest('?v=8&from=/docs/next/dnd&title=Drag%20and%20drop');
    expect(docsSource).toEqual({ path: '/docs/next/dnd', title: 'Drag and drop' });
    expect(docsSampleTemplate(docsSource!, 'code')).toEqual({
      id: 'docs',
      label: 'From the docs: Drag and drop',
      code: 'code',
      group: 'docs',
    });
    expect(sandboxRequest('?t=dnd').docsSource).toBeUndefined();
  });
});
