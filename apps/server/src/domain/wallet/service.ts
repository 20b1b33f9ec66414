/**
 * Wallet rules (spec section 7 "Wallet"; docs/architecture.md "Wallet"; docs/decisions.md D10): balances read from the ledger, the main wallet and
 * the vendor sub-wallets of transfer-mode vendors, and main <-> sub-wallet moves as ledger transfers
 * (kind 'wallet.transfer'). Trial members never move real money (docs/decisions.md D10): the sub-wallet calls refuse them.
 */
import { randomUUID } from 'node:crypto';
import type {
  MerchantWalletValue,
  WalletTransferBody,
  WalletTransferValue,
} from '@playdeck/api-client/wallet';
import type { Brand } from '../../infra/brands/index.ts';
import type { Ctx } from '../context.ts';
import { vendorList, type VendorWallets } from '../games/service.ts';
import { AppError, fail } from '../../infra/errors.ts';
import {
  MAX_MINOR,
  TRIAL_CURRENCY,
  memberBalances,
  transfer,
  transferByKey,
  type AccountRef,
} from '../ledger/index.ts';
import { formatMinor } from '../money.ts';
import { assertUnlocked, bonusLocked, lockedMinor } from '../bonus/lock.ts';
import { TRIAL_MEMBER_TYPE, type AuthMember } from '../member/types.ts';

/**
 * Parses a decimal amount string into minor units of a currency with `exponent` decimals: "12.5" -> 1250n (exponent 2).
 * @throws AMOUNT_INVALID for non-numeric text, a sign, zero, more decimals than `exponent`, or more than bigint holds
 */
export function parseAmount(text: unknown, exponent: number): bigint {
  if (typeof text !== 'string') throw fail('AMOUNT_INVALID');
  const m = /^([0-9]{1,20})(?:\.([0-9]{1,20}))?$/.exec(text.trim());
  if (!m) throw fail('AMOUNT_INVALID');
  const frac = m[2] ?? '';
  if (frac.length > exponent) throw fail('AMOUNT_INVALID');
  const minor = BigInt(m[1]!) * 10n ** BigInt(exponent) + BigInt(frac.padEnd(exponent, '0') || '0');
  if (minor <= 0n || minor > MAX_MINOR) throw fail('AMOUNT_INVALID');
  return minor;
}

/**
 * The brand's vendors that take transfers (one entry per vendor code, in menu order): those whose wallet in `wallets`
 * (the loaded vendor wallet config, config/vendors.json) is `transfer`.
 */
export async function transferVendors(ctx: Ctx, brand: Brand, wallets: VendorWallets) {
  const seen = new Map<string, { vassalage: string; displayName: string; maintenance: boolean }>();
  for (const v of await vendorList(ctx.db, brand, wallets))
    if (v.launchMode === 'transfer' && !seen.has(v.vassalage))
      seen.set(v.vassalage, {
        vassalage: v.vassalage,
        displayName: v.displayName,
        maintenance: v.maintenance,
      });
  return [...seen.values()];
}

/** Main (cash) and trial balances of a member in minor units, from the ledger's hot balances. */
export async function mainBalances(ctx: Ctx, brand: Brand, memberId: string) {
  const all = await memberBalances(ctx.db, memberId);
  const find = (kind: string, currency: string) =>
    all.find((b) => b.kind === kind && b.currency === currency)?.balanceMinor ?? 0n;
  return { cash: find('cash', brand.currency.code), trial: find('trial', TRIAL_CURRENCY) };
}

/**
 * GCS_merchantWallet: the main wallet and, unless `single`, every transfer-mode vendor's sub-wallet (zero when never
 * used). @throws TRIAL_FORBIDDEN for a trial member
 */
