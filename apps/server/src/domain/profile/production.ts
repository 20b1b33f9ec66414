/**
 * The two named profiles of the platform (docs/decisions.md D15; docs/architecture.md "Profiles and scale"):
 *
 * - `demo` (`npm start`, any NODE_ENV but production): sandbox payment and SMS gateways, console e-mail (the
 *   development inbox `/dev/inbox` lists both), demo members and agents with their one-time passwords printed, the demo game
 *   catalogue, per-install random secrets generated into the data folder, API docs on the operator port.
 * - `production` (`NODE_ENV=production`): fails closed. {@link productionProblems} lists every reason it may not run,
 *   and the server refuses to start with all of them named at once, so an operator fixes the lot in one pass.
 *
 * The check is a pure function of the environment and the loaded config, so each refusal has its own unit test
 * (production.test.ts) and main.ts only gathers the inputs and acts on the answer.
 */
import { secretWeakness } from '@playdeck/config-schema/node/installSecrets';
import type { DepositMethodConfig, IntegrationsConfig } from '@playdeck/config-schema';
import { secretOfRef } from '../../env.ts';
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
    /** Effective whitelabel flags (parents applied); absent: only configured social providers are checked. */
    flags?: Readonly<Record<string, boolean>>;
    config?: {
      config: {
        payments?: { depositMethods: readonly DepositMethodConfig[] };
        integrations?: IntegrationsConfig;
      };
    };
  }>;
  /** Vendor codes of config/vendors.json (each needs `VENDOR_SECRET_<CODE>`). */
  vendorCodes: Iterable<string>;
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
 * - a brand whose SMS or e-mail would not reach a person ({@link messagingProblems}: console, sandbox or no provider,
 *   an incomplete gateway or SMTP server, a secret variable unset);
 * - a vendor of config/vendors.json without `VENDOR_SECRET_<CODE>`, or with a development/weak one (anyone could
 *   sign wallet calls); the same for `OPS_BOOTSTRAP_TOKEN`, `OPS_TOTP_KEY` and `PAYMENTS_SANDBOX_SECRET` when set;
 * - no `CAPTCHA_HMAC_SECRET`, or a weak one (instances would not accept each other's captcha challenges; anyone
 *   knowing a development secret could sign solved challenges, docs/decisions.md D23);
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
    problems.push(...messagingProblems(brand.id, brand.config?.config.integrations, env));
    problems.push(...socialProblems(brand.id, brand.flags, brand.config?.config.integrations, env));
  }
  for (const code of loaded.vendorCodes) {
    const name = secretEnvName(code);
    const value = env[name];
    if (!value) problems.push(`${name} is not set (vendor ${code} would have no wallet secret)`);
    else {
      const weak = secretWeakness(value);
      if (weak) problems.push(`${name} is ${weak}; use a random secret of at least 32 characters`);
    }
  }
  const captcha = env.CAPTCHA_HMAC_SECRET;
  if (!captcha)
    problems.push(
      'CAPTCHA_HMAC_SECRET is not set (each instance would sign captcha challenges with its own random secret)',
    );
  else {
    const weak = secretWeakness(captcha);
    if (weak) problems.push(`CAPTCHA_HMAC_SECRET is ${weak}; use a random secret of at least 32 characters`);
  }
  for (const name of ['OPS_BOOTSTRAP_TOKEN', 'OPS_TOTP_KEY', 'PAYMENTS_SANDBOX_SECRET']) {
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

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * Why a brand's `integrations` cannot deliver codes, reset links and notices in production (docs/architecture.md
 * "Messaging"): no SMS provider, or one that delivers nothing (console, sandbox); an `http-gateway` without its
 * descriptor, with a plain-http URL, or whose `apiKey` variable is unset; no e-mail provider or `console`; an `smtp`
 * server without host, port or security, with a login whose password variable is unset, or without TLS on a host
 * that is not this machine.
 */
export function messagingProblems(
  id: string,
  integrations: IntegrationsConfig | undefined,
  env: NodeJS.ProcessEnv,
): string[] {
  const problems: string[] = [];
  const sms = integrations?.sms;
  if (!sms)
    problems.push(
      `brand ${id}: no integrations.sms: verification codes would only be written to the log; configure an "http-gateway" SMS provider`,
    );
  else if (NON_DELIVERING.has(sms.provider.toLowerCase()))
    problems.push(`brand ${id}: integrations.sms.provider is "${sms.provider}", which delivers nothing`);
  else if (!sms.http) problems.push(`brand ${id}: integrations.sms.http (the gateway descriptor) is missing`);
  else {
    if (!sms.http.url.startsWith('https://'))
      problems.push(
        `brand ${id}: integrations.sms.http.url is not https (the API key would travel in clear)`,
      );
    if (sms.apiKey && !secretOfRef(sms.apiKey, env))
      problems.push(`brand ${id}: integrations.sms.apiKey names ${sms.apiKey.slice(4)}, which is not set`);
  }
  const email = integrations?.email;
  if (!email || NON_DELIVERING.has(email.provider.toLowerCase()))
    problems.push(
      `brand ${id}: integrations.email.provider is "${email?.provider ?? 'none'}": password-reset links and notices would only be written to the log; configure an "smtp" provider`,
    );
  else if (!email.host || !email.port || !email.security)
    problems.push(`brand ${id}: integrations.email needs host, port and security for SMTP`);
  else {
    if (email.user && !secretOfRef(email.password, env))
      problems.push(
        `brand ${id}: integrations.email.password ${email.password ? `names ${email.password.slice(4)}, which is not set` : 'is missing'} (SMTP login ${email.user})`,
      );
    if (email.security === 'none' && !LOOPBACK.test(email.host))
      problems.push(
        `brand ${id}: integrations.email.security is "none" for ${email.host}: use "tls" or "starttls" (only a relay on this machine may go without)`,
      );
  }
  return problems;
}

/**
 * Why a brand's social login cannot run in production (docs/architecture.md "Social login"): a provider whose
 * whitelabel node is on (SOCIALLOGIN3 with socialGoogle / socialFacebook) without `integrations.social.<provider>`, or
 * whose client secret variable is unset, or whose issuer is not https. A configured provider whose node is off is
 * checked too: switching the node on must not be what breaks it.
 */
export function socialProblems(
  id: string,
  flags: Readonly<Record<string, boolean>> | undefined,
  integrations: IntegrationsConfig | undefined,
  env: NodeJS.ProcessEnv,
): string[] {
  const problems: string[] = [];
  for (const [provider, node] of [
    ['google', 'socialGoogle'],
    ['facebook', 'socialFacebook'],
  ] as const) {
    const on = flags?.SOCIALLOGIN3 === true && flags[node] === true;
    const p = integrations?.social?.[provider];
    if (!p) {
      if (on)
        problems.push(
          `brand ${id}: ${node} is on but integrations.social.${provider} is missing (its login button would fail); configure it or switch the node off`,
        );
      continue;
    }
    if (!secretOfRef(p.clientSecret, env))
      problems.push(
        `brand ${id}: integrations.social.${provider}.clientSecret names ${p.clientSecret.slice(4)}, which is not set`,
      );
    if (!p.issuer.startsWith('https://'))
      problems.push(`brand ${id}: integrations.social.${provider}.issuer is not https (${p.issuer})`);
  }
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
