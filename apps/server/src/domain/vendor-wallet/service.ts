/**
 * The vendor seamless wallet (docs/architecture.md "Vendors"; docs/architecture.md "Vendors"; docs/vendor-protocol.md):
 * balance, bet, win and rollback for each seamless vendor of config/vendors.json.
 *
 * Rules:
 * - Every call is signed (HMAC-SHA256 over `<timestamp>.<raw body>`) and must fall inside the vendor's replay window.
 * - Idempotent on the vendor's transaction id forever: the first call of an id records it with the answer sent; a
 *   repeat with the same content (operation, player, currency, round, amount, reference) gets that answer again byte
 *   for byte, whatever happened since; with different content TRANSACTION_CONFLICT. Refused calls record nothing.
 * - Every money movement is one ledger transfer between the member's wallet (cash in the brand currency, or trial
 *   funds in TRIAL for trial members: docs/decisions.md D10) and the brand's clearing account `vendor.<code>` in that
 *   currency, idempotency key `vendor:<code>:<transaction id>`, written in the same database transaction as the
 *   transaction and round rows. A bet never takes a balance below zero (INSUFFICIENT_FUNDS, nothing written).
 * - Rounds: open at the first bet; settled by a win (unless `roundClosed: false`); cancelled when rollbacks leave no
 *   live bet or win. A win needs a bet in its round first (ROUND_NOT_FOUND: retry after the bet).
 * - A vendor reaches only players of the brands that offer it (`brandServesVendor`); any other is PLAYER_NOT_FOUND.
 * - A bet is refused (PLAYER_BLOCKED) while the player is locked by its agent, timed out, self-excluded, or the stake
 *   would pass a wager or loss limit (docs/decisions.md D26); wins and rollbacks are always accepted.
 * - A rollback of an id never seen records that id as void: a late bet or win with it is refused
 *   (TRANSACTION_ROLLED_BACK). What a rollback may reverse is the vendor's `rollbackPolicy` (config.ts).
 */
import type { Brand } from '../../infra/brands/index.ts';
import type { Ctx } from '../context.ts';
import { isUniqueViolation, type Db } from '../../infra/db/client.ts';
import { AppError } from '../../infra/errors.ts';
import { publishAfterCommit } from '../events/index.ts';
import {
  MAX_MINOR,
  TRIAL_CURRENCY,
  accountId,
  balanceOf,
  countCommitted,
  prepareTransfer,
  transfer,
  transferRefusal,
  type AccountRef,
} from '../ledger/index.ts';
import type { VendorSettings } from './config.ts';
import {
  OPERATIONS,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  VendorError,
  signatureMatches,
  type ErrorAnswer,
  type Operation,
  type RoundStatus,
  type VendorErrorCode,
  type WalletAnswerFields,
  walletAnswerText,
} from './protocol.ts';
import * as store from './store.ts';
import {
  recordPlay,
  releaseBet,
  reserveBet,
  type BetRefusal,
  type BetReservation,
} from '../protection/guard.ts';
import { TRIAL_MEMBER_TYPE } from '../member/types.ts';

/** An answer ready to send: HTTP status and the exact JSON text. */
export interface WireAnswer {
  status: number;
  body: string;
  /** The protocol error code of a refusal (absent on an OK answer). */
  code?: VendorErrorCode;
}

const ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;
const PLAYER = /^[1-9][0-9]{0,18}$/;
const CURRENCY = /^[A-Z][A-Z0-9]{2,9}$/;
const AMOUNT = /^(0|[1-9][0-9]{0,18})$/;
const GAME = /^[A-Za-z0-9_.:-]{1,64}$/;

interface Parsed {
  playerId: string;
  currency?: string;
  transactionId?: string;
  roundId?: string;
  amount?: bigint;
  gameCode?: string;
  roundClosed?: boolean;
  referenceTransactionId?: string;
}

