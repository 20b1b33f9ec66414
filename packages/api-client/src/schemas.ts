/**
 * Request and response schemas of the "Session and member" calls (spec section 7), in TypeBox. The server validates
 * requests with them and builds its OpenAPI document from them; the web app gets the static types and the fetchers
 * in `client.ts`. Money is a decimal string ("12.50"), never a float. Every string has a maxLength so an oversized
 * field is refused before it reaches the database.
 */
import { Type, type Static } from 'typebox';

const Str = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
/** A language tag such as `bn`, `en`, `en-US`. */
const Lang = Type.String({ pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$', maxLength: 16 });

/** Decimal money string in major units, e.g. "12.50". */
export const Money = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' });

/** A whitelabel tree node (`modId`, `enabled` '1' | '0', `childrenNodes`). */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes?: WhitelabelNode[];
}
/** JSON Schema of a whitelabel node whose children nest `depth` more levels (the tree is finite; a schema per level
 * keeps it free of `$ref`, which fast-json-stringify would need resolved at the envelope's root). */
function whitelabelNodeJson(depth: number): Record<string, unknown> {
  return {
    type: 'object',
    required: ['modId', 'enabled'],
    properties: {
      modId: { type: 'string' },
      enabled: { type: 'string', enum: ['1', '0'] },
      childrenNodes: {
        type: 'array',
        // Past the deepest level described, nodes pass through whole rather than lose their fields.
        items: depth > 0 ? whitelabelNodeJson(depth - 1) : { type: 'object', additionalProperties: true },
      },
    },
  };
}
export const WhitelabelNodeSchema = Type.Unsafe<WhitelabelNode>(whitelabelNodeJson(6));
/** `/wps/system/whitelabel` value: the brand's whitelabel tree. */
export const WhitelabelValue = Type.Array(WhitelabelNodeSchema);

/** One registration field setting (spec section 3). */
export const FieldSettingSchema = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  acceptedPattern: Type.Optional(Type.String()),
  patternId: Type.Optional(Type.Integer()),
  minLength: Type.Optional(Type.Integer()),
  maxLength: Type.Optional(Type.Integer()),
});
export type FieldSetting = Static<typeof FieldSettingSchema>;
export const RegisterSettingsSchema = Type.Record(Type.String(), FieldSettingSchema);
export type RegisterSettings = Static<typeof RegisterSettingsSchema>;

export const DomainRouteSchema = Type.Object({ domain: Type.String(), path: Type.String() });
/** `/wps/system/domainRoute` value. */
export const DomainRoutesValue = Type.Array(DomainRouteSchema);
export const CustomerServiceSchema = Type.Object({ name: Type.String(), path: Type.String() });

/**
 * One menu entry of vendors.json `menus.*`: a route id defined in the site's code, optionally gated by a whitelabel
 * modId (with its ancestors) and relabelled by a message id of the site's catalogue.
 */
export const MenuEntrySchema = Type.Object({
  route: Type.String(),
  modId: Type.Optional(Type.String()),
  labelId: Type.Optional(Type.String()),
});
export type MenuEntry = Static<typeof MenuEntrySchema>;
const MenuList = Type.Array(MenuEntrySchema);
/** The brand's menus in config order (spec 2: header, side menu, footer, avatar, member center, agent center). */
export const MenusSchema = Type.Object({
  header: MenuList,
  side: MenuList,
  footer: MenuList,
  avatar: MenuList,
  memberCenter: MenuList,
  agentCenter: MenuList,
  /** The phone bottom bar (below the phone breakpoint). */
  bottom: MenuList,
});
export type Menus = Static<typeof MenusSchema>;

