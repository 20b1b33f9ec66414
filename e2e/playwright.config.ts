/**
 * Playwright config of the end-to-end suite. Run it through `node scripts/e2e.mjs` (root `npm run test:e2e`), which
 * builds the site, starts the real servers on fresh databases and sets E2E_BASE_URL / E2E_SCENARIO_URL.
 *
 * Projects: `phone` (360 x 780, touch; every test but `@wideOnly`) and `desktop` (1280 x 800; the key
 * flows, tagged `@desktop`, and `@wideOnly`).
 * Chromium is Debian's (scripts/chromium.mjs), never downloaded. Reports: list on stdout and JSON in
 * .cache/test-reports/e2e.json (the lead's runner counts passed/failed from `stats`).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: `${root}.cache/e2e/test-results`,
  fullyParallel: true,
  // The machine has 2 cores shared with the two servers; more workers only add contention.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI: a test must fail twice to fail the run; scripts/test-all.mjs names every test that needed its
  // retry ("flaky tests") so intermittent failures stay visible.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // Liveness bounds, not speed checks: on a slow shared host (2026-11-25: ~1.35 µs per syscall, Lighthouse TBT 4-5x a
  // faster host's) one axe pass over a page in both colour modes took over 45 s and a hydration over 8 s.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: `${root}.cache/test-reports/e2e.json` }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    colorScheme: 'light',
    locale: 'en-US',
    serviceWorkers: 'block',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // `@wideOnly`: behaviour that exists only on wide screens (the side menu beside the content).
    {
      name: 'phone',
      grepInvert: /@wideOnly/,
      use: { viewport: { width: 360, height: 780 }, hasTouch: true },
    },
    { name: 'desktop', grep: /@desktop|@wideOnly/, use: { viewport: { width: 1280, height: 800 } } },
  ],
});
