import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.mjs';
import { playwrightChromiumArgs } from './scripts/testing/playwrightChromium';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The build served: `build` (npm run build), or `build-stock` (npm run build:stock) for the stock smoke. */
export const buildDirectory = process.env.E2E_BUILD_DIR ?? 'build';

const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 } };
const journeys = /[\\/]journeys\.spec\.ts$/;

/**
 * Browser tests run against the production build (built once by `npm test`), served by
 * scripts/serve.mjs. Chromium comes from Debian: Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'test-results/report' }],
    // Read by scripts/e2eCost.mjs, which prints where the suite's time goes (per spec file, per project).
    ['json', { outputFile: 'test-results/e2e-results.json' }],
  ],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL,
    // Recording a trace for every test costs CI about 40% of the suite's time (27 address tests: 2.1 min with, 1.2
    // without); on CI the retry of a failed test records it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: playwrightChromiumArgs(),
    },
  },
  projects: [
    // File names only: the patterns are matched against whole paths, which may contain "phone" elsewhere.
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/[\\/]phone[^\\/]*\.spec\.ts$/, journeys],
    },
    // A phone (390×844, touch): tests/e2e/phone*.spec.ts (no sideways scrolling, the demo by touch), the axe scan and
    // the Run tab's layout (lab.spec.ts).
    {
      name: 'phone',
      testMatch: [/[\\/]phone[^\\/]*\.spec\.ts$/, /[\\/]accessibility\.spec\.ts$/, /[\\/]lab\.spec\.ts$/],
      use: phone,
    },
    // Reader journeys (tests/e2e/journeys.spec.ts), each at a desktop's 1280×900 and a phone's 390×844.
    {
      name: 'journeys',
      testMatch: journeys,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    { name: 'journeys-phone', testMatch: journeys, use: phone },
  ],
  webServer: {
    command: `node scripts/serve.mjs --host 127.0.0.1 --port ${port} --dir ${buildDirectory}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
