/**
 * Payments rules (docs/architecture.md "Payments"; docs/decisions.md D6, D8, D10; spec sections 4, 5, 8).
 *
 * Deposits: pending -> credited | rejected | expired. Crediting is one ledger transfer from the brand's clearing
 * account `deposits` to the member's cash account of `amount - fee`, idempotency key `deposit:<id>`, written in the same
 * database transaction as the state change (the deposit row is locked first), so a deposit is credited at most once
 * whatever the mix of webhook retries and operator clicks.
 *
 * Withdrawals (D8): requested -> held -> paid | failed, each step one ledger transfer in the same transaction as the
 * state: hold = member cash -> clearing `withdrawals-held` (`withdrawal:<id>:hold`), paid = `withdrawals-held` ->
 * clearing `payouts` (`withdrawal:<id>:paid`), failed = `withdrawals-held` -> member cash (`withdrawal:<id>:release`).
 * A refused hold (insufficient balance) rolls the request back: no row, no transfer. Until an operator takes a held
 * withdrawal the member may cancel it: held -> cancelled, `withdrawals-held` -> member cash (`withdrawal:<id>:cancel`).
 * After paid, the receipt confirmation of spec section 4: received, not received (with proof images), partly received
 * (received + remaining = amount); unanswered by the deadline (brand minutes) counts as received (`auto_received`).
 * Not received and partly received open a dispute for the operator; resolving it with `refund` returns the claimed
 * amount from `payouts` to the member's cash (`dispute:<id>:refund`).
 *
 * Trial members (type 4) never touch payments (D10): TRIAL_FORBIDDEN.
 */
