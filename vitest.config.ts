/**
 * Vitest projects:
 * - unit: component and function tests in jsdom (packages/*, apps/web, scripts).
 * - server: API integration tests in Node over HTTP on PGlite, and on PostgreSQL when DATABASE_URL is set.
 * - games: the in-house games (apps/games/test) in Node: fairness, rules, 1M-round RTP simulations, and rounds through
 *   the wallet protocol against a real platform server.
 * - stories-<brand>-<light|dark>: every Storybook story rendered in headless Chromium (Debian's), with axe failing
 *   on any violation, once per brand in config/brands and colour mode.
 */
import { configDefaults, defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { readdirSync } from 'node:fs';
import { chromiumPath, chromiumArgs } from './scripts/chromium.mjs';

const storybookDir = fileURLToPath(new URL('./stories/.storybook', import.meta.url));

/** Brand folders under config/brands (not _base): every story is tested in each of them. */
const brandIds = readdirSync(fileURLToPath(new URL('./config/brands', import.meta.url)), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => d.name)
  .sort();

function storyProject(brand: string, mode: 'light' | 'dark') {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: storybookDir })],
    // Read by stories/.storybook/vitest.setup.ts to set the toolbar globals for this run.
    define: { __PD_STORY_GLOBALS__: JSON.stringify({ brand, colorMode: mode }) },
    test: {
      name: `stories-${brand}-${mode}`,
      setupFiles: [`${storybookDir}/vitest.setup.ts`],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
        instances: [{ browser: 'chromium' as const }],
      },
    },
  };
}

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.{ts,mjs}',
          ],
          setupFiles: ['packages/ui/src/test/setup.ts'],
        },
      },
      {
        // API integration tests over HTTP on a real database: PGlite always; PostgreSQL too when DATABASE_URL is set.
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          // *.pg.test.ts need a PostgreSQL server (e.g. the ledger's concurrency + SIGKILL test): not collected at all
          // without DATABASE_URL, rather than reported as skipped.
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // In-house games (apps/games): fairness, rules, RTP simulations, and rounds through the wallet protocol against a
        // real platform server (PGlite, or PostgreSQL when DATABASE_URL is set).
        extends: true,
        test: {
          name: 'games',
          environment: 'node',
          include: ['apps/games/test/**/*.test.ts'],
          // *.pg.test.ts (the fault test) need PostgreSQL: collected only when DATABASE_URL is set.
          exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...brandIds.flatMap((brand) => [storyProject(brand, 'light'), storyProject(brand, 'dark')]),
    ],
  },
});
