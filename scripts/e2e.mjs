#!/usr/bin/env node
/**
 * End-to-end harness: `node scripts/e2e.mjs [playwright args...]` (root script `test:e2e`).
 *
 * 1. Builds the web app (`npm run build -w @playdeck/web -- --outDir <temp>`, a few seconds) into the run's own temp
 *    folder (or serves E2E_WEB_DIST when set, without building).
 * 2. Starts two real servers (`tsx apps/server/src/main.ts`) on free ports, each on a fresh database: PGlite under a
 *    fresh temp DATA_DIR, or, when DATABASE_URL is set, a fresh PostgreSQL database `pd_e2e_<random>` (dropped after).
 *    Both run with PLAYDECK_TEST_HOOKS=1 and NODE_ENV=test (the /__test hooks of apps/server/src/http/testing).
 *    - main: a temp copy of the repository's config/ plus the fixture brands of e2e/fixtures/brands/, with the
 *      SMS cap per IP raised (every request of the suite comes from 127.0.0.1; the cap is tested in the server suite),
 *      and the default brand's new-address two-factor step on behind one trusted proxy hop (X-Forwarded-For);
 *    - scenario: CONFIG_DIR = a temp copy of config/ where the default brand (deshplay) is in maintenance and the
 *      second brand (nova) denies US visitors and orders its header and bottom-bar menus its own way, with one trusted proxy hop (127.0.0.1) so a test can present a US
 *      address through X-Forwarded-For (docs/decisions.md D7).
 *    The main server's default brand has social login on, both providers being the OpenID Connect stand-in
 *    (apps/server/src/test/oidcStandInMain.ts) started beside it (E2E_OIDC_URL), and sends its e-mail over SMTP to
 *    the test mail sink (scripts/mail-sink.mjs: smtp-server with a login, mails parsed with mailparser) whose HTTP
 *    inbox the specs read (E2E_MAIL_URL, e2e/fixtures/mail.ts).
 * 3. Waits for GET /wps/system/status on both, runs `playwright test -c e2e/playwright.config.ts` with
 *    E2E_BASE_URL / E2E_SCENARIO_URL (and E2E_SMS_INBOX_URL / E2E_SCENARIO_SMS_INBOX_URL, the sandbox SMS gateway
 *    beside each), stops the servers, and exits with Playwright's code.
 *
 * Reports: list on stdout, JSON in .cache/test-reports/e2e.json (counted by scripts/test-all.mjs), and a last line
 * `N passed, N failed`. Server logs go to .cache/e2e/<name>.log. Chromium is Debian's (scripts/chromium.mjs); no
 * browser is ever downloaded.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, INSTALL_HINT } from './chromium.mjs';
import { startMailSink } from './mail-sink.mjs';
import { freePort, startServer } from './server-harness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const log = (m) => console.log(`[e2e] ${m}`);

if (!chromiumPath()) {
  console.error(`[e2e] no Chromium found; install it: ${INSTALL_HINT}`);
  process.exit(1);
}

/** Deep-merges `patch` into the JSON file (objects merge, everything else replaces). */
function patchJson(file, patch) {
  const merge = (a, b) => {
    if (
      typeof a !== 'object' ||
      a === null ||
      Array.isArray(a) ||
      typeof b !== 'object' ||
      b === null ||
      Array.isArray(b)
    )
      return b;
    const out = { ...a };
    for (const [k, v] of Object.entries(b)) out[k] = merge(a[k], v);
    return out;
  };
  writeFileSync(file, `${JSON.stringify(merge(JSON.parse(readFileSync(file, 'utf8')), patch), null, 2)}\n`);
}

const work = mkdtempSync(join(tmpdir(), 'pd-e2e-'));
// The operator API's bootstrap token (apps/server/src/domain/ops): one per run, given to both servers and to the tests
// (e2e/tests/wallet.spec.ts drives `npm run ops` with it).
process.env.OPS_BOOTSTRAP_TOKEN ??= randomBytes(24).toString('base64url');

