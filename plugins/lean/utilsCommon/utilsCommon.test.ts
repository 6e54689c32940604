import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as lean from './utilsCommon.mjs';

const require = createRequire(import.meta.url);
const original = require('@docusaurus/utils-common') as Record<string, unknown>;

describe('the browser build of @docusaurus/utils-common', () => {
  it('exports what the package exports, the same values', () => {
    expect(Object.keys(lean).sort()).toEqual(
      Object.keys(original)
        .filter((key) => key !== '__esModule')
        .sort(),
    );
    for (const [key, value] of Object.entries(lean)) expect(value, key).toBe(original[key]);
  });
});
