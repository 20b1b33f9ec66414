/**
 * SWR key factory: one place that names every query, so a mutation can revalidate exactly what it changed. Keys are
 * the path, or `[path, query]` for parametrised lists; `swrFetcher` understands both.
 */
export const queryKeys = {
  systemStatus: () => '/wps/system/status' as const,
  /** The message catalogue of a language (not a call: shared/i18n/messages `loadMessages`, a lazy chunk). */
  messages: (locale: string) => ['messages', locale] as const,
  memberInfo: () => '/wps/member/info' as const,
  balance: () => '/wps/v2/wallets/balance' as const,
  gameMenus: (language: string) => ['/lgw/games/game_menus', { language }] as const,
  captcha: (nonce: number) => ['/wps/captcha', { t: nonce }] as const,
  promotions: (lang: string) => ['/wps/content/promotions', { lang }] as const,
  // Wallet and payments (apps/web/src/features/wallet).
  merchantWallet: () => ['/wps/relay/GCS_merchantWallet', { isSingle: 'false' }] as const,
  depositMethods: () => '/wps/payments/deposit/methods' as const,
  deposits: (pageNo: number, pageSize: number) => ['/wps/payments/deposits', { pageNo, pageSize }] as const,
  deposit: (id: string) => `/wps/payments/deposits/${encodeURIComponent(id)}` as const,
  withdrawPassword: () => '/wps/payments/withdraw/password' as const,
  payoutAccounts: () => '/wps/payments/payout-accounts' as const,
  withdrawals: (pageNo: number, pageSize: number) =>
    ['/wps/payments/withdrawals', { pageNo, pageSize }] as const,
  accountRecord: (q: { kind?: string; from?: string; to?: string; pageNo: number; pageSize: number }) =>
    ['/wps/wallet/transactions', q] as const,
};
