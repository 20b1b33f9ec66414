/**
 * Registrations of the member-center pages (spec 2 "Member center pages"). Each issue that builds a page adds one
 * `registerMemberPage` call here; the menu shows only registered pages whose whitelabel flag is on.
 * Badge pages (missionLeaderboard, messageV2, rewardCenter) pass `useBadgeCount`.
 */
import { useUnreadCount } from '../../features/member/api';
import { registerMemberPage } from '../../features/member/registry';
import { useRewardClaimable } from '../../features/rewards/badge';
import { useMissionClaimable } from '../../features/missions/badge';

registerMemberPage({ name: 'securityCenter', load: () => import('../../features/member/SecurityCenter') });
// Wallet and payments (docs/architecture.md "Member center").
registerMemberPage({ name: 'transferFund', load: () => import('../../features/wallet/TransferFund') });
registerMemberPage({ name: 'depositv2', load: () => import('../../features/wallet/DepositPage') });
registerMemberPage({ name: 'withdraw', load: () => import('../../features/wallet/WithdrawPage') });
// Transfer to the agent upline (docs/decisions.md D12; gated by transferUpline under AGENTTRANSFER3).
registerMemberPage({
  name: 'transferUpline',
  load: () => import('../../features/upline/TransferUpline'),
});
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
// Points mall, redeem history, points details (docs/decisions.md D11, D24): their nodes sit under PTSYS3.
registerMemberPage({ name: 'pointMall', load: () => import('../../features/points/PointMall') });
registerMemberPage({
  name: 'redeemHistory',
  load: () => import('../../features/points/RedeemHistory'),
});
registerMemberPage({
  name: 'pointsDetails',
  load: () => import('../../features/points/PointsDetails'),
});
// VIP level and bonuses, rebate (docs/architecture.md "Loyalty").
registerMemberPage({ name: 'playerRank', load: () => import('../../features/loyalty/VipPage') });
registerMemberPage({ name: 'manualRebate', load: () => import('../../features/loyalty/RebatePage') });
registerMemberPage({
  name: 'messageV2',
  load: () => import('../../features/member/MessageCenter'),
  useBadgeCount: useUnreadCount,
});
// Player protection: account statement, last game recall, reality check (GLI-19 2.5.9; UKGC RTS 13).
registerMemberPage({
  name: 'accountStatement',
  load: () => import('../../features/responsible/Statement'),
});
registerMemberPage({ name: 'gameRecall', load: () => import('../../features/responsible/GameRecall') });
registerMemberPage({
  name: 'realityCheck',
  load: () => import('../../features/responsible/RealityCheckSettings'),
});
// Reward center: promotions to join, apply for or claim, VIP bonuses, history (docs/decisions.md D32).
registerMemberPage({
  name: 'rewardCenter',
  load: () => import('../../features/rewards/RewardCenter'),
  useBadgeCount: useRewardClaimable,
});
// Refer and earn: code, link, QR code, referred friends (docs/decisions.md D36; side menu referAndEarn).
registerMemberPage({ name: 'referral', load: () => import('../../features/referral/ReferralPage') });
// Limits, time-out and self-exclusion (docs/decisions.md D26): the /protection page inside the member center.
registerMemberPage({
  name: 'playerProtection',
  load: () => import('../../features/protection/ProtectionMemberPage'),
});
// Missions (daily and weekly goals, claim the reward; docs/decisions.md D37), badge = claimable missions.
registerMemberPage({
  name: 'missionLeaderboard',
  load: () => import('../../features/missions/MissionsPage'),
  useBadgeCount: useMissionClaimable,
});
