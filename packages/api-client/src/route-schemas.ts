/**
 * Server-side entry of the route table: the TypeBox schemas (params, querystring, body, response) of every call, keyed
 * by descriptor id (`@playdeck/api-client/routes`). The server validates and serialises with them and the OpenAPI
 * document is made of them; the site never imports this module (it would pull TypeBox into its chunks).
 */
import type { TSchema } from 'typebox';
import { LogoutQuery, RemovedDevices, TrustedDeviceList, TrustedDeviceParams } from './devices.ts';
import { SocialLinkBody, SocialPendingValue, SocialRegisterQuery } from './social.ts';
import { Type } from 'typebox';
import {
  BlockBody,
  BlockValue,
  EndExclusionBody,
  EndExclusionValue,
  LimitKeyBody,
  MemberIdParams,
  OpsProtectionList,
  OpsProtectionQuery,
  ProtectionHistory,
  ProtectionView,
  SetLimitBody,
  SetLimitValue,
} from './protection.ts';
import { AccountRecordPage, AccountRecordQuery } from './accountRecord.ts';
import { RebateClaimResult, RebateStatus, VipClaimBody, VipClaimResult, VipStatus } from './loyalty.ts';
import {
  AcceptBody,
  ContractInfo,
  ContractList,
  ContractParams,
  ContractSchema,
  GrantBody,
  GrantValue,
  OfferBody,
  RevenueQuery,
  RevenueReport,
  SettleNowBody,
  SettleNowValue,
  Statement,
  StatementPage,
  StatementQuery,
} from './agentContracts.ts';
import {
  AffiliateLinks,
  AgentTransferBody,
  AgentTransferResult,
  UplineTransferBody,
  UplineTransferView,
  CreateDownlineBody,
  CreatedDownline,
  DownlinePage,
  DownlineQuery,
  DownlineRow,
  LockBody,
  MemberParams,
  RangeQuery,
  TeamBetPage,
  TeamLossPage,
  TeamOverview,
  TeamRangeQuery,
  TeamTransactionPage,
  TeamTransactionQuery,
  TransferLimits,
} from './agentTeam.ts';
import {
  BindEmailBody,
  BindEmailCodeBody,
  BindMobileBody,
  BindMobileCodeBody,
  BindStatusValue,
} from './bind.ts';
import {
  BonusIdParams,
  BonusPage,
  BonusQuery,
  BonusRow,
  GrantBonusBody,
  OpsBonus,
  OpsBonusPage,
} from './bonus.ts';
import { ImageResponses, NullValue, Responses } from './envelope.ts';
import {
  FavouriteBody,
  FavouritesValue,
  Game,
  GameIconParams,
  GameListQuery,
  GameListValue,
  GameMenu,
  GameMenusQuery,
  HotGamesQuery,
  HotMatch,
  MemberGamesQuery,
  TeamIconParams,
  Vendor,
  VendorIconParams,
  VendorsQuery,
} from './games.ts';
import { LaunchBody, LaunchValue } from './launch.ts';
import {
  JackpotValue,
  OpenedGame,
  OpenedGameQuery,
  OpenedNumeroQuery,
  OpenedNumeroValue,
} from './lottery.ts';
import { MarkReadBody, MarkReadValue, MessageListQuery, MessagePage, UnreadCountValue } from './messages.ts';
import {
  BindPayoutAccountBody,
  CreateDepositBody,
  CreateOperatorBody,
  CreateWithdrawalBody,
  Deposit,
  DepositMethodsValue,
  DepositPage,
  IdParams,
  Operator,
  OpsDeposit,
  OpsDepositPage,
  OperatorList,
  OpsAuditPage,
  OpsMfaBody,
  OpsMfaValue,
  UpdateOperatorBody,
  OpsDispute,
  OpsDisputePage,
  OpsListQuery,
  OpsLoginBody,
  OpsLoginValue,
  OpsReasonBody,
  OpsWithdrawal,
  OpsWithdrawalPage,
  PasswordBody,
  PayPageQuery,
  PayoutAccount,
  PayoutAccountList,
  Proof,
  ProofParams,
  ReceiptBody,
  ResolveDisputeBody,
  SetWithdrawPasswordBody,
  ValidValue,
  VerifyWithdrawPasswordBody,
  WebhookValue,
  WithdrawPasswordState,
  Withdrawal,
  WithdrawalPage,
} from './payments.ts';
import {
  BettingRecordPage,
  BettingRecordQuery,
  PersonalProfitQuery,
  PersonalProfitValue,
  RankListQuery,
  RankListValue,
} from './records.ts';
import {
  GameRecallValue,
  RealityCheckBody,
  RealityCheckValue,
  StatementCsvQuery,
  StatementQuery as PlayerStatementQuery,
  StatementValue,
  StaySignedInValue,
} from './player.ts';
import {
  AffiliateQuery,
  AffiliateValue,
  AgentLanding,
  Announcement,
  AnnouncementQuery,
  BalanceValue,
  Banner,
  BannerQuery,
  CaptchaValue,
  ChangePasswordBody,
  ConsolidatedValue,
  DomainRoutesValue,
  FeedbackBody,
  ForgotEmailBody,
  FreeplayBody,
  HelpCenterQuery,
  TermsQuery,
  TermsValue,
  HelpCenterValue,
  IconBody,
  IconValue,
  LanguageBody,
  LanguageValue,
  LoginBody,
  LoginResult,
  MemberInfo,
  PromotionsQuery,
  PromotionsValue,
  PublicKeyValue,
  RegisterBody,
  RegisterSettingsSchema,
  ResetByPhoneBody,
  ResetTokenBody,
  SmsNoLoginBody,
  SmsRegisterBody,
  SmsValue,
  SystemStatusSchema,
  TicketBody,
  TicketValue,
  WhitelabelValue,
} from './schemas.ts';
import {
  MerchantWalletQuery,
  MerchantWalletValue,
  WalletTransferBody,
  WalletTransferValue,
} from './wallet.ts';
import {
  AccrueValue,
  ConvertBody,
  DecideBody,
  OpsRedemption,
  OpsRedemptionPage,
  PointsBalance,
  PointsConfigValue,
  PointsDetailPage,
  PointsDetailQuery,
  PointsPageQuery,
  PointsReward,
  RedeemBody,
  RedemptionIdParams,
  RedemptionPage,
  RedemptionRow,
} from './points.ts';
import { OpenEnvelopeBody, OpenedEnvelope, OpenedEnvelopes, RedEnvelopeRounds } from './redEnvelope.ts';
import { ReferralPage } from './referral.ts';
import { CloseValue, LeaderboardPage } from './leaderboard.ts';
import { ClaimMissionBody, MissionClaimed, MissionList } from './missions.ts';
import {
  ApplyBody,
  OpsRewardEntry,
  OpsRewardEntryPage,
  PromotionParams,
  RewardCenter,
  RewardEntry,
  RewardEntryParams,
  RewardProof,
  RewardQuery,
} from './rewards.ts';

