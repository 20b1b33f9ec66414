/**
 * SWR key factory: one place that names every query, so a mutation can revalidate exactly what it changed. Keys are
 * the path, or `[path, query]` for parametrised lists; `swrFetcher` understands both.
 */
export const queryKeys = {
  systemStatus: () => '/wps/system/status' as const,
  memberInfo: () => '/wps/member/info' as const,
  balance: () => '/wps/v2/wallets/balance' as const,
  gameMenus: (language: string) => ['/lgw/games/game_menus', { language }] as const,
  captcha: (nonce: number) => ['/wps/captcha', { t: nonce }] as const,
};
