/**
 * Test harness: the app on a fresh database per test file, driven over HTTP with `app.inject`.
 *
 * Database choice (run the suite twice in CI):
 * - default: PGlite. The migrated data directory is dumped once to the OS temp dir (keyed by a hash of the
 *   migrations) and each test file loads it (~0.7 s instead of a ~3 s cold start plus migrations).
 * - `DATABASE_URL` set: real PostgreSQL. A database `pd_test_<random>` is created on that server, migrated, and
 *   dropped when the file's tests end.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, repoRoot, type AppOptions } from '../app.ts';
import { BrandRegistry, loadBrandRegistry, type Brand } from '../infra/brands/index.ts';
import { loadJweKeys, type JweKeys } from '../infra/crypto/service.ts';
import { openPostgres, pgliteDb, type Db } from '../infra/db/client.ts';
import { migrate, migrationFiles } from '../infra/db/migrate.ts';
import { memoryEmailProvider } from '../infra/providers/email.ts';
import { memorySmsProvider } from '../infra/providers/sms.ts';
import { loadVendorConfig, type VendorSettings } from '../domain/vendor-wallet/config.ts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export const usingPostgres = !!process.env.DATABASE_URL;

async function pgliteFromTemplate(): Promise<Db> {
  const hash = createHash('sha256').update(JSON.stringify(migrationFiles())).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `playdeck-pglite-template-${hash}.tar`);
  if (!existsSync(file)) {
    const t = await PGlite.create();
    await migrate(pgliteDb(t));
    const dump = await t.dumpDataDir('none');
    await t.close();
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
  return pgliteDb(client);
}

async function postgresFresh(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `pd_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 5);
  await migrate(db);
  return {
    db,
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

let sharedBrands: BrandRegistry | undefined;
let sharedKeys: Promise<JweKeys> | undefined;

/**
 * The captcha difficulty of test brands: a few hundred key derivations instead of the configured thousands, so the
 * many registrations of the suite stay fast (the proof of work is still solved and verified; a test app built on a
 * `configDir` keeps the configured difficulty, which captcha.test.ts checks).
 */
export const TEST_CAPTCHA_DIFFICULTY = { cost: 10, maxCounter: 40 } as const;

/**
 * The repository's brands, with optional overrides of the default brand (deshplay). Every brand's captcha is
 * {@link TEST_CAPTCHA_DIFFICULTY}.
 */
export function testBrands(override?: (b: Brand) => Partial<Brand>): BrandRegistry {
  if (!sharedBrands) {
    const loaded = loadBrandRegistry(join(repoRoot, 'config'));
    for (const b of loaded.brands.values()) Object.assign(b.captcha, TEST_CAPTCHA_DIFFICULTY);
    sharedBrands = loaded;
  }
  if (!override) return sharedBrands;
  const map = new Map(sharedBrands.brands);
  const d = sharedBrands.defaultBrand;
  map.set(d.id, { ...d, ...override(d) });
  return new BrandRegistry(map, sharedBrands.defaultBrandId);
}

type JsonObject = Record<string, unknown>;

/** Deep-merges `patch` into `target` (objects key by key, everything else replaced). */
function deepMerge(target: JsonObject, patch: JsonObject): JsonObject {
  for (const [k, v] of Object.entries(patch)) {
    const t = target[k];
    target[k] =
      v && typeof v === 'object' && !Array.isArray(v) && t && typeof t === 'object' && !Array.isArray(t)
        ? deepMerge(t as JsonObject, v as JsonObject)
        : v;
  }
  return target;
}

/**
 * A temporary copy of the repository's config/ with `brands` patches deep-merged into `brands/<id>/brand.json` and
 * `platform` into `platform.json`: a test of "changing the config file changes the behaviour". Returns the folder
 * and a `remove()`.
 */