/** Checks the body of `op` (unknown keys are ignored). @throws VendorError BAD_REQUEST naming the field */
export function parseBody(op: Operation, raw: string): Parsed {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw new VendorError('BAD_REQUEST', 'body is not JSON');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new VendorError('BAD_REQUEST', 'body must be a JSON object');
  const b = data as Record<string, unknown>;
  const str = (k: string, re: RegExp, required: boolean): string | undefined => {
    const v = b[k];
    if (v === undefined && !required) return undefined;
    if (typeof v !== 'string' || !re.test(v)) throw new VendorError('BAD_REQUEST', `invalid field ${k}`);
    return v;
  };
  const out: Parsed = { playerId: str('playerId', PLAYER, true)! };
  out.currency = str('currency', CURRENCY, op !== 'balance');
  if (op === 'balance') return out;
  out.transactionId = str('transactionId', ID, true);
  if (op === 'rollback') {
    out.referenceTransactionId = str('referenceTransactionId', ID, true);
    out.roundId = str('roundId', ID, false);
    return out;
  }
  out.roundId = str('roundId', ID, true);
  const amount = BigInt(str('amount', AMOUNT, true)!);
  if (amount > MAX_MINOR || (op === 'bet' && amount === 0n))
    throw new VendorError('BAD_REQUEST', 'invalid field amount');
  out.amount = amount;
  out.gameCode = str('gameCode', GAME, false);
  if (op === 'win' && b.roundClosed !== undefined) {
    if (typeof b.roundClosed !== 'boolean') throw new VendorError('BAD_REQUEST', 'invalid field roundClosed');
    out.roundClosed = b.roundClosed;
  }
  return out;
}

/**
 * Verifies the signature headers against `raw` and the replay window.
 * @throws VendorError INVALID_SIGNATURE (missing, malformed or wrong), STALE_REQUEST (outside the window)
 */
export function verifySignature(
  v: VendorSettings & { secret: string },
  headers: Record<string, string | string[] | undefined>,
  raw: string,
  nowMs: number,
) {
  const ts = headers[TIMESTAMP_HEADER];
  const sig = headers[SIGNATURE_HEADER];
  if (typeof ts !== 'string' || !/^[0-9]{1,12}$/.test(ts) || typeof sig !== 'string')
    throw new VendorError('INVALID_SIGNATURE', `${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER} are required`);
  if (!signatureMatches(v.secret, ts, raw, sig)) throw new VendorError('INVALID_SIGNATURE');
  if (Math.abs(nowMs / 1000 - Number(ts)) > v.replayWindowSeconds)
    throw new VendorError('STALE_REQUEST', `timestamp outside the ${v.replayWindowSeconds} s window`);
}

/** A protocol player: the member, its brand and the wallet the seamless protocol moves (trial or cash). */
export interface Player {
  memberId: string;
  brand: Brand;
  wallet: AccountRef;
}

/** @throws VendorError PLAYER_NOT_FOUND (no such member, or its brand is not configured) */
export async function findPlayer(ctx: Ctx, playerId: string): Promise<Player> {
  const m = await store.findMember(ctx.db, playerId);
  const brand = m && ctx.brands.get(m.brand);
  if (!m || !brand) throw new VendorError('PLAYER_NOT_FOUND');
  const trial = m.type === TRIAL_MEMBER_TYPE;
  return {
    memberId: playerId,
    brand,
    wallet: trial
      ? { kind: 'trial', brand: brand.id, currency: TRIAL_CURRENCY, memberId: playerId }
      : { kind: 'cash', brand: brand.id, currency: brand.currency.code, memberId: playerId },
  };
}

/**
 * True when the brand offers the vendor in some game type (its vendors.json `gameTypes`): a vendor moves only the
 * balances of players of the brands it serves, so one vendor's key cannot reach every brand's wallets (least privilege,
 * OWASP ASVS 5.0 V8.2.2). A brand without loaded config serves none.
 */
