import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { outputsMatch, runSample } from '../../scripts/docSamples/run';
import { typecheckSamples } from '../../scripts/docSamples/typecheck';
import { selectedSampleVersions } from '../../scripts/docSamples/versions';
import { prepareWorkspace, removeWorkspaces } from '../../scripts/docSamples/workspace';

/**
 * Every ts/tsx/js/jsx block of every docs version is type-checked against the library version that
 * version documents, and every sample followed by an `output` block is run and compared with it.
 */
const report: Array<{
  version: string;
  library: string;
  blocks: number;
  checked: number;
  skipped: number;
  outputs: number;
}> = [];

// `DOC_SAMPLE_VERSIONS=current,7` (set by npm run test:quick) checks only those docs versions.
const versions = selectedSampleVersions();

describe.each(versions)('$label docs samples (react-querybuilder $libraryVersion)', (version) => {
  const workspace = prepareWorkspace(version);
  const { samples } = workspace;
  const withOutput = samples.filter((sample) => sample.output && !sample.fragment);
  report.push({
    version: version.label,
    library: version.libraryVersion,
    blocks: samples.length,
    checked: samples.filter((sample) => !sample.fragment).length,
    skipped: samples.filter((sample) => sample.fragment).length,
    outputs: withOutput.length,
  });

  it('type-check', { timeout: 300_000 }, async () => {
    const diagnostics = (await typecheckSamples(workspace)).map((d) => `${d.where}: ${d.message}`);
    expect(diagnostics).toEqual([]);
  });

  // A run of blank lines in a sample is left over from an edit; the reader sees a gap in the code.
  it('shows no run of blank lines in a sample', () => {
    const gaps = samples.filter((sample) => /\n[ \t]*\n[ \t]*\n/.test(sample.code));
    expect(gaps.map((sample) => `${sample.page}:${sample.line}`)).toEqual([]);
  });

  it.each(withOutput.map((sample) => [`${sample.page}:${sample.line}`, sample] as const))(
    'prints what %s shows',
    async (_where, sample) => {
      const printed = await runSample(sample);
      const shown = sample.output?.code ?? '';
      if (!outputsMatch(printed, shown)) expect(printed).toBe(shown);
    },
  );
});

afterAll(() => {
  removeWorkspaces();
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/doc-samples.json', `${JSON.stringify(report, null, 2)}\n`);
  const lines = report.map(
    (r) =>
      `${r.version.padEnd(5)} ${r.library.padEnd(7)} blocks ${String(r.blocks).padStart(4)}  checked ${String(r.checked).padStart(4)}  fragments skipped ${String(r.skipped).padStart(3)}  outputs run ${String(r.outputs).padStart(3)}`,
  );
  process.stdout.write(`\nDocs code samples\n${lines.join('\n')}\n`);
  // Removing the sample workspaces can take far longer than the default 10 s hook limit on a loaded machine.
}, 120_000);
