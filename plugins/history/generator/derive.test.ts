import { describe, expect, it } from 'vitest';
import { deriveHistory, presentIn, registryGaps, valueChange } from './derive.mjs';

const release = (version: string, items: Record<string, boolean>) => ({
  version,
  items: Object.fromEntries(
    Object.entries(items).map(([id, deprecated]) => [id, { kind: 'function' as const, deprecated }]),
  ),
});

/** A release whose one prop accepts the given literals (undefined: a type that is no list of literals). */
const withValues = (version: string, values?: string[]) => ({
  version,
  items: { 'prop:parseNumbers': { kind: 'prop' as const, deprecated: false, ...(values ? { values } : {}) } },
});

describe('the values a prop or option gained or lost', () => {
  it('records the release that added literals and the one that dropped one, and nothing in between', () => {
    const derived = deriveHistory([
      withValues('7.6.1', ['enhanced', 'native', 'strict']),
      withValues('7.7.0', ['enhanced', 'enhanced-limited', 'native', 'native-limited', 'strict', 'strict-limited']),
      withValues('7.7.5', ['enhanced', 'enhanced-limited', 'native', 'native-limited', 'strict', 'strict-limited']),
      withValues('8.0.0', ['enhanced', 'enhanced-limited', 'native-limited', 'strict', 'strict-limited']),
    ]);
    expect(derived['prop:parseNumbers']).toEqual({
      kind: 'prop',
      added: '7.6.1',
      values: [
        { version: '7.7.0', added: ['enhanced-limited', 'native-limited', 'strict-limited'] },
        { version: '8.0.0', removed: ['native'] },
      ],
    });
  });

  it('counts the literals a plain boolean gains, but not a change from or to a type that is no list of literals', () => {
    expect(valueChange([], ['strict'])).toEqual({ added: ['strict'] });
    expect(valueChange(['native', 'strict'], undefined)).toBeUndefined();
    expect(valueChange(undefined, ['strict'])).toBeUndefined();
    expect(valueChange(['native'], ['native'])).toBeUndefined();
  });

  it('compares only releases that both have the item', () => {
    const derived = deriveHistory([
      withValues('7.0.1', ['native']),
      { version: '7.1.0', items: {} },
      withValues('7.2.0', ['native', 'strict']),
    ]);
    expect(derived['prop:parseNumbers']?.values).toBeUndefined();
  });
});

describe('deriveHistory', () => {
  it('finds the first release, the deprecation still in force and the removal', () => {
    const derived = deriveHistory([
      release('7.0.1', { 'export:a': false, 'export:b': false }),
      release('7.1.0', { 'export:a': true, 'export:b': false }),
      release('8.0.0', { 'export:b': true, 'export:c': false }),
    ]);
    expect(derived).toEqual({
      'export:a': { kind: 'function', added: '7.0.1', deprecated: '7.1.0', removed: '8.0.0' },
      'export:b': { kind: 'function', added: '7.0.1', deprecated: '8.0.0' },
      'export:c': { kind: 'function', added: '8.0.0' },
    });
  });

  it('forgets a deprecation that was lifted', () => {
    const derived = deriveHistory([release('7.0.1', { 'export:a': true }), release('7.1.0', { 'export:a': false })]);
    expect(derived['export:a']).toEqual({ kind: 'function', added: '7.0.1' });
  });

  it('orders releases by semantic version, not as text (8.10.0 after 8.9.2)', () => {
    const derived = deriveHistory([
      release('8.10.0', { 'export:a': false }),
      release('8.9.2', {}),
      release('8.2.0', { 'export:a': false }),
    ]);
    expect(derived['export:a']).toEqual({
      kind: 'function',
      added: '8.2.0',
      spans: [
        ['8.2.0', '8.9.2'],
        ['8.10.0', null],
      ],
    });
  });

  it('keeps an item that left and came back as spans, and presentIn follows them', () => {
    const item = deriveHistory([
      release('8.12.0', { 'member:RqbState.asyncOptionLists': false }),
      release('8.13.0', {}),
      release('8.22.4', {}),
      release('8.22.5', { 'member:RqbState.asyncOptionLists': false }),
    ])['member:RqbState.asyncOptionLists']!;
    expect(item.spans).toEqual([
      ['8.12.0', '8.13.0'],
      ['8.22.5', null],
    ]);
    expect(['8.12.0', '8.13.0', '8.22.4', '8.22.5'].map((v) => presentIn(item, v))).toEqual([true, false, false, true]);
  });
});

describe('registryGaps', () => {
  it('names the changelog releases the registry lacks, then what semantic versioning implies', () => {
    const read = ['7.4.0', '7.4.4', '8.5.0', '8.6.1', '8.8.1', '8.8.3', '8.9.0', '8.11.2'];
    expect(registryGaps(read, ['7.4.0', '7.4.1', '7.4.4', '8.5.0'])).toEqual([
      '7.4.1',
      '8.6.0',
      '8.7.0',
      '8.8.0',
      '8.8.2',
      '8.10.0',
      '8.11.0',
      '8.11.1',
    ]);
  });

  it('before the releases the changelog covers, names what semantic versioning implies, and nothing before the first read', () => {
    expect(registryGaps(['6.1.0', '6.1.4', '6.2.0', '6.5.0', '6.5.3'], ['6.5.0', '6.5.1', '6.5.2', '6.5.3'])).toEqual([
      '6.1.1',
      '6.1.2',
      '6.1.3',
      '6.3.0',
      '6.4.0',
      '6.5.1',
      '6.5.2',
    ]);
  });
});
