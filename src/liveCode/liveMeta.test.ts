import { describe, expect, it } from 'vitest';
import { isLiveMeta, liveVersionFor, liveVersionOfDocs } from './liveMeta';

describe('isLiveMeta', () => {
  it('finds the word live among other meta', () => {
    expect(isLiveMeta('live')).toBe(true);
    expect(isLiveMeta('title="App.tsx" live')).toBe(true);
    expect(isLiveMeta('live showLineNumbers')).toBe(true);
  });

  it('ignores fences without it', () => {
    expect(isLiveMeta(undefined)).toBe(false);
    expect(isLiveMeta('title="delivery.ts"')).toBe(false);
    expect(isLiveMeta('livelier')).toBe(false);
  });
});

describe('liveVersionFor', () => {
  it('runs version 8 on the Next docs and version 7 elsewhere', () => {
    expect(liveVersionFor('current')).toBe('v8');
    expect(liveVersionFor('7')).toBe('v7');
    expect(liveVersionFor(undefined)).toBe('v7');
  });
});

describe('liveVersionOfDocs', () => {
  it('gives a docs version the library of its major, and none to versions neither documents', () => {
    expect(liveVersionOfDocs('current')).toBe('v8');
    expect(liveVersionOfDocs('7')).toBe('v7');
    expect(liveVersionOfDocs('6')).toBeUndefined();
    expect(liveVersionOfDocs('unknown')).toBeUndefined();
    expect(liveVersionOfDocs(undefined)).toBeUndefined();
  });
});
