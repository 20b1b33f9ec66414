/**
 * Wallet calls (spec section 7 "Wallet"; docs/architecture.md "Wallet"), all with the session token, amounts as decimal strings:
 * - GET /wps/v2/wallets/balance -> `{ balance, currency, trialBalance }` from the ledger (main cash wallet, trial funds).
 * - GET|POST /wps/relay/GCS_merchantWallet?isSingle -> main wallet and transfer-mode vendor sub-wallets
 *   (@playdeck/api-client/wallet MerchantWalletValue). Trial members: 403 TRIAL_FORBIDDEN.
 * - POST /wps/relay/GCS_walletTransfer `{ direction, vassalage?, amount? | all, requestId? }` -> WalletTransferValue.
 *   Errors: 400 AMOUNT_INVALID, INSUFFICIENT_BALANCE, VENDOR_NOT_TRANSFERABLE, VALIDATION; 403 TRIAL_FORBIDDEN;
 *   409 IDEMPOTENCY_CONFLICT (requestId reused for a different transfer).
 * - GET /wps/wallet/transactions?kind&from&to&pageNo&pageSize -> AccountRecordPage: the member's account record
 *   (member center `transactionHistory`), every ledger transfer touching one of the member's accounts, newest first,
 *   signed from the member's side. Trial members: 403 TRIAL_FORBIDDEN (docs/decisions.md D10: trial funds are not money).
 *   Errors: 400 VALIDATION (bad kind, date, page, or from >= to).
 * `/wps/member/info/funds/consolidated` (http/routes/member.ts) and `/wps/relay/CSP_unreadCount` (http/routes/messages.ts) are
 * served by their areas.
 */
import type { MerchantWalletQuery } from '@playdeck/api-client/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Ctx } from '../../domain/context.ts';
import { ok } from '../envelope.ts';
import { fail } from '../errors.ts';
import { memberTransfers } from '../../domain/ledger/index.ts';
import { formatMinor } from '../../domain/money.ts';
import { mainBalances, merchantWallet, walletTransfer } from '../../domain/wallet/service.ts';
import { TRIAL_MEMBER_TYPE } from '../../domain/member/types.ts';
import { routes } from '@playdeck/api-client/routes';
import { route } from '../route.ts';
import type { VendorWallets } from '../../domain/games/service.ts';

/** The wallet calls; `wallets` is the loaded vendor wallet config (which vendors take transfers). */
export function walletRoutes(app: FastifyInstance, ctx: Ctx, wallets: VendorWallets) {
  route(app, routes.wallet.balance, async (req) => {
    const b = req.brand;
    const { cash, trial } = await mainBalances(ctx, b, req.member!.id);
    return ok({
      balance: formatMinor(cash, b.currency.exponent),
      currency: b.currency.code,
      trialBalance: formatMinor(trial, b.currency.exponent),
    });
  });

  const merchant = async (req: FastifyRequest) => {
    const { isSingle } = req.query as Static<typeof MerchantWalletQuery>;
    const single = isSingle === 'true' || isSingle === '1';
    return ok(await merchantWallet(ctx, req.brand, req.member!, single, wallets));
  };
  route(app, routes.wallet.merchantWallet, merchant);
  route(app, routes.wallet.merchantWalletPost, merchant);

  route(app, routes.wallet.transfer, async (req) =>
    ok(await walletTransfer(ctx, req.brand, req.member!, req.body, wallets)),
  );

  route(app, routes.wallet.transactions, async (req) => {
    if (req.member!.type === TRIAL_MEMBER_TYPE) throw fail('TRIAL_FORBIDDEN');
    const q = req.query;
    const date = (v: string | undefined, field: string) => {
      if (v === undefined) return undefined;
      const d = new Date(v);
      if (Number.isNaN(d.getTime())) throw fail('VALIDATION', { field });
      return d;
    };
    const from = date(q.from, 'from');
    const to = date(q.to, 'to');
    if (from && to && from >= to) throw fail('VALIDATION', { field: 'to' });
    const pageSize = Number(q.pageSize ?? 10);
    if (pageSize > 50) throw fail('VALIDATION', { field: 'pageSize' });
    const exp = req.brand.currency.exponent;
    const page = await memberTransfers(ctx.db, {
      memberId: req.member!.id,
      group: q.kind,
      from,
      to,
      pageNo: Number(q.pageNo ?? 1),
      pageSize,
    });
    return ok({
      total: page.total,
      rows: page.rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        amount: formatMinor(r.amountMinor, exp),
        currency: r.currency,
        accountKind: r.accountKind as 'cash' | 'trial' | 'points' | 'vendor',
        ...(r.vendor ? { vendor: r.vendor } : {}),
        ...(r.balanceAfterMinor !== undefined ? { balanceAfter: formatMinor(r.balanceAfterMinor, exp) } : {}),
        createdAt: r.createdAt,
      })),
    });
  });
}
