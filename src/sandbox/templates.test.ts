import { describe, expect, it } from 'vitest';
import { transpileModule } from '../liveCode/transpile';
import { defaultTemplate, sandboxTemplates, templateFromSearch } from './templates';

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

describe('sandboxTemplates', () => {
  it('have unique ids and each compiles to a module with a default export', () => {
    expect(new Set(sandboxTemplates.map(t => t.id)).size).toBe(sandboxTemplates.length);
    for (const template of sandboxTemplates) {
      const result = transpileModule(template.code);
      expect(result.ok, template.id).toBe(true);
      if (result.ok) expect(result.code, template.id).toContain('exports.default');
    }
  });
});
