import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { claimsUnder, countTable } from '../../scripts/docClaims/audit.mjs';

/**
 * The claims audit (README, "Code samples in the docs"): prints, per page of the Next and v7 docs, how many claims have
 * a check beside them, and holds the pages whose every behavioural claim was converted to a check at that: each claim
 * sentence there has a check beside it or is marked `<!-- advice -->`.
 */
const converted = [
  'dnd.md',
  'tips/nextjs.md',
  'tips/common-mistakes.md',
  'tips/custom-values.md',
  'recipes.md',
  'tips/saving-queries.md',
].flatMap((page) => [`docs/${page}`, `versioned_docs/version-7/${page}`]);

const claims = claimsUnder(['docs/', 'versioned_docs/version-7/']);

afterAll(() => {
  process.stdout.write(`\nClaims with a check beside them (npm run claims -- --count)\n${countTable(claims)}\n`);
});

describe('pages whose claims are all checked', () => {
  it.each(converted)('%s: every claim has a check beside it or is marked advice', (page) => {
    const unchecked = claims.filter((claim) => claim.page === page && !claim.covered && !claim.advice);
    expect(claims.some((claim) => claim.page === page)).toBe(true);
    expect(unchecked.map((claim) => `${claim.page}:${claim.line} ${claim.sentence}`)).toEqual([]);
  });
});

/** Phrases that speak of the docs' own test machinery, which a reader never sees (hidden checks, the samples suite). */
const machineryVoice =
  /\b(?:checked (?:in|with|above|below)\b|both checked|(?:the|our) checks? (?:beside|above|below)|checks beside them|one checked example|where each of these is checked|samples suite|test suite|our (?:checks|tests)\b)/i;

describe('reader-facing text', () => {
  it('never speaks of our checks (the prose of every Next and v7 page, outside code blocks)', () => {
    const offending: string[] = [];
    for (const root of ['docs', 'versioned_docs/version-7']) {
      for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
        if (!/\.mdx?$/.test(file)) continue;
        let fence: string | undefined;
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .forEach((line, index) => {
            const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
            if (marker && (fence === undefined || marker.startsWith(fence)))
              fence = fence === undefined ? marker : undefined;
            else if (fence === undefined && machineryVoice.test(line)) offending.push(`${root}/${file}:${index + 1}`);
          });
      }
    }
    expect(offending).toEqual([]);
  });

  it('catches the phrases it is meant to catch', () => {
    for (const phrase of [
      '(checked in [Set-up](#setup))',
      'keeps the drop line (both checked above)',
      'The checks beside them run',
    ])
      expect(machineryVoice.test(phrase)).toBe(true);
    expect(machineryVoice.test('the checkbox is checked when the value is true')).toBe(false);
  });
});
