// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { checkRenderedSample } from '../../scripts/docSamples/render';
import { sampleVersions } from '../../scripts/docSamples/versions';
import { prepareWorkspace, removeWorkspaces } from '../../scripts/docSamples/workspace';

/**
 * Every sample followed by a `rendered` block is rendered in jsdom with the library version its docs
 * document, and each class, attribute or text the block names is looked up in what it rendered.
 */
// React warns about updates outside act() unless it knows it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const counts: string[] = [];

describe.each(sampleVersions)('$label rendered samples (react-querybuilder $libraryVersion)', (version) => {
  const { samples } = prepareWorkspace(version);
  const rendered = samples.filter((sample) => sample.rendered && !sample.fragment);
  const claims = rendered.reduce(
    (sum, sample) => sum + (sample.rendered?.code.split('\n').filter((line) => line.trim() !== '').length ?? 0),
    0,
  );
  if (rendered.length > 0) counts.push(`${version.label.padEnd(10)} ${rendered.length} samples, ${claims} claims`);

  if (rendered.length === 0) it.skip('has no rendered samples', () => {});

  it.each(rendered.map((sample) => [`${sample.page}:${sample.line}`, sample] as const))(
    'renders what %s claims',
    async (_where, sample) => {
      expect(await checkRenderedSample(sample)).toEqual([]);
    },
  );
});

afterAll(() => {
  removeWorkspaces();
  process.stdout.write(`\nRendered claims checked\n${counts.join('\n')}\n`);
}, 120_000);
