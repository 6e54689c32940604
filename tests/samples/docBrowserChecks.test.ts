import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { chromiumPath } from '../../scripts/chromium.mjs';
import { playwrightChromiumArgs } from '../../scripts/testing/playwrightChromium';
import { runBrowserCheck } from '../../scripts/docSamples/browser';
import { selectedSampleVersions } from '../../scripts/docSamples/versions';
import { prepareWorkspace, removeWorkspaces } from '../../scripts/docSamples/workspace';

/**
 * Claims about the DOM and about drag and drop, checked in a real browser: every `browser` block is bundled with the
 * library version its docs document, rendered in Debian's Chromium, and driven by its `inBrowser(page)` export
 * (Playwright's real mouse and keyboard, so react-dnd's HTML5 backend sees real drag events).
 */
// `DOC_SAMPLE_VERSIONS=current,7` (set by npm run test:quick) checks only those docs versions.
const versions = selectedSampleVersions();
const counts: string[] = [];
let browser: Browser | undefined;

afterAll(async () => {
  await browser?.close();
  removeWorkspaces();
  process.stdout.write(`\nClaims checked in Chromium\n${counts.join('\n')}\n`);
}, 120_000);

describe.each(versions)('$label browser checks (react-querybuilder $libraryVersion)', (version) => {
  const checks = prepareWorkspace(version).samples.filter((sample) => sample.kind === 'browser');
  if (checks.length > 0) counts.push(`${version.label.padEnd(10)} ${checks.length}`);
  if (checks.length === 0) it.skip('has no browser blocks', () => {});

  beforeAll(async () => {
    if (checks.length > 0)
      browser ??= await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumArgs() });
  }, 60_000);

  it.each(checks.map((sample) => [`${sample.page}:${sample.line}`, sample] as const))(
    '%s holds in Chromium',
    { timeout: 60_000 },
    async (_where, sample) => {
      await runBrowserCheck(browser!, sample);
    },
  );
});
