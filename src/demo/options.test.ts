import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import {
  allDemoOptions,
  changedOptions,
  defaultDemoOptions,
  demoOptionIds,
  demoOptionInfo,
  isDemoOptionId,
  layoutClassnames,
  optionDocsLabel,
  queryBuilderFlags,
} from './options';

/** The heading ids of a v7 docs page (the version the demo runs), as Docusaurus derives them. */
function headingIds(page: string): Set<string> {
  const markdown = readFileSync(path.join(__dirname, '../../versioned_docs/version-7', `${page}.md`), 'utf8');
  const slugger = createSlugger();
  const ids = new Set<string>();
  for (const [, text = ''] of markdown.matchAll(/^#{2,6} (.+)$/gm)) {
    const explicit = /\{#([\w-]+)\}\s*$/.exec(text);
    ids.add(explicit ? explicit[1]! : slugger.slug(text.replace(/`/g, '').trim()));
  }
  return ids;
}

describe('demo options', () => {
  it('has the 20 options with labels and docs links', () => {
    expect(demoOptionIds).toHaveLength(20);
    for (const id of demoOptionIds) {
      expect(demoOptionInfo[id].label).not.toBe('');
      expect(demoOptionInfo[id].docs).toMatch(/^\/docs\//);
    }
  });

  it('links each option\'s "?" to a heading that exists, and names it after what that heading documents', () => {
    for (const id of demoOptionIds) {
      const [page = '', anchor] = demoOptionInfo[id].docs.replace(/^\/docs\//, '').split('#');
      if (anchor) expect(headingIds(page), `${id}: ${demoOptionInfo[id].docs}`).toContain(anchor);
      const { kind, documents } = demoOptionInfo[id];
      // A prop's link is named after the prop; a setting's after what the demo wires.
      if (kind === 'prop') expect(documents).toBeUndefined();
      expect(optionDocsLabel(id)).toBe(`Documentation of ${documents ?? `the ${id} prop`}`);
    }
    expect(optionDocsLabel('validateQuery')).toContain('validator prop');
    expect(optionDocsLabel('validateQuery')).not.toContain('validateQuery');
  });

  it('opens the demo from the v7 docs only with options it has, and from the sections readers land on', () => {
    const docs = path.join(__dirname, '../../versioned_docs/version-7');
    const pages = readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
    const links = pages.flatMap((file) =>
      [...readFileSync(path.join(docs, file), 'utf8').matchAll(/\]\(\/demo\?([^)#]+)\)/g)].map(([, query = '']) => ({
        file,
        params: [...new URLSearchParams(query)],
      })),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const { file, params } of links)
      for (const [key, value] of params) {
        expect(isDemoOptionId(key), `${file}: ?${key}`).toBe(true);
        expect(value, `${file}: ?${key}=${value}`).toMatch(/^(true|false)$/);
      }
    // Search and in-page links land on a prop's own section, far below the props table's links.
    const lines = readFileSync(path.join(docs, 'components/querybuilder.md'), 'utf8').split('\n');
    const slugger = createSlugger();
    const headings = lines.flatMap((line, index) => {
      const [, level = '', text = ''] = /^(#{2,6}) (.+)$/.exec(line) ?? [];
      if (!text) return [];
      const explicit = /\{#([\w-]+)\}\s*$/.exec(text);
      return [
        { index, level: level.length, id: explicit ? explicit[1]! : slugger.slug(text.replace(/`/g, '').trim()) },
      ];
    });
    for (const id of ['showLockButtons', 'independentCombinators'] as const) {
      const anchor = demoOptionInfo[id].docs.split('#')[1];
      const at = headings.findIndex((heading) => heading.id === anchor);
      expect(at, `${id}: #${anchor}`).toBeGreaterThan(-1);
      const next = headings.slice(at + 1).find((heading) => heading.level <= headings[at]!.level);
      const section = lines.slice(headings[at]!.index, next?.index).join('\n');
      expect(section, id).toContain(`(/demo?${id}=true)`);
    }
  });

  it('starts with the field, operator and reset behaviours of the library on', () => {
    expect(
      Object.entries(defaultDemoOptions)
        .filter(([, on]) => on)
        .map(([id]) => id),
    ).toEqual(['resetOnFieldChange', 'autoSelectField', 'autoSelectOperator']);
  });

  it('"select all" leaves the builder usable', () => {
    expect(allDemoOptions.disabled).toBe(false);
    expect(allDemoOptions.suppressStandardClassnames).toBe(false);
    expect(allDemoOptions.showBranches).toBe(true);
  });

  it('lists only what differs from the defaults', () => {
    expect(changedOptions(defaultDemoOptions)).toEqual({});
    expect(changedOptions({ ...defaultDemoOptions, showNotToggle: true, autoSelectField: false })).toEqual({
      showNotToggle: true,
      autoSelectField: false,
    });
  });

  it('passes props through and keeps demo settings out of them', () => {
    const flags = queryBuilderFlags({ ...defaultDemoOptions, validateQuery: true, parseNumbers: true });
    expect(flags).not.toHaveProperty('validateQuery');
    expect(flags).not.toHaveProperty('showBranches');
    // The query's form carries it (see queryShape.ts); the deprecated prop would log an error.
    expect(queryBuilderFlags({ ...defaultDemoOptions, independentCombinators: true })).not.toHaveProperty(
      'independentCombinators',
    );
    expect(flags).toMatchObject({ parseNumbers: true, resetOnFieldChange: true, showNotToggle: false });
  });

  it('turns layout settings into the library classes', () => {
    expect(layoutClassnames(defaultDemoOptions)).toBe('');
    expect(layoutClassnames({ ...defaultDemoOptions, justifiedLayout: true, showBranches: true })).toBe(
      'queryBuilder-justified queryBuilder-branches',
    );
  });
});
