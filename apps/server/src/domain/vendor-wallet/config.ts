/**
 * Platform-level vendor wallet settings (docs/vendor-protocol.md; docs/architecture.md "Vendors"): `config/vendors.json`,
 * validated at server start against `VendorsFile` (a JSON Schema built with typebox). Secrets never live in the file:
 * `VENDOR_SECRET_<CODE>` (the vassalage code upper-cased, anything but A-Z 0-9 as `_`). Without it the secret comes from
 * the caller's fallback: the demo profile derives one from the install's random secrets file
 * (@playdeck/config-schema/node/installSecrets); production has none (it refuses to start without every vendor
 * secret, src/domain/profile/production.ts). A vendor left without a secret is disabled (its calls answer VENDOR_DISABLED)
 * and the start logs it. There is no public development secret (docs/decisions.md D15).
 */
import { secret as envSecret, type EnvSource } from '../../env.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

/**
 * What a rollback may reverse (docs/vendor-protocol.md "Rollbacks"):
 * - `open-round-only`: a bet, while its round is open and has no win yet (a rollback after a win or after the round
 *   settled answers ROLLBACK_NOT_ALLOWED);
 * - `bets-any-time`: a bet at any time, also after a win in its round (the win stays credited);
 * - `bets-and-wins`: a bet at any time, and a win (the win is debited back; INSUFFICIENT_FUNDS if already spent).
 */
export const ROLLBACK_POLICIES = ['open-round-only', 'bets-any-time', 'bets-and-wins'] as const;
export type RollbackPolicy = (typeof ROLLBACK_POLICIES)[number];

/** A vassalage code (spec section 9): upper-case letters, digits, `_`. */
const CODE = /^[A-Z0-9][A-Z0-9_]{0,31}$/;
const Policy = Type.Union(ROLLBACK_POLICIES.map((p) => Type.Literal(p)));
const Window = Type.Integer({ minimum: 5, maximum: 3600, description: 'Replay window, seconds either side' });

/**
 * Where the vendor lets a player verify a round (provably fair games; docs/architecture.md "Records", the betting record's link
 * to the round's verify page): `url` is an https URL, or a path on our own games server starting `{gamesUrl}/`
 * (GAMES_URL), holding `{roundId}` and optionally `{lang}` (the language the player's site speaks, so the page opened
 * in a new tab speaks it too; our games server reads it as `?lang=`); `games`: only rounds of these game codes
 * (default: every round of the vendor); `exceptGames`: not rounds of these (e.g. a lottery whose bets have no page of
 * their own).
 */
const GameCodes = Type.Array(Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$' }), {
  minItems: 1,
  maxItems: 500,
});
const Verify = Type.Object(
  {
    url: Type.String({ pattern: '^(https://|\\{gamesUrl\\}/)[^\\s"<>]*\\{roundId\\}', maxLength: 300 }),
    games: Type.Optional(GameCodes),
    exceptGames: Type.Optional(GameCodes),
  },
  { additionalProperties: false },
);

/** One vendor's entry in config/vendors.json. */
export const VendorEntry = Type.Object(
  {
    wallet: Type.Union([Type.Literal('seamless'), Type.Literal('transfer')]),
    rollbackPolicy: Type.Optional(Policy),
    replayWindowSeconds: Type.Optional(Window),
    verify: Type.Optional(Verify),
  },
  { additionalProperties: false },
);

/** The JSON Schema of config/vendors.json. Vendor codes are vassalage codes (spec section 9): A-Z, 0-9, `_`. */
export const VendorsFile = Type.Object(
  {
    $comment: Type.Optional(Type.String()),
    defaults: Type.Object(
      { rollbackPolicy: Policy, replayWindowSeconds: Window },
      { additionalProperties: false },
    ),
    vendors: Type.Record(Type.String(), VendorEntry, { propertyNames: { pattern: CODE.source } }),
  },
  { additionalProperties: false },
);
export type VendorsFileData = Static<typeof VendorsFile>;

/** A vendor as the wallet protocol uses it. */
export interface VendorSettings {
  code: string;
  wallet: 'seamless' | 'transfer';
  rollbackPolicy: RollbackPolicy;
  replayWindowSeconds: number;
  /** HMAC-SHA256 key; undefined when disabled (no `VENDOR_SECRET_<CODE>` and no fallback). */
  secret: string | undefined;
  /** True when `secret` came from the fallback (the demo profile's per-install secret), not the environment. */
  generatedSecret: boolean;
  /** The round verify page, when the vendor offers one (see `Verify`; resolved by `roundVerifyUrl`). */
  verify?: { url: string; games?: ReadonlySet<string>; exceptGames?: ReadonlySet<string> };
}

