#!/usr/bin/env node
/**
 * `node scripts/bench-web.mjs` (part of `npm run bench`) — the player site's benchmark of issue 5:
 *
 * 1. Builds apps/web (production, the real vite.config.ts, manifest on) into a temp folder and prints each route's
 *    initial JS gzip size: the entry chunk and its static imports plus the route's lazy page chunk and its static
 *    imports (scripts/web-size.mjs), with the locale catalogue chunks beside it. Target: home <= 150 KB gzip.
 * 2. Starts the real server (scripts/server-harness.mjs: `tsx apps/server/src/main.ts`, fresh temp DATA_DIR on
 *    PGlite, WEB_DIST = that build; NODE_ENV=production, no test hooks) over HTTPS with HTTP/2, as a deployed site is
 *    served (TLS_KEY_FILE / TLS_CERT_FILE with a throwaway self-signed certificate made by openssl; Chromium is told
 *    to accept it), and runs Lighthouse (mobile preset: the
 *    default config's moto-g-power emulation and simulated slow 4G; performance category only) against the home page
 *    in Debian's Chromium (scripts/chromium.mjs, launched by chrome-launcher with chromePath; never downloaded),
 *    RUNS times (default 3). Prints every run and the medians of the performance score and CLS.
 *    Targets: performance >= 90, CLS <= 0.05. Each run's full report: .cache/bench-web-lighthouse-<run>.json.
 *
 * Each run prints the document's protocol and the host's Lighthouse benchmarkIndex (CPU speed; TBT scales with it).
 *
 * Options: --http1 (plain HTTP/1.1, as before the server could serve HTTP/2; also used when openssl is missing),
 * --sizes-only (skip Lighthouse), --runs N, --check (exit 1 when a target is missed; without it the bench
 * only reports, like the other benches). The deterministic size budget that CI enforces lives in
 * scripts/bench-ui.mjs --check; Lighthouse timings are never asserted in tests.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath, INSTALL_HINT } from './chromium.mjs';
import { selfSignedCertificate, startServer } from './server-harness.mjs';
import { buildWeb, HOME_BUDGET_BYTES, kb, routeSizes } from './web-size.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const check = args.includes('--check');
const sizesOnly = args.includes('--sizes-only');
const http1 = args.includes('--http1');
const runs = Number(args[args.indexOf('--runs') + 1]) || Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET_SCORE = 90;
const TARGET_CLS = 0.05;

mkdirSync(join(root, '.cache'), { recursive: true });
const work = mkdtempSync(join(root, '.cache', 'bench-web-'));
const outDir = join(work, 'dist');
let failures = 0;

/**
 * The bench's certificate (scripts/server-harness.mjs selfSignedCertificate), or undefined (with a note) when openssl
 * is not there: the bench then measures over plain HTTP/1.1.
 */
function benchCertificate() {
  try {
    return selfSignedCertificate(work);
  } catch {
    console.log('no openssl: Lighthouse runs over plain HTTP/1.1');
    return undefined;
  }
}

const certificate = http1 ? undefined : benchCertificate();