/** `/wps/system/status` value (spec sections 3 "Permission info" and 4 "System status"). */
export const SystemStatusSchema = Type.Object({
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
  /**
   * The server's profile (docs/decisions.md D15): `demo` (npm start: sandbox payments, demo data; the site says so on its
   * footer) or `production`. Optional for servers that predate it.
   */
  profile: Type.Optional(Type.Union([Type.Literal('demo'), Type.Literal('production')])),
  location: Type.Object({ ip: Type.String(), country: Type.Union([Type.String(), Type.Null()]) }),
  /** The brand's maintenance message in the request language ('' when none). */
  maintenanceMessage: Type.String(),
  /** End of the configured maintenance window (ISO 8601), or null when open-ended or none. */
  maintenanceUntil: Type.Union([Type.String(), Type.Null()]),
  info: Type.Object({
    merchant: Type.String(),
    /** Brand display name. */
    name: Type.String(),
    /** IANA time zone in which the site shows dates, e.g. `Asia/Dhaka`. */
    timezone: Type.String(),
    /** Countries accepted for mobile registration and SMS (spec 3 "Country entry"), the first the default. */
    phoneCountries: Type.Array(
      Type.Object({ countryCode: Type.String(), countryDialingCode: Type.String() }),
    ),
    /** Social link URLs by network (footer and side menu, spec 2); only configured networks are present. */
    social: Type.Record(Type.String(), Type.String()),
    /** License text by language code (footer, spec 2). */
    license: Type.Record(Type.String(), Type.String()),
    /** App download links (side menu QR codes, spec 2). */
    appDownload: Type.Object({
      ios: Type.Optional(Type.String()),
      android: Type.Optional(Type.String()),
      lite: Type.Optional(Type.String()),
    }),
    whitelabel: Type.Array(WhitelabelNodeSchema),
    register: RegisterSettingsSchema,
    /**
     * Same-origin URL of the brand's registration validator module (`/validator/<id>.<hash>.js`: AJV standalone code of
     * `register` and the registration flags; exports `username`, `mobile`, `passwordRule`, `usernameRule`). The register
     * form imports it; the hash changes with the settings.
     */
    registerValidator: Type.String(),
    customerService: Type.Array(CustomerServiceSchema),
    domainRoute: Type.Array(DomainRouteSchema),
    resources: Type.Record(Type.String(), Type.String()),
    mainDomain: Type.String(),
    analyticsId: Type.String(),
    imageCDNs: Type.Array(Type.String()),
    launchGameCDNs: Type.Array(Type.String()),
    languages: Type.Array(Type.String()),
    defaultLanguage: Type.String(),
    currency: Type.Object({ code: Type.String(), symbol: Type.String(), exponent: Type.Integer() }),
    encryption: Type.Union([Type.Literal('off'), Type.Literal('allowed'), Type.Literal('required')]),
    /** vendors.json `menus`: every site menu, in config order (docs/architecture.md "Config may order, hide and label"). */
    menus: MenusSchema,
    /** brand.json `userTypes`: member types that are agents, and the trial (free play) type (spec 6). */
    userTypes: Type.Object({ agent: Type.Array(Type.Integer()), trial: Type.Integer() }),
    /**
     * brand.json `ageGate`: the terms agreement age and the minimum age a birthday must show (spec 5), and whether the
     * registration form asks for a birthday (absent: 'off').
     */
    ageGate: Type.Object({
      termsMinAge: Type.Integer(),
      birthdayMinAge: Type.Integer(),
      birthday: Type.Optional(
        Type.Union([Type.Literal('off'), Type.Literal('optional'), Type.Literal('required')]),
      ),
    }),
    /** brand.json `limits` the site enforces before the server does (spec 5 feedback: characters after trim). */
    limits: Type.Object({ feedbackMaxLength: Type.Integer(), feedbackHintMinLength: Type.Integer() }),
  }),
});
export type SystemStatus = Static<typeof SystemStatusSchema>;

export const HelpCenterQuery = Type.Object({
  lang: Type.Optional(Lang),
  device: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,16}$' })),
});
export const HelpCenterItem = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String(),
});
/** `/wps/system/helpCenter` value. */
export const HelpCenterValue = Type.Array(HelpCenterItem);

/** `/wps/system/terms` query: the language (one of the brand's; else the call's language). */
export const TermsQuery = Type.Object({ lang: Type.Optional(Lang) });
/**
 * `/wps/system/terms` value (docs/decisions.md D35): the brand's terms and conditions from their own config
 * (content/terms.json), whatever the help centre node says: `updated` (YYYY-MM-DD) and the sections in the language.
 */
export const TermsValue = Type.Object({
  updated: Type.String(),
  sections: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), content: Type.String() })),
});
export type TermsValue = Static<typeof TermsValue>;

