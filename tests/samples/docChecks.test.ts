// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/docSamples/check';
import { selectedSampleVersions } from '../../scripts/docSamples/versions';
import { prepareWorkspace, removeWorkspaces } from '../../scripts/docSamples/workspace';

/**
 * Claims as tests (README, "Code samples in the docs"): every `check` block runs with the library version its docs
 * document, in Node with jsdom's DOM, and must not throw. Shown or hidden, each sits beside the sentence it proves.
 * The `browser` blocks run in tests/samples/docBrowserChecks.test.ts, the `next` ones in docNextApps.test.ts.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// `DOC_SAMPLE_VERSIONS=current,7` (set by npm run test:quick) checks only those docs versions.
const versions = selectedSampleVersions();
const counts: string[] = [];

afterAll(() => {
  removeWorkspaces();
  process.stdout.write(`\nClaims checked by check blocks\n${counts.join('\n')}\n`);
}, 120_000);

describe.each(versions)('$label checks (react-querybuilder $libraryVersion)', (version) => {
  const checks = prepareWorkspace(version).samples.filter((sample) => sample.kind === 'check');
  if (checks.length > 0) counts.push(`${version.label.padEnd(10)} ${checks.length}`);
  if (checks.length === 0) it.skip('has no check blocks', () => {});

  it.each(checks.map((sample) => [`${sample.page}:${sample.line}`, sample] as const))(
    '%s holds',
    // A check that starts PostgreSQL (PGlite) in its own process needs seconds alone, minutes on a loaded machine.
    { timeout: 240_000 },
    async (_where, sample) => {
      await expect(runCheck(sample)).resolves.toBeUndefined();
    },
  );
});
