/**
 * SWR key factory: one place that names every query, so a mutation can revalidate exactly what it changed. Keys are
 * the path, or `[path, query]` for parametrised lists; `swrFetcher` understands both.
 */
import * as captcha from '@playdeck/api-client/routes/captcha';
import * as content from '@playdeck/api-client/routes/content';
import * as games from '@playdeck/api-client/routes/games';
import * as member from '@playdeck/api-client/routes/member';
import * as payments from '@playdeck/api-client/routes/payments';
import * as system from '@playdeck/api-client/routes/system';
import * as wallet from '@playdeck/api-client/routes/wallet';

export const queryKeys = {
  systemStatus: () => system.status.path,
  /** The message catalogue of a language (not a call: shared/i18n/messages `loadMessages`, a lazy chunk). */
  messages: (locale: string) => ['messages', locale] as const,
  memberInfo: () => member.info.path,
  balance: () => wallet.balance.path,
  gameMenus: (language: string) => [games.gameMenus.path, { language }] as const,
  captcha: (nonce: number) => [captcha.image.path, { t: nonce }] as const,
  promotions: (lang: string) => [content.promotions.path, { lang }] as const,
  // Wallet and payments (apps/web/src/features/wallet).
  merchantWallet: () => [wallet.merchantWallet.path, { isSingle: 'false' }] as const,
  depositMethods: () => payments.depositMethods.path,
  deposits: (pageNo: number, pageSize: number) => [payments.deposits.path, { pageNo, pageSize }] as const,
  deposit: (id: string) => payments.deposit.path.replace(':id', encodeURIComponent(id)),
  withdrawPassword: () => payments.withdrawPassword.path,
  payoutAccounts: () => payments.payoutAccounts.path,
  withdrawals: (pageNo: number, pageSize: number) =>
    [payments.withdrawals.path, { pageNo, pageSize }] as const,
  accountRecord: (q: { kind?: string; from?: string; to?: string; pageNo: number; pageSize: number }) =>
    [wallet.transactions.path, q] as const,
};
