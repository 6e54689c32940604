import { describe, expect, it } from 'vitest';
import { parseTscOutput } from './typecheck';
import type { PlacedSample } from './workspace';

const sample = { page: 'docs/intro.md', line: 10, file: '/w/samples/docs_intro_L10.tsx' } as PlacedSample;

describe('parseTscOutput', () => {
  it('maps diagnostics to docs page lines and keeps continuation lines', () => {
    const output = [
      "samples/docs_intro_L10.tsx(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      "  Type 'x' is not assignable.",
      "node_modules/some-lib/index.d.ts(1,1): error TS1005: ';' expected.",
      "error TS5023: Unknown compiler option 'foo'.",
    ].join('\n');
    expect(parseTscOutput(output, '/w', new Map([[sample.file, sample]]))).toEqual([
      {
        where: 'docs/intro.md:12',
        message: "TS2322: Type 'string' is not assignable to type 'number'.\nType 'x' is not assignable.",
      },
      { where: 'program', message: "error TS5023: Unknown compiler option 'foo'." },
    ]);
  });
});