// 1. Build the site into this run's own folder: apps/web/dist is shared with other work (a rebuild there while the
// suite runs would swap the hashed assets under the running server).
const webDist = process.env.E2E_WEB_DIST ?? join(work, 'web-dist');
if (!process.env.E2E_WEB_DIST) {
  log('building apps/web');
  const b = spawnSync(
    'npm',
    ['run', 'build', '-w', '@playdeck/web', '--', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (b.status !== 0 || !existsSync(join(webDist, 'index.html'))) {
    console.error('[e2e] web build failed');
    rmSync(work, { recursive: true, force: true });
    process.exit(b.status || 1);
  }
}
const logDir = join(root, '.cache/e2e');
mkdirSync(logDir, { recursive: true });

// The main config: config/ as it is, but for the SMS cap per IP address (10 an hour in the brands): every browser and
// API call of the suite comes from 127.0.0.1, and more than 10 specs register their own members through an SMS code.
// The cap itself is tested by the server suite (apps/server/src/domain/sms/sms.test.ts).
// It also serves every fixture brand of e2e/fixtures/brands/ (a brand made only of config, which no code names:
// e2e/tests/fixture-brands.spec.ts visits each on its own host).
const mainConfig = join(work, 'config-main');
cpSync(join(root, 'config'), mainConfig, { recursive: true, dereference: true });
cpSync(join(root, 'e2e/fixtures/brands'), join(mainConfig, 'brands'), { recursive: true, dereference: true });
for (const brand of readdirSync(join(mainConfig, 'brands')).filter((b) => !/^[_.]/.test(b)))
  patchJson(join(mainConfig, `brands/${brand}/brand.json`), { server: { sms: { perIpPerHour: 100_000 } } });
// The new-address two-factor step (spec 4) on the default brand, with one trusted proxy hop (127.0.0.1), so
// e2e/tests/flows.spec.ts logs in "from another address" through X-Forwarded-For. Every other spec comes from
// 127.0.0.1 without the header, an address its members already used, so the step never shows for them.
patchJson(join(mainConfig, 'brands/deshplay/brand.json'), { security: { twoFactorOnNewIp: true } });
patchJson(join(mainConfig, 'platform.json'), { trustedProxyHops: 1, trustedProxies: ['127.0.0.1', '::1'] });

// Social login on the default brand of the main server (e2e/tests/social-login.spec.ts): both providers are the
// in-process OpenID Connect stand-in (apps/server/src/test/oidcStandInMain.ts), started once the main server's address
// is known (its redirect URIs); the server discovers the provider only at the first login, so the order is safe.
const oidcPort = await freePort();
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
const oidcSecret = randomBytes(24).toString('base64url');
patchJson(join(mainConfig, 'brands/deshplay/whitelabel.json'), { flags: { SOCIALLOGIN3: '1' } });
patchJson(join(mainConfig, 'brands/deshplay/brand.json'), {
  integrations: {
    social: Object.fromEntries(
      ['google', 'facebook'].map((p) => [
        p,
        { issuer: oidcIssuer, clientId: `e2e-${p}`, clientSecret: 'env:E2E_SOCIAL_CLIENT_SECRET' },
      ]),
    ),
  },
});

// E-mail of the main server's default brand over SMTP to the test mail sink (scripts/mail-sink.mjs): a real SMTP server
// with a login, whose HTTP inbox the specs read (E2E_MAIL_URL; e2e/fixtures/mail.ts). Other brands keep the console
// provider.
const smtpPassword = randomBytes(18).toString('base64url');
const mailSink = await startMailSink({ user: 'e2e-mailer', password: smtpPassword });
patchJson(join(mainConfig, 'brands/deshplay/brand.json'), {
  integrations: {
    email: {
      provider: 'smtp',
      host: '127.0.0.1',
      port: mailSink.smtpPort,
      security: 'none',
      fromName: 'DeshPlay',
      fromAddress: 'no-reply@deshplay.example',
      user: 'e2e-mailer',
      password: 'env:E2E_SMTP_PASSWORD',
      timeoutMs: 10_000,
    },
  },
});

// The scenario config: copies of config/ with only the keys the scenarios need changed.
const scenarioConfig = join(work, 'config-scenario');
cpSync(join(root, 'config'), scenarioConfig, { recursive: true, dereference: true });
patchJson(join(scenarioConfig, 'brands/deshplay/brand.json'), { site: { maintenance: { enabled: true } } });
patchJson(join(scenarioConfig, 'brands/nova/brand.json'), { server: { region: { deny: ['US'] } } });
// Menus are config (vendors.json `menus`): nova's header nav and phone bottom bar in an order of its own
// (e2e/tests/menus.spec.ts).
patchJson(join(scenarioConfig, 'brands/nova/vendors.json'), {
  menus: {
    header: [{ route: 'promotions', modId: 'headerPromotions' }, { route: 'live' }, { route: 'home' }],
    bottom: [{ route: 'depositv2', modId: 'depositv2' }, { route: 'home' }, { route: 'promotions' }],
  },
});
patchJson(join(scenarioConfig, 'platform.json'), {
  trustedProxyHops: 1,
  trustedProxies: ['127.0.0.1', '::1'],
});

const servers = [];

/** Starts one server (scripts/server-harness.mjs) with the e2e settings; it joins `servers` once it answers. */
async function startE2eServer(name, extraEnv) {
  const server = await startServer({
    name,
    log: join(logDir, `${name}.log`),
    dbPrefix: 'pd_e2e',
    env: {
      DATA_DIR: join(work, `data-${name}`),
      PLAYDECK_TEST_HOOKS: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      WEB_DIST: webDist,
      // The in-house lottery draws every 20 s (bets close 4 s before) so lottery.spec sees a bet settled at the next
      // draw within the test; the games server reads these (scripts/server-harness.mjs passes LOTTERY_* through).
      LOTTERY_INTERVAL_MS: process.env.LOTTERY_INTERVAL_MS ?? '20000',
      LOTTERY_CLOSE_BEFORE_MS: process.env.LOTTERY_CLOSE_BEFORE_MS ?? '4000',
      ...extraEnv,
    },
  });
  servers.push(server);
  return server;
}

/**
 * Starts the OpenID Connect stand-in on `oidcPort`, knowing the clients `e2e-google` and `e2e-facebook` with the main
 * server's callback URLs; it joins `servers` (stopped with them) once its discovery document answers.
 */
async function startOidcStandIn(mainUrl) {
  const out = createWriteStream(join(logDir, 'oidc.log'));
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/test/oidcStandInMain.ts'], {
    cwd: root,
    env: {
      ...process.env,
      OIDC_PORT: String(oidcPort),
      OIDC_CLIENTS: JSON.stringify(
        ['google', 'facebook'].map((p) => ({
          client_id: `e2e-${p}`,
          client_secret: oidcSecret,
          redirect_uris: [new URL(`/wps/session/social/${p}/callback`, mainUrl).href],
        })),
      ),
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async () => {
    try {
      if (!exited) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  servers.push({ stop });
  for (const until = Date.now() + 60_000; Date.now() < until && !exited;) {
    const ok = await fetch(`${oidcIssuer}/.well-known/openid-configuration`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the OIDC stand-in did not start (see .cache/e2e/oidc.log)');
}

async function stopAll() {
  for (const s of servers) await s.stop();
  await mailSink.stop();
  rmSync(work, { recursive: true, force: true });
}

const report = join(root, '.cache/test-reports/e2e.json');
rmSync(report, { force: true });
let code = 1;
let interrupted = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    interrupted = true;
  });
}
try {
  log(`starting servers (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
  // allSettled: when one fails to start, the other is still stopped (by stopAll) once it is up.
  const starts = await Promise.allSettled([
    startE2eServer('main', {
      CONFIG_DIR: mainConfig,
      E2E_SOCIAL_CLIENT_SECRET: oidcSecret,
      E2E_SMTP_PASSWORD: smtpPassword,
    }),
    startE2eServer('scenario', { CONFIG_DIR: scenarioConfig }),
  ]);
  for (const r of starts) if (r.status === 'rejected') throw r.reason;
  const [main, scenario] = starts.map((r) => r.value);
  await startOidcStandIn(main.url);
  log(
    `main ${main.url}, scenario ${scenario.url} (ready after ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  const pw = spawn(
    process.execPath,
    [
      join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'e2e/playwright.config.ts',
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: main.url,
        E2E_OPS_URL: main.opsUrl,
        E2E_SCENARIO_URL: scenario.url,
        E2E_OIDC_URL: oidcIssuer,
        // The HTTP inbox of the SMTP server the main server's default brand mails through (scripts/mail-sink.mjs).
        E2E_MAIL_URL: mailSink.inboxUrl,
        // The sandbox SMS gateway beside each server (its games server), where the specs read codes.
        E2E_SMS_INBOX_URL: `${main.games.url}/sms-sandbox`,
        E2E_SCENARIO_SMS_INBOX_URL: `${scenario.games.url}/sms-sandbox`,
      },
    },
  );
  code = await new Promise((resolve) => pw.on('exit', (c) => resolve(c ?? 1)));
} catch (e) {
  console.error(`[e2e] ${e.message}`);
  code = 1;
} finally {
  await stopAll();
}

// A plain closing line for the CI harness (docs/architecture.md "Stack notes"), from Playwright's JSON report.
if (existsSync(report)) {
  try {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    // A test that passed on its retry (CI retries once) counts as passed and is named by scripts/test-all.mjs.
    if (stats.flaky) console.log(`[e2e] ${stats.flaky} flaky (passed on retry)`);
    console.log(`${(stats.expected ?? 0) + (stats.flaky ?? 0)} passed, ${stats.unexpected ?? 0} failed`);
  } catch {
    // report unreadable: Playwright's exit code still decides
  }
}
log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(interrupted && code === 0 ? 130 : code);
