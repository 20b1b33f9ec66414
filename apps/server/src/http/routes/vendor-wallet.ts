/**
 * Vendor seamless wallet routes (docs/vendor-protocol.md):
 * - `POST /vendor/:code/wallet/authenticate`: launch token -> player (src/domain/games/launch/authenticate.ts).
 * - `POST /vendor/:code/wallet/:op` with op balance | bet | win | rollback: signed JSON from the vendor, answered with
 *   the protocol's own `{ status: 'OK', ... }` / `{ status: 'ERROR', code, message }` (never the player envelope).
 *   Registered in its own encapsulated scope: the raw body is kept as text (the HMAC covers the exact bytes) and every
 *   error, including Fastify's own (bad content type, body too large), becomes a protocol error.
 * - Test hook (only when `testHooksEnabled()`: PLAYDECK_TEST_HOOKS=1 and NODE_ENV != production):
 *   `POST /__test/vendor/players { balance: "<minor units>", trial?: boolean, brand?: string, excluded?: boolean }` -> envelope value
 *   `{ playerId, currency, balance }`: a new member funded by one ledger transfer from the brand's house account
 *   'test-funding' (kind 'test.fund'), for the conformance kit. Errors: 400 VALIDATION.
 * config/vendors.json is read and validated when the routes are registered (server start): a bad file stops the start.
 */
import { takeBlock } from '../../domain/protection/service.ts';
import { type EnvSource } from '../../env.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { AppError, fail } from '../errors.ts';
import { MAX_MINOR, TRIAL_CURRENCY, transfer } from '../../domain/ledger/index.ts';
import { insertMember } from '../../domain/member/store.ts';
import { testHooksEnabled } from '../testing/routes.ts';
import {
  loadVendorConfig,
  type VendorSecretFallback,
  type VendorSettings,
} from '../../domain/vendor-wallet/config.ts';
import {
  OPERATIONS,
  VENDOR_ERRORS,
  vendorPlayerId,
  type ErrorAnswer,
  type Operation,
  type VendorErrorCode,
} from '../../domain/vendor-wallet/protocol.ts';
import { countWalletCall } from '../../infra/metrics.ts';

const isOperation = (op: string): op is Operation => (OPERATIONS as readonly string[]).includes(op);
import { handleWalletCall } from '../../domain/vendor-wallet/service.ts';
import { handleAuthenticate } from '../../domain/games/launch/authenticate.ts';

const FundBody = Type.Object({
  balance: Type.String({ pattern: '^(0|[1-9][0-9]{0,17})$' }),
  trial: Type.Optional(Type.Boolean()),
  brand: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,31}$' })),
  /** A player who is permanently self-excluded (the kit's PLAYER_BLOCKED case). */
  excluded: Type.Optional(Type.Boolean()),
});

/**
 * Registers the vendor wallet (and, with test hooks on, the funding hook). `configDir` holds vendors.json.
 * @returns the vendor settings in force (for tests and logs)
 * @throws VendorConfigError when config/vendors.json is invalid
 */
export function vendorRoutes(
  app: FastifyInstance,
  ctx: Ctx,
  configDir: string,
  env?: EnvSource,
  fallback?: VendorSecretFallback,
): ReadonlyMap<string, VendorSettings> {
  const vendors = loadVendorConfig(configDir, env, fallback);
  for (const v of vendors.values())
    if (v.wallet === 'seamless' && v.secret === undefined)
      ctx.log.error({ vendor: v.code }, 'vendor disabled: no VENDOR_SECRET_<CODE> set');

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    const refuse = (code: VendorErrorCode, message: string) =>
      JSON.stringify({ status: 'ERROR', code, message } satisfies ErrorAnswer);
    scope.setErrorHandler((err: FastifyError | AppError, req, reply) => {
      // AppError: the app-wide hooks (control characters in the body, an unknown Merchant header).
      const client = ((err instanceof AppError ? err.status : err.statusCode) ?? 500) < 500;
      if (!client) req.log.error({ err }, 'vendor wallet route failed');
      const code: VendorErrorCode = client ? 'BAD_REQUEST' : 'INTERNAL_ERROR';
      return reply
        .status(VENDOR_ERRORS[code])
        .type('application/json')
        .send(refuse(code, client ? err.message : 'unexpected error; retry'));
    });
    // The launch-token exchange (docs/vendor-protocol.md "authenticate"; src/domain/games/launch): same signing, same answer shapes.
    scope.post<{ Params: { code: string } }>(
      '/vendor/:code/wallet/authenticate',
      { schema: { hide: true } },
      async (req, reply) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const a = await handleAuthenticate(ctx, vendors, req.params.code, req.headers, raw);
        return reply.status(a.status).type('application/json').send(a.body);
      },
    );
    scope.post<{ Params: { code: string; op: string } }>(
      '/vendor/:code/wallet/:op',
      { schema: { hide: true } },
      async (req, reply) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const { code, op } = req.params;
        const a = await handleWalletCall(ctx, vendors, code, op, req.headers, raw);
        countWalletCall(code, op, a.code ?? 'ok', vendors.has(code) && isOperation(op));
        return reply.status(a.status).type('application/json').send(a.body);
      },
    );
  });

  if (testHooksEnabled(env)) {
    app.post<{ Body: { balance: string; trial?: boolean; brand?: string; excluded?: boolean } }>(
      '/__test/vendor/players',
      { schema: { hide: true, body: FundBody } },
      async (req) => {
        const brand = req.body.brand ? ctx.brands.get(req.body.brand) : req.brand;
        if (!brand) throw fail('VALIDATION', { field: 'brand' });
        const amount = BigInt(req.body.balance);
        if (amount > MAX_MINOR) throw fail('AMOUNT_INVALID');
        const trial = req.body.trial === true;
        const currency = trial ? TRIAL_CURRENCY : brand.currency.code;
        const username = `kit${randomBytes(6).toString('hex')}`;
        const id = await insertMember(ctx.db, {
          brand: brand.id,
          username,
          usernameKey: username,
          mobile: null,
          mobileVerified: false,
          email: null,
          passwordHash: '!test-player-no-login',
          type: trial ? 4 : 0,
          nickname: username,
          language: null,
          mustChangePassword: false,
          registerUrl: null,
          registerMethod: 'test-hook',
          affiliateCode: null,
          referralCode: null,
          profile: {},
          balances: {},
        });
        if (amount > 0n)
          await transfer(ctx.db, {
            debit: { kind: 'house', brand: brand.id, currency, name: 'test-funding' },
            credit: { kind: trial ? 'trial' : 'cash', brand: brand.id, currency, memberId: id },
            amountMinor: amount,
            kind: 'test.fund',
            idempotencyKey: `test:vendor-player:${id}`,
          });
        if (req.body.excluded === true)
          await takeBlock(ctx, brand, id, 'exclusion', 'permanent', 'test-hook');
        return ok({ playerId: vendorPlayerId(id), currency, balance: amount.toString() });
      },
    );
  }
  return vendors;
}