export function brandServesVendor(brand: Brand, code: string): boolean {
  const gameTypes = brand.config?.config.vendors.gameTypes;
  return !!gameTypes && Object.values(gameTypes).some((g) => g?.vendors.includes(code));
}

/**
 * The account vendor `v`'s money calls move for player `p` (docs/decisions.md D20): the player's wallet for a seamless
 * vendor; for a transfer-mode vendor the player's sub-wallet of that vendor (the vendor-side balance, filled and
 * emptied by GCS_walletTransfer), so the vendor's rounds are paid from the money moved to it. A trial member keeps its
 * trial funds either way (it cannot transfer, docs/decisions.md D10).
 */
export function vendorWallet(p: Player, v: Pick<VendorSettings, 'code' | 'wallet'>): AccountRef {
  return v.wallet === 'transfer' && p.wallet.kind === 'cash'
    ? { ...p.wallet, kind: 'vendor', vendor: v.code }
    : p.wallet;
}

const clearing = (p: Player, vendor: string): AccountRef => ({
  kind: 'clearing',
  brand: p.brand.id,
  currency: p.wallet.currency,
  name: `vendor.${vendor}`,
});

/** The stored answer for a repeated id, or a refusal when the id was used differently. */
async function claimOrReplay(db: Db, rec: Parameters<typeof store.claim>[1]): Promise<string | undefined> {
  if (await store.claim(db, rec)) return undefined;
  return replay(db, rec);
}

/**
 * The answer for an id already recorded: the stored one when `rec` has the same content, else a refusal.
 * @throws VendorError TRANSACTION_ROLLED_BACK (the id was voided by an earlier rollback), TRANSACTION_CONFLICT
 */
async function replay(db: Db, rec: Parameters<typeof store.claim>[1]): Promise<string> {
  const ex = await store.findTx(db, rec.vendor, rec.transactionId);
  if (!ex) throw new Error('vendor transaction claimed but not found');
  if (ex.kind === 'void')
    throw new VendorError(
      rec.kind === 'rollback' ? 'TRANSACTION_CONFLICT' : 'TRANSACTION_ROLLED_BACK',
      'this transaction id was rolled back before it arrived',
    );
  const same =
    ex.kind === rec.kind &&
    ex.memberId === rec.memberId &&
    ex.currency === rec.currency &&
    ex.roundId === rec.roundId &&
    ex.referenceId === rec.referenceId &&
    (rec.kind === 'rollback' || ex.amount === rec.amount);
  if (!same || (ex.answer === null && ex.balanceAfter === null))
    throw new VendorError('TRANSACTION_CONFLICT', 'transaction id already used with different content');
  return (
    ex.answer ??
    walletAnswerText({
      playerId: ex.memberId,
      currency: ex.currency,
      balance: ex.balanceAfter!,
      transactionId: rec.transactionId,
      platformTransactionId: ex.ledgerTransferId,
      roundId: ex.roundId,
      roundStatus: ex.roundStatus,
    })
  );
}

/**
 * Handles one signed call: POST /vendor/{code}/wallet/{op} with the raw body. Never throws: every outcome is an
 * answer (HTTP status + JSON text), a protocol error code for refusals (docs/vendor-protocol.md), INTERNAL_ERROR for the
 * unexpected (logged; nothing recorded).
 */
