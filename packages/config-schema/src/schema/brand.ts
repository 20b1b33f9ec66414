/**
 * Schema of a merged brand (config/brands/_base deep-merged under config/brands/<id>): brand.json at the root,
 * whitelabel.json at `/whitelabel`, register.json at `/register`, vendors.json at `/vendors`, content/<name>.json at
 * `/content/<name>`. Spec section 3 ("Brand config"), 5 (age gate, birthday), 6 (user types), 9 (constants).
 *
 * Visibility (`x-visibility`, see visibility.ts): the root is unmarked (counts as backend); every key the browser
 * needs is marked `frontend`; `security` and `integrations` are `backend`; secrets are `secret` and hold only
 * `env:NAME` references. Browser-safe.
 */
import {
  BRAND_ID_PATTERN,
  DRAFT_2020_12,
  LANGUAGE_PATTERN,
  SCHEMA_BASE,
  SECRET_REF_PATTERN,
  type JsonSchema,
  closedObject,
  dateTime,
  httpsUrl,
  localizedText,
  uniqueList,
  vendorCode,
  visibility,
} from './common';
import { socialDefs, socialSchema } from './social';
import { realityCheckSchema } from './realityCheck';
import { themeDefs, themeSchema } from './theme';
import { loyaltyProperties, vipDefs } from './vip';
import { protectionDefs, protectionSchema } from './protection';
import { redEnvelopeSchema } from './redEnvelope';
import { referralSchema } from './referral';
import { leaderboardSchema } from './leaderboard';
import { missionsSchema } from './missions';

const language: JsonSchema = {
  type: 'string',
  pattern: LANGUAGE_PATTERN,
  'x-expected': 'a language tag such as "bn", "en" or "zh-CN"',
};

const secretRef: JsonSchema = {
  type: 'string',
  pattern: SECRET_REF_PATTERN,
  ...visibility('secret'),
  'x-expected': 'a secret reference "env:NAME" (secrets live in the environment, never in config files)',
};

/**
 * A generic HTTP SMS gateway (docs/architecture.md "Messaging"): where and how a message is posted, and what answer
 * counts as accepted. Templates fill `{to}` (E.164), `{toDigits}` (E.164 without "+"), `{text}`, `{senderId}`; a value
 * is URL-encoded in `url` and in a form body, JSON-escaped in a JSON body. The `apiKey` secret goes in `authHeader`.
 */
const smsHttpSchema: JsonSchema = closedObject(
  {
    url: { type: 'string', pattern: '^https?://', maxLength: 2000, 'x-expected': 'an http(s) URL template' },
    method: { enum: ['GET', 'POST'] },
    contentType: { enum: ['application/json', 'application/x-www-form-urlencoded'] },
    body: { type: 'string', maxLength: 4000 },
    authHeader: closedObject(
      {
        name: { type: 'string', pattern: '^[A-Za-z0-9-]+$', maxLength: 64 },
        prefix: { type: 'string', maxLength: 32, 'x-expected': 'text put before the secret, e.g. "Bearer "' },
      },
      ['prefix'],
    ),
    success: closedObject(
      {
        status: { type: 'array', items: { type: 'integer', minimum: 100, maximum: 599 }, minItems: 1 },
        jsonPath: {
          type: 'string',
          pattern: '^\\$(\\.[A-Za-z0-9_]+)+$',
          'x-expected': 'a JSON path such as "$.status" or "$.result.code"',
        },
        equals: {
          anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }],
          'x-expected': 'the value the JSON path must hold: a string, number or boolean',
        },
      },
      ['jsonPath', 'equals'],
    ),
    messageIdPath: { type: 'string', pattern: '^\\$(\\.[A-Za-z0-9_]+)+$' },
    timeoutMs: { type: 'integer', minimum: 500, maximum: 60000 },
  },
  ['contentType', 'body', 'authHeader', 'messageIdPath', 'timeoutMs'],
);

const hhmm: JsonSchema = {
  type: 'string',
  pattern: '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$',
  'x-expected': 'a time "HH:mm" (24 h)',
};

