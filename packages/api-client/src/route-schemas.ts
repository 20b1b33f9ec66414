/**
 * Server-side entry of the route table: the TypeBox schemas (params, querystring, body, response) of every call, keyed
 * by descriptor id (`@playdeck/api-client/routes`). The server validates and serialises with them and the OpenAPI
 * document is made of them; the site never imports this module (it would pull TypeBox into its chunks).
 */
import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { AccountRecordPage, AccountRecordQuery } from './accountRecord.ts';
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
  MemberGamesQuery,
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
import type { routes } from './routes/index.ts';

/** Route ids of the table, `<area>.<name>`. */
export type RouteId = {
  [A in keyof typeof routes]: `${A & string}.${keyof (typeof routes)[A] & string}`;
}[keyof typeof routes];

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

/** The schemas of every call of the table, by id. */
export const routeSchemas: Record<RouteId, RouteSchema> = {
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
  'system.helpCenter': {
    summary: 'Help centre items for a language (device WEB)',
    tags: ['system'],
    querystring: HelpCenterQuery,
    response: Responses(HelpCenterValue),
  },
  'captcha.image': {
    summary: 'New captcha image (base64 SVG data URL); answer single use, 2 minutes',
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
    summary: 'Revoke the current session',
    tags: ['session'],
    response: Responses(NullValue),
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
  'bonus.list': {
    summary: "The member's bonuses with their turnover progress, newest first",
    tags: ['wallet'],
    querystring: BonusQuery,
    response: Responses(BonusPage),
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
};
