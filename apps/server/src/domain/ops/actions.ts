/**
 * The operators' payment actions (docs/architecture.md "Operators"): the payments rules (domain/payments/service.ts) run inside
 * an audited operator action (domain/ops/service.ts `act`: the audit row with the row's state before and after commits with
 * the action, docs/decisions.md D21), and the views operators see. Plain values in, no HTTP types.
 */
import type { Ctx } from '../context.ts';
import { fail } from '../../infra/errors.ts';
import { formatMinor } from '../money.ts';
import * as payments from '../payments/service.ts';
import * as pstore from '../payments/store.ts';
import { act, byOf, type OpsWho } from './service.ts';

/** A deposit as operators see it: the member's view plus brand and member. */
export const depositView = (ctx: Ctx, d: pstore.DepositRow) => ({
  ...payments.depositView(ctx, d),
  brand: d.brand,
  memberId: d.member_id,
  username: d.username,
});
/** A withdrawal as operators see it: with the payout account in full, reference and proof ids. */
export const withdrawalView = (ctx: Ctx, w: pstore.WithdrawalRow) => ({
  ...payments.withdrawalView(ctx, w),
  // Operators pay to the real account number.
  payoutAccount: {
    channel: w.channel,
    accountNo: w.account_no,
    holderName: w.holder_name,
    ...(w.ifsc ? { ifsc: w.ifsc } : {}),
  },
  brand: w.brand,
  memberId: w.member_id,
  username: w.username,
  ...(w.payout_reference ? { payoutReference: w.payout_reference } : {}),
  proofIds: w.proof_ids ? w.proof_ids.split(',') : [],
});
/** A receipt dispute as operators see it. */
export const disputeView = (ctx: Ctx, d: pstore.DisputeRow) => ({
  id: d.id,
  withdrawalId: d.withdrawal_id,
  brand: d.brand,
  memberId: d.member_id,
  username: d.username,
  kind: d.kind,
  currency: d.currency,
  claimedAmount: formatMinor(d.claimed_amount, ctx.brands.get(d.brand)?.currency.exponent ?? 2),
  status: d.status,
  ...(d.outcome ? { outcome: d.outcome } : {}),
  ...(d.note ? { note: d.note } : {}),
  createdAt: d.created_at,
  ...(d.resolved_at ? { resolvedAt: d.resolved_at } : {}),
});

/** The deposit before an action, locked for the transaction. @throws DEPOSIT_NOT_FOUND */
async function depositBefore(c: Ctx, id: string) {
  await pstore.expireDeposits(c.db, c.now(), id);
  const d = await pstore.findDeposit(c.db, id, true);
  if (!d) throw fail('DEPOSIT_NOT_FOUND');
  return depositView(c, d);
}
/** The withdrawal before an action, locked for the transaction. @throws WITHDRAWAL_NOT_FOUND */
async function withdrawalBefore(c: Ctx, id: string) {
  const w = await pstore.findWithdrawal(c.db, id, true);
  if (!w) throw fail('WITHDRAWAL_NOT_FOUND');
  return withdrawalView(c, w);
}

/** Credits a pending deposit. @throws DEPOSIT_NOT_FOUND, DEPOSIT_STATE (domain/payments/service.ts creditDeposit) */
export const confirmDeposit = (ctx: Ctx, who: OpsWho, id: string) =>
  act(ctx, who, 'deposit.confirm', async (c) => {
    const before = await depositBefore(c, id);
    const r = await payments.creditDeposit(c, id, byOf(who.actor));
    const after = depositView(c, r.deposit);
    return { value: after, target: `deposit:${id}`, before, after, audit: !r.duplicate };
  });

/** Rejects a pending deposit. @throws DEPOSIT_NOT_FOUND, DEPOSIT_STATE */
export const rejectDeposit = (ctx: Ctx, who: OpsWho, id: string, reason: string | null) =>
  act(ctx, who, 'deposit.reject', async (c) => {
    const before = await depositBefore(c, id);
    const r = await payments.rejectDeposit(c, id, byOf(who.actor), reason);
    const after = depositView(c, r.deposit);
    return { value: after, target: `deposit:${id}`, before, after, detail: { reason }, audit: !r.duplicate };
  });

/** Takes a held withdrawal (the member can no longer cancel it). @throws WITHDRAWAL_NOT_FOUND, WITHDRAWAL_STATE */
export const takeWithdrawal = (ctx: Ctx, who: OpsWho, id: string) =>
  act(ctx, who, 'withdrawal.take', async (c) => {
    const before = await withdrawalBefore(c, id);
    const after = withdrawalView(c, await payments.takeWithdrawal(c, id, byOf(who.actor)));
    return { value: after, target: `withdrawal:${id}`, before, after };
  });

/** A decision on a held withdrawal (pay or fail), audited unless it repeats one already made. */
const decideWithdrawal = (
  ctx: Ctx,
  who: OpsWho,
  id: string,
  action: 'withdrawal.pay' | 'withdrawal.fail',
  detail: Record<string, string | null>,
  decide: (c: Ctx, by: string) => Promise<{ withdrawal: pstore.WithdrawalRow; duplicate: boolean }>,
) =>
  act(ctx, who, action, async (c) => {
    const before = await withdrawalBefore(c, id);
    const r = await decide(c, byOf(who.actor));
    const after = withdrawalView(c, r.withdrawal);
    return { value: after, target: `withdrawal:${id}`, before, after, detail, audit: !r.duplicate };
  });

/**
 * Marks a held withdrawal paid; once committed, the member is mailed (not on a repeated pay).
 * @throws WITHDRAWAL_NOT_FOUND, WITHDRAWAL_STATE
 */
export async function payWithdrawal(ctx: Ctx, who: OpsWho, id: string, reference: string | null) {
  let paid: pstore.WithdrawalRow | null = null;
  const view = await decideWithdrawal(ctx, who, id, 'withdrawal.pay', { reference }, async (c, by) => {
    const r = await payments.payWithdrawal(c, id, by, reference);
    if (!r.duplicate) paid = r.withdrawal;
    return r;
  });
  if (paid) await payments.notifyWithdrawalPaid(ctx, paid);
  return view;
}

/** Fails a held withdrawal (the hold is released). @throws WITHDRAWAL_NOT_FOUND, WITHDRAWAL_STATE */
export const failWithdrawal = (ctx: Ctx, who: OpsWho, id: string, reason: string | null) =>
  decideWithdrawal(ctx, who, id, 'withdrawal.fail', { reason }, (c, by) =>
    payments.failWithdrawal(c, id, by, reason),
  );

/** Resolves an open receipt dispute. @throws DISPUTE_NOT_FOUND, DISPUTE_STATE */
export const resolveDispute = (
  ctx: Ctx,
  who: OpsWho,
  id: string,
  outcome: 'refund' | 'repaid' | 'rejected',
  note: string | null,
) =>
  act(ctx, who, 'dispute.resolve', async (c) => {
    const d = await pstore.findDispute(c.db, id, true);
    if (!d) throw fail('DISPUTE_NOT_FOUND');
    const before = disputeView(c, d);
    const after = disputeView(c, await payments.resolveDispute(c, id, byOf(who.actor), outcome, note));
    return { value: after, target: `dispute:${id}`, before, after, detail: { outcome, note } };
  });
