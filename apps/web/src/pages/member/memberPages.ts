/**
 * Registrations of the member-center pages (spec 2 "Member center pages"). Each issue that builds a page adds one
 * `registerMemberPage` call here; the menu shows only registered pages whose whitelabel flag is on.
 * Badge pages (missionLeaderboard, messageV2, rewardCenter) pass `useBadgeCount`.
 */
import { useUnreadCount } from '../../features/member/api';
import { registerMemberPage } from '../../features/member/registry';

registerMemberPage({ name: 'securityCenter', load: () => import('../../features/member/SecurityCenter') });
// Wallet and payments (docs/architecture.md "Member center").
registerMemberPage({ name: 'transferFund', load: () => import('../../features/wallet/TransferFund') });
registerMemberPage({ name: 'depositv2', load: () => import('../../features/wallet/DepositPage') });
registerMemberPage({ name: 'withdraw', load: () => import('../../features/wallet/WithdrawPage') });
registerMemberPage({
  name: 'transactionHistory',
  load: () => import('../../features/wallet/TransactionHistory'),
});
// Records (docs/architecture.md "Records").
registerMemberPage({
  name: 'personalHistoryCopy',
  load: () => import('../../features/records/BettingRecord'),
});
registerMemberPage({
  name: 'personalProfit',
  load: () => import('../../features/records/PersonalProfit'),
});
// Bonuses granted by operators, with turnover progress (docs/architecture.md "Member center").
registerMemberPage({ name: 'bonusDetails', load: () => import('../../features/bonus/BonusDetails') });
registerMemberPage({
  name: 'messageV2',
  load: () => import('../../features/member/MessageCenter'),
  useBadgeCount: useUnreadCount,
});
