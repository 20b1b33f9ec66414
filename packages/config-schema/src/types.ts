/**
 * TypeScript types of the brand configuration, hand-written beside the JSON Schemas in `schema/` (draft 2020-12).
 * `types.test.ts` type-checks the shipped brands against `BrandConfig` with the TypeScript compiler, and the schema
 * validates the same objects, so the two cannot drift apart for real config. Browser-safe (types only).
 *
 * Spec references: section 3 (entities: brand config, registration field settings, banners, popups, ...), section 5
 * (validation), section 6 (roles: agent and trial user types), section 9 (constants).
 */
import type { GameType } from '@playdeck/domain/games';
import type { UserTypes } from '@playdeck/domain/members';
import type { ColorRole, FontRole, RadiusRole } from '@playdeck/domain/theme';
import type { PatternId } from './patterns';
import type { RealityCheckConfig } from './schema/realityCheck';
import type { RedEnvelopeConfig } from './schema/redEnvelope';
import type { ReferralConfig } from './schema/referral';
import type { LeaderboardConfig } from './schema/leaderboard';
import type { MissionsConfig } from './schema/missions';
import type { ROUTE_IDS } from './schema/vendors';
import type { RebateConfig, VipConfig } from './schema/vip';

/** Who may see a config value: the browser (`frontend`), the server only (`backend`), or nobody but the process that
 * needs it, resolved from the environment (`secret`). See `visibility.ts`. */
export type Visibility = 'frontend' | 'backend' | 'secret';

/** A language tag as used in config: `bn`, `en`, `hi`, `zh-CN`. */
export type LanguageCode = string;

/** Text per language: `{ "bn": "...", "en": "..." }`. Must include the brand's default language (checked on load). */
export type LocalizedText = Record<LanguageCode, string>;

/** A secret reference, `env:NAME`: the server reads the value from the environment; the file never holds a secret. */
export type SecretRef = `env:${string}`;

/** Font stack names of tokens/typography.json. */
export type FontStackName = 'sans' | 'bengali' | 'rounded' | 'serif' | 'mono';
/** Radius names of tokens/radius.json. */
export type RadiusName = 'none' | 'sm' | 'md' | 'lg' | 'xl' | 'pill';
/** A palette reference (`teal.600`, tokens/palette.json) or a CSS colour literal (`#0d9488`, `rgb(0 0 0 / 40%)`). */
export type ColorValue = string;

/** A brand theme: complete light colours, partial dark overrides, radius and font choices (same shape as
 * `BrandTheme` in @playdeck/ui). */
export interface BrandTheme {
  font: Record<FontRole, FontStackName>;
  radius: Record<RadiusRole, RadiusName>;
  light: Record<ColorRole, ColorValue>;
  dark?: Partial<Record<ColorRole, ColorValue>>;
}

/** Currency of the brand's wallet. Amounts are integer minor units: `exponent` is the ISO 4217 minor unit (BDT 2). */
export interface CurrencyConfig {
  /** ISO 4217 code, e.g. `BDT`. */
  code: string;
  /** Display symbol, e.g. `৳`. */
  symbol: string;
  /** Minor-unit exponent: 1 major unit = 10^exponent minor units. */
  exponent: number;
}

/** A phone country offered in mobile fields (spec section 3, "Country entry"). */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, e.g. `BD`. */
  countryCode: string;
  /** Dialing code with plus, e.g. `+880`. */
  countryDialingCode: string;
}

/** Days of the week, for opening hours. */
export type Weekday = 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';

/** Social links shown in the footer and side menu when configured (spec section 2, footer). */
export interface SocialLinks {
  facebook?: string;
  tiktok?: string;
  youtube?: string;
  twitter?: string;
  instagram?: string;
  telegram?: string;
  whatsapp?: string;
}

/** Limits from spec sections 5 and 9, in the units named. */
export interface LimitsConfig {
  /** Feedback description maximum, characters (200). */
  feedbackMaxLength: number;
  /** Feedback description hint minimum, characters (20). */
  feedbackHintMinLength: number;
  /** Images per upload (3). */
  uploadMaxImages: number;
  /** Bytes per image (5 MB = 5242880). */
  uploadMaxBytes: number;
}