const positiveInt: JsonSchema = { type: 'integer', minimum: 1 };

const countryCode: JsonSchema = {
  type: 'string',
  pattern: '^[A-Z]{2}$',
  'x-expected': 'an ISO 3166-1 alpha-2 code such as "BD"',
};

/** A lower-case DNS host name without port (labels of letters, digits and inner hyphens). */
export const HOST_NAME_PATTERN =
  '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$';

const hostNameSchema: JsonSchema = {
  type: 'string',
  pattern: HOST_NAME_PATTERN,
  maxLength: 253,
  'x-expected': 'a lower-case host name such as "www.deshplay.example" (no scheme, no port)',
};
const hostName: JsonSchema = { $ref: '#/$defs/hostName' };

/** Frontend-visible site settings the server also acts on (spec sections 3 "Permission info", 4). */
const siteSchema: JsonSchema = closedObject({
  mainDomain: {
    anyOf: [hostName, { const: '' }],
    'x-expected': 'a lower-case host name, or "" for none',
  },
  domainRoutes: {
    type: 'array',
    maxItems: 200,
    items: closedObject({
      domain: hostName,
      path: {
        type: 'string',
        pattern: '^/[^\\s]*$',
        maxLength: 256,
        'x-expected': 'a site path starting with "/"',
      },
    }),
  },
  maintenance: closedObject(
    {
      enabled: { type: 'boolean' },
      from: dateTime,
      until: dateTime,
      message: localizedText,
    },
    ['from', 'until', 'message'],
  ),
  encryption: {
    enum: ['off', 'allowed', 'required'],
    'x-expected': '"off", "allowed" or "required" (JWE request bodies, docs/decisions.md D13)',
  },
});

/** Server-only operating settings: routing, region restriction, SMS limits, free play. */
const serverSchema: JsonSchema = closedObject(
  {
    // Inline, not the `$ref`: `uniqueItems` over items of a known scalar type is AJV's other algorithm, which names
    // the duplicate pair in the other order ("items 0 and 2" instead of "items 2 and 0").
    hosts: uniqueList(hostNameSchema),
    region: closedObject({ allow: uniqueList(countryCode), deny: uniqueList(countryCode) }),
    sms: closedObject(
      {
        expiredMinutes: { type: 'integer', minimum: 1, maximum: 60, 'x-expected': 'minutes, 1 to 60' },
        allowedCountries: uniqueList(countryCode, 1),
        perNumberPerHour: positiveInt,
        perIpPerHour: positiveInt,
        perCountryCodePerHour: positiveInt,
        perNetworkFactor: {
          type: 'integer',
          minimum: 1,
          maximum: 256,
          'x-expected': 'a multiple of perIpPerHour shared by one /24 (IPv4) or /48 (IPv6), 1 to 256',
        },
      },
      ['allowedCountries'],
    ),
    freeplay: closedObject({
      trialFundsMinor: {
        type: 'integer',
        minimum: 0,
        maximum: Number.MAX_SAFE_INTEGER,
        'x-expected': 'an amount in minor units (e.g. 200000 = 2000.00 BDT)',
      },
    }),
    /**
     * Agent transfers (docs/architecture.md "Agents", transfers; docs/decisions.md D12): per sender and brand-timezone day, the most that may be sent
     * to the team (`downDailyMinor`) or to the upline (`upDailyMinor`), minor units as digit strings, and the most
     * transfers (`dailyCount`, both directions). Absent: transfers are refused (no limit configured = none allowed).
     */
    agentTransfer: closedObject({
      downDailyMinor: {
        type: 'string',
        pattern: '^(?:0|[1-9][0-9]{0,17})$',
        'x-expected': 'an amount in minor units as a string of digits, e.g. "5000000" (= 50000.00 BDT)',
      },
      upDailyMinor: {
        type: 'string',
        pattern: '^(?:0|[1-9][0-9]{0,17})$',
        'x-expected': 'an amount in minor units as a string of digits, e.g. "5000000" (= 50000.00 BDT)',
      },
      dailyCount: positiveInt,
    }),
  },
  ['agentTransfer'],
);