export async function merchantWallet(
  ctx: Ctx,
  brand: Brand,
  member: AuthMember,
  single: boolean,
  vendorWallets: VendorWallets,
): Promise<MerchantWalletValue> {
  if (member.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
  const exp = brand.currency.exponent;
  const all = await memberBalances(ctx.db, member.id);
  const main = all.find((b) => b.kind === 'cash' && b.currency === brand.currency.code)?.balanceMinor ?? 0n;
  const sub = new Map(
    all
      .filter((b) => b.kind === 'vendor' && b.currency === brand.currency.code)
      .map((b) => [b.vendor!, b.balanceMinor]),
  );
  const wallets = single
    ? []
    : (await transferVendors(ctx, brand, vendorWallets)).map((v) => ({
        ...v,
        minor: sub.get(v.vassalage) ?? 0n,
      }));
  const total = wallets.reduce((s, w) => s + w.minor, main);
  return {
    currency: brand.currency.code,
    mainBalance: formatMinor(main, exp),
    totalBalance: formatMinor(total, exp),
    wallets: wallets.map(({ minor, ...w }) => ({ ...w, balance: formatMinor(minor, exp) })),
  };
}

/**
 * GCS_walletTransfer: main <-> vendor sub-wallet (see WalletTransferBody). The move is one ledger transfer keyed
 * `wallet:<member>:<requestId>`, so a repeated request returns the original transfer (duplicate: true) and never
 * moves money twice. All-in / all-out move the whole source balance (INSUFFICIENT_BALANCE when it is empty).
 * Money into a vendor wallet comes only from the unlocked part of the main wallet (domain/bonus/lock.ts); all-in moves that
 * part.
 * @throws TRIAL_FORBIDDEN, VENDOR_NOT_TRANSFERABLE, AMOUNT_INVALID, INSUFFICIENT_BALANCE, IDEMPOTENCY_CONFLICT,
 *   VALIDATION (neither or both of amount and all), BONUS_LOCKED (into a vendor wallet: locked bonus money)
 */
export async function walletTransfer(
  ctx: Ctx,
  brand: Brand,
  member: AuthMember,
  body: WalletTransferBody,
  wallets: VendorWallets,
): Promise<WalletTransferValue> {
  if (member.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
  const exp = brand.currency.exponent;
  const all = body.all === true;
  if (all === (body.amount !== undefined)) throw fail('VALIDATION', { field: 'amount' });
  const amount = all ? undefined : parseAmount(body.amount, exp);
  const vendors = await transferVendors(ctx, brand, wallets);
  const vassalage = body.vassalage;
  if (!vendors.some((v) => v.vassalage === vassalage)) throw fail('VENDOR_NOT_TRANSFERABLE');
  const requestId = body.requestId ?? randomUUID();
  const currency = brand.currency.code;
  const main: AccountRef = { kind: 'cash', brand: brand.id, currency, memberId: member.id };
  const sub: AccountRef = {
    kind: 'vendor',
    brand: brand.id,
    currency,
    memberId: member.id,
    vendor: vassalage,
  };
  const [from, to] = body.direction === 'in' ? [main, sub] : [sub, main];
  const key = `wallet:${member.id}:${requestId}`;
  // Out of the main wallet, locked bonus money stays behind (docs/decisions.md D17): checked after the move, in its
  // transaction, so a refusal undoes it.
  const move = async (minor: bigint) =>
    ctx.db.tx(async (db) => {
      const moved = await transfer(db, {
        debit: from,
        credit: to,
        amountMinor: minor,
        kind: 'wallet.transfer',
        idempotencyKey: key,
        metadata: { direction: body.direction, vassalage, requestId, all },
      });
      if (from === main)
        await assertUnlocked(db, {
          memberId: member.id,
          currency,
          amountMinor: minor,
          balanceAfterMinor: moved.debitBalanceAfter,
          exponent: exp,
        });
      return moved;
    });
  let done: { id: string; duplicate: boolean; minor: bigint } | undefined;
  if (amount !== undefined) done = { ...(await move(amount)), minor: amount };
  else {
    // All: the whole source balance at the time of the move. A repeat finds its key already used (with the amount of
    // then), so the original is returned rather than a second move.
    const found = async () => {
      const prior = await existingByKey(ctx, key);
      return prior && { id: prior.id, duplicate: true, minor: prior.amountMinor };
    };
    done = await found();
    for (let attempt = 0; !done && attempt < 3; attempt++) {
      // All-in moves the unlocked part of the main wallet; nothing unlocked left is BONUS_LOCKED.
      const whole = await sourceBalance(ctx, member.id, from);
      const locked =
        from === main && whole > 0n ? await lockedMinor(ctx.db, { memberId: member.id, currency }) : 0n;
      const balance = whole > locked ? whole - locked : 0n;
      if (balance === 0n && locked > 0n && !(await found())) throw bonusLocked(locked, whole, exp);
      if (balance === 0n) {
        // Empty: possibly because a concurrent delivery of this very request just moved it (look again).
        done = await found();
        break;
      }
      try {
        done = { ...(await move(balance)), minor: balance };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        done = await found();
        if (!done && err.errorCode !== 'INSUFFICIENT_BALANCE') throw err;
      }
    }
    if (!done) throw fail('INSUFFICIENT_BALANCE');
  }
  const items: WalletTransferValue['transfers'] = [
    {
      id: done.id,
      vassalage,
      direction: body.direction,
      amount: formatMinor(done.minor, exp),
      duplicate: done.duplicate,
    },
  ];
  return { requestId, transfers: items, wallet: await merchantWallet(ctx, brand, member, false, wallets) };
}

async function sourceBalance(ctx: Ctx, memberId: string, ref: AccountRef): Promise<bigint> {
  const all = await memberBalances(ctx.db, memberId);
  return (
    all.find(
      (b) => b.kind === ref.kind && b.currency === ref.currency && (b.vendor ?? '') === (ref.vendor ?? ''),
    )?.balanceMinor ?? 0n
  );
}

const existingByKey = (ctx: Ctx, key: string) => transferByKey(ctx.db, key);