/** Starts apps/server on a fresh PGlite data folder serving `webDist` (scripts/server-harness.mjs). */
function startBenchServer(webDist) {
  return startServer({
    tls: certificate,
    log: join(root, '.cache/bench-web-server.log'),
    // The in-house games server is not part of the home page's load (and needs production secrets under
    // NODE_ENV=production).
    games: false,
    env: {
      DATA_DIR: join(work, 'data'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      PLAYDECK_TEST_HOOKS: undefined,
    },
  });
}

/** GET `url` once, trusting the bench's certificate when it is https; the answer is ignored. */
async function warmUp(url) {
  const { Agent, fetch: undiciFetch } = await import('undici');
  const dispatcher = new Agent({ connect: certificate ? { ca: certificate.cert } : {} });
  await undiciFetch(url, { dispatcher }).then((r) => r.arrayBuffer());
  await dispatcher.close();
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Lighthouse (mobile preset, performance only) on `url`, `n` times in one Chromium; returns each run's figures. */
async function lighthouseRuns(url, n) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    // The bench's own self-signed certificate (benchCertificate) is accepted; only 127.0.0.1 is ever loaded.
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...chromiumArgs],
    logLevel: 'silent',
  });
  const results = [];
  try {
    // One warm-up load so the server's first-request work (brand config, catalogue) is not in run 1.
    await warmUp(url);
    for (let i = 0; i < n; i++) {
      const r = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        undefined,
      );
      const { lhr } = r;
      writeFileSync(join(root, `.cache/bench-web-lighthouse-${i + 1}.json`), r.report);
      if (lhr.runtimeError)
        throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const a = lhr.audits;
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        cls: a['cumulative-layout-shift'].numericValue,
        lcp: a['largest-contentful-paint'].numericValue,
        fcp: a['first-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        si: a['speed-index'].numericValue,
        formFactor: lhr.configSettings.formFactor,
        protocol: a['network-requests']?.details?.items?.[0]?.protocol ?? '?',
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

try {
  console.log('web: building apps/web (production) ...');
  buildWeb(root, outDir);
  const sizes = routeSizes(outDir);
  console.log(`initial JS per route (entry + static imports + page chunk + its static imports, gzip -9):`);
  console.log(`  ${'entry only'.padEnd(16)} ${kb(sizes.entry.gzip).padStart(9)}`);
  for (const r of sizes.routes)
    console.log(
      `  ${r.name.padEnd(16)} ${kb(r.gzip).padStart(9)}  (${kb(r.raw)} raw, ${r.files.length} files)`,
    );
  for (const c of sizes.catalogs)
    console.log(
      `  catalogue ${c.name.padEnd(6)} ${kb(c.gzip).padStart(9)}  (loaded at boot for that language)`,
    );
  const home = sizes.routes.find((r) => r.name === 'home');
  if (!home) throw new Error('no home page chunk (src/pages/home/) in the manifest');
  const homeOk = home.gzip <= HOME_BUDGET_BYTES;
  console.log(
    `home initial JS ${kb(home.gzip)} / target ${kb(HOME_BUDGET_BYTES)}: ratio ${(home.gzip / HOME_BUDGET_BYTES).toFixed(2)} ${homeOk ? '(met)' : '(NOT met)'}`,
  );
  if (!homeOk) failures++;

  if (!sizesOnly) {
    if (!chromiumPath()) throw new Error(`no Chromium found; install it: ${INSTALL_HINT}`);
    const server = await startBenchServer(outDir);
    try {
      const url = `${server.url}/`;
      console.log(`lighthouse: ${runs} run(s), mobile preset, performance only, on ${url}`);
      const results = await lighthouseRuns(url, runs);
      results.forEach((r, i) =>
        console.log(
          `  run ${i + 1}: score ${r.score}, CLS ${r.cls.toFixed(3)}, LCP ${Math.round(r.lcp)} ms, FCP ${Math.round(r.fcp)} ms, TBT ${Math.round(r.tbt)} ms, SI ${Math.round(r.si)} ms (${r.formFactor}, ${r.protocol}, benchmarkIndex ${r.benchmarkIndex})`,
        ),
      );
      const score = median(results.map((r) => r.score));
      const cls = median(results.map((r) => r.cls));
      const scoreOk = score >= TARGET_SCORE;
      const clsOk = cls <= TARGET_CLS;
      console.log(
        `lighthouse median: performance ${score} (target >= ${TARGET_SCORE}: ${scoreOk ? 'met' : 'NOT met'}), CLS ${cls.toFixed(3)} (target <= ${TARGET_CLS}: ${clsOk ? 'met' : 'NOT met'})`,
      );
      if (!scoreOk) failures++;
      if (!clsOk) failures++;
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (check && failures) process.exit(1);