/** An amount in minor units as a decimal-digit string (bigint-safe; "0" allowed), e.g. "50000" = 500.00 BDT. */
const minorString: JsonSchema = {
  type: 'string',
  pattern: '^(?:0|[1-9][0-9]{0,17})$',
  'x-expected':
    'an amount in minor units as a string of digits, e.g. "50000" (= 500.00 in a 2-decimal currency)',
};

/**
 * What a payout account of a channel is, checked by the server when a member binds one and shown as the fields of the
 * form: `mobile` = a mobile-wallet number (bKash, Nagad, Rocket) valid for `country` by libphonenumber-js, stored in
 * E.164; `vpa` = a UPI virtual payment address (`name@handle`, NPCI UPI specification); `bank` = an account number
 * (`accountDigits` digits, 9 to 18 for Indian banks) and, with `ifsc`, the bank branch's IFSC (RBI: 4 letters, 0,
 * 6 letters or digits). A channel without it takes the generic account number rule.
 */
const payoutAccountSchema: JsonSchema = {
  oneOf: [
    closedObject({
      type: { const: 'mobile' },
      country: {
        type: 'string',
        pattern: '^[A-Z]{2}$',
        'x-expected': 'an ISO 3166-1 alpha-2 country code such as "BD"',
      },
    }),
    closedObject({ type: { const: 'vpa' } }),
    closedObject(
      {
        type: { const: 'bank' },
        ifsc: { type: 'boolean' },
        accountDigits: closedObject({
          min: { type: 'integer', minimum: 1, maximum: 34 },
          max: { type: 'integer', minimum: 1, maximum: 34 },
        }),
      },
      ['ifsc', 'accountDigits'],
    ),
  ],
  'x-expected':
    '{ "type": "mobile", "country": "BD" }, { "type": "vpa" } or { "type": "bank", "ifsc": true, "accountDigits": { "min": 9, "max": 18 } }',
};

/**
 * Payments (docs/decisions.md D8): deposit methods shown on `depositv2` (provider `manual` = confirmed by an
 * operator, `sandbox` = the in-server sandbox gateway that calls the signed webhook), withdrawal limits, the receipt
 * confirmation window of spec section 4 ("unconfirmed within {0} minutes counts as received"), and how long an
 * unpaid deposit stays pending. Amounts in minor units of the brand currency, as strings.
 */
const paymentsSchema: JsonSchema = closedObject({
  depositMethods: {
    type: 'array',
    maxItems: 50,
    items: closedObject(
      {
        id: {
          type: 'string',
          pattern: '^[a-z0-9][a-z0-9_-]{0,31}$',
          'x-expected': 'a method id of lower-case letters, digits, "-" or "_" such as "bkash"',
        },
        name: { type: 'string', minLength: 1, maxLength: 60 },
        provider: { enum: ['manual', 'sandbox'], 'x-expected': '"manual" or "sandbox"' },
        minMinor: minorString,
        maxMinor: minorString,
        feeMinor: minorString,
        enabled: { type: 'boolean' },
        payoutAccount: payoutAccountSchema,
      },
      ['payoutAccount'],
    ),
  },
  withdrawal: closedObject({ minMinor: minorString, maxMinor: minorString }),
  receiptConfirmMinutes: {
    type: 'integer',
    minimum: 1,
    maximum: 43200,
    'x-expected': 'minutes, 1 to 43200 (30 days)',
  },
  depositExpiryMinutes: {
    type: 'integer',
    minimum: 1,
    maximum: 10080,
    'x-expected': 'minutes, 1 to 10080 (7 days)',
  },
});

function fe(schema: JsonSchema): JsonSchema {
  return { ...schema, ...visibility('frontend') };
}