/**
 * `/wps/captcha` value: an ALTCHA proof-of-work challenge (PBKDF2/SHA-256, docs/decisions.md D23), signed by the
 * server. The widget finds the counter whose derived key starts with `keyPrefix` and submits the base64 JSON of
 * `{ challenge, solution }` as the `captcha` field of the protected call ({@link CaptchaPayload}).
 */
export const CaptchaValue = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Integer(),
    keyLength: Type.Integer(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    memoryCost: Type.Optional(Type.Integer()),
    parallelism: Type.Optional(Type.Integer()),
    /** Seconds since the epoch. */
    expiresAt: Type.Optional(Type.Integer()),
    data: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
    ),
  }),
  signature: Type.String(),
});
/** A solved captcha as the widget submits it: base64 JSON of the challenge and its solution (see CaptchaValue). */
export const CaptchaPayload = Str(4096);

/** Login payload (spec section 3 "Login payload"). In sms mode `username` is the mobile number, `password` the code. */
export const LoginBody = Type.Object({
  username: Str(64),
  password: Str(128),
  type: Type.Optional(Type.Union([Type.Literal('username'), Type.Literal('sms')])),
  captcha: Type.Optional(CaptchaPayload),
  countryDialingCode: Type.Optional(Str(6)),
  /** The new-address two-factor step (spec 4): the code of the chosen channel, once sent. */
  twoFactorCode: Type.Optional(Str(6)),
  /** The verified channel the two-factor code goes to: the answer TWO_FACTOR_REQUIRED lists them. */
  twoFactorChannel: Type.Optional(Type.Union([Type.Literal('sms'), Type.Literal('email')])),
  /**
   * The step ticket of the TWO_FACTOR_REQUIRED answer (10 minutes, this name and address): the step's calls carry it
   * instead of a new captcha (docs/decisions.md D28).
   */
  twoFactorTicket: Type.Optional(Str(64)),
  /** After the two-factor step: trust this browser for 30 days (an HttpOnly cookie; the step is skipped). */
  trustDevice: Type.Optional(Type.Boolean()),
  /** Login from the agent side (/agent): non-agent member types are refused with AGENT_ONLY (spec 6). */
  agentSide: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;

/** The value of a TWO_FACTOR_REQUIRED answer: the verified channels (masked), and after a send the channel used. */
export interface TwoFactorValue {
  twoFactor: true;
  channels: Array<{ channel: 'sms' | 'email'; to: string }>;
  sent?: 'sms' | 'email';
  expiredMinutes?: number;
  /** The step ticket: sent back as `twoFactorTicket` by the step's calls (no new captcha). */
  ticket?: string;
}

/** Login result (spec section 3): `mustChangePassword` is docs/decisions.md D2's forced-change flag. */
export const LoginResult = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  expiresAt: Type.String(),
});
export type LoginResult = Static<typeof LoginResult>;

export const FreeplayBody = Type.Object({
  os: Type.Optional(Str(32)),
  platform: Type.Optional(Str(8)),
  random: Type.Optional(Str(256)),
  gatewayVersion: Type.Optional(Type.Union([Type.String({ maxLength: 4 }), Type.Integer()])),
});

export const TicketBody = Type.Object({ ticket: Str(128, 1) });
export const TicketValue = Type.Object({ ticket: Type.String(), expiresInSeconds: Type.Integer() });

export const SmsNoLoginBody = Type.Object({
  mobileNum: Str(32),
  countryDialingCode: Str(6),
  captcha: Type.Optional(CaptchaPayload),
});
export const SmsRegisterBody = Type.Object({
  mobileNo: Str(32),
  countryDialingCode: Str(6),
  captcha: Type.Optional(CaptchaPayload),
});
export const SmsValue = Type.Object({ expiredMinutes: Type.Integer() });