/** Agent landing page consultation hours in the brand timezone (spec section 1: Monday to Friday, 12:00 to 21:00). */
export interface ConsultationHours {
  days: Weekday[];
  /** `HH:mm`, 24 h. */
  open: string;
  /** `HH:mm`, 24 h, after `open`. */
  close: string;
}

/** `'1'` on, `'0'` off: the spec's whitelabel flag values. */
export type EnabledFlag = '1' | '0';

/** One node of the whitelabel tree (spec section 3, permission info). A disabled node disables its subtree. */
export interface WhitelabelNode {
  /** Feature id, `^[A-Za-z][A-Za-z0-9_]*$`, unique in the tree. */
  modId: string;
  enabled: EnabledFlag;
  childrenNodes?: WhitelabelNode[];
}

/** whitelabel.json: the tree (usually from `_base`) and per-brand overrides by modId. */
export interface WhitelabelConfig {
  tree: WhitelabelNode[];
  /** modId -> '1' | '0', applied over the tree's own values; each key must name a node of the tree. */
  flags: Record<string, EnabledFlag>;
}

/** The registration fields with server-side settings (spec section 3). */
export type RegisterFieldName =
  | 'username'
  | 'password'
  | 'payeeName'
  | 'paymentPassword'
  | 'qqNum'
  | 'line'
  | 'whatsapp'
  | 'facebook'
  | 'wechat'
  | 'idNumber'
  | 'email'
  | 'mobileNum'
  | 'recommenderId'
  | 'affiliateCode'
  | 'captcha';

/** Settings of one registration field (spec section 3; rules in section 5). Lengths count Unicode code points. */
export interface RegisterFieldSetting {
  /** Shown on the form. */
  enabled: boolean;
  /** Must be filled (implies `enabled`). */
  required: boolean;
  /** Extra regular expression (`u` flag) the value must match; `'*'` means none (it becomes `.*`). */
  acceptedPattern: string;
  /** Registry pattern (0 to 21) the value must match; also picks the message `reg_pattern_<id>`. */
  patternId: PatternId;
  /** Minimum length, code points. */
  minLength: number;
  /** Maximum length, code points, at least `minLength`. */
  maxLength: number;
}

/** register.json: settings for every registration field. */
export interface RegisterSettings {
  fields: Record<RegisterFieldName, RegisterFieldSetting>;
}

/** Route ids a menu may link to. Routes live in code: config can order, hide and label them, never invent one. */
export type RouteId = (typeof ROUTE_IDS)[number];

/** One menu entry: a route, optionally gated by a whitelabel modId and relabelled by a message id. */
export interface MenuEntry {
  route: RouteId;
  /** Shown only when this modId is enabled (must exist in the brand's whitelabel tree). */
  modId?: string;
  /** Message id overriding the route's default label. */
  labelId?: string;
}

/**
 * Menus of the site (spec section 2: header, side menu, footer, avatar menu, member and agent centers), plus the
 * phone bottom bar (shown below the phone breakpoint: home, promotions, deposit, wallet, account by default).
 */
export interface MenusConfig {
  header: MenuEntry[];
  side: MenuEntry[];
  footer: MenuEntry[];
  avatar: MenuEntry[];
  memberCenter: MenuEntry[];
  agentCenter: MenuEntry[];
  bottom: MenuEntry[];
}

/** Vendors offered for one game type (vendor codes, `vassalage`). */
export interface GameTypeVendors {
  vendors: string[];
}

/** vendors.json: vendors per game type and menus. */
export interface VendorsConfig {
  gameTypes: Partial<Record<GameType, GameTypeVendors>>;
  menus: MenusConfig;
}

/** Banner groups (spec section 3). */
export type BannerGroup = 'w_home' | 'w_login' | 'w_register' | 'w_leftmenu' | 'w_forget';

/** A banner (spec section 3: url, linkageType). */
export interface Banner {
  /** Image: `https://...` or a site path `/...`. */
  url: string;
  linkageType: 'NONE' | 'URL' | 'ROUTE' | 'GAME' | 'PROMOTION';
  /** Target for the linkage type: a URL, route id, game code or promotion id. */
  link?: string;
  alt: LocalizedText;
}