export async function handleWalletCall(
  ctx: Ctx,
  vendors: ReadonlyMap<string, VendorSettings>,
  code: string,
  op: string,
  headers: Record<string, string | string[] | undefined>,
  raw: string,
): Promise<WireAnswer> {
  let player: Player | undefined;
  try {
    const v = vendors.get(code);
    if (!v) throw new VendorError('UNKNOWN_VENDOR');
    if (v.secret === undefined) throw new VendorError('VENDOR_DISABLED');
    verifySignature({ ...v, secret: v.secret }, headers, raw, ctx.now());
    if (!(OPERATIONS as readonly string[]).includes(op))
      throw new VendorError('BAD_REQUEST', `unknown operation ${op}`);
    const body = parseBody(op as Operation, raw);
    player = await findPlayer(ctx, body.playerId);
    player = { ...player, wallet: vendorWallet(player, v) };
    // A player of a brand this vendor does not serve is, to this vendor, no player at all.
    if (!brandServesVendor(player.brand, code)) {
      player = undefined;
      throw new VendorError('PLAYER_NOT_FOUND');
    }
    if (body.currency !== undefined && body.currency !== player.wallet.currency)
      throw new VendorError('CURRENCY_MISMATCH', `the player's wallet currency is ${player.wallet.currency}`);
    const text =
      op === 'balance'
        ? walletAnswerText({
            playerId: body.playerId,
            currency: player.wallet.currency,
            balance: (await balanceOf(ctx.db, player.wallet)).toString(),
          })
        : op === 'rollback'
          ? await rollback(ctx, v, player, body)
          : await betOrWin(ctx, v, player, op as 'bet' | 'win', body);
    return { status: 200, body: text };
  } catch (err) {
    let e: VendorError;
    if (err instanceof VendorError) e = err;
    else if (err instanceof AppError && err.errorCode === 'INSUFFICIENT_BALANCE' && player) {
      const balance = await balanceOf(ctx.db, player.wallet).catch(() => undefined);
      e = new VendorError('INSUFFICIENT_FUNDS', 'the balance is lower than the amount', balance?.toString());
    } else {
      ctx.log.error({ err, vendor: code, op }, 'vendor wallet call failed');
      e = new VendorError('INTERNAL_ERROR', 'unexpected error; nothing was recorded, retry');
    }
    return errorAnswer(e);
  }
}

/** The wire answer of a refused call: `{ status: 'ERROR', code, message }` (plus `balance` when the error has one). */
export function errorAnswer(e: VendorError): WireAnswer {
  const answer: ErrorAnswer = { status: 'ERROR', code: e.code, message: e.message };
  if (e.balance !== undefined) answer.balance = e.balance;
  return { status: e.status, body: JSON.stringify(answer), code: e.code };
}

/**
 * A bet or win in one statement, one round trip (docs/architecture.md "Vendors"; games wallet target, docs/architecture.md "Targets"): the database function
 * pd_vendor_money (migrations 0940_wallet_functions.sql, 0990_wallet_answer_row.sql) checks the transaction id is new,
 * opens or changes the round under its guard, moves the money with the ledger's own pd_ledger_transfer and records the
 * transaction with its answer's fields, returned as one row the answer text is built from (walletAnswerText),
 * atomically (a single statement needs no BEGIN/COMMIT). The accounts are resolved first (ledger
 * prepareTransfer: cached ids, opened on first use; an account opened for a call that is then refused stays, empty, as
 * accounts do). A repeat of a recorded id — found by the function, or a concurrent call of the same id that committed
 * first (a unique violation on its ledger key or transaction row, the whole statement undone) — answers from the
 * stored row (replay).
 * A bet is first checked against the player's agent lock and protection (reserveBet, domain/protection/guard.ts).
 * @throws VendorError PLAYER_BLOCKED, ROUND_NOT_FOUND, ROUND_CONFLICT, ROUND_CLOSED; AppError INSUFFICIENT_BALANCE
 *   (the ledger's refusal: handleWalletCall answers INSUFFICIENT_FUNDS with the balance)
 */