/** Registration user (spec section 3 "Registration user"); the brand's field settings decide which are required. */
export const RegisterBody = Type.Object({
  username: Type.Optional(Str(64)),
  password: Str(128),
  confirmPassword: Str(128),
  payeeName: Type.Optional(Str(100)),
  email: Type.Optional(Str(254)),
  qqNum: Type.Optional(Str(32)),
  mobileNum: Type.Optional(Str(32)),
  countryDialingCode: Type.Optional(Str(6)),
  recommenderId: Type.Optional(Str(64)),
  captcha: Type.Optional(CaptchaPayload),
  verificationCode: Type.Optional(Str(255)),
  affiliateCode: Type.Optional(Str(64)),
  paymentPassword: Type.Optional(Str(64)),
  line: Type.Optional(Str(64)),
  whatsapp: Type.Optional(Str(64)),
  facebook: Type.Optional(Str(128)),
  wechat: Type.Optional(Str(64)),
  idNumber: Type.Optional(Str(64)),
  referralCode: Type.Optional(Str(64)),
  domain: Type.Optional(Str(253)),
  registerUrl: Type.Optional(Str(2048)),
  login: Type.Optional(Type.Boolean()),
  /** Date of birth `yyyy-MM-dd` (spec 5: must show the brand's `ageGate.birthdayMinAge`, 21 by default). */
  birthday: Type.Optional(Str(10)),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const AffiliateQuery = Type.Object({
  code: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  domain: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?$' })),
});
export const AffiliateValue = Type.Object({ valid: Type.Boolean() });

/** Member info (spec section 3 "Member info" and "Public state"). `balance` is a decimal string. */
export const MemberInfo = Type.Object({
  id: Type.String(),
  account: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  language: Type.String(),
  mustChangePassword: Type.Boolean(),
  balance: Money,
  currencySymbol: Type.String(),
  hasVip: Type.Boolean(),
  vipLabelName: Type.String(),
  vipRankLevel: Type.Integer(),
  availablePromoCount: Type.Integer(),
  unreadMessage: Type.Integer(),
  banners: Type.Array(
    Type.Object({ groupName: Type.String(), url: Type.String(), linkageType: Type.String() }),
  ),
  notices: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
  promotions: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      announcementImages: Type.Array(Type.Object({ sequence: Type.Integer(), url: Type.String() })),
    }),
  ),
  popups: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      content: Type.String(),
      execution: Type.String(),
    }),
  ),
});
export type MemberInfo = Static<typeof MemberInfo>;

export const IconValue = Type.Object({ icon: Type.String() });

export const ChangePasswordBody = Type.Object({
  oldPassword: Type.Optional(Str(128)),
  newPassword: Str(128),
  confirmNewPassword: Str(128),
});
export const ForgotEmailBody = Type.Object({ username: Str(64), email: Str(254) });
export const ResetByPhoneBody = Type.Object({
  newPassword: Str(128),
  mobileNum: Str(32),
  countryDialingCode: Type.Optional(Str(6)),
  verificationCode: Str(16),
});
export const LanguageBody = Type.Object({ language: Str(10, 1) });
/** `/wps/member/language` value: the language stored (lower case, one of the brand's). */
export const LanguageValue = Type.Object({ language: Type.String() });

export const ConsolidatedValue = Type.Object({
  dailysalreqtype: Type.Integer(),
  divtypereq: Type.Integer(),
  contracthoursalreqtype: Type.Integer(),
  realtimesalreqtype: Type.Integer(),
});

/** `/wps/v2/wallets/balance` value: main wallet balance and trial balance as decimal strings. */
export const BalanceValue = Type.Object({ balance: Money, currency: Type.String(), trialBalance: Money });

export const AnnouncementQuery = Type.Object({
  type: Type.Optional(Type.Union(['B', 'PL', 'PU', 'PR', 'H'].map((t) => Type.Literal(t)))),
  platform: Type.Optional(Type.Literal('W')),
  execution: Type.Optional(Type.Union(['A', 'B', 'F'].map((t) => Type.Literal(t)))),
  lang: Type.Optional(Lang),
});
export const Announcement = Type.Object({
  id: Type.String(),
  type: Type.String(),
  title: Type.String(),
  content: Type.String(),
  execution: Type.String(),
  createdAt: Type.String(),
});
export const BannerQuery = Type.Object({
  group: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
});
export const Banner = Type.Object({
  groupName: Type.String(),
  url: Type.String(),
  linkageType: Type.String(),
});