import { onRefereeDeposit } from '../referral/service.ts';
import { sql } from 'drizzle-orm';
import { assertDeposit } from '../protection/guard.ts';
import { createHash, randomBytes } from 'node:crypto';
import { assertUnlocked } from '../bonus/lock.ts';
import type { Brand } from '../../infra/brands/index.ts';
import type { Ctx } from '../context.ts';
import type { Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import { cash, clearing, transfer } from '../ledger/index.ts';
import { attemptStore, guardedCheck, minutesUntil, type AttemptRule } from '../../infra/limiter/index.ts';
import { notifyChannelChange, verifiedChannels } from '../member/notify.ts';
import { sendMail } from '../../infra/messaging/templates.ts';
import { checkLoginPassword as reauth } from '../session/reauth.ts';
import { hashPassword, verifyPassword } from '../../infra/passwords.ts';
import { formatMinor } from '../money.ts';
import { parseAmount } from './amount.ts';
import { paymentSettings } from './config.ts';
import { checkPayoutAccount } from './payoutRules.ts';
import { reencodeProof, sniffImage } from './proofImage.ts';
import * as store from './store.ts';
import { onDepositCredited } from '../rewards/service.ts';
import { TRIAL_MEMBER_TYPE, type AuthMember } from '../member/types.ts';
import { assertVipWithdrawal } from '../loyalty/withdrawal.ts';

/** Withdraw password: length bounds, and the lock after repeated wrong entries. */
export const WITHDRAW_PASSWORD_MIN = 6;
export const WITHDRAW_PASSWORD_MAX = 64;
export const WITHDRAW_LOCK_AFTER = 5;
export const WITHDRAW_LOCK_MIN = 30;
/**
 * Unfinished (pending, unexpired) deposits a member may hold per method: one for the payment under way plus room for
 * a retry with another amount; more only fills the operator's queue and the gateway's (OWASP Automated Threats
 * OAT-021 denial of inventory). Each ends credited, rejected or expired.
 */
export const PENDING_DEPOSITS_MAX = 3;
/** Payout accounts a member may bind at once. */
export const PAYOUT_ACCOUNTS_MAX = 5;
const PAGE_MAX = 50;

export { cash, clearing } from '../ledger/index.ts';

function notTrial(member: AuthMember) {
  if (member.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
}

/** Page bounds from the query strings (1-based page, 1..50 per page, default 10). */
export function paging(q: { pageNo?: string; pageSize?: string }, max = PAGE_MAX) {
  const pageSize = Math.min(max, Math.max(1, Number(q.pageSize ?? 10)));
  const pageNo = Math.max(1, Number(q.pageNo ?? 1));
  return { limit: pageSize, offset: (pageNo - 1) * pageSize };
}

function exponentOf(ctx: Ctx, brandId: string) {
  return ctx.brands.get(brandId)?.currency.exponent ?? 2;
}

// ---------------------------------------------------------------- deposits

/** The brand's enabled deposit methods with limits and fee as decimal strings. */
export function depositMethods(brand: Brand) {
  const e = brand.currency.exponent;
  return {
    currency: brand.currency.code,
    exponent: e,
    methods: paymentSettings(brand)
      .depositMethods.filter((m) => m.enabled)
      .map((m) => ({
        id: m.id,
        name: m.name,
        provider: m.provider,
        min: formatMinor(m.minMinor, e),
        max: formatMinor(m.maxMinor, e),
        fee: formatMinor(m.feeMinor, e),
        ...(m.payoutAccount ? { payoutAccount: m.payoutAccount } : {}),
      })),
  };
}

/** A deposit as the member sees it. */
export function depositView(ctx: Ctx, d: store.DepositRow) {
  const e = exponentOf(ctx, d.brand);
  const amount = BigInt(d.amount);
  const fee = BigInt(d.fee);
  return {
    id: d.id,
    methodId: d.method_id,
    methodName: d.method_name,
    provider: d.provider,
    currency: d.currency,
    amount: formatMinor(amount, e),
    fee: formatMinor(fee, e),
    creditAmount: formatMinor(amount - fee, e),
    status: d.status,
    ...(d.gateway_reference ? { reference: d.gateway_reference } : {}),
    ...(d.reason ? { reason: d.reason } : {}),
    createdAt: d.created_at,
    expiresAt: d.expires_at,
    ...(d.decided_at ? { decidedAt: d.decided_at } : {}),
  };
}

/** Hooks the routes give the service: the sandbox gateway. */
export interface Gateways {
  sandbox: { schedule(p: { depositId: string; reference: string; amount: string; currency: string }): void };
}

/**
 * Creates a pending deposit with a method of the member's brand; a sandbox deposit is registered with the sandbox
 * gateway, which confirms it through the signed webhook after its delay.
 * @param amountText the amount the member pays, decimal string in major units; credited: amount - fee
 * @param country the caller's country (ISO alpha-2, from its address) for a brand's mandatory deposit limit, or null
 * @throws TRIAL_FORBIDDEN, PAYMENT_METHOD_UNAVAILABLE, AMOUNT_INVALID, AMOUNT_PRECISION, AMOUNT_OUT_OF_RANGE
 *   (within the method's min/max and above its fee); TIMED_OUT, SELF_EXCLUDED(_PERMANENT), DEPOSIT_LIMIT_EXCEEDED
 *   (value `{ period, remaining }`), DEPOSIT_LIMIT_REQUIRED (domain/protection/guard.ts)
 */
export async function createDeposit(
  ctx: Ctx,
  gateways: Gateways,
  brand: Brand,
  member: AuthMember,
  methodId: string,
  amountText: string,
  country: string | null = null,
) {
  notTrial(member);
  const settings = paymentSettings(brand);
  const method = settings.depositMethods.find((m) => m.id === methodId && m.enabled);
  if (!method) throw fail('PAYMENT_METHOD_UNAVAILABLE');
  const min = method.minMinor > method.feeMinor ? method.minMinor : method.feeMinor + 1n;
  const amount = parseAmount(amountText, brand.currency.exponent, min, method.maxMinor);
  const now = ctx.now();
  const reference =
    method.provider === 'sandbox' ? `SBX${randomBytes(10).toString('hex').toUpperCase()}` : null;
  // Player protection (docs/decisions.md D26): the block and the deposit limits are checked under the member row's
  // lock, in the transaction that inserts the deposit, so parallel requests cannot pass a limit together.
  const id = await ctx.db.tx(async (tx) => {
    await tx.query(sql`SELECT 1 FROM members WHERE id = ${member.id}::bigint FOR UPDATE`);
    await assertDeposit(tx, brand, member.id, amount, now, country);
    return store.insertDeposit(
      tx,
      {
        brand: brand.id,
        memberId: member.id,
        methodId: method.id,
        methodName: method.name,
        provider: method.provider,
        currency: brand.currency.code,
        amount,
        fee: method.feeMinor,
        reference,
        now,
        expiresAt: now + settings.depositExpiryMinutes * 60_000,
      },
      PENDING_DEPOSITS_MAX,
    );
  });
  if (!id) throw fail('DEPOSIT_PENDING_LIMIT', undefined, { max: PENDING_DEPOSITS_MAX });
  if (reference)
    gateways.sandbox.schedule({
      depositId: id,
      reference,
      amount: formatMinor(amount, brand.currency.exponent),
      currency: brand.currency.code,
    });
  return depositView(ctx, (await store.findDeposit(ctx.db, id))!);
}

/** A deposit of the member (expired first when its time passed). @throws DEPOSIT_NOT_FOUND (also for another member's) */
export async function memberDeposit(ctx: Ctx, member: AuthMember, id: string) {
  await store.expireDeposits(ctx.db, ctx.now(), id);
  const d = await store.findDeposit(ctx.db, id);
  if (!d || d.member_id !== member.id) throw fail('DEPOSIT_NOT_FOUND');
  return depositView(ctx, d);
}

/** The member's deposits, newest first. */
export async function memberDeposits(
  ctx: Ctx,
  member: AuthMember,
  q: { pageNo?: string; pageSize?: string },
) {
  await store.expireDeposits(ctx.db, ctx.now());
  const r = await store.listDeposits(ctx.db, { memberId: member.id, ...paging(q) });
  return { total: r.total, rows: r.rows.map((d) => depositView(ctx, d)) };
}

/**
 * Credits a pending deposit (operator confirmation or the gateway's `paid`): one ledger transfer clearing `deposits`
 * -> member cash of amount - fee, key `deposit:<id>`, in the same transaction as pending -> credited.
 * @returns the deposit and `duplicate: true` when it was already credited (nothing changed)
 * @throws DEPOSIT_NOT_FOUND, DEPOSIT_STATE (rejected or expired)
 */
export async function creditDeposit(ctx: Ctx, id: string, by: string) {
  await store.expireDeposits(ctx.db, ctx.now(), id);
  const result = await ctx.db.tx(async (db) => {
    const d = await store.findDeposit(db, id, true);
    if (!d) throw fail('DEPOSIT_NOT_FOUND');
    if (d.status === 'credited') return { d, duplicate: true };
    if (d.status !== 'pending') throw fail('DEPOSIT_STATE', { status: d.status });
    await transfer(db, {
      debit: clearing(d.brand, d.currency, 'deposits'),
      credit: cash(d.brand, d.currency, d.member_id),
      amountMinor: BigInt(d.amount) - BigInt(d.fee),
      kind: 'deposit',
      idempotencyKey: `deposit:${d.id}`,
      metadata: {
        depositId: d.id,
        method: d.method_id,
        ...(d.gateway_reference ? { reference: d.gateway_reference } : {}),
        amountMinor: d.amount,
        feeMinor: d.fee,
      },
    });
    await store.decideDeposit(db, id, 'credited', by, null, ctx.now());
    // Deposit-triggered promotions (automatic, joined) pay in this transaction (domain/rewards, D32).
    const brand = ctx.brands.get(d.brand);
    if (brand) await onDepositCredited(db, brand, d, ctx.now());
    // A referee's deposit may qualify it: its referrer is paid in this transaction (domain/referral, D36).
    if (brand) await onRefereeDeposit(db, brand, d.member_id, ctx.now());
    return { d: (await store.findDeposit(db, id))!, duplicate: false };
  });
  return { deposit: result.d, duplicate: result.duplicate };
}

/**
 * Rejects a pending deposit (operator, or the gateway's `failed`); no money moves.
 * @returns `duplicate: true` when it was already rejected
 * @throws DEPOSIT_NOT_FOUND, DEPOSIT_STATE (credited or expired)
 */
export async function rejectDeposit(ctx: Ctx, id: string, by: string, reason: string | null) {
  await store.expireDeposits(ctx.db, ctx.now(), id);
  const changed = await store.decideDeposit(ctx.db, id, 'rejected', by, reason, ctx.now());
  const d = await store.findDeposit(ctx.db, id);
  if (!d) throw fail('DEPOSIT_NOT_FOUND');
  if (!changed && d.status !== 'rejected') throw fail('DEPOSIT_STATE', { status: d.status });
  return { deposit: d, duplicate: !changed };
}

// ---------------------------------------------------------------- withdraw password and payout accounts

/** The withdraw password's limit (src/infra/limiter): 5 wrong entries in 30 minutes lock it for 30 minutes. */
export const WITHDRAW_RULE: AttemptRule = {
  scope: 'withdraw-pw',
  max: WITHDRAW_LOCK_AFTER,
  windowMs: WITHDRAW_LOCK_MIN * 60_000,
  lockMs: WITHDRAW_LOCK_MIN * 60_000,
};

/** The member's login password re-entered (D6); the shared re-entry budget of src/domain/session/reauth.ts. */
const checkLoginPassword = (ctx: Ctx, member: AuthMember, password: string) =>
  reauth(ctx, member.id, password);

/** Is a withdraw password set, and is it locked. */
export async function withdrawPasswordState(ctx: Ctx, member: AuthMember) {
  notTrial(member);
  const row = await store.withdrawPassword(ctx.db, member.id);
  const { lockedUntil } = await attemptStore(ctx).peek(WITHDRAW_RULE, member.id, ctx.now());
  return { isSet: !!row, ...(lockedUntil ? { lockedUntil: new Date(lockedUntil).toISOString() } : {}) };
}

/**
 * Sets or changes the withdraw (payment) password, argon2id like login passwords. Needs the login password (D6) and,
 * when one is set, the current withdraw password.
 * @throws TRIAL_FORBIDDEN, PASSWORD_INCORRECT, PASSWORD_LOCKED (login password), WITHDRAW_PASSWORD_REQUIRED (current one missing),
 *   WITHDRAW_PASSWORD_INCORRECT, WITHDRAW_PASSWORD_LOCKED, WITHDRAW_PASSWORD_FORMAT (6..64, not the login password),
 *   CONFIRM_PASSWORD
 */
export async function setWithdrawPassword(
  ctx: Ctx,
  member: AuthMember,
  b: {
    password: string;
    oldWithdrawPassword?: string;
    newWithdrawPassword: string;
    confirmWithdrawPassword: string;
  },
) {
  notTrial(member);
  const pw = b.newWithdrawPassword;
  const len = [...pw].length;
  const format = () =>
    fail(
      'WITHDRAW_PASSWORD_FORMAT',
      { field: 'newWithdrawPassword' },
      {
        min: WITHDRAW_PASSWORD_MIN,
        max: WITHDRAW_PASSWORD_MAX,
      },
    );
  if (len < WITHDRAW_PASSWORD_MIN || len > WITHDRAW_PASSWORD_MAX || pw.trim() !== pw) throw format();
  if (pw !== b.confirmWithdrawPassword) throw fail('CONFIRM_PASSWORD', { field: 'confirmWithdrawPassword' });
  await checkLoginPassword(ctx, member, b.password);
  if (pw === b.password) throw format();
  const current = await store.withdrawPassword(ctx.db, member.id);
  if (current) await verifyWithdrawPassword(ctx, member, b.oldWithdrawPassword);
  await store.setWithdrawPassword(ctx.db, member.id, await hashPassword(pw), ctx.now());
  await attemptStore(ctx).clear(WITHDRAW_RULE, member.id);
  return withdrawPasswordState(ctx, member);
}

/**
 * Checks the withdraw password; 5 wrong entries in 30 minutes lock it for 30 minutes (WITHDRAW_RULE, each attempt
 * reserved before the hash check).
 * @throws WITHDRAW_PASSWORD_REQUIRED ('Please enter withdraw password', spec section 8), WITHDRAW_PASSWORD_NOT_SET,
 *   WITHDRAW_PASSWORD_LOCKED, WITHDRAW_PASSWORD_INCORRECT
 */
export async function verifyWithdrawPassword(ctx: Ctx, member: AuthMember, password: string | undefined) {
  notTrial(member);
  if (!password) throw fail('WITHDRAW_PASSWORD_REQUIRED', { field: 'withdrawPassword' });
  const row = await store.withdrawPassword(ctx.db, member.id);
  if (!row) throw fail('WITHDRAW_PASSWORD_NOT_SET');
  // Reserved before the argon2 verify, atomically (src/infra/limiter): a parallel burst gets at most 5 checks.
  const r = await guardedCheck(ctx, WITHDRAW_RULE, member.id, () =>
    verifyPassword(row.password_hash, password),
  );
  if (r.ok) return;
  if (r.locked)
    throw fail('WITHDRAW_PASSWORD_LOCKED', undefined, { minutes: minutesUntil(r.lockedUntil, ctx.now()) });
  throw fail('WITHDRAW_PASSWORD_INCORRECT', { field: 'withdrawPassword', attemptsLeft: r.left });
}

/** Masks an account number but its last 4 characters. */
export const maskAccount = (no: string) => (no.length <= 4 ? no : '*'.repeat(no.length - 4) + no.slice(-4));

function payoutView(a: store.PayoutAccountRow) {
  return {
    id: a.id,
    channel: a.channel,
    accountNo: maskAccount(a.account_no),
    holderName: a.holder_name,
    ...(a.ifsc ? { ifsc: a.ifsc } : {}),
    createdAt: a.created_at,
  };
}

export async function payoutAccounts(ctx: Ctx, member: AuthMember) {
  notTrial(member);
  return (await store.payoutAccounts(ctx.db, member.id)).map(payoutView);
}

const HOLDER = /^\p{L}(?:[\p{L}\p{M} .'-]|\u200C|\u200D){0,59}$/u;

/**
 * Binds a payout account (channel = one of the brand's payment method ids) with the login password (D6); the number
 * (and IFSC) checked and normalised by the channel's rule from brand config (payoutRules.ts).
 * @throws TRIAL_FORBIDDEN, PAYMENT_METHOD_UNAVAILABLE, PAYOUT_MOBILE_INVALID, PAYOUT_VPA_INVALID,
 *   PAYOUT_ACCOUNT_DIGITS, PAYOUT_IFSC_INVALID, PAYOUT_ACCOUNT_INVALID, PASSWORD_INCORRECT,
 *   PASSWORD_LOCKED (too many wrong passwords), PAYOUT_ACCOUNT_LIMIT (5)
 */
export async function bindPayoutAccount(
  ctx: Ctx,
  brand: Brand,
  member: AuthMember,
  b: { channel: string; accountNo: string; holderName: string; ifsc?: string; password: string },
) {
  notTrial(member);
  const method = paymentSettings(brand).depositMethods.find((m) => m.id === b.channel);
  if (!method) throw fail('PAYMENT_METHOD_UNAVAILABLE', { field: 'channel' });
  const { accountNo, ifsc } = checkPayoutAccount(method.payoutAccount, b);
  const holderName = b.holderName.trim().normalize('NFC');
  if (!HOLDER.test(holderName)) throw fail('PAYOUT_ACCOUNT_INVALID', { field: 'holderName' });
  await checkLoginPassword(ctx, member, b.password);
  const row = await store.insertPayoutAccount(
    ctx.db,
    { brand: brand.id, memberId: member.id, channel: b.channel, accountNo, holderName, ifsc, now: ctx.now() },
    PAYOUT_ACCOUNTS_MAX,
  );
  if (!row) throw fail('PAYOUT_ACCOUNT_LIMIT', undefined, { max: PAYOUT_ACCOUNTS_MAX });
  // D6: the member's verified channels hear of a new payout account.
  await notifyChannelChange(ctx, brand, await verifiedChannels(ctx, member.id), {
    kind: 'payout-added',
    masked: accountNo.slice(-4),
  });
  return payoutView(row);
}

/** Removes a payout account (login password, D6). @throws PAYOUT_ACCOUNT_NOT_FOUND, PASSWORD_INCORRECT */
export async function removePayoutAccount(
  ctx: Ctx,
  brand: Brand,
  member: AuthMember,
  id: string,
  password: string,
) {
  notTrial(member);
  const account = await store.payoutAccount(ctx.db, member.id, id);
  if (!account) throw fail('PAYOUT_ACCOUNT_NOT_FOUND');
  await checkLoginPassword(ctx, member, password);
  await store.removePayoutAccount(ctx.db, member.id, id, ctx.now());
  await notifyChannelChange(ctx, brand, await verifiedChannels(ctx, member.id), {
    kind: 'payout-removed',
    masked: account.account_no.slice(-4),
  });
  return null;
}

// ---------------------------------------------------------------- withdrawals

/** A withdrawal as the member sees it (receipt and dispute included once paid). */
export function withdrawalView(ctx: Ctx, w: store.WithdrawalRow) {
  const e = exponentOf(ctx, w.brand);
  const proofCount = w.proof_ids ? w.proof_ids.split(',').length : 0;
  return {
    id: w.id,
    currency: w.currency,
    amount: formatMinor(w.amount, e),
    status: w.status,
    cancellable: w.status === 'held' && w.taken_at === null,
    payoutAccount: {
      channel: w.channel,
      accountNo: maskAccount(w.account_no),
      holderName: w.holder_name,
      ...(w.ifsc ? { ifsc: w.ifsc } : {}),
    },
    ...(w.reason ? { reason: w.reason } : {}),
    createdAt: w.created_at,
    ...(w.decided_at ? { decidedAt: w.decided_at } : {}),
    ...(w.status === 'paid' && w.receipt_deadline
      ? {
          receipt: {
            status: w.receipt_status ?? ('awaiting' as const),
            deadline: w.receipt_deadline,
            ...(w.received_amount !== null ? { receivedAmount: formatMinor(w.received_amount, e) } : {}),
            ...(w.remaining_amount !== null ? { remainingAmount: formatMinor(w.remaining_amount, e) } : {}),
            proofCount,
            ...(w.receipt_at ? { confirmedAt: w.receipt_at } : {}),
          },
        }
      : {}),
    ...(w.dispute_id
      ? {
          dispute: {
            id: w.dispute_id,
            status: w.dispute_status!,
            ...(w.dispute_outcome ? { outcome: w.dispute_outcome } : {}),
          },
        }
      : {}),
  };
}

/**
 * Requests a withdrawal to one of the member's payout accounts: checks the withdraw password, then holds the amount
 * (member cash -> clearing `withdrawals-held`) in the same transaction as the new `held` row.
 * @throws TRIAL_FORBIDDEN, WITHDRAW_PASSWORD_REQUIRED ('Please enter withdraw password'), AMOUNT_INVALID,
 *   AMOUNT_PRECISION, AMOUNT_OUT_OF_RANGE (brand withdrawal min/max), PAYOUT_ACCOUNT_NOT_FOUND,
 *   WITHDRAW_PASSWORD_NOT_SET, WITHDRAW_PASSWORD_INCORRECT, WITHDRAW_PASSWORD_LOCKED, INSUFFICIENT_BALANCE,
 *   BONUS_LOCKED (the amount reaches into bonus money whose turnover is not met: domain/bonus/lock.ts),
 *   VIP_WITHDRAW_COUNT_LIMIT / VIP_WITHDRAW_AMOUNT_LIMIT (the VIP level's daily withdrawals, domain/loyalty/withdrawal.ts)
 */
export async function createWithdrawal(
  ctx: Ctx,
  brand: Brand,
  member: AuthMember,
  b: { amount: string; payoutAccountId: string; withdrawPassword?: string },
) {
  notTrial(member);
  if (!b.withdrawPassword) throw fail('WITHDRAW_PASSWORD_REQUIRED', { field: 'withdrawPassword' });
  const limits = paymentSettings(brand).withdrawal;
  const amount = parseAmount(b.amount, brand.currency.exponent, limits.minMinor, limits.maxMinor);
  const account = /^[1-9][0-9]{0,17}$/.test(b.payoutAccountId)
    ? await store.payoutAccount(ctx.db, member.id, b.payoutAccountId)
    : undefined;
  if (!account) throw fail('PAYOUT_ACCOUNT_NOT_FOUND', { field: 'payoutAccountId' });
  await verifyWithdrawPassword(ctx, member, b.withdrawPassword);
  const currency = brand.currency.code;
  const id = await ctx.db.tx(async (db) => {
    await assertVipWithdrawal(db, brand, member.id, amount, ctx.now());
    const wid = await store.insertWithdrawal(db, {
      brand: brand.id,
      memberId: member.id,
      currency,
      amount,
      payoutAccountId: account.id,
      channel: account.channel,
      accountNo: account.account_no,
      holderName: account.holder_name,
      ifsc: account.ifsc,
      now: ctx.now(),
    });
    const held = await transfer(db, {
      debit: cash(brand.id, currency, member.id),
      credit: clearing(brand.id, currency, 'withdrawals-held'),
      amountMinor: amount,
      kind: 'withdraw.hold',
      idempotencyKey: `withdrawal:${wid}:hold`,
      metadata: { withdrawalId: wid, channel: account.channel },
    });
    // Locked bonus money stays (docs/decisions.md D17): refused here, the hold and the row roll back together.
    await assertUnlocked(db, {
      memberId: member.id,
      currency,
      amountMinor: amount,
      balanceAfterMinor: held.debitBalanceAfter,
      exponent: brand.currency.exponent,
    });
    return wid;
  });
  return withdrawalView(ctx, (await store.findWithdrawal(ctx.db, id))!);
}

/** A withdrawal of the member (receipt auto-confirmed when its window passed). @throws WITHDRAWAL_NOT_FOUND */
export async function memberWithdrawal(ctx: Ctx, member: AuthMember, id: string) {
  notTrial(member);
  await store.autoReceive(ctx.db, ctx.now(), id);
  const w = await store.findWithdrawal(ctx.db, id);
  if (!w || w.member_id !== member.id) throw fail('WITHDRAWAL_NOT_FOUND');
  return withdrawalView(ctx, w);
}

export async function memberWithdrawals(
  ctx: Ctx,
  member: AuthMember,
  q: { pageNo?: string; pageSize?: string },
) {
  notTrial(member);
  await store.autoReceive(ctx.db, ctx.now());
  const r = await store.listWithdrawals(ctx.db, { memberId: member.id, ...paging(q) });
  return { total: r.total, rows: r.rows.map((w) => withdrawalView(ctx, w)) };
}

/**
 * Operator: held -> paid (clearing `withdrawals-held` -> `payouts`, key `withdrawal:<id>:paid`); opens the receipt
 * window of the brand's minutes. @returns `duplicate: true` when already paid
 * @throws WITHDRAWAL_NOT_FOUND, WITHDRAWAL_STATE (failed)
 */
export async function payWithdrawal(ctx: Ctx, id: string, by: string, reference: string | null) {
  const r = await ctx.db.tx(async (db) => {
    const w = await store.findWithdrawal(db, id, true);
    if (!w) throw fail('WITHDRAWAL_NOT_FOUND');
    if (w.status === 'paid') return { withdrawal: w, duplicate: true };
    if (w.status !== 'held') throw fail('WITHDRAWAL_STATE', { status: w.status });
    await transfer(db, {
      debit: clearing(w.brand, w.currency, 'withdrawals-held'),
      credit: clearing(w.brand, w.currency, 'payouts'),
      amountMinor: BigInt(w.amount),
      kind: 'withdraw.paid',
      idempotencyKey: `withdrawal:${w.id}:paid`,
      metadata: { withdrawalId: w.id, memberId: w.member_id, ...(reference ? { reference } : {}) },
    });
    const brand = ctx.brands.get(w.brand);
    const minutes = brand ? paymentSettings(brand).receiptConfirmMinutes : 30;
    const now = ctx.now();
    await store.decideWithdrawal(db, id, {
      status: 'paid',
      by,
      reason: null,
      reference,
      now,
      receiptDeadline: now + minutes * 60_000,
    });
    return { withdrawal: (await store.findWithdrawal(db, id))!, duplicate: false };
  });
  return r;
}

/**
 * Mails "withdrawal paid" to the member's verified address (in the language the member registered in: the
 * operator's request carries none of theirs), asking for the receipt confirmation (spec section 4). Never throws: the payment
 * stands whatever the mail does; a failure is logged and recorded (src/infra/messaging). Call it after the transaction that
 * paid has committed (the mail is slow and records its delivery outside that transaction).
 */
export async function notifyWithdrawalPaid(ctx: Ctx, w: store.WithdrawalRow) {
  const brand = ctx.brands.get(w.brand);
  if (!brand) return;
  try {
    const { email, language } = await verifiedChannels(ctx, w.member_id);
    if (!email) return;
    await sendMail(
      ctx.email,
      brand,
      email,
      {
        kind: 'withdrawalPaid',
        amount: formatMinor(w.amount, brand.currency.exponent),
        currency: w.currency,
        id: String(w.id),
        minutes: paymentSettings(brand).receiptConfirmMinutes,
      },
      language ?? undefined,
    );
  } catch (err) {
    ctx.log.warn({ err, brand: brand.id }, 'withdrawal-paid mail not delivered');
  }
}

/**
 * Operator: held -> failed, the reserve released to the member (`withdrawals-held` -> cash, key
 * `withdrawal:<id>:release`). @returns `duplicate: true` when already failed
 * @throws WITHDRAWAL_NOT_FOUND, WITHDRAWAL_STATE (paid)
 */
export async function failWithdrawal(ctx: Ctx, id: string, by: string, reason: string | null) {
  return ctx.db.tx(async (db) => {
    const w = await store.findWithdrawal(db, id, true);
    if (!w) throw fail('WITHDRAWAL_NOT_FOUND');
    if (w.status === 'failed') return { withdrawal: w, duplicate: true };
    if (w.status !== 'held') throw fail('WITHDRAWAL_STATE', { status: w.status });
    await transfer(db, {
      debit: clearing(w.brand, w.currency, 'withdrawals-held'),
      credit: cash(w.brand, w.currency, w.member_id),
      amountMinor: BigInt(w.amount),
      kind: 'withdraw.release',
      idempotencyKey: `withdrawal:${w.id}:release`,
      metadata: { withdrawalId: w.id, ...(reason ? { reason } : {}) },
    });
    await store.decideWithdrawal(db, id, {
      status: 'failed',
      by,
      reason,
      reference: null,
      now: ctx.now(),
      receiptDeadline: null,
    });
    return { withdrawal: (await store.findWithdrawal(db, id))!, duplicate: false };
  });
}

/**
 * The member cancels a held withdrawal that no operator has taken yet (docs/decisions.md D8): held -> cancelled and the reserve
 * released (clearing `withdrawals-held` -> member cash, kind `withdraw.cancel`, key `withdrawal:<id>:cancel`) in one
 * transaction with the row locked, so a cancel racing an operator's take, pay or fail ends as exactly one of them.
 * @throws TRIAL_FORBIDDEN, WITHDRAWAL_NOT_FOUND (not the member's), WITHDRAWAL_NOT_CANCELLABLE (taken, paid, failed or
 *   already cancelled)
 */
export async function cancelWithdrawal(ctx: Ctx, member: AuthMember, id: string) {
  notTrial(member);
  return ctx.db.tx(async (db) => {
    const w = await store.findWithdrawal(db, id, true);
    if (!w || w.member_id !== member.id) throw fail('WITHDRAWAL_NOT_FOUND');
    if (w.status !== 'held' || w.taken_at !== null)
      throw fail('WITHDRAWAL_NOT_CANCELLABLE', { status: w.status });
    if (!(await store.cancelWithdrawal(db, id, ctx.now())))
      throw fail('WITHDRAWAL_NOT_CANCELLABLE', { status: w.status });
    await transfer(db, {
      debit: clearing(w.brand, w.currency, 'withdrawals-held'),
      credit: cash(w.brand, w.currency, w.member_id),
      amountMinor: BigInt(w.amount),
      kind: 'withdraw.cancel',
      idempotencyKey: `withdrawal:${w.id}:cancel`,
      metadata: { withdrawalId: w.id },
    });
    return withdrawalView(ctx, (await store.findWithdrawal(db, id))!);
  });
}

/**
 * Operator: takes a held withdrawal to process it (docs/decisions.md D8); from then on the member can no longer cancel it.
 * Taking twice keeps the first taker. @throws WITHDRAWAL_NOT_FOUND, WITHDRAWAL_STATE (not held)
 */
export async function takeWithdrawal(ctx: Ctx, id: string, by: string) {
  return ctx.db.tx(async (db) => {
    const w = await store.findWithdrawal(db, id, true);
    if (!w) throw fail('WITHDRAWAL_NOT_FOUND');
    if (w.status !== 'held') throw fail('WITHDRAWAL_STATE', { status: w.status });
    await store.takeWithdrawal(db, id, by, ctx.now());
    return (await store.findWithdrawal(db, id))!;
  });
}

/** The member's paid withdrawal whose receipt is still open, locked. @throws WITHDRAWAL_NOT_FOUND, RECEIPT_NOT_OPEN */
async function openReceipt(ctx: Ctx, db: Db, member: AuthMember, id: string) {
  const w = await store.findWithdrawal(db, id, true);
  if (!w || w.member_id !== member.id) throw fail('WITHDRAWAL_NOT_FOUND');
  if (
    w.status !== 'paid' ||
    w.receipt_status !== null ||
    !w.receipt_deadline ||
    Date.parse(w.receipt_deadline) <= ctx.now()
  )
    throw fail('RECEIPT_NOT_OPEN', { status: w.status, receipt: w.receipt_status });
  return w;
}

/**
 * Stores a proof image for the receipt confirmation of a paid withdrawal (spec sections 4, 5, 9: png or jpg, at most
 * 5 MB each, at most 3), in the database. The declared type must match the file's signature, and what is stored is the image decoded and
 * encoded again without metadata (./proofImage.ts): never the uploaded bytes.
 * @returns `{ id, mime, size }`, `size` the stored (re-encoded) bytes
 * @throws WITHDRAWAL_NOT_FOUND, RECEIPT_NOT_OPEN, PROOF_NOT_IMAGE (415), BODY_TOO_LARGE (413), PROOF_UNREADABLE
 *   (422), PROOF_TOO_MANY_PIXELS (413), PROOF_LIMIT
 */
export async function addProof(
  ctx: Ctx,
  brand: Brand,
  member: AuthMember,
  id: string,
  declared: string,
  bytes: Buffer,
) {
  notTrial(member);
  const s = paymentSettings(brand);
  const mime = sniffImage(bytes);
  if (!mime || mime !== declared.split(';')[0]!.trim().toLowerCase()) throw fail('PROOF_NOT_IMAGE');
  if (bytes.length > s.proofMaxBytes) throw fail('BODY_TOO_LARGE');
  const image = await reencodeProof(bytes, mime);
  return ctx.db.tx(async (db) => {
    await openReceipt(ctx, db, member, id);
    if ((await store.proofCount(db, id)) >= s.proofMaxImages)
      throw fail('PROOF_LIMIT', undefined, { max: s.proofMaxImages });
    const proofId = await store.insertProof(db, {
      withdrawalId: id,
      memberId: member.id,
      mime,
      bytes: image,
      sha256: createHash('sha256').update(image).digest('hex'),
      now: ctx.now(),
    });
    return { id: proofId, mime, size: image.length };
  });
}

/**
 * The receipt confirmation of spec section 4 on a paid withdrawal, before its deadline:
 * - `received`;
 * - `not_received` with at least one uploaded proof image (`proofIds` of this withdrawal): opens a dispute for the
 *   whole amount;
 * - `partly_received` with `receivedAmount` (> 0, < amount) and `remainingAmount` adding up to the amount: opens a
 *   dispute for the remaining amount.
 * @throws WITHDRAWAL_NOT_FOUND, RECEIPT_NOT_OPEN (not paid, already answered, or past the deadline: counted as
 *   received), RECEIPT_PROOF_REQUIRED, RECEIPT_AMOUNTS, AMOUNT_INVALID, AMOUNT_PRECISION, AMOUNT_OUT_OF_RANGE
 */
export async function confirmReceipt(
  ctx: Ctx,
  member: AuthMember,
  id: string,
  b: {
    result: 'received' | 'not_received' | 'partly_received';
    receivedAmount?: string;
    remainingAmount?: string;
    proofIds?: string[];
  },
) {
  notTrial(member);
  await store.autoReceive(ctx.db, ctx.now(), id);
  await ctx.db.tx(async (db) => {
    const w = await openReceipt(ctx, db, member, id);
    const amount = BigInt(w.amount);
    const e = exponentOf(ctx, w.brand);
    const proofs = new Set(w.proof_ids ? w.proof_ids.split(',') : []);
    if (b.proofIds?.some((p) => !proofs.has(p))) throw fail('RECEIPT_PROOF_REQUIRED', { field: 'proofIds' });
    let received: bigint | null = null;
    let remaining: bigint | null = null;
    if (b.result === 'not_received') {
      if (!b.proofIds?.length) throw fail('RECEIPT_PROOF_REQUIRED', { field: 'proofIds' });
      received = 0n;
      remaining = amount;
    } else if (b.result === 'partly_received') {
      if (amount < 2n) throw fail('RECEIPT_AMOUNTS');
      if (b.receivedAmount === undefined || b.remainingAmount === undefined) throw fail('RECEIPT_AMOUNTS');
      received = parseAmount(b.receivedAmount, e, 1n, amount - 1n);
      remaining = parseAmount(b.remainingAmount, e, 1n, amount - 1n);
      if (received + remaining !== amount) throw fail('RECEIPT_AMOUNTS');
    }
    const now = ctx.now();
    await store.setReceipt(db, id, { status: b.result, received, remaining, now });
    if (remaining)
      await store.insertDispute(db, {
        withdrawalId: id,
        brand: w.brand,
        memberId: w.member_id,
        kind: b.result,
        currency: w.currency,
        claimed: remaining,
        now,
      });
  });
  return memberWithdrawal(ctx, member, id);
}

/**
 * Operator: resolves an open dispute. `refund` moves the claimed amount from the brand's `payouts` clearing account to
 * the member's cash (key `dispute:<id>:refund`) in the same transaction; `repaid` and `rejected` move nothing.
 * @throws DISPUTE_NOT_FOUND, DISPUTE_STATE (already resolved)
 */
export async function resolveDispute(
  ctx: Ctx,
  id: string,
  by: string,
  outcome: 'refund' | 'repaid' | 'rejected',
  note: string | null,
) {
  return ctx.db.tx(async (db) => {
    const d = await store.findDispute(db, id, true);
    if (!d) throw fail('DISPUTE_NOT_FOUND');
    if (d.status !== 'open') throw fail('DISPUTE_STATE', { outcome: d.outcome });
    if (outcome === 'refund')
      await transfer(db, {
        debit: clearing(d.brand, d.currency, 'payouts'),
        credit: cash(d.brand, d.currency, d.member_id),
        amountMinor: BigInt(d.claimed_amount),
        kind: 'withdraw.refund',
        idempotencyKey: `dispute:${d.id}:refund`,
        metadata: { disputeId: d.id, withdrawalId: d.withdrawal_id },
      });
    await store.resolveDispute(db, id, { outcome, note, by, now: ctx.now() });
    return (await store.findDispute(db, id))!;
  });
}

/** Housekeeping (the payments sweeper): expire due deposits, auto-confirm due receipts, forget old webhook signatures. */
export async function sweep(ctx: Ctx) {
  const now = ctx.now();
  const expired = await store.expireDeposits(ctx.db, now);
  const received = await store.autoReceive(ctx.db, now);
  await store.pruneDeliveries(ctx.db, now - 2 * 300_000);
  return { expired, received };
}