/** Announcement (spec section 7: types B, PL, PU, PR, H). */
export interface Announcement {
  id: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: LocalizedText;
  content: LocalizedText;
}

/** Notice (spec section 2: title, time, content). */
export interface Notice {
  id: string;
  title: LocalizedText;
  content: LocalizedText;
  /** ISO 8601 date-time with offset. */
  time: string;
}

/** Public popup; execution A logged in, B anonymous, F first login (spec section 2). */
export interface Popup {
  id: string;
  execution: 'A' | 'B' | 'F';
  title: LocalizedText;
  content: LocalizedText;
  imageUrl?: string;
  link?: string;
}

/** Promotion categories and items (spec section 3: promotion list with announcementImages). */
export interface PromotionsContent {
  categories: { id: string; title: LocalizedText }[];
  items: {
    id: string;
    categoryId: string;
    title: LocalizedText;
    content: LocalizedText;
    announcementImages: { sequence: number; url: string }[];
    startsAt?: string;
    endsAt?: string;
    /** How the promotion is taken (schema/rewards.ts); absent: read-only promotion. */
    reward?: PromotionReward;
  }[];
}

/** How a promotion is taken (schema/rewards.ts; spec sections 1, 4, 5; docs/decisions.md D32). */
export interface PromotionReward {
  mode: 'automatic' | 'join' | 'apply';
  trigger?: 'firstDeposit' | 'reload';
  percent?: string;
  amountMinor?: string;
  capMinor?: string;
  minDepositMinor?: string;
  turnoverMultiple?: number;
  gameTypes?: string[];
  eligibility?: { newMembersOnly?: boolean; vipLevels?: number[]; onePerPayoutAccount?: boolean };
}

/** Help centre seed: sections of articles. */
export interface HelpCenterContent {
  sections: {
    id: string;
    title: LocalizedText;
    articles: { id: string; title: LocalizedText; content: LocalizedText }[];
  }[];
}

/**
 * content/agent.json: the agent side (spec 2 "/agent": static marketing copy; "agentAnnouncement": announcements
 * shown only to agents in the agent center).
 */
export interface AgentContent {
  landing: {
    title: LocalizedText;
    intro: LocalizedText;
    sections: { id: string; title: LocalizedText; content: LocalizedText }[];
  };
  announcements: { id: string; title: LocalizedText; content: LocalizedText }[];
}

/** content/*.json: the content seed. */
export interface ContentConfig {
  banners: Record<BannerGroup, Banner[]>;
  announcements: Announcement[];
  notices: Notice[];
  popups: Popup[];
  promotions: PromotionsContent;
  helpCenter: HelpCenterContent;
  agent: AgentContent;
  terms: TermsContent;
}

/** content/terms.json: the terms and conditions (D35): effective date YYYY-MM-DD and localised sections. */
export interface TermsContent {
  updated: string;
  sections: { id: string; title: LocalizedText; content: LocalizedText }[];
}

/** Server-only security settings (D2, D5). */
export interface SecurityConfig {
  passwordPolicy: {
    /** Force a change after a login with a password from the common-password list (D2). */
    forceChangeOnCommonPassword: boolean;
  };
  /** Failed logins before the captcha is shown. */
  loginCaptchaAfterFailures: number;
  /** Ask for an SMS code when a member with a verified phone logs in from an IP never seen on the account. */
  twoFactorOnNewIp: boolean;
  /**
   * The proof-of-work captcha (ALTCHA PBKDF2/SHA-256, docs/decisions.md D23): a challenge needs between
   * maxCounter / 2 and maxCounter key derivations of `cost` iterations each, and is valid for `expirySeconds`.
   */
  captcha: { cost: number; maxCounter: number; expirySeconds: number };
}