/**
 * Route ids of the table, `<area>.<name>`: the keys of {@link routeSchemas}. Each area's JSON (`routes/<area>.json`)
 * has exactly the names of its ids: route.ts `areaRoutes` refuses, at type-check time, a JSON call without schemas and
 * schemas without a JSON call.
 */
export type RouteId = keyof typeof routeSchemas;

type AreaOf<I> = I extends `${infer A}.${string}` ? A : never;
/** An area of the route table (a `routes/<area>.json` file and its module `routes/<area>.ts`). */
export type RouteArea = AreaOf<RouteId>;

type NameIn<I, A extends string> = I extends `${A}.${infer N}` ? N : never;
/** The names of the calls of area `A` (`member` -> `register` | `info` | ...). */
export type RouteNames<A extends RouteArea> = NameIn<RouteId, A>;

/** Fastify schema parts and OpenAPI summary and tags of one call. */
export interface RouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Record<string, unknown>;
  /** OpenAPI summary and tags. */
  summary: string;
  tags: readonly string[];
}

/**
 * The schemas of every call of the table, by id (the ids of the table: {@link RouteId}), each keeping its precise
 * TypeBox types, from which the calls' request and response types are derived (route.ts `TypesOf`).
 */
export const routeSchemas = {
  'crypto.publicKey': {
    summary: 'Public JWK for encrypted request bodies (D13)',
    tags: ['crypto'],
    response: Responses(PublicKeyValue),
  },
  'system.status': {
    summary: 'Status 0 normal / 1 maintenance / 2 region restricted, location, brand info',
    tags: ['system'],
    response: Responses(SystemStatusSchema),
  },
  'system.whitelabel': {
    summary: 'Whitelabel tree (modId, enabled, childrenNodes)',
    tags: ['system'],
    response: Responses(WhitelabelValue),
  },
  'system.registerSettings': {
    summary: 'Registration field settings',
    tags: ['system'],
    response: Responses(RegisterSettingsSchema),
  },
  'system.domainRoute': {
    summary: 'Domain routes',
    tags: ['system'],
    response: Responses(DomainRoutesValue),
  },
  'system.terms': {
    summary: "The brand's terms and conditions in a language (own config, not the help centre; D35)",
    tags: ['system'],
    querystring: TermsQuery,
    response: Responses(TermsValue),
  },
  'system.helpCenter': {
    summary: 'Help centre items for a language (device WEB)',
    tags: ['system'],
    querystring: HelpCenterQuery,
    response: Responses(HelpCenterValue),
  },
  'captcha.challenge': {
    summary: 'New proof-of-work captcha challenge (ALTCHA); its solution is accepted once, until it expires',
    tags: ['captcha'],
    response: Responses(CaptchaValue),
  },
  'sms.sendNoLogin': {
    summary: 'Send a login / reset code',
    tags: ['sms'],
    body: SmsNoLoginBody,
    response: Responses(SmsValue),
  },
  'sms.sendRegister': {
    summary: 'Send a registration code',
    tags: ['sms'],
    body: SmsRegisterBody,
    response: Responses(SmsValue),
  },
  'session.login': {
    summary: 'Log in (username/password or mobile + SMS code); body may be JWE',
    tags: ['session'],
    body: LoginBody,
    response: Responses(LoginResult),
  },
  'session.freeplay': {
    summary: 'Free play: a trial member (type 4) with trial funds',
    tags: ['session'],
    body: FreeplayBody,
    response: Responses(LoginResult),
  },
  'session.logout': {
    summary: 'Revoke the current session; forgetDevice=1 also forgets this trusted browser (D35)',
    tags: ['session'],
    querystring: LogoutQuery,
    response: Responses(NullValue),
  },
  'session.devices': {
    summary: "The member's trusted devices (two-factor step skipped there, D28), this browser marked (D35)",
    tags: ['session'],
    response: Responses(TrustedDeviceList),
  },
  'session.removeDevice': {
    summary: "Forget one trusted device; 404 TRUSTED_DEVICE_NOT_FOUND when not the member's (D35)",
    tags: ['session'],
    params: TrustedDeviceParams,
    response: Responses(NullValue),
  },
  'session.removeAllDevices': {
    summary: 'Forget every trusted device of the member (D35)',
    tags: ['session'],
    response: Responses(RemovedDevices),
  },
  'session.ticket': {
    summary: 'One-time login ticket (60 s) for a URL (D1)',
    tags: ['session'],
    response: Responses(TicketValue),
  },
  'session.ticketExchange': {
    summary: 'Exchange a login ticket for a session token (D1)',
    tags: ['session'],
    body: TicketBody,
    response: Responses(LoginResult),
  },
  'session.socialPending': {
    summary: "This browser's pending social sign-in (provider, e-mail); 400 SOCIAL_PENDING_INVALID when none",
    tags: ['session'],
    response: Responses(SocialPendingValue),
  },
  'session.socialLink': {
    summary:
      'Link the pending social sign-in to an existing account after its password (a login); body may be JWE',
    tags: ['session'],
    body: SocialLinkBody,
    response: Responses(LoginResult),
  },
  'session.socialRegister': {
    summary:
      "Create an account for the pending social sign-in with the brand's registration; logs in; body may be JWE",
    tags: ['session'],
    querystring: SocialRegisterQuery,
    body: RegisterBody,
    response: Responses(LoginResult),
  },
  'member.register': {
    summary: 'Register (username); logs in; body may be JWE',
    tags: ['member'],
    body: RegisterBody,
    response: Responses(LoginResult),
  },
  'member.registerMobile': {
    summary: 'Register (mobile); logs in; body may be JWE',
    tags: ['member'],
    body: RegisterBody,
    response: Responses(LoginResult),
  },
  'member.affiliate': {
    summary: 'Is an affiliate / referral code valid for this brand and domain',
    tags: ['member'],
    querystring: AffiliateQuery,
    response: Responses(AffiliateValue),
  },
  'member.info': {
    summary: 'Member info and public state (balance as decimal string)',
    tags: ['member'],
    response: Responses(MemberInfo),
  },
  'member.icon': { summary: 'Member avatar id', tags: ['member'], response: Responses(IconValue) },
  'member.setIcon': {
    summary: 'Set member avatar id (avatar-1 .. avatar-99)',
    tags: ['member'],
    body: IconBody,
    response: Responses(IconValue),
  },
  'member.changePassword': {
    summary: 'Change password (old, new, confirmation); body may be JWE',
    tags: ['member'],
    body: ChangePasswordBody,
    response: Responses(NullValue),
  },
  'member.forgotByEmail': {
    summary: 'Forgot password by email (form-encoded); same answer whether or not the account exists',
    tags: ['member'],
    body: ForgotEmailBody,
    response: Responses(NullValue),
  },
  'member.resetByEmail': {
    summary: 'Complete an email reset with the link token',
    tags: ['member'],
    body: ResetTokenBody,
    response: Responses(NullValue),
  },
  'member.resetByPhone': {
    summary: 'Reset password by phone + SMS code; logs in',
    tags: ['member'],
    body: ResetByPhoneBody,
    response: Responses(LoginResult),
  },
  'member.language': {
    summary: "Update the member's language (one of the brand's)",
    tags: ['member'],
    body: LanguageBody,
    response: Responses(LanguageValue),
  },
  'member.consolidatedFunds': {
    summary: 'Which contract types are enabled (1) or not (0)',
    tags: ['member'],
    response: Responses(ConsolidatedValue),
  },
  'member.bindStatus': {
    summary: 'Bound mobile number and email (masked) and whether each is verified',
    tags: ['member'],
    response: Responses(BindStatusValue),
  },
  'member.bindMobileCode': {
    summary: 'Send a code by SMS to the number to bind',
    tags: ['member'],
    body: BindMobileCodeBody,
    response: Responses(SmsValue),
  },
  'member.bindMobile': {
    summary: 'Bind the number with the SMS code; it becomes the verified mobile',
    tags: ['member'],
    body: BindMobileBody,
    response: Responses(BindStatusValue),
  },
  'member.bindEmailCode': {
    summary: 'Send a code by email to the address to bind',
    tags: ['member'],
    body: BindEmailCodeBody,
    response: Responses(SmsValue),
  },
  'member.bindEmail': {
    summary: 'Bind the address with the emailed code; it becomes the verified email',
    tags: ['member'],
    body: BindEmailBody,
    response: Responses(BindStatusValue),
  },
  'wallet.balance': {
    summary: 'Main wallet balance (and trial balance), from the ledger',
    tags: ['wallet'],
    response: Responses(BalanceValue),
  },
  'wallet.merchantWallet': {
    summary: 'Main wallet and vendor sub-wallets (isSingle: main wallet only)',
    tags: ['wallet'],
    querystring: MerchantWalletQuery,
    response: Responses(MerchantWalletValue),
  },
  'wallet.merchantWalletPost': {
    summary: 'Main wallet and vendor sub-wallets (isSingle: main wallet only)',
    tags: ['wallet'],
    querystring: MerchantWalletQuery,
    response: Responses(MerchantWalletValue),
  },
  'wallet.transfer': {
    summary:
      'Move funds between the main wallet and a vendor sub-wallet (amount or all; idempotent on requestId)',
    tags: ['wallet'],
    body: WalletTransferBody,
    response: Responses(WalletTransferValue),
  },
  'wallet.transactions': {
    summary: "The member's account record: ledger transfers, newest first, signed from the member's side",
    tags: ['wallet'],
    querystring: AccountRecordQuery,
    response: Responses(AccountRecordPage),
  },
  'events.stream': {
    summary:
      'Live member events (text/event-stream), read with fetch and the Authorization header: balance, transfer, session',
    tags: ['wallet'],
    response: ImageResponses('text/event-stream'),
  },
  'content.announcements': {
    summary: 'Announcements by type, platform W, execution',
    tags: ['content'],
    querystring: AnnouncementQuery,
    response: Responses(Type.Array(Announcement)),
  },
  'content.notices': {
    summary: 'Notices (title, time, content)',
    tags: ['content'],
    response: Responses(Type.Array(Announcement)),
  },
  'content.banners': {
    summary: 'Banners, optionally of one group (w_home, w_login, ...)',
    tags: ['content'],
    querystring: BannerQuery,
    response: Responses(Type.Array(Banner)),
  },
  'content.popups': {
    summary: 'Public popups for this audience (A, F logged in; B anonymous)',
    tags: ['content'],
    response: Responses(Type.Array(Announcement)),
  },
  'content.promotions': {
    summary: 'Promotions centre: categories and the promotions not ended, in the request language',
    tags: ['content'],
    querystring: PromotionsQuery,
    response: Responses(PromotionsValue),
  },
  'content.agentLanding': {
    summary: 'Agent landing page: copy in the request language, consultation hours, agent-center menu',
    tags: ['content'],
    response: Responses(AgentLanding),
  },
  'content.agentAnnouncements': {
    summary: 'Announcements for agents (type AG); agents only (AGENT_ONLY otherwise)',
    tags: ['content'],
    response: Responses(Type.Array(Announcement)),
  },
  'content.feedback': {
    summary: 'Send feedback (captcha required)',
    tags: ['content'],
    body: FeedbackBody,
    response: Responses(NullValue),
  },
  'games.gameMenus': {
    summary: 'Game types that have vendors, with their vendors (at most 12 each)',
    tags: ['games'],
    querystring: GameMenusQuery,
    response: Responses(Type.Array(GameMenu)),
  },
  'games.list': {
    summary:
      'Game list of a type (and vendor): filter NEW|FAV|ALL|HOT|RECENT, search, pageNo from 1, pageSize <= 100',
    tags: ['games'],
    querystring: GameListQuery,
    response: Responses(GameListValue),
  },
  'games.hotGames': {
    summary: 'Hot games (6)',
    tags: ['games'],
    querystring: HotGamesQuery,
    response: Responses(Type.Array(Game)),
  },
  'games.vendors': {
    summary: "The brand's vendors (one game type, or all)",
    tags: ['games'],
    querystring: VendorsQuery,
    response: Responses(Type.Array(Vendor)),
  },
  'games.favourites': {
    summary: "The member's favourite games (pageSize 999 default)",
    tags: ['games'],
    querystring: MemberGamesQuery,
    response: Responses(FavouritesValue),
  },
  'games.addFavourite': {
    summary: 'Add a favourite (skipped if present)',
    tags: ['games'],
    body: FavouriteBody,
    response: Responses(NullValue),
  },
  'games.removeFavourite': {
    summary: 'Remove a favourite',
    tags: ['games'],
    body: FavouriteBody,
    response: Responses(NullValue),
  },
  'games.recent': {
    summary: "The member's recently played games (page 1, 20)",
    tags: ['games'],
    querystring: MemberGamesQuery,
    response: Responses(FavouritesValue),
  },
  'games.icon': {
    summary: 'Generated game icon: WebP 256x256 (<nodeId>.webp), or the SVG it is drawn from (<nodeId>.svg)',
    tags: ['games'],
    params: GameIconParams,
    response: ImageResponses('image/webp', 'image/svg+xml'),
  },
  'games.vendorIcon': {
    summary:
      'Generated vendor logo: WebP 480x240 (240x120 at 2x; <vassalage>.webp), or the SVG it is drawn from (<vassalage>.svg)',
    tags: ['games'],
    params: VendorIconParams,
    response: ImageResponses('image/webp', 'image/svg+xml'),
  },
  'games.hotMatches': {
    summary:
      "Hot matches of the home page: the brand's first sports vendor's upcoming matches (spec 2, 3 Match)",
    tags: ['games'],
    response: Responses(Type.Array(HotMatch)),
  },
  'games.teamIcon': {
    summary: "Generated team crest (SVG) of a hot match's home team",
    tags: ['games'],
    params: TeamIconParams,
    response: ImageResponses('image/svg+xml'),
  },
  'messages.list': {
    summary: 'Platform messages of the member, newest first, paged',
    tags: ['messages'],
    querystring: MessageListQuery,
    response: Responses(MessagePage),
  },
  'messages.read': {
    summary: 'Mark messages read (ids, or all)',
    tags: ['messages'],
    body: MarkReadBody,
    response: Responses(MarkReadValue),
  },
  'messages.unreadCount': {
    summary: 'Unread platform messages of the member',
    tags: ['messages'],
    response: Responses(UnreadCountValue),
  },
  'messages.unreadCountRelay': {
    summary: 'Unread platform messages of the member',
    tags: ['messages'],
    response: Responses(UnreadCountValue),
  },
  'messages.unreadCountRelayPost': {
    summary: 'Unread platform messages of the member',
    tags: ['messages'],
    response: Responses(UnreadCountValue),
  },
  'launch.launchGame': {
    summary:
      'Launch a game: frame URL with a one-time launch token (mode real, login) or the free-trial demo (mode demo)',
    tags: ['games'],
    body: LaunchBody,
    response: Responses(LaunchValue),
  },
  'payments.depositMethods': {
    summary: 'Deposit methods of the brand',
    tags: ['payments'],
    response: Responses(DepositMethodsValue),
  },
  'payments.createDeposit': {
    summary: 'Create a deposit (pending)',
    tags: ['payments'],
    body: CreateDepositBody,
    response: Responses(Deposit),
  },
  'payments.deposits': {
    summary: "The member's deposits, newest first",
    tags: ['payments'],
    querystring: PayPageQuery,
    response: Responses(DepositPage),
  },
  'payments.deposit': {
    summary: 'One deposit of the member',
    tags: ['payments'],
    params: IdParams,
    response: Responses(Deposit),
  },
  'payments.withdrawPassword': {
    summary: 'Is a withdraw password set',
    tags: ['payments'],
    response: Responses(WithdrawPasswordState),
  },
  'payments.setWithdrawPassword': {
    summary: 'Set or change the withdraw password (login password required, D6)',
    tags: ['payments'],
    body: SetWithdrawPasswordBody,
    response: Responses(WithdrawPasswordState),
  },
  'payments.verifyWithdrawPassword': {
    summary: 'Check the withdraw password',
    tags: ['payments'],
    body: VerifyWithdrawPasswordBody,
    response: Responses(ValidValue),
  },
  'payments.payoutAccounts': {
    summary: 'Bound payout accounts',
    tags: ['payments'],
    response: Responses(PayoutAccountList),
  },
  'payments.bindPayoutAccount': {
    summary: 'Bind a payout account (login password required, D6)',
    tags: ['payments'],
    body: BindPayoutAccountBody,
    response: Responses(PayoutAccount),
  },
  'payments.removePayoutAccount': {
    summary: 'Remove a payout account (login password required, D6)',
    tags: ['payments'],
    params: IdParams,
    body: PasswordBody,
    response: Responses(NullValue),
  },
  'payments.createWithdrawal': {
    summary: 'Request a withdrawal: the amount is held at once (D8)',
    tags: ['payments'],
    body: CreateWithdrawalBody,
    response: Responses(Withdrawal),
  },
  'payments.withdrawals': {
    summary: "The member's withdrawals, newest first",
    tags: ['payments'],
    querystring: PayPageQuery,
    response: Responses(WithdrawalPage),
  },
  'payments.withdrawal': {
    summary: 'One withdrawal of the member',
    tags: ['payments'],
    params: IdParams,
    response: Responses(Withdrawal),
  },
  'payments.withdrawalReceipt': {
    summary: 'Receipt confirmation of a paid withdrawal (spec section 4)',
    tags: ['payments'],
    params: IdParams,
    body: ReceiptBody,
    response: Responses(Withdrawal),
  },
  'payments.cancelWithdrawal': {
    summary: 'Cancel a held withdrawal no operator has taken yet (the reserve is released; D8)',
    tags: ['payments'],
    params: IdParams,
    response: Responses(Withdrawal),
  },
  'payments.uploadProof': {
    summary: 'Upload a proof image (raw png or jpg body, at most 5 MB, at most 3 per withdrawal)',
    tags: ['payments'],
    params: IdParams,
    response: Responses(Proof),
  },
  'payments.webhookSandbox': {
    summary: 'Sandbox gateway webhook (signed: X-Pd-Timestamp, X-Pd-Signature)',
    tags: ['payments'],
    response: Responses(WebhookValue),
  },
  'ops.login': {
    summary: 'Operator login',
    tags: ['ops'],
    body: OpsLoginBody,
    response: Responses(OpsLoginValue),
  },
  'ops.logout': { summary: 'Operator logout', tags: ['ops'], response: Responses(NullValue) },
  'ops.createOperator': {
    summary: 'Create an operator',
    tags: ['ops'],
    body: CreateOperatorBody,
    response: Responses(Operator),
  },
  'ops.confirmMfa': {
    summary: 'Confirm TOTP enrolment with a first code (the enrolment session becomes a full one)',
    tags: ['ops'],
    body: OpsMfaBody,
    response: Responses(OpsMfaValue),
  },
  'ops.operators': { summary: 'Operators', tags: ['ops'], response: Responses(OperatorList) },
  'ops.updateOperator': {
    summary: "Change an operator's role or disable it (its sessions end)",
    tags: ['ops'],
    params: IdParams,
    body: UpdateOperatorBody,
    response: Responses(Operator),
  },
  'ops.audit': {
    summary: 'The operator audit trail, newest first',
    tags: ['ops'],
    querystring: OpsListQuery,
    response: Responses(OpsAuditPage),
  },
  'ops.deposits': {
    summary: 'Deposits, newest first',
    tags: ['ops'],
    querystring: OpsListQuery,
    response: Responses(OpsDepositPage),
  },
  'ops.confirmDeposit': {
    summary: 'Confirm (credit) a pending deposit',
    tags: ['ops'],
    params: IdParams,
    response: Responses(OpsDeposit),
  },
  'ops.rejectDeposit': {
    summary: 'Reject a pending deposit',
    tags: ['ops'],
    params: IdParams,
    body: OpsReasonBody,
    response: Responses(OpsDeposit),
  },
  'ops.withdrawals': {
    summary: 'Withdrawals, newest first',
    tags: ['ops'],
    querystring: OpsListQuery,
    response: Responses(OpsWithdrawalPage),
  },
  'ops.takeWithdrawal': {
    summary: 'Take a held withdrawal to process it (the member can no longer cancel it)',
    tags: ['ops'],
    params: IdParams,
    response: Responses(OpsWithdrawal),
  },
  'ops.payWithdrawal': {
    summary: 'Mark a held withdrawal paid',
    tags: ['ops'],
    params: IdParams,
    body: OpsReasonBody,
    response: Responses(OpsWithdrawal),
  },
  'ops.failWithdrawal': {
    summary: 'Fail a held withdrawal (the hold is released)',
    tags: ['ops'],
    params: IdParams,
    body: OpsReasonBody,
    response: Responses(OpsWithdrawal),
  },
  'ops.proofImage': {
    summary: 'A proof image of a withdrawal',
    tags: ['ops'],
    params: ProofParams,
    response: ImageResponses('image/*'),
  },
  'ops.disputes': {
    summary: 'Receipt disputes, newest first',
    tags: ['ops'],
    querystring: OpsListQuery,
    response: Responses(OpsDisputePage),
  },
  'ops.resolveDispute': {
    summary: 'Resolve a receipt dispute (refund, repaid or rejected)',
    tags: ['ops'],
    params: IdParams,
    body: ResolveDisputeBody,
    response: Responses(OpsDispute),
  },
  'ops.grantBonus': {
    summary: "Grant a bonus into a member's main wallet (idempotent on brand + reference)",
    tags: ['ops'],
    body: GrantBonusBody,
    response: Responses(OpsBonus),
  },
  'ops.bonuses': {
    summary: 'Bonuses, newest first',
    tags: ['ops'],
    querystring: OpsListQuery,
    response: Responses(OpsBonusPage),
  },
  'ops.grantAgentContract': {
    summary: 'Grant a top-level agent contract',
    tags: ['ops'],
    body: GrantBody,
    response: Responses(GrantValue),
  },
  'ops.settleAgentContracts': {
    summary: 'Run the agent settlement jobs now (as if the time were `at`)',
    tags: ['ops'],
    body: Type.Optional(SettleNowBody),
    response: Responses(SettleNowValue),
  },
  'ops.pointsRedemptions': {
    summary: 'Points mall redemptions, newest first',
    tags: ['ops'],
    querystring: OpsListQuery,
    response: Responses(OpsRedemptionPage),
  },
  'ops.approveRedemption': {
    summary: 'Approve a redemption: cash paid, bonus granted with its turnover, goods shipped',
    tags: ['ops'],
    params: RedemptionIdParams,
    body: Type.Optional(DecideBody),
    response: Responses(OpsRedemption),
  },
  'ops.rejectRedemption': {
    summary: 'Reject a redemption with a remark: the points come back',
    tags: ['ops'],
    params: RedemptionIdParams,
    body: DecideBody,
    response: Responses(OpsRedemption),
  },
  'ops.accruePoints': {
    summary: 'Work the points accrual queue off now',
    tags: ['ops'],
    response: Responses(AccrueValue),
  },
  'ops.rewardApplications': {
    summary: 'Promotion applications and entries, newest first',
    tags: ['ops'],
    querystring: OpsListQuery,
    response: Responses(OpsRewardEntryPage),
  },
  'ops.approveRewardApplication': {
    summary: 'Approve a promotion application: its bonus is paid once, with its turnover',
    tags: ['ops'],
    params: RewardEntryParams,
    body: Type.Optional(DecideBody),
    response: Responses(OpsRewardEntry),
  },
  'ops.rejectRewardApplication': {
    summary: 'Reject a promotion application with a remark',
    tags: ['ops'],
    params: RewardEntryParams,
    body: DecideBody,
    response: Responses(OpsRewardEntry),
  },
  'rewards.center': {
    summary:
      'The reward center: promotions and VIP bonuses with their status, the history, the claimable count',
    tags: ['rewards'],
    querystring: RewardQuery,
    response: Responses(RewardCenter),
  },
  'rewards.join': {
    summary: 'Join a promotion (the next qualifying deposit pays it)',
    tags: ['rewards'],
    params: PromotionParams,
    response: Responses(RewardEntry),
  },
  'rewards.uploadProof': {
    summary: 'Upload an application proof image (raw png or jpg body, at most 5 MB; re-encoded)',
    tags: ['rewards'],
    response: Responses(RewardProof),
  },
  'rewards.apply': {
    summary: 'Apply to a promotion with a comment (<= 140 characters) and 1 to 3 proof images',
    tags: ['rewards'],
    params: PromotionParams,
    body: ApplyBody,
    response: Responses(RewardEntry),
  },
  'points.balance': {
    summary: "The member's points balance",
    tags: ['points'],
    response: Responses(PointsBalance),
  },
  'points.reward': {
    summary: 'Points earning rates per category and the points the member has earned',
    tags: ['points'],
    response: Responses(PointsReward),
  },
  'points.config': {
    summary: 'The points mall catalogue with stock left, and the conversion rate',
    tags: ['points'],
    response: Responses(PointsConfigValue),
  },
  'points.redeemList': {
    summary: 'Redeem history, newest first',
    tags: ['points'],
    querystring: PointsPageQuery,
    response: Responses(RedemptionPage),
  },
  'points.details': {
    summary: 'Every points movement, newest first, optionally of one category',
    tags: ['points'],
    querystring: PointsDetailQuery,
    response: Responses(PointsDetailPage),
  },
  'points.redeem': {
    summary: 'Redeem a mall item (withdraw password; stock and limit reserved atomically)',
    tags: ['points'],
    body: RedeemBody,
    response: Responses(RedemptionRow),
  },
  'points.convert': {
    summary: 'Convert points to cash in the main wallet (withdraw password)',
    tags: ['points'],
    body: ConvertBody,
    response: Responses(RedemptionRow),
  },
  'ops.protection': {
    summary: 'Members of a brand by protection state (excluded, timeout, cooling-off, limits, pending)',
    tags: ['ops'],
    querystring: OpsProtectionQuery,
    response: Responses(OpsProtectionList),
  },
  'ops.protectionHistory': {
    summary: "A member's protection history, newest first",
    tags: ['ops'],
    params: MemberIdParams,
    response: Responses(ProtectionHistory),
  },
  'ops.endExclusion': {
    summary: 'End a permanent self-exclusion after the brand cooling-off',
    tags: ['ops'],
    params: MemberIdParams,
    body: EndExclusionBody,
    response: Responses(EndExclusionValue),
  },
  'protection.view': {
    summary: "The member's limits, usage per window, pending increases and block",
    tags: ['member'],
    response: Responses(ProtectionView),
  },
  'protection.setLimit': {
    summary:
      'Set or remove a limit: a decrease applies at once, an increase or removal after 24 h and a confirmation',
    tags: ['member'],
    body: SetLimitBody,
    response: Responses(SetLimitValue),
  },
  'protection.confirmLimit': {
    summary: 'Confirm a pending increase or removal whose 24 h passed',
    tags: ['member'],
    body: LimitKeyBody,
    response: Responses(SetLimitValue),
  },
  'protection.timeout': {
    summary: 'Take a time-out (24h, 7d, 30d); not reversible',
    tags: ['member'],
    body: BlockBody,
    response: Responses(BlockValue),
  },
  'protection.exclusion': {
    summary: 'Self-exclude (6m, 1y, 5y, permanent); not reversible',
    tags: ['member'],
    body: BlockBody,
    response: Responses(BlockValue),
  },
  'bonus.list': {
    summary: "The member's bonuses with their turnover progress, newest first",
    tags: ['wallet'],
    querystring: BonusQuery,
    response: Responses(BonusPage),
  },
  'loyalty.vip': {
    summary:
      "The member's VIP level (recomputed now), progress to the next, every level's benefits, VIP bonuses",
    tags: ['wallet'],
    response: Responses(VipStatus),
  },
  'loyalty.claimVipBonus': {
    summary: 'Claim a VIP bonus (level-up, weekly, monthly): paid once per period as a bonus with turnover',
    tags: ['wallet'],
    body: VipClaimBody,
    response: Responses(VipClaimResult),
  },
  'loyalty.rebate': {
    summary: "Today's rebate accrual per category and the unpaid accruals the member may claim",
    tags: ['wallet'],
    response: Responses(RebateStatus),
  },
  'loyalty.claimRebate': {
    summary: 'Claim every unpaid rebate accrual: paid once per (day, category) as a bonus',
    tags: ['wallet'],
    response: Responses(RebateClaimResult),
  },
  'bonus.forfeit': {
    summary: 'Forfeit a bonus whose turnover is not met: its locked money goes back, the lock ends',
    tags: ['wallet'],
    params: BonusIdParams,
    response: Responses(BonusRow),
  },
  'agentContracts.info': {
    summary:
      'Consolidated contract info (spec 3): per type, enabled for the brand and held or obtainable by the caller',
    tags: ['agent-contracts'],
    response: Responses(ContractInfo),
  },
  'agentContracts.list': {
    summary: 'My contracts: received and given',
    tags: ['agent-contracts'],
    response: Responses(ContractList),
  },
  'agentContracts.offer': {
    summary: 'Offer a contract to a direct downline agent, within my own terms',
    tags: ['agent-contracts'],
    body: OfferBody,
    response: Responses(ContractSchema),
  },
  'agentContracts.accept': {
    summary:
      'Accept an offer; 409 CONTRACT_TERMINATIONS_REQUIRED lists the contracts it would end unless confirmTerminations',
    tags: ['agent-contracts'],
    params: ContractParams,
    body: Type.Optional(AcceptBody),
    response: Responses(ContractSchema),
  },
  'agentContracts.reject': {
    summary: 'Reject an offer',
    tags: ['agent-contracts'],
    params: ContractParams,
    response: Responses(ContractSchema),
  },
  'agentContracts.terminate': {
    summary: 'Request, or confirm, the termination of a contract; withdraw my open offer',
    tags: ['agent-contracts'],
    params: ContractParams,
    response: Responses(ContractSchema),
  },
  'agentContracts.statements': {
    summary: 'Settlement statements of me (or an agent of my team), newest period first',
    tags: ['agent-contracts'],
    querystring: StatementQuery,
    response: Responses(StatementPage),
  },
  'agentContracts.statement': {
    summary: 'One statement with every input (team figures, tier, rate, downline deductions)',
    tags: ['agent-contracts'],
    params: ContractParams,
    response: Responses(Statement),
  },
  'agentContracts.revenue': {
    summary: 'agentRevenueReport: my income by period (day, week, month) and source (contract type)',
    tags: ['agent-contracts'],
    querystring: RevenueQuery,
    response: Responses(RevenueReport),
  },
  'agentContracts.events': {
    summary:
      'Live contract events (text/event-stream), read with fetch and the Authorization header: offer, contract',
    tags: ['agent-contracts'],
    response: ImageResponses('text/event-stream'),
  },
  'records.bettingRecord': {
    summary: "The member's betting record: own rounds, newest first (stake, win, profit, status, round id)",
    tags: ['records'],
    querystring: BettingRecordQuery,
    response: Responses(BettingRecordPage),
  },
  'records.personalProfit': {
    summary: "The member's profit and loss of settled rounds, per brand-timezone day and per game type",
    tags: ['records'],
    querystring: PersonalProfitQuery,
    response: Responses(PersonalProfitValue),
  },
  'records.rankList': {
    summary:
      'Winner board: the brand’s biggest wins of the last 7 days (masked usernames, 2-decimal amounts)',
    tags: ['records'],
    querystring: RankListQuery,
    response: Responses(RankListValue),
  },
  'records.rankListPost': {
    summary:
      'Winner board: the brand’s biggest wins of the last 7 days (masked usernames, 2-decimal amounts)',
    tags: ['records'],
    body: RankListQuery,
    response: Responses(RankListValue),
  },
  'player.realityCheck': {
    summary:
      "Reality check: the member's interval and the brand's choices, the session's length, stakes and net result (passive: not activity)",
    tags: ['player'],
    response: Responses(RealityCheckValue),
  },
  'player.setRealityCheck': {
    summary: "Choose the reality check's interval (one of the brand's realityCheck.intervalsMinutes)",
    tags: ['player'],
    body: RealityCheckBody,
    response: Responses(RealityCheckValue),
  },
  'player.staySignedIn': {
    summary: 'Stay signed in: restarts the 30-minute idle window (GLI-19) and answers the time left',
    tags: ['player'],
    response: Responses(StaySignedInValue),
  },
  'player.statement': {
    summary:
      'Account statement of the main wallet over brand-timezone days within the last 12 months: opening, closing, every transfer',
    tags: ['player'],
    querystring: PlayerStatementQuery,
    response: Responses(StatementValue),
  },
  'player.statementCsv': {
    summary: 'The account statement as a CSV download (every transfer; amounts as decimal strings)',
    tags: ['player'],
    querystring: StatementCsvQuery,
    response: ImageResponses('text/csv'),
  },
  'player.recall': {
    summary: "Last game recall: the member's last 10 rounds with their outcome and verify page",
    tags: ['player'],
    response: Responses(GameRecallValue),
  },
  'agentTeam.overview': {
    summary:
      'Team overview over a date range: size, new, active, deposits, withdrawals, bets, P&L, daily series',
    tags: ['agent'],
    querystring: RangeQuery,
    response: Responses(TeamOverview),
  },
  'agentTeam.downlines': {
    summary: 'Team members (direct or all), newest first, with balance, last login and status',
    tags: ['agent'],
    querystring: DownlineQuery,
    response: Responses(DownlinePage),
  },
  'agentTeam.createDownline': {
    summary: 'Create a downline member or agent with a one-time password (shown once; D2)',
    tags: ['agent'],
    body: CreateDownlineBody,
    response: Responses(CreatedDownline),
  },
  'agentTeam.lockDownline': {
    summary: 'Lock (no login, sessions revoked) or unlock a team member',
    tags: ['agent'],
    params: MemberParams,
    body: LockBody,
    response: Responses(DownlineRow),
  },
  'agentTeam.affiliateLinks': {
    summary: "The agent's affiliate codes and register paths (one is created on first use)",
    tags: ['agent'],
    response: Responses(AffiliateLinks),
  },
  'agentTeam.bets': {
    summary: 'Team betting record: rounds of the team (or one member), newest first',
    tags: ['agent'],
    querystring: TeamRangeQuery,
    response: Responses(TeamBetPage),
  },
  'agentTeam.loss': {
    summary: 'User loss per team member over a date range, biggest loss first',
    tags: ['agent'],
    querystring: TeamRangeQuery,
    response: Responses(TeamLossPage),
  },
  'agentTeam.transactions': {
    summary: 'Account details of a team member: its ledger transfers, newest first',
    tags: ['agent'],
    querystring: TeamTransactionQuery,
    response: Responses(TeamTransactionPage),
  },
  'agentTeam.transferLimits': {
    summary: "The caller's transfer limits, today's use and main balance",
    tags: ['agent'],
    response: Responses(TransferLimits),
  },
  'agentTeam.transfer': {
    summary: 'Transfer to a team member or to the upline (D12: in-tree, daily limits, password, audit)',
    tags: ['agent'],
    body: AgentTransferBody,
    response: Responses(AgentTransferResult),
  },
  'agentTeam.uplineTransferView': {
    summary: "A member's agent upline, today's upline transfer limit and use, and main balance",
    tags: ['member'],
    response: Responses(UplineTransferView),
  },
  'agentTeam.transferUpline': {
    summary: 'A member sends funds to its agent upline (D12: daily limits, password, audit, idempotency key)',
    tags: ['member'],
    body: UplineTransferBody,
    response: Responses(AgentTransferResult),
  },
  'lottery.openedGame': {
    summary: 'Latest opened numbers of each VN lottery game (27 two-digit numbers, first = special)',
    tags: ['games'],
    querystring: OpenedGameQuery,
    response: Responses(Type.Array(OpenedGame)),
  },
  'lottery.openedNumero': {
    summary: 'Recent opened draws of a lottery game, newest first (limit 1-50, default 10)',
    tags: ['games'],
    querystring: OpenedNumeroQuery,
    response: Responses(OpenedNumeroValue),
  },
  'lottery.jackpot': {
    summary: 'The jackpot pool in the brand currency (fed by in-house slot bets; the hot tile counter)',
    tags: ['games'],
    response: Responses(JackpotValue),
  },
  'redEnvelope.rounds': {
    summary: "The brand's red-envelope rounds now: open window, seed commitment, the caller's status",
    tags: ['member'],
    response: Responses(RedEnvelopeRounds),
  },
  'redEnvelope.open': {
    summary:
      'Open the envelope of a round (one per member per window; pool reserved atomically; paid as a bonus)',
    tags: ['member'],
    body: OpenEnvelopeBody,
    response: Responses(OpenedEnvelope),
  },
  'redEnvelope.opened': {
    summary: "The member's opened envelopes, newest first, with the server seed once the window has ended",
    tags: ['member'],
    response: Responses(OpenedEnvelopes),
  },
  'referral.page': {
    summary:
      "The member's referral code and link, the programme, the referees (masked) with progress and rewards; settles qualified ones",
    tags: ['member'],
    response: Responses(ReferralPage),
  },
  'leaderboard.page': {
    summary:
      "The brand's leaderboard competitions: window, prizes, top standings (masked names) and the member's own rank",
    tags: ['member'],
    response: Responses(LeaderboardPage),
  },
  'leaderboard.closeNow': {
    summary: 'Close the ended leaderboard competitions now and pay their prizes (each rank once)',
    tags: ['ops'],
    response: Responses(CloseValue),
  },
  'missions.list': {
    summary:
      "The brand's daily and weekly missions in their current windows with the member's progress and status",
    tags: ['member'],
    response: Responses(MissionList),
  },
  'missions.claim': {
    summary: 'Claim a completed mission (once per member, mission and window; reserved before paying)',
    tags: ['member'],
    body: ClaimMissionBody,
    response: Responses(MissionClaimed),
  },
} satisfies Record<string, RouteSchema>;
