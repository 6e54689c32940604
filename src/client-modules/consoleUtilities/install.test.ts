import { describe, expect, it, vi } from 'vitest';
import { nextLibraryVersion, siteLibraryVersion } from '../../../config/docsVersions';
import { consoleMessage, installConsoleUtilities } from './install';
import { consoleLibraryOfPath } from './library';

const v7Names = [
  'formatQuery',
  'parseCEL',
  'parseJSONata',
  'parseJsonLogic',
  'parseMongoDB',
  'parseSpEL',
  'parseSQL',
  'transformQuery',
];

describe('installConsoleUtilities', () => {
  it('exposes the eight export and import utilities, pausing before each, and logs one message naming each', async () => {
    const target: Record<string, unknown> = {};
    const log = vi.fn();
    const pause = vi.fn(() => Promise.resolve());
    const names = await installConsoleUtilities(target, { log }, pause);
    expect(pause).toHaveBeenCalledTimes(8);
    expect([...names].sort()).toEqual([...v7Names].sort());
    for (const name of names) expect(typeof target[name]).toBe('function');
    expect(log).toHaveBeenCalledTimes(1);
    for (const name of names) expect(log.mock.calls[0]?.[0]).toContain(`${name}()`);
    expect(log.mock.calls[0]?.[0]).toContain(`react-querybuilder ${siteLibraryVersion} utilities`);
  });

  it('installs the real library: a SQL string round-trips through parseSQL and formatQuery', async () => {
    const target: Record<string, (...args: never[]) => unknown> = {};
    await installConsoleUtilities(target, { log: () => {} });
    const parse = target.parseSQL as (sql: string) => unknown;
    const format = target.formatQuery as (query: unknown, options: object) => string;
    expect(format(parse("firstName = 'Steve' and age > 30"), { format: 'sql', parseNumbers: true })).toBe(
      "(firstName = 'Steve' and age > 30)",
    );
  });

  it("swaps in 8.24.1's utilities for the Next docs, removing the ones 8.24.1's set lacks, and back", async () => {
    const target: Record<string, unknown> = {};
    const log = vi.fn();
    await installConsoleUtilities(target, { log });
    const v8 = await installConsoleUtilities(target, { log }, undefined, 'v8');
    expect(Object.keys(target).sort()).toEqual([...v8].sort());
    expect(target).not.toHaveProperty('parseSpEL');
    expect(log.mock.calls[1]?.[0]).toContain(`react-querybuilder ${nextLibraryVersion} utilities`);
    // mongodb_query is an 8.x format: 7.7.1 gives an empty string for a format it does not know.
    const format = (query: unknown) =>
      (target.formatQuery as (q: unknown, f: string) => unknown)(query, 'mongodb_query');
    const query = { combinator: 'and', rules: [{ field: 'age', operator: '>', value: 30 }] };
    expect(format(query)).toEqual({ age: { $gt: 30 } });
    await installConsoleUtilities(target, { log });
    expect(format(query)).toBe('');
    expect(Object.keys(target).sort()).toEqual([...v7Names].sort());
  });

  it('suggests a call that actually works', () => {
    expect(consoleMessage(['formatQuery'])).toMatch(/Try: formatQuery\(parseSQL\(/);
  });
});

describe('consoleLibraryOfPath', () => {
  it('gives the Next docs 8.24.1 and every other page 7.7.1', () => {
    expect(consoleLibraryOfPath('/docs/next')).toBe('v8');
    expect(consoleLibraryOfPath('/docs/next/utils/export')).toBe('v8');
    expect(consoleLibraryOfPath('/base/docs/next/intro')).toBe('v8');
    expect(consoleLibraryOfPath('/docs/nextjs')).toBe('v7');
    expect(consoleLibraryOfPath('/docs/intro')).toBe('v7');
    expect(consoleLibraryOfPath('/demo')).toBe('v7');
  });
});