/** Frontend-visible site settings the server acts on too (`/site`). */
export interface SiteConfig {
  /** Main host name sent to the browser (`info.mainDomain`), "" for none. */
  mainDomain: string;
  /** Domain routes sent to the browser (`/wps/system/domainRoute`). */
  domainRoutes: { domain: string; path: string }[];
  /**
   * Maintenance switch (spec section 4, status 1). When `enabled`, the brand is in maintenance from `from` (or now)
   * until `until` (or until switched off); `message` is shown to players.
   */
  maintenance: { enabled: boolean; from?: string; until?: string; message?: LocalizedText };
  /** JWE request bodies on the encrypted calls (docs/decisions.md D13): refused, accepted, or demanded. */
  encryption: 'off' | 'allowed' | 'required';
}

/** Server-only operating settings (`/server`). Counts are per rolling hour; money in minor units. */
export interface ServerConfig {
  /** Host names (lower case, no port) routed to this brand when no `Merchant` header is sent; unique across brands. */
  hosts: string[];
  /** Region restriction by client country (ISO alpha-2): an empty allow list allows every country not denied. */
  region: { allow: string[]; deny: string[] };
  sms: {
    /** Code lifetime and resend countdown, minutes (1 to 60). */
    expiredMinutes: number;
    /** Countries whose numbers may receive codes; a subset of `phoneCountries` (default: all of them). */
    allowedCountries?: string[];
    /** Codes per phone number per hour. */
    perNumberPerHour: number;
    /** Codes per client IP per hour. */
    perIpPerHour: number;
    /** Codes per country calling code per hour (SMS pumping guard); past it, only sends with a solved captcha. */
    perCountryCodePerHour: number;
    /** Codes per /24 (IPv4) or /48 (IPv6) network per hour, as a multiple of `perIpPerHour`. */
    perNetworkFactor: number;
  };
  /** Free play (trial member, type 4): starting trial funds in minor units of the brand currency. */
  freeplay: { trialFundsMinor: number };
  /** Agent transfers per sender and brand-timezone day (docs/decisions.md D12): minor-unit digit strings and a count. */
  agentTransfer?: { downDailyMinor: string; upDailyMinor: string; dailyCount: number };
}

/** A deposit method of `depositv2` (docs/architecture.md "Payments"). Amounts in minor units of the brand currency, as digit strings. */
export interface DepositMethodConfig {
  /** Stable id, e.g. `bkash`. */
  id: string;
  /** Display name, e.g. `bKash`. */
  name: string;
  /** `manual`: an operator confirms or rejects; `sandbox`: the in-server sandbox gateway calls the signed webhook. */
  provider: 'manual' | 'sandbox';
  minMinor: string;
  maxMinor: string;
  /** Kept from the deposit: the member is credited `amount - fee`. */
  feeMinor: string;
  enabled: boolean;
  /** What a payout account of this channel is (absent: the generic account number rule). */
  payoutAccount?: PayoutAccountRule;
}

/**
 * The payout account rule of a channel: a mobile-wallet number of `country` (E.164 once bound), a UPI VPA, or a bank
 * account number (`accountDigits` digits) with the IFSC when `ifsc`.
 */
export type PayoutAccountRule =
  | { type: 'mobile'; country: string }
  | { type: 'vpa' }
  | { type: 'bank'; ifsc?: boolean; accountDigits?: { min: number; max: number } };

/** Server-only payment settings (`/payments`; docs/decisions.md D8). */
export interface PaymentsConfig {
  depositMethods: DepositMethodConfig[];
  /** Withdrawal limits per request, minor units as digit strings. */
  withdrawal: { minMinor: string; maxMinor: string };
  /** Spec section 4: a paid withdrawal unconfirmed within this many minutes counts as received. */
  receiptConfirmMinutes: number;
  /** A deposit still pending after this many minutes expires. */
  depositExpiryMinutes: number;
}

/** Amounts per rolling window of a money limit, minor units as digit strings. */
export interface ProtectionPerPeriod {
  '24h'?: string;
  '7d'?: string;
  '30d'?: string;
}