/** The merged brand configuration. */
export const brandSchema: JsonSchema = {
  $schema: DRAFT_2020_12,
  $id: `${SCHEMA_BASE}brand.json`,
  ...closedObject(
    {
      id: fe({
        type: 'string',
        pattern: BRAND_ID_PATTERN,
        'x-expected': 'a brand id matching [a-z0-9][a-z0-9_-]*',
      }),
      name: fe({ type: 'string', minLength: 1, maxLength: 80 }),
      merchantCode: fe({
        type: 'string',
        pattern: '^[A-Za-z0-9_]{2,32}$',
        'x-expected': 'a merchant code of 2 to 32 letters, digits or "_"',
      }),
      platform: fe({ const: 'WEB' }),
      languages: fe(uniqueList(language, 1)),
      defaultLanguage: fe(language),
      currency: fe(
        closedObject({
          code: { type: 'string', pattern: '^[A-Z]{3}$', 'x-expected': 'an ISO 4217 code such as "BDT"' },
          symbol: { type: 'string', minLength: 1, maxLength: 4 },
          exponent: {
            type: 'integer',
            minimum: 0,
            maximum: 4,
            'x-expected': 'the ISO 4217 minor unit, 0 to 4',
          },
        }),
      ),
      timezone: fe({
        type: 'string',
        pattern: '^[A-Za-z_]+(?:/[A-Za-z0-9_+-]+)*$',
        'x-expected': 'an IANA time zone such as "Asia/Dhaka"',
      }),
      phoneCountries: fe({
        type: 'array',
        minItems: 1,
        items: closedObject({
          countryCode: {
            type: 'string',
            pattern: '^[A-Z]{2}$',
            'x-expected': 'an ISO 3166-1 alpha-2 code such as "BD"',
          },
          countryDialingCode: {
            type: 'string',
            pattern: '^\\+[1-9][0-9]{0,3}$',
            'x-expected': 'a dialing code such as "+880"',
          },
        }),
      }),
      userTypes: fe(
        closedObject({
          agent: uniqueList({ type: 'integer', minimum: 0 }, 1),
          trial: { type: 'integer', minimum: 0 },
        }),
      ),
      excludedSlotVendors: fe(uniqueList(vendorCode)),
      ageGate: fe(
        closedObject({
          termsMinAge: { type: 'integer', minimum: 18, maximum: 99, 'x-expected': 'an age of at least 18' },
          birthdayMinAge: {
            type: 'integer',
            minimum: 18,
            maximum: 99,
            'x-expected': 'an age of at least 18',
          },
          birthday: {
            enum: ['off', 'optional', 'required'],
            'x-expected':
              '"off" (registration asks no birthday), "optional" or "required" (the birthday must show birthdayMinAge)',
          },
        }),
      ),
      realityCheck: fe(realityCheckSchema),
      customerService: fe(closedObject({ url: httpsUrl })),
      social: fe(
        closedObject(
          {
            facebook: httpsUrl,
            tiktok: httpsUrl,
            youtube: httpsUrl,
            twitter: httpsUrl,
            instagram: httpsUrl,
            telegram: httpsUrl,
            whatsapp: httpsUrl,
          },
          ['facebook', 'tiktok', 'youtube', 'twitter', 'instagram', 'telegram', 'whatsapp'],
        ),
      ),
      license: fe(localizedText),
      /** The site's meta description and web-app manifest description, per language (optional: none is written). */
      description: fe(localizedText),
      appDownload: fe(
        closedObject({ ios: httpsUrl, android: httpsUrl, lite: httpsUrl }, ['ios', 'android', 'lite']),
      ),
      agentConsultation: fe(
        closedObject({
          days: uniqueList({ enum: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] }, 1),
          open: hhmm,
          close: hhmm,
        }),
      ),
      analytics: fe({
        type: 'object',
        propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]*$', maxLength: 40 },
        additionalProperties: { type: 'string', maxLength: 200 },
        'x-expected': 'public analytics ids by name, e.g. {"ga4": "G-XXXX"}',
      }),
      cdn: fe(closedObject({ images: uniqueList(httpsUrl, 1), launchGame: uniqueList(httpsUrl, 1) })),
      limits: fe(
        closedObject({
          feedbackMaxLength: positiveInt,
          feedbackHintMinLength: positiveInt,
          uploadMaxImages: positiveInt,
          uploadMaxBytes: positiveInt,
        }),
      ),
      theme: fe(themeSchema),
      whitelabel: fe({ $ref: 'whitelabel.json' }),
      points: { ...visibility('backend'), $ref: 'points.json' },
      register: fe({ $ref: 'register.json' }),
      vendors: fe({ $ref: 'vendors.json' }),
      content: fe({ $ref: 'content.json' }),
      site: fe(siteSchema),
      server: { ...visibility('backend'), ...serverSchema },
      payments: { ...visibility('backend'), ...paymentsSchema },
      ...loyaltyProperties,
      protection: fe(protectionSchema),
      redEnvelope: fe(redEnvelopeSchema),
      referral: fe(referralSchema),
      leaderboard: fe(leaderboardSchema),
      missions: { ...visibility('backend'), ...missionsSchema },
      security: {
        ...visibility('backend'),
        ...closedObject({
          passwordPolicy: closedObject({
            forceChangeOnCommonPassword: { type: 'boolean' },
          }),
          loginCaptchaAfterFailures: { type: 'integer', minimum: 0 },
          twoFactorOnNewIp: { type: 'boolean' },
          /** Proof-of-work captcha (ALTCHA, docs/decisions.md D23): difficulty and lifetime of a challenge. */
          captcha: closedObject({
            cost: {
              type: 'integer',
              minimum: 1,
              maximum: 100_000,
              'x-expected': 'PBKDF2-SHA-256 iterations per attempt, 1 to 100000',
            },
            maxCounter: {
              type: 'integer',
              minimum: 2,
              maximum: 1_000_000,
              'x-expected': 'the largest attempt count a challenge may need, 2 to 1000000',
            },
            expirySeconds: {
              type: 'integer',
              minimum: 10,
              maximum: 3600,
              'x-expected': 'seconds a challenge stays valid, 10 to 3600',
            },
          }),
        }),
      },
      integrations: {
        ...visibility('backend'),
        ...closedObject(
          {
            sms: closedObject(
              {
                provider: {
                  enum: ['http-gateway', 'sandbox', 'console'],
                  'x-expected':
                    '"http-gateway" (a real SMS gateway), "sandbox" (npm start\'s gateway) or "console"',
                },
                senderId: { type: 'string', minLength: 1, maxLength: 20 },
                apiKey: secretRef,
                http: smsHttpSchema,
              },
              ['apiKey', 'http'],
            ),
            email: closedObject(
              {
                provider: { enum: ['smtp', 'console'], 'x-expected': '"smtp" or "console"' },
                host: { type: 'string', minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.:\\[\\]-]+$' },
                port: { type: 'integer', minimum: 1, maximum: 65535 },
                security: {
                  enum: ['tls', 'starttls', 'none'],
                  'x-expected':
                    '"tls" (implicit TLS, port 465), "starttls" (upgrade required, port 587) or "none" (local relay only)',
                },
                fromName: { type: 'string', minLength: 1, maxLength: 80 },
                fromAddress: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 254 },
                user: { type: 'string', minLength: 1, maxLength: 254 },
                password: secretRef,
                timeoutMs: { type: 'integer', minimum: 1000, maximum: 120000 },
              },
              ['host', 'port', 'security', 'user', 'password', 'timeoutMs'],
            ),
            social: socialSchema,
          },
          ['sms', 'email', 'social'],
        ),
      },
    },
    ['description', 'vip', 'rebate', 'protection', 'redEnvelope', 'referral', 'leaderboard', 'missions'],
  ),
  // Sub-schemas used at several places, compiled once each (a `$ref` calls the one function).
  $defs: { ...themeDefs, hostName: hostNameSchema, ...protectionDefs, ...vipDefs, ...socialDefs },
};
