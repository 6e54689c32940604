import { afterAll, describe, expect, it } from 'vitest';
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