/** Player protection settings (`/protection`, schema/protection.ts; docs/decisions.md D19, D26). */
export interface ProtectionConfig {
  offered: Array<'deposit' | 'loss' | 'wager' | 'session'>;
  defaults?: {
    deposit?: ProtectionPerPeriod;
    loss?: ProtectionPerPeriod;
    wager?: ProtectionPerPeriod;
    sessionMinutes?: number;
  };
  maximum: { deposit: string; loss: string; wager: string; sessionMinutes: number };
  mandatoryDepositLimitCountries: string[];
  timeouts: Array<'24h' | '7d' | '30d'>;
  exclusions: Array<'6m' | '1y' | '5y' | 'permanent'>;
  coolingOffHours: number;
  helpLinks?: Array<{ label: LocalizedText; url: string }>;
}

/** Server-only integrations; secrets are `env:NAME` references. */
export interface IntegrationsConfig {
  sms?: SmsIntegration;
  email?: EmailIntegration;
  /** OpenID Connect providers of social login (schema/social.ts). */
  social?: SocialIntegration;
}

/** A brand's social login providers; one left out has no button whatever its whitelabel flag. */
export interface SocialIntegration {
  google?: SocialProviderConfig;
  facebook?: SocialProviderConfig;
}

/** One OpenID Connect provider of social login: discovery issuer, client id, `env:NAME` of the client secret. */
export interface SocialProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: SecretRef;
  /** Default `openid email profile`. */
  scope?: string;
  /** Per provider call, ms (default 10000). */
  timeoutMs?: number;
}

/**
 * How a brand's SMS leave (docs/architecture.md "Messaging"): `http-gateway` posts to `http` with `apiKey` in its auth
 * header; `sandbox` posts the same way to npm start's sandbox gateway (SMS_SANDBOX_URL); `console` only logs.
 */
export interface SmsIntegration {
  provider: 'http-gateway' | 'sandbox' | 'console';
  senderId: string;
  apiKey?: SecretRef;
  http?: SmsHttpGateway;
}

/** A generic HTTP SMS gateway; templates fill `{to}`, `{toDigits}`, `{text}`, `{senderId}`. */
export interface SmsHttpGateway {
  url: string;
  method: 'GET' | 'POST';
  contentType?: 'application/json' | 'application/x-www-form-urlencoded';
  body?: string;
  /** Header carrying the `apiKey` secret, after `prefix` (e.g. `Authorization`, `Bearer `). */
  authHeader?: { name: string; prefix?: string };
  /** Accepted when the status is listed and, with `jsonPath`, the JSON answer holds `equals` there. */
  success: { status: number[]; jsonPath?: string; equals?: string | number | boolean };
  /** Where the gateway's message id is in its JSON answer (recorded with the delivery). */
  messageIdPath?: string;
  /** Per attempt, ms (default 10000). */
  timeoutMs?: number;
}

/** A brand's outgoing mail: SMTP (`tls` implicit, `starttls` required upgrade, `none` local relay) or `console`. */
export interface EmailIntegration {
  provider: 'smtp' | 'console';
  host?: string;
  port?: number;
  security?: 'tls' | 'starttls' | 'none';
  fromName: string;
  fromAddress: string;
  user?: string;
  /** `env:NAME` of the SMTP password. */
  password?: SecretRef;
  /** Connection, greeting and socket timeout, ms (default 15000). */
  timeoutMs?: number;
}

/**
 * A brand's configuration after `_base` is merged under it (config/brands/<id>/*.json). Visibility per key is in the
 * schema (`x-visibility`); `toFrontend` keeps only what the browser may see.
 */
