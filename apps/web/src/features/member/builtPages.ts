/**
 * The member-center pages this build has: exactly the names pages/member/memberPages.ts registers (its test checks
 * that the two agree), as plain data, so the header's avatar menu and the side menu, which are in the entry bundle,
 * link only to pages that exist without loading the registrations (docs/architecture.md "Member center": "the menu shows only pages that exist";
 * spec 2 "Member center pages"). A link to a page not built yet would land on the security centre instead.
 * An issue that builds a member page registers it there and adds its name here.
 */
export const BUILT_MEMBER_PAGES: ReadonlySet<string> = new Set([
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'transactionHistory',
  'personalHistoryCopy',
  'personalProfit',
  'bonusDetails',
  'playerRank',
  'manualRebate',
  'messageV2',
  'pointMall',
  'redeemHistory',
  'pointsDetails',
  'accountStatement',
  'gameRecall',
  'realityCheck',
  'rewardCenter',
  'playerProtection',
  'referral',
  'missionLeaderboard',
]);

/**
 * False only for a member-center link (`/member?page=<name>`) whose page is not in `built`: a menu entry that passes
 * leads where it says.
 */
export function linksToBuiltPage(to: string, built: ReadonlySet<string> = BUILT_MEMBER_PAGES): boolean {
  const page = /^\/member\?page=([^&#]+)$/.exec(to)?.[1];
  return page === undefined || built.has(page);
}
