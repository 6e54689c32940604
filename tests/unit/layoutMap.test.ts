/*
 * README.md's layout map names every home: each folder directly under src/, plugins/, scripts/, tools/ and tests/,
 * and each module of config/. A folder added without a line in the map fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './importGraph';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const start = readme.indexOf('## Layout');
const map = readme.slice(start, readme.indexOf('\n## ', start + 1));

const foldersUnder = (dir: string) =>
  readdirSync(join(repoRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name);

/** Whether the map names `name` as a word (`lab/`, `queryLab (…`, `tests/unit/`). */
const named = (name: string) => new RegExp(`(^|[\\s/(,{])${name.replace(/[.]/g, '\\.')}([\\s/),}:]|$)`, 'm').test(map);

describe("README's layout map", () => {
  it.each(['src', 'plugins', 'scripts', 'tools', 'tests'])('names every folder of %s/', (dir) => {
    expect(foldersUnder(dir).filter((name) => !named(name))).toEqual([]);
  });

  it('names every module of config/', () => {
    const modules = readdirSync(join(repoRoot, 'config')).filter((file) => !/\.test\.ts$/.test(file));
    expect(modules.filter((file) => !named(file))).toEqual([]);
  });

  it('is found, and a folder it does not name would fail', () => {
    expect(map).toContain('docusaurus.config.ts');
    expect(named('lab')).toBe(true);
    expect(named('nowhere')).toBe(false);
  });
});