export interface BrandConfig {
  /** Folder name, `^[a-z0-9][a-z0-9_-]*$`. */
  id: string;
  name: string;
  /** Merchant code sent as the `Merchant` header. */
  merchantCode: string;
  platform: 'WEB';
  /** Languages offered; the first is not special, `defaultLanguage` is. */
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  currency: CurrencyConfig;
  /** IANA time zone, e.g. `Asia/Dhaka`. */
  timezone: string;
  /** Phone countries; the first is the default. */
  phoneCountries: PhoneCountry[];
  /** Member types: agents (1, 2, 41, 42) and trial (4) (spec section 6). */
  userTypes: UserTypes;
  excludedSlotVendors: string[];
  /**
   * Age gate: terms agreement (18, configurable) and birthday check (21) (spec section 5); `birthday`: whether
   * registration asks for a birthday ('off', 'optional', 'required').
   */
  ageGate: { termsMinAge: number; birthdayMinAge: number; birthday: 'off' | 'optional' | 'required' };
  /** Reality check and idle warning (schema/realityCheck.ts). */
  realityCheck: RealityCheckConfig;
  customerService: { url: string };
  social: SocialLinks;
  license: LocalizedText;
  /** Meta description of the site and description of its web-app manifest, per language. */
  description?: LocalizedText;
  appDownload: { ios?: string; android?: string; lite?: string };
  agentConsultation: ConsultationHours;
  /** Public analytics and tag ids (e.g. `{ "ga4": "G-XXXX" }`); frontend-visible, so never a secret. */
  analytics: Record<string, string>;
  /** Image and game-launch hosts, one picked at random (spec section 9). */
  cdn: { images: string[]; launchGame: string[] };
  limits: LimitsConfig;
  theme: BrandTheme;
  whitelabel: WhitelabelConfig;
  register: RegisterSettings;
  vendors: VendorsConfig;
  content: ContentConfig;
  site: SiteConfig;
  server: ServerConfig;
  payments: PaymentsConfig;
  /** VIP levels (schema/vip.ts). */
  vip?: VipConfig;
  /** Rebate (bonus bets) settings (schema/vip.ts). */
  rebate?: RebateConfig;
  /** Player protection: limits, time-out, self-exclusion (schema/protection.ts; docs/decisions.md D26). */
  protection?: ProtectionConfig;
  /** Red-envelope rounds (schema/redEnvelope.ts; docs/decisions.md D33). */
  redEnvelope?: RedEnvelopeConfig;
  /** Refer and earn (schema/referral.ts; docs/decisions.md D36). */
  referral?: ReferralConfig;
  /** Leaderboard competitions (schema/leaderboard.ts; docs/decisions.md D38). */
  leaderboard?: LeaderboardConfig;
  /** Daily and weekly missions (schema/missions.ts; docs/decisions.md D37). */
  missions?: MissionsConfig;
  security: SecurityConfig;
  integrations: IntegrationsConfig;
  /** Loyalty points and the points mall (schema/points.ts; docs/decisions.md D11, D24). Backend. */
  points: PointsConfig;
}

/** Points category of a game type (spec section 3). */
export type PointsCategory = 'live' | 'lottery' | 'pvp' | 'slots' | 'sports';

/** One item of the points mall (schema/points.ts). Amounts in minor units of the brand currency, as strings. */
export interface PointsMallItemConfig {
  id: string;
  type: 'cash' | 'bonus' | 'goods';
  name: LocalizedText;
  description?: LocalizedText;
  /** An image (https URL or site path) per language. */
  pictures: Record<LanguageCode, string>;
  points: number;
  amountMinor?: string;
  turnoverMinor?: string;
  amountRequirementMinor?: string;
  stock: number;
  perMemberLimit: number;
  availableFrom?: string;
  availableUntil?: string;
  enabled: boolean;
}

/** A brand's points: categories by game type, accrual rates (points per unit), conversion, mall catalogue. */
export interface PointsConfig {
  categories: Record<string, PointsCategory>;
  rates: Record<PointsCategory | 'deposit', string>;
  convert?: { pointsPerUnit: number; minPoints: number };
  mall: PointsMallItemConfig[];
}

/** What `toFrontend(config)` returns: the browser-visible part. */
export type FrontendBrandConfig = Omit<
  BrandConfig,
  'server' | 'payments' | 'vip' | 'rebate' | 'security' | 'integrations' | 'points'
>;

/** A precompiled (standalone) AJV validator as emitted into `src/generated/`. */
export interface StandaloneValidator<T> {
  (data: unknown): data is T;
  errors?: AjvError[] | null;
}

/** The subset of AJV's `ErrorObject` this package reads. */
export interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** Present when the validator was compiled with `verbose: true` (the registration validators are). */
  parentSchema?: Record<string, unknown>;
  data?: unknown;
}
