import { describe, expect, it } from 'vitest';
import { pathWithoutBase } from './docsSourcePath';

describe('pathWithoutBase', () => {
  it('drops the base URL a permalink starts with, and nothing else', () => {
    expect(pathWithoutBase('/docs/dnd', '/')).toBe('/docs/dnd');
    expect(pathWithoutBase('/site/docs/dnd', '/site/')).toBe('/docs/dnd');
    expect(pathWithoutBase('/docs/dnd', '/site/')).toBe('/docs/dnd');
  });
});
