/**
 * The two named profiles of the platform (docs/decisions.md D15; docs/architecture.md "Profiles and scale"):
 *
 * - `demo` (`npm start`, any NODE_ENV but production): sandbox payment gateways, console SMS and e-mail (the
 *   development inbox is the server log), demo members and agents with their one-time passwords printed, the demo game
 *   catalogue, per-install random secrets generated into the data folder, API docs on the operator port.
 * - `production` (`NODE_ENV=production`): fails closed. {@link productionProblems} lists every reason it may not run,
 *   and the server refuses to start with all of them named at once, so an operator fixes the lot in one pass.
 *
 * The check is a pure function of the environment and the loaded config, so each refusal has its own unit test
 * (production.test.ts) and main.ts only gathers the inputs and acts on the answer.
 */
import { secretWeakness } from '@playdeck/config-schema/node/installSecrets';
import type { DepositMethodConfig, IntegrationsConfig } from '@playdeck/config-schema';
import { secretEnvName } from '../vendor-wallet/config.ts';

/** `demo` or `production`. */
export type Profile = 'demo' | 'production';

/** The profile `env` asks for: production exactly when `NODE_ENV === 'production'`. */
export function profileOf(env: NodeJS.ProcessEnv): Profile {
  return env.NODE_ENV === 'production' ? 'production' : 'demo';
}

/** Delivery providers that deliver nothing to a person (development and tests only). */
const NON_DELIVERING = new Set(['console', 'sandbox', 'memory', 'log', 'none']);

/** What the production check reads besides the environment: the config as the server loaded it. */
export interface LoadedConfig {
  /** Every brand served: its id, deposit methods and integrations (a registry's `Brand`s fit). */
  brands: Iterable<{
    id: string;
    config?: {
      config: {
        payments?: { depositMethods: readonly DepositMethodConfig[] };
        integrations?: IntegrationsConfig;
      };
    };
  }>;
  /** Vendor codes of config/vendors.json (each needs `VENDOR_SECRET_<CODE>`). */
  vendorCodes: Iterable<string>;
  /** Kind of SMS provider the server will deliver codes with (e.g. `console`). */
  smsProvider: string;
  /** Kind of e-mail provider the server will deliver links with (e.g. `console`). */
  emailProvider: string;
}

const on = (v: string | undefined) => v === '1' || v === 'true';

/**
 * Whether the demo data (demo member, demo agent tree with printed one-time passwords, the ~10,000-game demo
 * catalogue) is seeded: env `DEMO_SEED` (`1`/`true` on, `0`/`false` off); default on in the demo profile, off in
 * production. Brand content from config is seeded in both profiles (docs/decisions.md D16).
 */
export function demoSeedOn(env: NodeJS.ProcessEnv): boolean {
  if (env.DEMO_SEED === undefined || env.DEMO_SEED === '') return profileOf(env) === 'demo';
  return on(env.DEMO_SEED);
}

/**
 * Whether the OpenAPI document is also served on the public port (env `API_DOCS_PUBLIC=1`). By default it is served
 * only on the operator port (`OPS_PORT`), beside the operator API it describes.
 */
export function apiDocsPublic(env: NodeJS.ProcessEnv): boolean {
  return on(env.API_DOCS_PUBLIC);
}

/**
 * Every reason the production profile may not start with `env` and `loaded`, one line each (empty: it may start).
 * Refuses (docs/decisions.md D15):
 * - a brand with an enabled deposit method on the `sandbox` gateway (it credits deposits never paid);
 * - a console or sandbox SMS or e-mail provider, in use or named in a brand's `integrations` (codes and reset links
 *   would go only to the log);
 * - a vendor of config/vendors.json without `VENDOR_SECRET_<CODE>`, or with a development/weak one (anyone could
 *   sign wallet calls); the same for `OPS_BOOTSTRAP_TOKEN` and `PAYMENTS_SANDBOX_SECRET` when set;
 * - no `DATABASE_URL` (embedded PGlite is for one box only: allowed with `ALLOW_EMBEDDED_DB=1`);
 * - demo seeding on (`DEMO_SEED=1`), API docs public (`API_DOCS_PUBLIC=1`), test hooks on (`PLAYDECK_TEST_HOOKS=1`).
 */
export function productionProblems(env: NodeJS.ProcessEnv, loaded: LoadedConfig): string[] {
  const problems: string[] = [];
  for (const brand of loaded.brands) {
    for (const m of brand.config?.config.payments?.depositMethods ?? [])
      if (m.provider === 'sandbox' && m.enabled)
        problems.push(
          `brand ${brand.id}: deposit method ${m.id} uses the sandbox payment gateway (credits deposits that were never paid); disable it or move it to a real provider`,
        );
    const sms = brand.config?.config.integrations?.sms?.provider;
    if (sms && NON_DELIVERING.has(sms.toLowerCase()))
      problems.push(`brand ${brand.id}: integrations.sms.provider is "${sms}", which delivers nothing`);
  }
  if (NON_DELIVERING.has(loaded.smsProvider.toLowerCase()))
    problems.push(
      `SMS provider is "${loaded.smsProvider}": verification codes would only be written to the log; configure a delivering SMS provider`,
    );
  if (NON_DELIVERING.has(loaded.emailProvider.toLowerCase()))
    problems.push(
      `e-mail provider is "${loaded.emailProvider}": password-reset links would only be written to the log; configure a delivering e-mail provider`,
    );
  for (const code of loaded.vendorCodes) {
    const name = secretEnvName(code);
    const value = env[name];
    if (!value) problems.push(`${name} is not set (vendor ${code} would have no wallet secret)`);
    else {
      const weak = secretWeakness(value);
      if (weak) problems.push(`${name} is ${weak}; use a random secret of at least 32 characters`);
    }
  }
  for (const name of ['OPS_BOOTSTRAP_TOKEN', 'PAYMENTS_SANDBOX_SECRET']) {
    const value = env[name];
    const weak = value ? secretWeakness(value) : undefined;
    if (weak) problems.push(`${name} is ${weak}; use a random secret of at least 32 characters, or unset it`);
  }
  if (!env.DATABASE_URL && !on(env.ALLOW_EMBEDDED_DB))
    problems.push(
      'DATABASE_URL is not set: production runs on PostgreSQL (embedded PGlite is for one box only; set ALLOW_EMBEDDED_DB=1 to accept that)',
    );
  if (demoSeedOn(env))
    problems.push('DEMO_SEED is on: production seeds no demo members, agents or catalogue; unset it');
  if (apiDocsPublic(env))
    problems.push(
      'API_DOCS_PUBLIC is on: the API docs (operator API included) belong on OPS_PORT only; unset it',
    );
  if (on(env.PLAYDECK_TEST_HOOKS)) problems.push('PLAYDECK_TEST_HOOKS is on: test-only routes; unset it');
  return problems;
}

/** The production profile's refusal: every problem of {@link productionProblems}, one per line. */
export class ProductionRefusal extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `NODE_ENV=production refuses to start (${problems.length} problem${problems.length === 1 ? '' : 's'}, docs/decisions.md D15):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ProductionRefusal';
  }
}