async function betOrWin(
  ctx: Ctx,
  v: VendorSettings,
  p: Player,
  op: 'bet' | 'win',
  b: Parsed,
): Promise<string> {
  const transactionId = b.transactionId!;
  const roundId = b.roundId!;
  const amount = b.amount!;
  // Player protection and the agent lock (docs/decisions.md D26): one read by primary key; with a wager or loss limit
  // in force the stake is reserved first and given back below when the bet is not made.
  let reservation: BetReservation | undefined;
  if (op === 'bet') {
    const g = await reserveBet(ctx, p.brand, p.memberId, amount);
    if (g.refusal) {
      // A repeat of a bet recorded before the block still gets its stored answer (idempotent forever).
      if (await store.findTx(ctx.db, v.code, transactionId))
        return replay(ctx.db, {
          vendor: v.code,
          transactionId,
          kind: op,
          memberId: p.memberId,
          currency: p.wallet.currency,
          roundId,
          amount,
          referenceId: null,
        });
      throw new VendorError('PLAYER_BLOCKED', BLOCK_MESSAGES(g.refusal));
    }
    reservation = g.reservation;
  }
  try {
    const text = await moneyCall(ctx, v, p, op, b);
    if (reservation && !text.recorded) await releaseBet(ctx.db, reservation);
    else if (op === 'win' && text.recorded && amount > 0n)
      await recordPlay(ctx, p.brand, p.memberId, 0n, -amount);
    return text.text;
  } catch (err) {
    if (reservation) await releaseBet(ctx.db, reservation);
    throw err;
  }
}

/** The PLAYER_BLOCKED message per reason (English, for the vendor's logs). */
function BLOCK_MESSAGES(r: BetRefusal): string {
  if (r === 'locked') return 'the player is locked by its agent';
  if (r === 'timeout') return 'the player is on a time-out';
  if (r === 'exclusion') return 'the player is self-excluded';
  return `the stake would pass the player's ${r.slice('limit:'.length)} limit`;
}

/** The money call of betOrWin; `recorded` is false for a repeat answered from the stored row. */
async function moneyCall(
  ctx: Ctx,
  v: VendorSettings,
  p: Player,
  op: 'bet' | 'win',
  b: Parsed,
): Promise<{ text: string; recorded: boolean }> {
  const transactionId = b.transactionId!;
  const roundId = b.roundId!;
  const amount = b.amount!;
  // The transfer as the ledger checks and resolves it; a zero win moves nothing and needs only the wallet's id.
  const t =
    amount > 0n
      ? await prepareTransfer(ctx.db, {
          debit: op === 'bet' ? p.wallet : clearing(p, v.code),
          credit: op === 'bet' ? clearing(p, v.code) : p.wallet,
          amountMinor: amount,
          kind: op,
          idempotencyKey: `vendor:${v.code}:${transactionId}`,
          metadata: {
            vendor: v.code,
            transactionId,
            roundId,
            ...(b.gameCode ? { gameCode: b.gameCode } : {}),
          },
        })
      : undefined;
  const wallet = t ? (op === 'bet' ? t.debit : t.credit) : (await accountId(ctx.db, p.wallet, true))!;
  // The function's row: the answer's fields, or NULLs for a transaction id already recorded (a repeat).
  let row: Nullable<Required<WalletAnswerFields>> | undefined;
  try {
    [row] = await ctx.db.queryPrepared<Nullable<Required<WalletAnswerFields>>>(
      'pd_vendor_money_row',
      `SELECT out_member AS "playerId", out_currency AS currency, out_balance AS balance,
         out_transaction AS "transactionId", out_ledger AS "platformTransactionId", out_round AS "roundId",
         out_round_status AS "roundStatus"
       FROM pd_vendor_money($1, $2, $3, $4::bigint, $5, $6, $7::bigint, $8, $9::boolean, $10::bigint,
         NULLIF($11, '')::bigint, $12, $13::jsonb)`,
      [
        v.code,
        transactionId,
        op,
        p.memberId,
        p.wallet.currency,
        roundId,
        amount.toString(),
        b.gameCode ?? '',
        String(b.roundClosed !== false),
        wallet,
        t ? (op === 'bet' ? t.credit : t.debit) : '',
        t?.idempotencyKey ?? '',
        t?.metadata ?? '{}',
      ],
    );
  } catch (err) {
    // A concurrent call with this id committed first (the ledger key or the transaction row): a repeat.
    const unique = isUniqueViolation(err);
    const repeat =
      unique &&
      (unique.constraint === 'vendor_transactions_pkey' ||
        unique.constraint === 'ledger_transfers_idempotency_key');
    if (!repeat) throw roundRefusal(err) ?? transferRefusal(err) ?? err;
  }
  const recorded = row?.transactionId != null ? row : undefined;
  // A new bet or win moved the player's money (a zero win moved nothing): the site's live balance (src/domain/events).
  if (recorded && t) {
    publishAfterCommit(ctx.db, p.memberId, {
      event: 'transfer',
      data: { kind: op, currency: p.wallet.currency, account: p.wallet.kind },
    });
    countCommitted(ctx.db, op);
  }
  if (!recorded)
    return {
      recorded: false,
      text: await replay(ctx.db, {
        vendor: v.code,
        transactionId,
        kind: op,
        memberId: p.memberId,
        currency: p.wallet.currency,
        roundId,
        amount,
        referenceId: null,
      }),
    };
  return {
    recorded: !!t,
    text: walletAnswerText({
      playerId: recorded.playerId!,
      currency: recorded.currency!,
      balance: recorded.balance!,
      transactionId: recorded.transactionId!,
      platformTransactionId: recorded.platformTransactionId,
      roundId: recorded.roundId,
      roundStatus: recorded.roundStatus,
    }),
  };
}

