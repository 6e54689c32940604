import { describe, expect, it, vi } from 'vitest';
import { siteLibraryVersion } from '../../../config/docsVersions';
import { consoleMessage, installConsoleUtilities } from './install';

describe('installConsoleUtilities', () => {
  it('exposes the eight export and import utilities, pausing before each, and logs one message naming each', async () => {
    const target: Record<string, unknown> = {};
    const log = vi.fn();
    const pause = vi.fn(() => Promise.resolve());
    const names = await installConsoleUtilities(target, { log }, pause);
    expect(pause).toHaveBeenCalledTimes(8);
    expect(names.sort()).toEqual(
      [
        'formatQuery',
        'parseCEL',
        'parseJSONata',
        'parseJsonLogic',
        'parseMongoDB',
        'parseSpEL',
        'parseSQL',
        'transformQuery',
      ].sort(),
    );
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

  it('suggests a call that actually works', () => {
    expect(consoleMessage(['formatQuery'])).toMatch(/Try: formatQuery\(parseSQL\(/);
  });
});