/**
 * `GET /wps/content/promotions` query (spec 1 and 2 "/promotions"): `lang` overrides the `Language` header like the
 * announcement call; `categoryId` lists the items of that category only (the categories stay all).
 */
export const PromotionsQuery = Type.Object({
  lang: Type.Optional(Lang),
  categoryId: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' })),
});
/** A promotion picture: `sequence` orders them (the first is the card picture); `url` is `/content/<brand>/<file>`. */
export const PromotionImage = Type.Object({ sequence: Type.Integer(), url: Type.String() });
/** A promotion category tab (content/promotions.json `categories`), its title in the request language. */
export const PromotionCategory = Type.Object({ id: Type.String(), title: Type.String() });
/**
 * A promotion of the promotions centre. `id` is the promotion's id in content/promotions.json (the same in every
 * language, so a link to it survives a language switch); `startsAt` and `endsAt` are ISO 8601 UTC instants or null
 * (no start: already on; no end: open-ended). `announcementImages` are sorted by `sequence`.
 */
export const Promotion = Type.Object({
  id: Type.String(),
  categoryId: Type.String(),
  title: Type.String(),
  content: Type.String(),
  announcementImages: Type.Array(PromotionImage),
  startsAt: Type.Union([Type.String(), Type.Null()]),
  endsAt: Type.Union([Type.String(), Type.Null()]),
});
export type Promotion = Static<typeof Promotion>;
/** `GET /wps/content/promotions` value: the categories that have a listed promotion, and the promotions not ended. */
export const PromotionsValue = Type.Object({
  categories: Type.Array(PromotionCategory),
  items: Type.Array(Promotion),
});
export type PromotionsValue = Static<typeof PromotionsValue>;

/** Feedback (spec section 3): types 1 deposit, 2 withdraw, 3 game, 4 service, 6 apply-agent, 0 other. */
export const FeedbackBody = Type.Object({
  content: Str(400),
  // Written out (not mapped from an array) so the static type is the literal union, not never.
  type: Type.Union([
    Type.Literal(0),
    Type.Literal(1),
    Type.Literal(2),
    Type.Literal(3),
    Type.Literal(4),
    Type.Literal(6),
  ]),
  captcha: CaptchaPayload,
  sender: Type.Optional(Str(64)),
});
export const PublicKeyValue = Type.Object({
  kid: Type.String(),
  alg: Type.String(),
  enc: Type.String(),
  jwk: Type.Record(Type.String(), Type.String()),
});

/** POST /wps/member/info/icon: one of the built-in avatars, `avatar-1` .. `avatar-99`. */
export const IconBody = Type.Object({ icon: Type.String({ pattern: '^avatar-[1-9][0-9]?$' }) });
export type IconBody = Static<typeof IconBody>;

/** POST /wps/member/password/email/confirm: the e-mailed reset token and the new password twice. */
export const ResetTokenBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Type.String({ maxLength: 128 }),
  confirmNewPassword: Type.String({ maxLength: 128 }),
});
export type ResetTokenBody = Static<typeof ResetTokenBody>;

const Text = Type.String();
/** GET /wps/content/agentLanding: the agent landing page of the brand in the request language. */
export const AgentLanding = Type.Object({
  /** Copy of content/agent.json `landing`, in the request language (else the brand default); null without config. */
  landing: Type.Union([
    Type.Object({
      title: Text,
      intro: Text,
      sections: Type.Array(Type.Object({ id: Text, title: Text, content: Text })),
    }),
    Type.Null(),
  ]),
  /** brand.json `agentConsultation`: weekdays MON..SUN, `HH:mm` open and close in the brand timezone. */
  consultation: Type.Union([Type.Object({ days: Type.Array(Text), open: Text, close: Text }), Type.Null()]),
  /** IANA timezone of the brand (the consultation hours and the agent-center clock). */
  timezone: Text,
  /** vendors.json `menus.agentCenter`: route ids in order, optional whitelabel modId and label message id. */
  menu: Type.Array(Type.Object({ route: Text, modId: Type.Optional(Text), labelId: Type.Optional(Text) })),
});
export type AgentLanding = Static<typeof AgentLanding>;
