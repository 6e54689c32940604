import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planNextApp, runNextApp, type NextAppReport } from '../../scripts/docSamples/next';
import { selectedSampleVersions } from '../../scripts/docSamples/versions';
import { prepareWorkspace, removeWorkspaces } from '../../scripts/docSamples/workspace';

/**
 * Claims about Next.js, checked in a real `next build` (Next.js 16, React 19, tools/doc-samples/nextjs): each docs
 * page's `next` blocks are the files of one App Router app built with the library version the page documents, offline;
 * its `next check` scripts run against `next start`; a block with `fails="…"` must make the build fail with that text.
 */
// `DOC_SAMPLE_VERSIONS=current,7` (set by npm run test:quick) checks only those docs versions.
const versions = selectedSampleVersions();
const timings: string[] = [];

afterAll(() => {
  removeWorkspaces();
  if (timings.length > 0) process.stdout.write(`\nNext.js apps built from the docs\n${timings.join('\n')}\n`);
}, 120_000);

const apps = versions.flatMap((version) => {
  const { samples } = prepareWorkspace(version);
  const pages = [...new Set(samples.filter((sample) => sample.kind === 'next').map((sample) => sample.page))];
  return pages.map((page) => {
    const name = `${version.name}-${page.replace(/\.mdx?$/, '').replace(/[^\w]+/g, '_')}`;
    return { label: `${version.label} ${page}`, plan: planNextApp(page, samples, name, version.libraryVersion) };
  });
});

if (apps.length === 0) it.skip('no docs page has next blocks', () => {});

describe.each(apps)('$label', ({ label, plan }) => {
  let report: NextAppReport;
  beforeAll(async () => {
    const started = Date.now();
    report = await runNextApp(plan);
    const failing = report.failing.map((build) => `${build.seconds.toFixed(0)} s`).join(', ');
    timings.push(
      `${label}: ${((Date.now() - started) / 1000).toFixed(0)} s (build ${report.build.seconds.toFixed(0)} s, ${plan.checks.length} checks, failing builds ${failing || 'none'})`,
    );
  }, 600_000);

  it(`next build succeeds with ${plan.files.map((file) => file.path).join(', ')}`, () => {
    expect(report.build.ok, report.build.log).toBe(true);
  });

  it.each(plan.checks.map((check) => [check.where] as const))('%s holds against next start', (where) => {
    const result = report.checks.find((check) => check.where === where);
    expect(result?.ok, result?.error).toBe(true);
  });

  it.each(plan.failing.map((file) => [file.where, file] as const))(
    '%s makes next build fail as the page says',
    (where, file) => {
      const result = report.failing.find((build) => build.where === where);
      expect(result?.ok, `expected the build to fail with "${file.fails}":\n${result?.log}`).toBe(true);
    },
  );
});
