/**
 * `POST /vendor/{CODE}/wallet/authenticate` (docs/vendor-protocol.md "authenticate"; docs/architecture.md "Game launch"): the vendor
 * exchanges the one-time launch token of a launch URL for the player's id, wallet currency and balance. Signed and
 * answered like the other protocol calls (same headers, replay window, `{ status: 'OK', ... }` or
 * `{ status: 'ERROR', code, message }`); the token is single use and expires after 60 s (TOKEN_INVALID, 401).
 */
import type { Ctx } from '../../context.ts';
import { balanceOf } from '../../ledger/index.ts';
import type { VendorSettings } from '../../vendor-wallet/config.ts';
import { VendorError, vendorPlayerId } from '../../vendor-wallet/protocol.ts';
import {
  errorAnswer,
  findPlayer,
  vendorWallet,
  verifySignature,
  type WireAnswer,
} from '../../vendor-wallet/service.ts';
import { redeemLaunchToken } from './service.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The success answer of authenticate (HTTP 200). Money: integer string of minor units. */
export interface AuthenticateAnswer {
  status: 'OK';
  playerId: string;
  currency: string;
  /** Minor units: the main wallet for a seamless vendor, the player's sub-wallet of this vendor for a transfer one. */
  balance: string;
  /** The vendor's wallet mode (config/vendors.json): transfer vendors move money with the wallet-transfer calls. */
  wallet: 'seamless' | 'transfer';
  gameType: string;
  gameCode: string | null;
  language: string;
}

/**
 * Handles one signed authenticate call with the raw body `{ "token": "<launch token>" }`. Never throws.
 * Served for seamless and transfer vendors alike (a transfer vendor also needs to know who plays).
 * Errors: UNKNOWN_VENDOR 404, VENDOR_DISABLED 503, INVALID_SIGNATURE / STALE_REQUEST 401,
 * BAD_REQUEST 400 (body or token malformed), TOKEN_INVALID 401 (unknown, expired, used, or minted for another vendor),
 * PLAYER_NOT_FOUND 404, INTERNAL_ERROR 500.
 */
export async function handleAuthenticate(
  ctx: Ctx,
  vendors: ReadonlyMap<string, VendorSettings>,
  code: string,
  headers: Record<string, string | string[] | undefined>,
  raw: string,
): Promise<WireAnswer> {
  try {
    const v = vendors.get(code);
    if (!v) throw new VendorError('UNKNOWN_VENDOR');
    if (v.secret === undefined) throw new VendorError('VENDOR_DISABLED');
    verifySignature({ ...v, secret: v.secret }, headers, raw, ctx.now());
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      throw new VendorError('BAD_REQUEST', 'body is not JSON');
    }
    const token = (data as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || !TOKEN.test(token))
      throw new VendorError('BAD_REQUEST', 'invalid field token');
    const r = await redeemLaunchToken(ctx, code, token);
    if (!r) throw new VendorError('TOKEN_INVALID', 'launch token unknown, expired or already used');
    const p = await findPlayer(ctx, r.memberId);
    // A transfer vendor plays from the member's sub-wallet of that vendor (trial members keep their trial funds).
    const wallet = vendorWallet(p, v);
    const answer: AuthenticateAnswer = {
      status: 'OK',
      playerId: vendorPlayerId(r.memberId),
      currency: wallet.currency,
      balance: (await balanceOf(ctx.db, wallet)).toString(),
      wallet: v.wallet,
      gameType: r.gameType,
      gameCode: r.gameCode,
      language: r.language,
    };
    return { status: 200, body: JSON.stringify(answer) };
  } catch (err) {
    if (err instanceof VendorError) return errorAnswer(err);
    ctx.log.error({ err, vendor: code }, 'vendor authenticate failed');
    return errorAnswer(new VendorError('INTERNAL_ERROR', 'unexpected error; retry'));
  }
}
