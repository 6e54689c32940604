import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { typecheckSamples } from './typecheck';
import type { PlacedSample } from './workspace';

const dir = mkdtempSync(join(tmpdir(), 'typecheck-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function place(name: string, code: string, line: number, fragment = false): PlacedSample {
  const file = join(dir, `${name}.ts`);
  writeFileSync(file, `${code}\nexport {};\n`);
  return { lang: 'ts', meta: fragment ? 'fragment' : '', code, line, fragment, page: 'docs/page.md', file };
}

describe('typecheckSamples', () => {
  it('reports an error at the docs page line of the offending sample line', { timeout: 60_000 }, async () => {
    const samples = [
      place('good', 'const answer: number = 42;\nconsole.log(answer);', 3),
      place('bad', "const total = 1;\nconst label: number = 'many';\nconsole.log(total, label);", 10),
    ];
    const diagnostics = await typecheckSamples({ dir, samples });
    expect(diagnostics.map(d => d.where)).toEqual(['docs/page.md:11']);
    expect(diagnostics[0]?.message).toContain("Type 'string' is not assignable to type 'number'");
  });

  it('skips fragments and returns nothing when no sample is left', async () => {
    const fragment = place('fragment', "const broken: number = 'x';", 1, true);
    expect(await typecheckSamples({ dir, samples: [fragment] })).toEqual([]);
  });
});
