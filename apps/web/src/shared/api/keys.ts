/**
 * SWR key factory: one place that names every query, so a mutation can revalidate exactly what it changed. Keys are
 * the path, or `[path, query]` for parametrised lists; `swrFetcher` understands both.
 */
import { LOTTERY_PATHS } from '@playdeck/api-client/lotteryPaths';
import { content } from '@playdeck/api-client/routes/content';
import { games } from '@playdeck/api-client/routes/games';
import { member } from '@playdeck/api-client/routes/member';
import { payments } from '@playdeck/api-client/routes/payments';
import { system } from '@playdeck/api-client/routes/system';
import { wallet } from '@playdeck/api-client/routes/wallet';

export const queryKeys = {
  systemStatus: () => system.status.path,
  /** The message catalogue of a language (not a call: shared/i18n/messages `loadMessages`, a lazy chunk). */
  messages: (locale: string) => ['messages', locale] as const,
  memberInfo: () => member.info.path,
  balance: () => wallet.balance.path,
  gameMenus: (language: string) => [games.gameMenus.path, { language }] as const,
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

/** The folder of the public content calls (`/wps/content/...`), taken from one of their descriptors. */
const CONTENT_PREFIX = content.agentLanding.path.slice(0, content.agentLanding.path.lastIndexOf('/') + 1);

/**
 * The heads of the public SWR keys outside the content folder: the same for every visitor (the calls the signed-out
 * home page shows, pages/home/homeQueries), so kept at logout.
 */
const PUBLIC_HEADS: ReadonlySet<string> = new Set([
  system.status.path,
  system.helpCenter.path,
  games.gameMenus.path,
  games.list.path,
  games.hotGames.path,
  games.hotMatches.path,
  games.vendors.path,
  LOTTERY_PATHS.jackpot,
  queryKeys.messages('')[0],
]);

/**
 * Whether an SWR entry outlives the session (logout here, or the session ended elsewhere). A key is the path, or
 * `[path, query]` for a parametrised list; its head (the path) decides. The brand status, the public content (the
 * same for every visitor, e.g. the agent landing copy a signed-out page shows at once), the game menus, the help
 * centre and the message catalogues stay; every other entry (member info, balance, the member's deposit, withdrawal
 * and record lists, agent reports) is member-scoped and is dropped without a refetch, so the next member on the same
 * device never sees the previous member's lists.
 */
export function keptAfterLogout(key: unknown): boolean {
  const head: unknown = Array.isArray(key) ? key[0] : key;
  return typeof head === 'string' && (PUBLIC_HEADS.has(head) || head.startsWith(CONTENT_PREFIX));
}