/** Every property of `T` may be null (a row of the database function, all NULL for a repeat). */
type Nullable<T> = { [K in keyof T]: T[K] | null };

/** pd_vendor_money's own refusals (SQLSTATE PDV01-PDV03) as VendorErrors; undefined for any other error. */
function roundRefusal(err: unknown): VendorError | undefined {
  const e = err as { code?: unknown; detail?: unknown };
  switch (e?.code) {
    case 'PDV01':
      return new VendorError('ROUND_NOT_FOUND', 'no bet in this round yet; retry the win after the bet');
    case 'PDV02':
      return new VendorError('ROUND_CONFLICT', 'the round belongs to another player or currency');
    case 'PDV03':
      return new VendorError('ROUND_CLOSED', `the round is ${String(e.detail)}`);
    default:
      return undefined;
  }
}

async function rollback(ctx: Ctx, v: VendorSettings, p: Player, b: Parsed): Promise<string> {
  // What the rollback took back, for the protection rollup once committed (a bet: its stake; a win: the win).
  let undone: { kind: 'bet' | 'win'; amount: bigint } | undefined;
  const text = await rollbackTx(ctx, v, p, b, (u) => (undone = u));
  if (undone && undone.amount > 0n)
    await recordPlay(
      ctx,
      p.brand,
      p.memberId,
      undone.kind === 'bet' ? -undone.amount : 0n,
      undone.kind === 'bet' ? -undone.amount : undone.amount,
    );
  return text;
}