export class VendorConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`config/vendors.json is invalid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'VendorConfigError';
  }
}

/** The environment variable holding a vendor's secret: `VENDOR_SECRET_<CODE>`. */
export function secretEnvName(code: string): string {
  return `VENDOR_SECRET_${code.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** Where a vendor's secret comes from when `VENDOR_SECRET_<CODE>` is unset: a secret, or undefined (disabled). */
export type VendorSecretFallback = (code: string) => string | undefined;

/**
 * Validates parsed config/vendors.json content and resolves every vendor's settings and secret: the environment's
 * `VENDOR_SECRET_<CODE>`, else `fallback(code)`, else none (the vendor is disabled). Whether a secret is fit for
 * production is the production check's business (src/domain/profile/production.ts), which names every problem at once.
 * @throws VendorConfigError listing each problem as `<pointer>: <message>`
 */
export function parseVendorConfig(
  data: unknown,
  env?: EnvSource,
  fallback?: VendorSecretFallback,
): Map<string, VendorSettings> {
  if (!Value.Check(VendorsFile, data)) {
    const problems = [...Value.Errors(VendorsFile, data)]
      .slice(0, 20)
      .map((e) => `${e.instancePath || '/'}: ${e.message}`);
    throw new VendorConfigError(problems);
  }
  // Checked here as well: the key pattern is what keeps a code usable in URLs and env var names.
  const badCodes = Object.keys(data.vendors).filter((c) => !CODE.test(c));
  if (badCodes.length)
    throw new VendorConfigError(badCodes.map((c) => `/vendors/${c}: vendor code must match ${CODE.source}`));
  const out = new Map<string, VendorSettings>();
  for (const [code, v] of Object.entries(data.vendors)) {
    const fromEnv = envSecret(secretEnvName(code), env);
    const secret = fromEnv && fromEnv.length > 0 ? fromEnv : fallback?.(code);
    out.set(code, {
      code,
      wallet: v.wallet,
      rollbackPolicy: v.rollbackPolicy ?? data.defaults.rollbackPolicy,
      replayWindowSeconds: v.replayWindowSeconds ?? data.defaults.replayWindowSeconds,
      secret,
      generatedSecret: !fromEnv && secret !== undefined,
      ...(v.verify
        ? {
            verify: {
              url: v.verify.url,
              ...(v.verify.games ? { games: new Set(v.verify.games) } : {}),
              ...(v.verify.exceptGames ? { exceptGames: new Set(v.verify.exceptGames) } : {}),
            },
          }
        : {}),
    });
  }
  return out;
}

/**
 * Reads and validates `<configDir>/vendors.json`. A missing file means no vendor speaks the seamless protocol.
 * @throws VendorConfigError on unreadable JSON or a schema violation
 */
export function loadVendorConfig(
  configDir: string,
  env?: EnvSource,
  fallback?: VendorSecretFallback,
): Map<string, VendorSettings> {
  const file = join(configDir, 'vendors.json');
  if (!existsSync(file)) return new Map();
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new VendorConfigError([`/: not JSON (${(e as Error).message})`]);
  }
  return parseVendorConfig(data, env, fallback);
}

/**
 * The verify page of round `roundId` of vendor `v` (game `gameCode`), or null when the vendor offers none for that
 * game, or its URL names our games server (`{gamesUrl}`) and GAMES_URL is not set. The round id and `lang` (the
 * site's language code, e.g. `bn`; default `en`) are URL-encoded into `{roundId}` and `{lang}`.
 */
export function roundVerifyUrl(
  v: VendorSettings | undefined,
  gameCode: string | null,
  roundId: string,
  gamesUrl: string | undefined,
  lang = 'en',
): string | null {
  const verify = v?.verify;
  if (!verify) return null;
  if (verify.games && (gameCode === null || !verify.games.has(gameCode))) return null;
  if (verify.exceptGames && gameCode !== null && verify.exceptGames.has(gameCode)) return null;
  if (verify.url.startsWith('{gamesUrl}/') && !gamesUrl) return null;
  return verify.url
    .replace('{gamesUrl}', gamesUrl ?? '')
    .replace('{roundId}', encodeURIComponent(roundId))
    .replace('{lang}', encodeURIComponent(lang));
}
