import { describe, expect, it } from 'vitest';
import { hasFlag } from './metaFlags';

describe('hasFlag', () => {
  it('finds a flag among other words and attributes, not inside a quoted value or a longer word', () => {
    expect(hasFlag('live', 'live')).toBe(true);
    expect(hasFlag('title="App.tsx" live showLineNumbers', 'live')).toBe(true);
    expect(hasFlag('title="a live demo"', 'live')).toBe(false);
    expect(hasFlag("title='live'", 'live')).toBe(false);
    expect(hasFlag('livelier', 'live')).toBe(false);
    expect(hasFlag('', 'live')).toBe(false);
  });
});