export function configVariant(patch: { brands?: Record<string, JsonObject>; platform?: JsonObject }) {
  const dir = mkdtempSync(join(tmpdir(), 'pd-config-'));
  cpSync(join(repoRoot, 'config'), dir, { recursive: true, dereference: true });
  const edit = (file: string, p: JsonObject) =>
    writeFileSync(file, JSON.stringify(deepMerge(JSON.parse(readFileSync(file, 'utf8')) as JsonObject, p)));
  for (const [id, p] of Object.entries(patch.brands ?? {})) edit(join(dir, 'brands', id, 'brand.json'), p);
  if (patch.platform) edit(join(dir, 'platform.json'), patch.platform);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Res<T = unknown> {
  status: number;
  body: { success: boolean; value?: T; errorCode?: string; message?: string } & Record<string, unknown>;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

export interface ReqOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
  cookies?: Record<string, string>;
  form?: boolean;
  rawBody?: string;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Random per test process: the root of {@link testVendorSecret}. */
const testSecretRoot = randomBytes(32);

/**
 * The vendor wallet secret of vassalage `code` in test apps (createTestApp passes it as the `vendorSecret`
 * fallback): random per test process, so no secret is written in code (docs/decisions.md D15). Sign test calls with it.
 */
export function testVendorSecret(code: string): string {
  return createHmac('sha256', testSecretRoot).update(`vendor:${code}`).digest('base64url');
}

/**
 * The repository's vendor wallet config (config/vendors.json, with {@link testVendorSecret} secrets): what a test app
 * built on the default config directory loads, for tests that seed the demo catalogue (its launch modes come from it).
 * @throws VendorConfigError when config/vendors.json is invalid
 */
export function repoVendorConfig(): Map<string, VendorSettings> {
  return loadVendorConfig(join(repoRoot, 'config'), {}, testVendorSecret);
}

/**
 * Solves a captcha challenge as the site's widget does (altcha-lib's solver: the proof of work itself, no shortcut)
 * and returns the payload the widget would submit: base64 JSON of `{ challenge, solution }`.
 */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Builds the app on a fresh database. Call `close()` in afterAll. */
export async function createTestApp(
  opts: Partial<AppOptions> & { brandOverride?: (b: Brand) => Partial<Brand> } = {},
) {
  let db: Db;
  let drop: (() => Promise<void>) | undefined;
  if (usingPostgres) ({ db, drop } = await postgresFresh());
  else db = await pgliteFromTemplate();
  const sms = memorySmsProvider();
  const email = memoryEmailProvider();
  sharedKeys ??= loadJweKeys({});
  const { brandOverride, ...rest } = opts;
  // Every answer of every test is checked against its response schema (fast-json-stringify drops unlisted keys).
  const serializationLosses: string[] = [];
  const build = async () => {
    const built = await buildApp({
      onSerializationLoss: (route, value, sent) =>
        serializationLosses.push(`${route}: handler ${value.slice(0, 400)} -> sent ${sent.slice(0, 400)}`),
      db,
      brands: rest.configDir ? loadBrandRegistry(rest.configDir) : testBrands(brandOverride),
      sms,
      email,
      jwe: await sharedKeys,
      seed: 'content',
      rateLimit: false,
      vendorSecret: testVendorSecret,
      // A busy test machine must not shed a test's requests (http/pressure.ts has its own test).
      loadShedding: false,
      // The brand job schedulers tick at wall-clock minute boundaries: off, so no rebate or prize is paid in the
      // middle of a test (a ledger transfer counted by a "writes nothing" check); job tests run the jobs themselves.
      brandJobs: false,
      geo: (ip) => ({ '203.0.113.7': 'US', '203.0.113.8': 'BD' })[ip] ?? null,
      ...rest,
    });
    await built.ready();
    return built;
  };
  let app = await build();

  async function req<T = unknown>(method: string, url: string, o: ReqOptions = {}): Promise<Res<T>> {
    const headers: Record<string, string> = { language: 'en', ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let payload: string | undefined;
    if (o.rawBody !== undefined) payload = o.rawBody;
    else if (o.body !== undefined) {
      if (o.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(o.body as Record<string, string>).toString();
      } else {
        headers['content-type'] ??= 'application/json';
        payload = JSON.stringify(o.body);
      }
    }
    const raw = await app.inject({
      method: method as 'GET',
      url,
      headers,
      payload,
      remoteAddress: o.ip ?? '127.0.0.1',
      cookies: o.cookies,
    });
    let body: Res<T>['body'];
    try {
      body = raw.json();
    } catch {
      body = { success: false, errorCode: 'NOT_JSON', message: raw.body };
    }
    return { status: raw.statusCode, body, headers: raw.headers, raw };
  }

  /**
   * Fetches a captcha challenge (of the brand `merchant`, default brand when absent) and solves its proof of work as
   * the widget does; `answer` is the payload to send as `captcha`, `challenge` what the server issued.
   */
  async function captcha(ip?: string, merchant?: string) {
    const r = await req<Challenge>('GET', '/wps/captcha', { ip, headers: merchant ? { merchant } : {} });
    if (r.status !== 200) throw new Error(`captcha failed: ${JSON.stringify(r.body)}`);
    return { answer: await solveCaptcha(r.body.value!), challenge: r.body.value! };
  }

  let counter = 0;
  /** A fresh valid Bangladeshi mobile number in the national form the default brand expects (1[3-9]xxxxxxxx). */
  const mobile = () => `17${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
  /** A fresh client IP (keeps per-IP caps out of tests that are not about them). */
  const ip = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (counter++ % 250)}`;

  /** Requests a registration SMS code for `mobileNum` and returns it (from the in-memory provider). */
  async function smsCode(mobileNum: string, path = '/wps/verification/sms/register', from = ip()) {
    const field = path.endsWith('register') ? 'mobileNo' : 'mobileNum';
    const r = await req(path === '/wps/verification/sms/register' ? 'POST' : 'POST', path, {
      body: { [field]: mobileNum, countryDialingCode: '+880' },
      ip: from,
    });
    if (r.status !== 200) throw new Error(`sms failed: ${JSON.stringify(r.body)}`);
    return sms.lastCode(`+880${mobileNum}`);
  }

  /**
   * Sends a registration by username from client address `from` (default a fresh one): captcha solved, SMS code
   * requested and sent, fields overridden by `extra`. Returns the response `r` (not checked) and the credentials sent.
   */
  async function attemptRegister(extra: Record<string, unknown> = {}, from = ip()) {
    const username = (extra.username as string) ?? `u${randomBytes(4).toString('hex')}${counter++}`;
    const password = (extra.password as string) ?? `pw-${randomBytes(6).toString('hex')}`;
    const mobileNum = (extra.mobileNum as string) ?? mobile();
    const code = await smsCode(mobileNum, '/wps/verification/sms/register', from);
    const c = await captcha(from);
    const r = await req<{ token: string }>('PUT', '/wps/member/register', {
      body: {
        username,
        password,
        confirmPassword: password,
        captcha: c.answer,
        mobileNum,
        countryDialingCode: '+880',
        verificationCode: code,
        ...extra,
      },
      ip: from,
    });
    return { r, username, password, mobileNum };
  }

  /** Registers a member by username (captcha solved, SMS verified); returns its credentials and token. */
  async function register(extra: Record<string, unknown> = {}) {
    const { r, username, password, mobileNum } = await attemptRegister(extra);
    if (r.status !== 200) throw new Error(`register failed: ${JSON.stringify(r.body)}`);
    return { username, password, mobileNum, token: r.body.value!.token };
  }

  /** Row count of a table (bad-input tests assert nothing was written). */
  async function count(table: string) {
    const { sql } = await import('drizzle-orm');
    const [row] = await db.query<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM ${sql.identifier(table)}`,
    );
    return Number(row!.n);
  }

  /**
   * Restarts the server on the same database: the app is closed and built again, with fresh in-process state (kv,
   * unless the test passed its own). What survives is what the database holds.
   */
  async function restart() {
    await app.close();
    app = await build();
  }

  return {
    get app() {
      return app;
    },
    restart,
    db,
    sms,
    email,
    req,
    captcha,
    attemptRegister,
    register,
    smsCode,
    mobile,
    ip,
    count,
    serializationLosses,
    async close() {
      await app.close();
      await db.close();
      await drop?.();
      if (serializationLosses.length)
        throw new Error(`response schemas lost data:\n${serializationLosses.join('\n')}`);
    },
  };
}