async function rollbackTx(
  ctx: Ctx,
  v: VendorSettings,
  p: Player,
  b: Parsed,
  onUndone: (u: { kind: 'bet' | 'win'; amount: bigint }) => void,
): Promise<string> {
  const transactionId = b.transactionId!;
  const refId = b.referenceTransactionId!;
  return ctx.db.tx(async (tx) => {
    const stored = await claimOrReplay(tx, {
      vendor: v.code,
      transactionId,
      kind: 'rollback',
      memberId: p.memberId,
      currency: p.wallet.currency,
      roundId: b.roundId ?? null,
      amount: 0n,
      referenceId: refId,
    });
    if (stored !== undefined) return stored;
    const done = async (ledgerId: string | null, roundId?: string, roundStatus?: RoundStatus) => {
      const text = walletAnswerText({
        playerId: p.memberId,
        currency: p.wallet.currency,
        balance: (await balanceOf(tx, p.wallet)).toString(),
        transactionId,
        platformTransactionId: ledgerId,
        ...(roundId ? { roundId } : {}),
        ...(roundStatus ? { roundStatus } : {}),
      });
      await store.finish(tx, v.code, transactionId, ledgerId, text);
      return text;
    };

    let ref = await store.findTx(tx, v.code, refId, true);
    if (!ref) {
      // Never seen: record the id as void so the late original is refused, and answer without moving money.
      const voided = await store.claim(tx, {
        vendor: v.code,
        transactionId: refId,
        kind: 'void',
        memberId: p.memberId,
        currency: p.wallet.currency,
        roundId: b.roundId ?? null,
        amount: 0n,
        referenceId: null,
        status: 'rolled_back',
      });
      if (voided) return done(null, b.roundId);
      ref = await store.findTx(tx, v.code, refId, true); // arrived concurrently and committed meanwhile
      if (!ref) throw new Error('vendor transaction claimed but not found');
    }
    if (ref.memberId !== p.memberId || ref.currency !== p.wallet.currency)
      throw new VendorError('TRANSACTION_CONFLICT', 'the referenced transaction belongs to another player');
    if (ref.kind === 'rollback')
      throw new VendorError('ROLLBACK_NOT_ALLOWED', 'a rollback cannot be rolled back');
    if (b.roundId !== undefined && ref.roundId !== null && b.roundId !== ref.roundId)
      throw new VendorError('TRANSACTION_CONFLICT', 'the referenced transaction is in another round');
    if (ref.kind === 'void' || ref.status === 'rolled_back') return done(null, ref.roundId ?? undefined);

    const roundId = ref.roundId!;
    const round = await store.lockRound(tx, v.code, roundId);
    if (!round) throw new Error(`vendor round ${roundId} missing`);
    const policy = v.rollbackPolicy;
    if (ref.kind === 'win' && policy !== 'bets-and-wins')
      throw new VendorError('ROLLBACK_NOT_ALLOWED', `rollback policy ${policy}: wins cannot be rolled back`);
    if (ref.kind === 'bet' && policy === 'open-round-only' && (round.status !== 'open' || round.winCount > 0))
      throw new VendorError(
        'ROLLBACK_NOT_ALLOWED',
        `rollback policy ${policy}: the round already has a result`,
      );

    let ledgerId: string | null = null;
    if (ref.amount > 0n) {
      const house = clearing(p, v.code);
      const t = await transfer(tx, {
        debit: ref.kind === 'bet' ? house : p.wallet,
        credit: ref.kind === 'bet' ? p.wallet : house,
        amountMinor: ref.amount,
        kind: 'rollback',
        idempotencyKey: `vendor:${v.code}:${transactionId}`,
        metadata: { vendor: v.code, transactionId, roundId, referenceTransactionId: refId },
        ...(ref.ledgerTransferId ? { reversalOf: ref.ledgerTransferId } : {}),
      });
      ledgerId = t.id;
    }
    await store.markRolledBack(tx, v.code, refId);
    if (ref.kind === 'bet' || ref.kind === 'win') onUndone({ kind: ref.kind, amount: ref.amount });
    const bets = round.betCount - (ref.kind === 'bet' ? 1 : 0);
    const wins = round.winCount - (ref.kind === 'win' ? 1 : 0);
    // Nothing live left: cancelled. A win taken back reopens a round that still has bets, for the corrected win.
    const status: RoundStatus =
      bets === 0 && wins === 0 ? 'cancelled' : ref.kind === 'win' ? 'open' : round.status;
    await store.updateRound(
      tx,
      v.code,
      roundId,
      ref.kind === 'bet'
        ? { bets: -1, betTotal: -ref.amount, refunded: ref.amount, status }
        : { wins: -1, winTotal: -ref.amount, status },
    );
    return done(ledgerId, roundId, status);
  });
}
