import { describe, expect, it, vi } from 'vitest';
import { evaluateModule, resolveModules, UnknownModuleError } from './moduleScope';

describe('resolveModules', () => {
  it('loads the listed modules, a stylesheet the scope offers among them, and resolves any other stylesheet to an empty module', async () => {
    const scope = {
      a: vi.fn(async () => ({ name: 'a' })),
      b: vi.fn(async () => ({ name: 'b' })),
      'a/own.css': vi.fn(async () => ({ sheet: 'own' })),
      'a/other.css': vi.fn(async () => ({ sheet: 'other' })),
    };
    await expect(resolveModules(['a', 'a/own.css', 'lib/style.css'], scope)).resolves.toEqual({
      a: { name: 'a' },
      'a/own.css': { sheet: 'own' },
      'lib/style.css': {},
    });
    expect(scope.b).not.toHaveBeenCalled();
    expect(scope['a/other.css']).not.toHaveBeenCalled();
  });

  it('rejects an unknown module, naming it and the available ones, without loading anything', async () => {
    const scope = { a: vi.fn(async () => ({})) };
    const attempt = resolveModules(['a', 'lodash'], scope);
    await expect(attempt).rejects.toBeInstanceOf(UnknownModuleError);
    await expect(attempt).rejects.toThrow('Cannot import "lodash" here. Available modules: a.');
    expect(scope.a).not.toHaveBeenCalled();
  });

  it('does not treat inherited object keys as modules', async () => {
    await expect(resolveModules(['toString'], {})).rejects.toBeInstanceOf(UnknownModuleError);
  });
});

describe('evaluateModule', () => {
  it('returns the default export, with dependencies from the given modules', () => {
    const exported = evaluateModule(`exports.default = require('math').double(21);`, {
      math: { double: (n: number) => n * 2 },
    });
    expect(exported).toBe(42);
  });

  it('throws what the module throws', () => {
    expect(() => evaluateModule(`throw new Error('boom');`, {})).toThrow('boom');
  });
});
