/**
 * Bad input on every call (docs/architecture.md "Targets": missing fields, wrong types, oversized bodies, odd Unicode and
 * injection strings get a 4xx envelope with a stable errorCode, never a 5xx, and write no row).
 *
 * The table `CASES` is keyed by "METHOD /path" and checked against the routes the app actually registered (the
 * `onRoute` list of app.ts): a /wps or /lgw route without an entry fails the first test, so a new call cannot ship
 * without bad-input cases. Routes whose bad input is tested by the helper that owns them carry a `coveredIn` entry
 * naming that test file instead (the file must exist and mention the route's path).
 *
 * Each input-taking case gives a near-valid `base` request that fails at the call's last check (a wrong captcha, an
 * unknown code, a country outside the brand list...) with a known status, so every mutation of one field at a time
 * travels as deep into the call as input can, and must still end in a 4xx envelope. Cases whose base succeeds list
 * the parameters the call accepts and ignores (`lenient`), which may answer 2xx but never 5xx.
 *
 * Batteries (per route): headers (unknown Merchant, junk tokens); body routes: no body, malformed and non-object
 * JSON, prototype-pollution keys, each required field missing, each field with each wrong type, each string field
 * with odd Unicode (NUL, lone surrogates, RTL override, zero-width, Bengali, 10,000 characters) and injection
 * strings, an oversized body (413); query routes: each parameter with the same strings, invalid percent-encoding.
 * Around it all, the row count of every table (attempt_limits excepted: counting failed attempts is how lockout works)
 * and a digest of the members table must not change.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JWK } from 'jose';
import { repoRoot } from '../app.ts';
import { encryptFor } from '../infra/crypto/service.ts';
import { createTestApp, type Res, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let user: { username: string; password: string };
beforeAll(async () => {
  t = await createTestApp();
  const u = await t.register();
  token = u.token;
  user = { username: u.username, password: u.password };
  // First member-info call of a member writes its demo messages: done here so it is not counted as a bad-input write.
  await t.req('GET', '/wps/member/info', { token });
});
afterAll(() => t.close());

/** Odd Unicode: each value on its own must never reach the database as a 5xx or a written row. */
const ODD: Record<string, string> = {
  nul: 'ab\u0000cd',
  'other C0 control': 'ab\u0007cd\u001b[31m',
  'lone high surrogate': 'ab\ud800cd',
  'lone low surrogate': '\udc00abcdef',
  'RTL override': '\u202eevilname\u202c',
  'zero-width': 'a\u200bb\u200c\u200dc\ufeffd',
  Bengali: 'আমার নাম রহিম উদ্দিন',
  'Bengali digits': '০১৭১২৩৪৫৬৭৮',
  'combining marks': 'a\u0301\u0301\u0301\u0301b',
  'astral + emoji': '𝕏𝕏\u{1F4A9}\u{1F468}\u200d\u{1F469}',
  'very long (10,000)': 'x'.repeat(10_000),
  'only spaces': '      ',
  empty: '',
};
/** Injection strings: SQL, HTML/script, template, path, NoSQL, prototype keys. */
const INJECT: Record<string, string> = {
  'SQL tautology': "' OR '1'='1' --",
  'SQL stacked': "'; DROP TABLE members; --",
  'SQL union': "x' UNION SELECT password_hash FROM members --",
  'HTML script': '<script>alert(1)</script>',
  'HTML attr': '"><img src=x onerror=alert(1)>',
  template: '${7*7}{{7*7}}',
  path: '../../../etc/passwd',
  'NoSQL operator': '{"$gt":""}',
  __proto__: '__proto__',
  constructor: 'constructor',
};
const STRINGS = { ...ODD, ...INJECT };

/** Wrong JSON types for a field whose right type is `kind`. */
const WRONG: Record<'string' | 'number' | 'boolean' | 'array', unknown[]> = {
  string: [123, 1.5, true, [], ['a'], {}, { a: 1 }, null],
  number: ['1', true, [], {}, null, 1.5, -1, 0, 1e300],
  boolean: ['true', 1, 0, [], {}, null],
  array: ['1', 1, {}, null, [1], [{}], [null], Array.from({ length: 101 }, (_, i) => String(i + 1))],
};

type Json = Record<string, unknown>;
interface Case {
  /** Sends the member's session token ('throwaway': a session of its own, for logout). */
  auth?: boolean | 'throwaway';
  /** Near-valid body (one field at a time is mutated). */
  body?: Json;
  /** Form-encoded body (`application/x-www-form-urlencoded`) instead of JSON. */
  form?: boolean;
  /** Near-valid query (one parameter at a time is mutated). */
  query?: Record<string, string>;
  /** Path parameter name -> near-valid value (`:file` of the /lgw file routes). */
  params?: Record<string, string>;
  /** Fields or parameters whose absence must be refused. */
  required?: string[];
  /** Expected status of the base request itself (proves the base is near-valid). */
  baseStatus: number;
  /** Fields or parameters the call accepts and ignores: mutations of these may answer 2xx (never 5xx, no row). */
  lenient?: string[];
}
/** A call whose bad input is tested by the helper that owns it: the test file that does it. */
interface CoveredElsewhere {
  coveredIn: string;
}

const mobile = () => `17${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const NEW_PW = 'pw-Abcdef123456';

/**
 * Every /wps and /lgw route. Entries with only `baseStatus` take no input but their headers (token, Merchant,
 * Language): they get the header battery and junk query parameters (lenient, never a 5xx).
 */
const CASES: Record<string, Case | CoveredElsewhere> = {
  // System and crypto (spec 7): public GETs without parameters but helpCenter's.
  'GET /wps/crypto/publicKey': { baseStatus: 200 },
  'GET /wps/system/status': { baseStatus: 200 },
  'GET /wps/system/whitelabel': { baseStatus: 200 },
  'GET /wps/system/setting/register': { baseStatus: 200 },
  'GET /wps/system/domainRoute': { baseStatus: 200 },
  // `device` is the spec's client hint (WEB): any well-formed value is accepted.
  'GET /wps/system/terms': { query: { lang: 'en' }, baseStatus: 200 },
  'GET /wps/system/helpCenter': {
    query: { lang: 'en', device: 'WEB' },
    baseStatus: 200,
    lenient: ['device'],
  },
  'GET /wps/captcha': { baseStatus: 200 },
  'GET /wps/docs': { baseStatus: 200 },
  // SMS: a US number (international form, so a blank dialing code cannot turn it into a local one) is outside the
  // brand's countries, refused after every field check.
  'POST /wps/verification/sms/noLogin': {
    body: { mobileNum: '+12025550123', countryDialingCode: '+1', captcha: 'abcd' },
    required: ['mobileNum', 'countryDialingCode'],
    baseStatus: 403,
  },
  'POST /wps/verification/sms/register': {
    body: { mobileNo: '+12025550123', countryDialingCode: '+1', captcha: 'abcd' },
    required: ['mobileNo', 'countryDialingCode'],
    baseStatus: 403,
  },
  // Session: an unknown username is refused after the argon2 verify.
  'POST /wps/session/login': {
    body: {
      username: 'nosuchuser1',
      password: 'wrong-password-1',
      type: 'username',
      captcha: 'abcd',
      countryDialingCode: '+880',
      twoFactorCode: '123456',
      twoFactorTicket: 'x'.repeat(32),
    },
    required: ['username', 'password'],
    baseStatus: 401,
  },
  // Free play takes optional client hints (os, platform, random, gatewayVersion) it does not store: only their types
  // and sizes are checked, so the base (and string mutations of them) creates a trial member: counted apart.
  'POST /wps/session/login/freeplay': {
    body: { os: 'web', platform: 'W', random: 'abc', gatewayVersion: '3' },
    baseStatus: 200,
    lenient: ['os', 'platform', 'random', 'gatewayVersion'],
  },
  'DELETE /wps/session/logout': { auth: 'throwaway', query: { forgetDevice: '0' }, baseStatus: 200 },
  // Trusted devices (D35): the member has none, so the base of the removal is an unknown id.
  'GET /wps/session/devices': { auth: true, baseStatus: 200 },
  'DELETE /wps/session/devices/:id': { auth: true, params: { id: '999999999' }, baseStatus: 404 },
  'DELETE /wps/session/devices': { auth: true, baseStatus: 200 },
  'POST /wps/session/ticket': { auth: true, baseStatus: 200 },
  'POST /wps/session/ticket/exchange': {
    body: { ticket: 'no-such-ticket' },
    required: ['ticket'],
    baseStatus: 401,
  },
  // Registration: every field valid but the captcha (no captcha cookie), which is checked after the field rules.
  'PUT /wps/member/register': {
    body: {
      username: 'validuser77',
      password: NEW_PW,
      confirmPassword: NEW_PW,
      mobileNum: mobile(),
      countryDialingCode: '+880',
      verificationCode: '123456',
      captcha: 'abcd',
      email: 'someone@example.com',
      affiliateCode: 'NOPE123',
      referralCode: 'NOPE123',
      domain: 'example.com',
      registerUrl: 'https://example.com/register',
      login: true,
    },
    required: ['password', 'confirmPassword'],
    baseStatus: 400,
  },
  'PUT /wps/member/register/mobile': {
    body: {
      mobileNum: mobile(),
      countryDialingCode: '+880',
      password: NEW_PW,
      confirmPassword: NEW_PW,
      verificationCode: '123456',
      captcha: 'abcd',
    },
    required: ['mobileNum', 'password', 'confirmPassword'],
    baseStatus: 400,
  },
  'GET /wps/agent/affiliate': {
    query: { code: 'NOPE123', domain: 'example.com' },
    required: ['code'],
    baseStatus: 400,
  },
  'GET /wps/member/info': { auth: true, baseStatus: 200 },
  'GET /wps/member/info/icon': { auth: true, baseStatus: 200 },
  // An upper-case id is outside the icon pattern: refused before the write.
  'POST /wps/member/info/icon': {
    auth: true,
    body: { icon: 'AVATAR-1' },
    required: ['icon'],
    baseStatus: 400,
  },
  'POST /wps/member/password': {
    auth: true,
    body: { oldPassword: 'not-the-old-password', newPassword: NEW_PW, confirmNewPassword: NEW_PW },
    required: ['newPassword', 'confirmNewPassword'],
    baseStatus: 400,
  },
  // Same answer for unknown accounts (D3): the base succeeds without writing; malformed fields are refused. A name
  // of any script that keeps the username rule (Bengali, letters with combining marks) is answered like any unknown
  // account, so `username` is lenient here; member.test.ts checks the refusals of the rule.
  'POST /wps/member/password/email': {
    form: true,
    body: { username: 'nosuchuser1', email: 'someone@example.com' },
    required: ['username', 'email'],
    baseStatus: 200,
    lenient: ['username'],
  },
  'POST /wps/member/password/email/confirm': {
    body: { token: 'no-such-token', newPassword: NEW_PW, confirmNewPassword: NEW_PW },
    required: ['token', 'newPassword', 'confirmNewPassword'],
    baseStatus: 401,
  },
  'POST /wps/member/password/verification': {
    body: {
      mobileNum: mobile(),
      countryDialingCode: '+880',
      verificationCode: '123456',
      newPassword: NEW_PW,
    },
    required: ['mobileNum', 'verificationCode', 'newPassword'],
    baseStatus: 400,
  },
  'POST /wps/member/language': {
    auth: true,
    body: { language: 'xx' },
    required: ['language'],
    baseStatus: 400,
  },
  'GET /wps/member/info/funds/consolidated': { auth: true, baseStatus: 200 },
  'GET /wps/v2/wallets/balance': { auth: true, baseStatus: 200 },
  // Content.
  'GET /wps/content/announcements': {
    query: { type: 'B', platform: 'W', execution: 'B', lang: 'en' },
    baseStatus: 200,
  },
  'GET /wps/content/notices': { baseStatus: 200 },
  // A well-formed group name that no banner has is an empty list.
  'GET /wps/content/banners': { query: { group: 'w_home' }, baseStatus: 200, lenient: ['group'] },
  'GET /wps/content/popups': { baseStatus: 200 },
  // A well-formed category id that no promotion has is an empty list (like a banner group).
  'GET /wps/content/promotions': {
    query: { lang: 'en', categoryId: 'sports' },
    baseStatus: 200,
    lenient: ['categoryId'],
  },
  'GET /wps/content/agentLanding': { baseStatus: 200 },
  'GET /wps/content/agentAnnouncements': { coveredIn: 'apps/server/src/domain/content/agentSide.test.ts' },
  // A 30-character description, type 1, a captcha answer without the captcha cookie.
  'PUT /wps/feedback': {
    body: { content: 'The deposit page does not load.', type: 1, captcha: 'abcd', sender: 'someone' },
    required: ['content', 'type', 'captcha'],
    baseStatus: 400,
  },
  // Games (spec 7 "Games"). Free-form echo parameters of the spec's calls (platform, merchant...) are accepted and unused.
  'GET /lgw/games/game_menus': { query: { language: 'en' }, baseStatus: 200, lenient: ['language'] },
  'GET /wps/relay/GCSGAME_gameList': {
    query: { clientType: '3', gameType: 'RNG', pageNo: '1', pageSize: '24', language: 'en', filter: 'ALL' },
    required: ['gameType'],
    baseStatus: 200,
    lenient: ['platform', 'merchant'],
  },
  'GET /wps/relay/GCSGAME_hotGames': {
    query: { gameType: 'RNG', language: 'en' },
    baseStatus: 200,
  },
  'GET /wps/relay/GCS_vendors': { query: { gameType: 'RNG', language: 'en' }, baseStatus: 200 },
  'GET /wps/relay/MCSFE_favoriteGames': {
    auth: true,
    query: { clientType: '3', pageNo: '1', pageSize: '999', gameType: 'RNG', language: 'en' },
    baseStatus: 200,
  },
  // A node id no game has: refused (nothing favourited).
  'POST /wps/relay/MCSFE_favoriteGames': {
    auth: true,
    body: { nodeId: 2_000_000_000, vendor: 'PG', gameType: 'RNG' },
    required: ['nodeId', 'vendor', 'gameType'],
    baseStatus: 404,
  },
  // Removing a favourite that is not there succeeds (idempotent) and writes nothing.
  'DELETE /wps/relay/MCSFE_favoriteGames': {
    auth: true,
    body: { nodeId: 2_000_000_000, vendor: 'PG', gameType: 'RNG' },
    required: ['nodeId', 'vendor', 'gameType'],
    baseStatus: 200,
  },
  'GET /wps/relay/MCSFE_recentGames': {
    auth: true,
    query: { clientType: '3', pageNo: '1', pageSize: '20', gameType: 'RNG', language: 'en' },
    baseStatus: 200,
  },
  'GET /lgw/games/icon/:file': { params: { file: '999999999.webp' }, baseStatus: 404 },
  'GET /lgw/games/vendor/:file': { params: { file: 'NOSUCHVENDOR.webp' }, baseStatus: 404 },
  // Platform messages.
  'GET /wps/messages': {
    auth: true,
    query: { pageNo: '1', pageSize: '10', status: 'all' },
    baseStatus: 200,
  },
  // An id the member cannot see: refused, nothing marked read.
  'POST /wps/messages/read': { auth: true, body: { ids: ['999999999'], all: false }, baseStatus: 404 },
  // Wallet: the wallet and payments helpers test their own calls' bad input.
  'GET /wps/relay/GCS_merchantWallet': { coveredIn: 'apps/server/src/domain/wallet/wallet.test.ts' },
  'POST /wps/relay/GCS_merchantWallet': { coveredIn: 'apps/server/src/domain/wallet/wallet.test.ts' },
  'POST /wps/relay/GCS_walletTransfer': { coveredIn: 'apps/server/src/domain/wallet/wallet.test.ts' },
  'GET /wps/wallet/transactions': { coveredIn: 'apps/server/src/domain/wallet/wallet.test.ts' },
  'GET /wps/member/bonuses': { coveredIn: 'apps/server/src/domain/bonus/bonus.test.ts' },
  'POST /wps/member/bonuses/:id/forfeit': { coveredIn: 'apps/server/src/domain/bonus/lock.test.ts' },
  'GET /lgw/vn/numeros/opened/game': { coveredIn: 'apps/server/src/domain/lottery/lottery.test.ts' },
  // Social login: the redirects (302 to the provider or back to the site, never an envelope) and the pending-account
  // calls.
  'GET /wps/session/social/:provider/start': { coveredIn: 'apps/server/src/domain/session/social.test.ts' },
  'GET /wps/session/social/:provider/callback': {
    coveredIn: 'apps/server/src/domain/session/social.test.ts',
  },
  'GET /wps/session/social/pending': { coveredIn: 'apps/server/src/domain/session/social.test.ts' },
  'POST /wps/session/social/link': { coveredIn: 'apps/server/src/domain/session/social.test.ts' },
  'PUT /wps/session/social/register': { coveredIn: 'apps/server/src/domain/session/social.test.ts' },
  // Member transfer to upline.
  'GET /wps/member/transfer/upline': { auth: true, baseStatus: 200 },
  'POST /wps/member/transfer/upline': { coveredIn: 'apps/server/src/domain/agent/transfer/upline.test.ts' },
  // Hot matches and team crests.
  'GET /lgw/games/hot_matches': { baseStatus: 200 },
  'GET /lgw/games/team/:file': { params: { file: 'no-such-team.svg' }, baseStatus: 200 },
  // Player protection, reality check, statement, recall.
  'GET /wps/player/realityCheck': { auth: true, baseStatus: 200 },
  'PUT /wps/player/realityCheck': { coveredIn: 'apps/server/src/domain/reality-check/realityCheck.test.ts' },
  'POST /wps/player/staySignedIn': { coveredIn: 'apps/server/src/domain/reality-check/realityCheck.test.ts' },
  'GET /wps/player/statement': { coveredIn: 'apps/server/src/domain/statement/statement.test.ts' },
  'GET /wps/player/statement.csv': { coveredIn: 'apps/server/src/domain/statement/statement.test.ts' },
  'GET /wps/player/recall': { auth: true, baseStatus: 200 },
  'GET /wps/protection': { auth: true, baseStatus: 200 },
  'POST /wps/protection/limits': { coveredIn: 'apps/server/src/domain/protection/protection.test.ts' },
  'POST /wps/protection/limits/confirm': {
    coveredIn: 'apps/server/src/domain/protection/protection.test.ts',
  },
  'POST /wps/protection/timeout': { coveredIn: 'apps/server/src/domain/protection/protection.test.ts' },
  'POST /wps/protection/exclusion': { coveredIn: 'apps/server/src/domain/protection/protection.test.ts' },
  // Red envelopes. The rounds call creates the open window (its seed commitment) on first sight: a write by design.
  'GET /wps/red-envelope/rounds': { coveredIn: 'apps/server/src/domain/red-envelope/red-envelope.test.ts' },
  // Refer and earn. The first read makes the member's referral code and settles qualified referees: a write by design.
  'GET /wps/referral': { coveredIn: 'apps/server/src/domain/referral/referral.test.ts' },
  'GET /wps/red-envelope/opened': { auth: true, baseStatus: 200 },
  'POST /wps/red-envelope/open': {
    auth: true,
    body: { roundId: 'no-such-round' },
    required: ['roundId'],
    baseStatus: 404,
  },
  // Missions (docs/decisions.md D37): progress is read at each call, nothing written; claim of an unknown mission.
  'GET /wps/missions': { auth: true, baseStatus: 200 },
  'POST /wps/missions/claim': {
    auth: true,
    body: { missionId: 'no-such-mission' },
    required: ['missionId'],
    baseStatus: 404,
  },
  // Leaderboard (docs/decisions.md D38): standings are read, nothing written (prizes are paid by the close job).
  'GET /wps/leaderboard': { auth: true, baseStatus: 200 },
  // Points, VIP and rebate.
  'GET /wps/points/balance': { auth: true, baseStatus: 200 },
  'GET /wps/points/reward': { auth: true, baseStatus: 200 },
  // The catalogue is public (a visitor sees the mall): a junk token reads as a visitor.
  'GET /wps/points/config': { baseStatus: 200 },
  'GET /wps/points/redemptions': { coveredIn: 'apps/server/src/domain/points/points.test.ts' },
  'GET /wps/points/details': { coveredIn: 'apps/server/src/domain/points/points.test.ts' },
  'POST /wps/points/redeem': { coveredIn: 'apps/server/src/domain/points/points.test.ts' },
  'POST /wps/points/convert': { coveredIn: 'apps/server/src/domain/points/points.test.ts' },
  // Opening the VIP page recomputes the member's rank row (a write), so its cases live with the loyalty tests.
  // Reward center and promotion applications (docs/decisions.md D32). Apply's base names a proof that does not
  // exist: refused after every other check, inside the transaction that would have written the entry.
  // The reward center's first read of a red-envelope window commits its seed, and it settles qualified referees as the
  // referral page does (docs/decisions.md D33, D36, D39): a write by design, like the rounds and referral reads above.
  'GET /wps/rewards': { coveredIn: 'apps/server/src/domain/rewards/center.test.ts' },
  'POST /wps/rewards/:promotionId/join': {
    auth: true,
    params: { promotionId: 'no-such-promotion' },
    baseStatus: 404,
  },
  'POST /wps/rewards/:promotionId/apply': {
    auth: true,
    params: { promotionId: 'cricket-refund' },
    body: { comment: 'Lost on the final', proofIds: ['999999'] },
    required: ['comment', 'proofIds'],
    baseStatus: 400,
  },
  'POST /wps/rewards/proofs': { coveredIn: 'apps/server/src/domain/rewards/rewards.test.ts' },
  'GET /wps/member/vip': { coveredIn: 'apps/server/src/domain/loyalty/loyalty.test.ts' },
  'POST /wps/member/vip/bonuses/claim': { coveredIn: 'apps/server/src/domain/loyalty/loyalty.test.ts' },
  'GET /wps/member/rebate': { auth: true, baseStatus: 200 },
  'POST /wps/member/rebate/claim': { coveredIn: 'apps/server/src/domain/loyalty/loyalty.test.ts' },
  // No parameters: nothing to refuse; its answers (and the games server being down) are tested there.
  'GET /lgw/games/jackpot': { coveredIn: 'apps/server/src/domain/lottery/lottery.test.ts' },
  // Agent contracts (docs/architecture.md "Agents", contracts and settlement).
  'GET /wps/agent/contracts/info': { coveredIn: 'apps/server/src/domain/agent/contracts/badinput.test.ts' },
  'GET /wps/agent/contracts': { coveredIn: 'apps/server/src/domain/agent/contracts/badinput.test.ts' },
  'POST /wps/agent/contracts/offer': { coveredIn: 'apps/server/src/domain/agent/contracts/badinput.test.ts' },
  'POST /wps/agent/contracts/:id/accept': {
    coveredIn: 'apps/server/src/domain/agent/contracts/badinput.test.ts',
  },
  'POST /wps/agent/contracts/:id/reject': {
    coveredIn: 'apps/server/src/domain/agent/contracts/badinput.test.ts',
  },
  'POST /wps/agent/contracts/:id/terminate': {
    coveredIn: 'apps/server/src/domain/agent/contracts/badinput.test.ts',
  },
  'GET /wps/agent/contracts/statements': {
    coveredIn: 'apps/server/src/domain/agent/contracts/badinput.test.ts',
  },
  'GET /wps/agent/contracts/statements/:id': {
    coveredIn: 'apps/server/src/domain/agent/contracts/badinput.test.ts',
  },
  'GET /wps/agent/contracts/revenue': {
    coveredIn: 'apps/server/src/domain/agent/contracts/badinput.test.ts',
  },
  'GET /wps/agent/contracts/events': { coveredIn: 'apps/server/src/domain/agent/contracts/events.test.ts' },
  'GET /wps/events': { coveredIn: 'apps/server/src/domain/events/events.test.ts' },
  'POST /wps/payments/withdrawals/:id/cancel': {
    coveredIn: 'apps/server/src/domain/payments/payoutRules.test.ts',
  },
  // Agent team pages and transfers (docs/architecture.md "Agents").
  'GET /wps/agent/team/overview': { coveredIn: 'apps/server/src/domain/agent/team/badinput.test.ts' },
  'GET /wps/agent/team/downlines': { coveredIn: 'apps/server/src/domain/agent/team/badinput.test.ts' },
  'POST /wps/agent/team/downlines': { coveredIn: 'apps/server/src/domain/agent/team/badinput.test.ts' },
  'POST /wps/agent/team/downlines/:memberId/lock': {
    coveredIn: 'apps/server/src/domain/agent/team/badinput.test.ts',
  },
  'GET /wps/agent/team/affiliate-links': { coveredIn: 'apps/server/src/domain/agent/team/badinput.test.ts' },
  'GET /wps/agent/team/bets': { coveredIn: 'apps/server/src/domain/agent/team/badinput.test.ts' },
  'GET /wps/agent/team/loss': { coveredIn: 'apps/server/src/domain/agent/team/badinput.test.ts' },
  'GET /wps/agent/team/transactions': { coveredIn: 'apps/server/src/domain/agent/team/badinput.test.ts' },
  'GET /wps/agent/transfer/limits': { coveredIn: 'apps/server/src/domain/agent/team/badinput.test.ts' },
  'POST /wps/agent/transfer': { coveredIn: 'apps/server/src/domain/agent/team/badinput.test.ts' },
  'POST /wps/game/launchGame': { coveredIn: 'apps/server/src/domain/games/launch/launch.test.ts' },
  // Records (docs/architecture.md "Records"): betting record, profit and loss, winner board.
  'GET /wps/relay/GCSGAME_bettingRecord': { coveredIn: 'apps/server/src/domain/records/records.test.ts' },
  'GET /wps/relay/GCSGAME_personalProfit': { coveredIn: 'apps/server/src/domain/records/records.test.ts' },
  'GET /wps/relay/GCSGAME_getRankList': { coveredIn: 'apps/server/src/domain/records/records.test.ts' },
  'POST /wps/relay/GCSGAME_getRankList': { coveredIn: 'apps/server/src/domain/records/records.test.ts' },
  // Payments (deposit, withdrawal, payout accounts, provider webhook): the payments helper's calls.
  'GET /wps/payments/deposit/methods': { coveredIn: 'apps/server/src/domain/payments/deposits.test.ts' },
  'POST /wps/payments/deposits': { coveredIn: 'apps/server/src/domain/payments/deposits.test.ts' },
  'GET /wps/payments/deposits': { coveredIn: 'apps/server/src/domain/payments/deposits.test.ts' },
  'GET /wps/payments/deposits/:id': { coveredIn: 'apps/server/src/domain/payments/deposits.test.ts' },
  'GET /wps/payments/withdraw/password': { coveredIn: 'apps/server/src/domain/payments/withdrawals.test.ts' },
  'PUT /wps/payments/withdraw/password': { coveredIn: 'apps/server/src/domain/payments/withdrawals.test.ts' },
  'POST /wps/payments/withdraw/password/verify': {
    coveredIn: 'apps/server/src/domain/payments/withdrawals.test.ts',
  },
  'GET /wps/payments/payout-accounts': { coveredIn: 'apps/server/src/domain/payments/withdrawals.test.ts' },
  'POST /wps/payments/payout-accounts': { coveredIn: 'apps/server/src/domain/payments/withdrawals.test.ts' },
  'POST /wps/payments/payout-accounts/:id/remove': {
    coveredIn: 'apps/server/src/domain/payments/withdrawals.test.ts',
  },
  'POST /wps/payments/withdrawals': { coveredIn: 'apps/server/src/domain/payments/withdrawals.test.ts' },
  'GET /wps/payments/withdrawals': { coveredIn: 'apps/server/src/domain/payments/withdrawals.test.ts' },
  'GET /wps/payments/withdrawals/:id': { coveredIn: 'apps/server/src/domain/payments/withdrawals.test.ts' },
  'POST /wps/payments/withdrawals/:id/receipt': {
    coveredIn: 'apps/server/src/domain/payments/withdrawals.test.ts',
  },
  'POST /wps/payments/withdrawals/:id/proofs': {
    coveredIn: 'apps/server/src/domain/payments/withdrawals.test.ts',
  },
  'POST /wps/payments/webhook/sandbox': { coveredIn: 'apps/server/src/domain/payments/webhook.test.ts' },
  // Binding a mobile number or e-mail to an account (domain/member/bind.ts): its owner's calls.
  'GET /wps/member/bind': { coveredIn: 'apps/server/src/domain/member/bind.test.ts' },
  'POST /wps/member/bind/mobile/code': { coveredIn: 'apps/server/src/domain/member/bind.test.ts' },
  'POST /wps/member/bind/mobile': { coveredIn: 'apps/server/src/domain/member/bind.test.ts' },
  'POST /wps/member/bind/email/code': { coveredIn: 'apps/server/src/domain/member/bind.test.ts' },
  'POST /wps/member/bind/email': { coveredIn: 'apps/server/src/domain/member/bind.test.ts' },
  'GET /wps/messages/unreadCount': { auth: true, baseStatus: 200 },
  'GET /wps/relay/CSP_unreadCount': { auth: true, baseStatus: 200 },
  'POST /wps/relay/CSP_unreadCount': { auth: true, baseStatus: 200 },
};

/** A new session of the test member (login, before the case's snapshot). */
async function loginToken() {
  const r = await t.req<{ token: string }>('POST', '/wps/session/login', { body: user, ip: t.ip() });
  if (r.status !== 200) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
  return r.body.value!.token;
}

const covered = (c: Case | CoveredElsewhere): c is CoveredElsewhere => 'coveredIn' in c;

/** The envelope checks every refusal must pass. */
function expect4xx(r: Res, what: string) {
  const shown = `${what} -> ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;
  expect(r.status, shown).toBeGreaterThanOrEqual(400);
  expect(r.status, shown).toBeLessThan(500);
  expect(r.body.success, shown).toBe(false);
  expect(r.body.errorCode, shown).toMatch(/^[A-Z][A-Z0-9_]*$/);
  expect(typeof r.body.message, shown).toBe('string');
  expect(r.body.message!.length, shown).toBeGreaterThan(0);
  expect(r.raw.body, shown).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|DrizzleQueryError|SELECT /);
}
/** For lenient parameters: anything but a 5xx (and an envelope when refused). */
function expectNot5xx(r: Res, what: string) {
  const shown = `${what} -> ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;
  expect(r.status, shown).toBeLessThan(500);
  if (r.status >= 400) expect4xx(r, what);
}

/** Row count of every table but attempt_limits, and a digest of members (an update is a write too). */
async function snapshot() {
  const tables = await t.db.query<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (name === 'attempt_limits') continue;
    const [row] = await t.db.query<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM ${sql.identifier(name)}`,
    );
    counts[name] = Number(row!.n);
  }
  const [digest] = await t.db.query<{ d: string }>(
    sql`SELECT md5(coalesce(string_agg(m::text, '|' ORDER BY m.id), '')) AS d FROM members m`,
  );
  return { counts, members: digest!.d };
}

/**
 * Percent-encodes like encodeURIComponent, but sends a lone surrogate as the bytes a careless client would (CESU-style
 * ED A0 80) instead of throwing or turning it into U+FFFD as URLSearchParams does.
 */
const enc = (s: string) =>
  Array.from(s)
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');

function urlOf(route: string, c: Case, query?: Record<string, string>, params?: Record<string, string>) {
  let path = route.slice(route.indexOf(' ') + 1);
  for (const [k, v] of Object.entries(params ?? c.params ?? {})) path = path.replace(`:${k}`, enc(v));
  const q = query ?? c.query;
  return q
    ? `${path}?${Object.entries(q)
        .map(([k, v]) => `${enc(k)}=${enc(v)}`)
        .join('&')}`
    : path;
}

/** The token a case's base request sends (set per route: logout's base revokes its own session). */
let caseToken: string | undefined;

function send(
  route: string,
  c: Case,
  o: {
    body?: unknown;
    rawBody?: string;
    query?: Record<string, string>;
    params?: Record<string, string>;
    headers?: Record<string, string>;
    token?: string | null;
  } = {},
) {
  const method = route.slice(0, route.indexOf(' '));
  return t.req(method, urlOf(route, c, o.query, o.params), {
    token: o.token === null ? undefined : (o.token ?? caseToken),
    body: o.rawBody === undefined ? (o.body ?? c.body) : undefined,
    rawBody: o.rawBody,
    form: c.form,
    headers: o.headers ?? (o.rawBody !== undefined ? { 'content-type': 'application/json' } : undefined),
    ip: t.ip(),
  });
}

describe('bad input on every call', () => {
  it('has a bad-input case for every registered /wps and /lgw route, or names the test file that covers it', () => {
    const registered = t.app.routes
      .filter((r) => /^\/(wps|lgw)\//.test(r.url))
      .map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((k) => !CASES[k]);
    expect(
      missing,
      `add a CASES entry (or { coveredIn: '<test file>' }) in badinput.test.ts for: ${missing.join(', ')}`,
    ).toEqual([]);
    const stale = Object.keys(CASES).filter((k) => !registered.includes(k));
    expect(stale, 'CASES entries for routes that no longer exist').toEqual([]);
    for (const [k, c] of Object.entries(CASES)) {
      if (!covered(c)) continue;
      const file = join(repoRoot, c.coveredIn);
      expect(existsSync(file), `${k}: ${c.coveredIn} does not exist`).toBe(true);
      // The named file must call the route: every fixed piece of its path (around `:params`) appears in it.
      const text = readFileSync(file, 'utf8');
      const pieces = k
        .slice(k.indexOf(' ') + 1)
        .split(/:[A-Za-z]+/)
        .filter(Boolean);
      expect(
        pieces.filter((p) => !text.includes(p)),
        `${k}: ${c.coveredIn} never mentions the route`,
      ).toEqual([]);
    }
  });

  const routes = Object.entries(CASES).filter((e): e is [string, Case] => !covered(e[1]));

  it.each(routes)(
    '%s: refuses bad input with a 4xx envelope, never a 5xx, writing nothing',
    async (route, c) => {
      const method = route.slice(0, route.indexOf(' '));
      caseToken = c.auth === 'throwaway' ? await loginToken() : c.auth ? token : undefined;
      const before = await snapshot();
      // Free play's successes are its purpose: each writes one trial member (with its session and balances).
      const freeplay = route === 'POST /wps/session/login/freeplay';
      let trialMembers = 0;

      // The base itself: proves it is near-valid (fails at the last check) or, for input-less calls, that it works.
      const base = await send(route, c);
      expect(base.status, `${route} base: ${JSON.stringify(base.body).slice(0, 300)}`).toBe(c.baseStatus);
      if (base.status >= 400) expect4xx(base, `${route} base`);
      const okOrRefused = (r: Res, what: string, field?: string) => {
        if (freeplay && r.status === 200) trialMembers++; // header and body mutations alike
        if (c.baseStatus < 400 && field && c.lenient?.includes(field)) expectNot5xx(r, what);
        else expect4xx(r, what);
      };
      if (freeplay) trialMembers++;

      // Headers: an unknown brand, junk session tokens.
      for (const s of ["' OR 1=1 --", '<script>', 'x'.repeat(300), '__proto__'])
        expect4xx(await send(route, c, { headers: { merchant: s } }), `${route} Merchant ${s.slice(0, 20)}`);
      const lang = await send(route, c, { headers: { language: "'; DROP TABLE x; --" } });
      expectNot5xx(lang, `${route} Language`);
      if (freeplay && lang.status === 200) trialMembers++;
      if (c.auth) {
        for (const junk of ["' OR 1=1 --", '<script>', 'x'.repeat(129), 'x'.repeat(5000), '%00', 'null']) {
          const r = await send(route, c, { token: junk });
          expect4xx(r, `${route} token ${junk.slice(0, 20)}`);
          // Schema validation runs before the session check: a refused base body is refused first.
          expect([401, c.baseStatus]).toContain(r.status);
        }
        const none = await send(route, c, { token: null });
        expect4xx(none, `${route} no token`);
        if (c.baseStatus < 400) expect(none.body.errorCode).toBe('NOT_LOGGED_IN');
      }

      if (c.body) {
        // No body, malformed JSON, JSON that is not an object.
        if (c.required?.length) {
          expect4xx(
            await t.req(method, urlOf(route, c), { token: caseToken, ip: t.ip() }),
            `${route} no body`,
          );
          expect4xx(await send(route, c, { body: {} }), `${route} {}`);
        }
        if (!c.form) {
          for (const raw of ['[1,2', '{"a":', '[]', '"text"', '42', 'null', 'true', '{"a":1}{"b":2}'])
            okOrRefused(await send(route, c, { rawBody: raw }), `${route} raw ${raw}`);
          // Prototype pollution through keys: refused by the JSON parser (secure-json-parse).
          for (const poison of [
            `{"__proto__":{"polluted":"yes"},${JSON.stringify(c.body).slice(1)}`,
            `{"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(c.body).slice(1)}`,
          ])
            expect4xx(await send(route, c, { rawBody: poison }), `${route} ${poison.slice(0, 30)}`);
        } else {
          for (const key of ['__proto__', 'constructor', 'prototype', 'hasOwnProperty']) {
            const r = await t.req(method, urlOf(route, c), {
              rawBody: `${new URLSearchParams(c.body as Record<string, string>).toString()}&${key}=polluted&${key}[polluted]=yes`,
              token: caseToken,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              ip: t.ip(),
            });
            expectNot5xx(r, `${route} form ${key}`);
          }
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();

        // Each required field missing.
        for (const f of c.required ?? []) {
          const { [f]: _drop, ...rest } = c.body;
          expect4xx(await send(route, c, { body: rest }), `${route} without ${f}`);
        }
        // Each field with each wrong type (JSON only: a form carries strings).
        if (!c.form)
          for (const [f, v] of Object.entries(c.body)) {
            const kind = Array.isArray(v) ? 'array' : (typeof v as 'string' | 'number' | 'boolean');
            for (const w of WRONG[kind])
              okOrRefused(
                await send(route, c, { body: { ...c.body, [f]: w } }),
                `${route} ${f}=${JSON.stringify(w)}`,
                f,
              );
          }
        // Each string field with odd Unicode and injection strings.
        for (const [f, v] of Object.entries(c.body)) {
          if (typeof v !== 'string') continue;
          for (const [name, s] of Object.entries(STRINGS))
            okOrRefused(await send(route, c, { body: { ...c.body, [f]: s } }), `${route} ${f}=${name}`, f);
        }
        // Unicode smuggled inside array items and numbers as strings.
        for (const [f, v] of Object.entries(c.body))
          if (Array.isArray(v))
            for (const s of Object.values(STRINGS))
              expect4xx(
                await send(route, c, { body: { ...c.body, [f]: [s] } }),
                `${route} ${f}=[${s.slice(0, 12)}]`,
              );
        // Oversized body: past the 32 KiB limit.
        const first = Object.keys(c.body)[0]!;
        const big = await send(route, c, { body: { ...c.body, [first]: 'x'.repeat(40_000) } });
        expect4xx(big, `${route} oversized`);
        expect(big.status).toBe(413);
        expect(big.body.errorCode).toBe('BODY_TOO_LARGE');
      } else if (method !== 'GET') {
        // Calls without a body still refuse an oversized one.
        const big = await t.req(method, urlOf(route, c), {
          token: caseToken,
          body: { x: 'x'.repeat(40_000) },
          ip: t.ip(),
        });
        expect4xx(big, `${route} oversized`);
        expect(big.status).toBe(413);
      }

      for (const [kind, input] of [
        ['query', c.query],
        ['params', c.params],
      ] as const) {
        if (!input) continue;
        for (const f of kind === 'query' ? (c.required ?? []) : []) {
          const { [f]: _drop, ...rest } = input;
          expect4xx(await send(route, c, { query: rest }), `${route} without ${f}`);
        }
        for (const f of Object.keys(input))
          for (const [name, s] of Object.entries(STRINGS))
            okOrRefused(await send(route, c, { [kind]: { ...input, [f]: s } }), `${route} ${f}=${name}`, f);
        // Invalid percent-encoding (a lone byte of a UTF-8 sequence, an encoded NUL).
        const path = urlOf(route, c);
        const first = Object.keys(input)[0]!;
        for (const bad of ['%ED%A0%80', '%E0%A4%A', '%00', '%C0%AF'])
          okOrRefused(
            await t.req(method, kind === 'query' ? `${path}&${first}=${bad}` : path.replace(/[^/]+$/, bad), {
              token: caseToken,
              ip: t.ip(),
            }),
            `${route} ${kind} ${bad}`,
            first,
          );
      }
      if (!c.body && !c.query && !c.params) {
        // Input-less calls ignore query parameters: junk ones change nothing and never fail the server.
        for (const s of Object.values(INJECT))
          expectNot5xx(
            await t.req(method, `${urlOf(route, c)}?q=${encodeURIComponent(s)}&__proto__=x&x=%ED%A0%80`, {
              token: caseToken,
              ip: t.ip(),
            }),
            `${route} ?q=${s}`,
          );
      }

      const after = await snapshot();
      if (freeplay) {
        // Exactly one trial member per success; its session and balance rows (wallet or ledger tables) go with it.
        expect(after.counts.members).toBe(before.counts.members! + trialMembers);
        for (const table of Object.keys(after.counts))
          if (!/^(members|sessions|wallet_balances|ledger_.*)$/.test(table))
            expect(after.counts[table], table).toBe(before.counts[table]);
      } else {
        expect(after).toEqual(before);
      }
    },
  );

  it('checks encrypted (JWE) bodies after decryption like plain ones: NUL, lone surrogates, wrong types', async () => {
    const key = await t.req<{ jwk: JWK }>('GET', '/wps/crypto/publicKey');
    const before = await snapshot();
    for (const [route, body] of [
      ['POST /wps/session/login', { username: 'ab\u0000cd', password: 'wrong-password-1' }],
      ['POST /wps/session/login', { username: 'nosuchuser1', password: 'pw\ud800pw-pw-pw' }],
      ['POST /wps/session/login', { username: 12345, password: 'wrong-password-1' }],
      [
        'PUT /wps/member/register',
        { username: 'validuser78', password: 'a\u0000bcdefgh', confirmPassword: 'x' },
      ],
    ] as const) {
      const jwe = await encryptFor(key.body.value!.jwk, body);
      const [method, url] = route.split(' ') as [string, string];
      const r = await t.req(method, url, { body: { jwe }, ip: t.ip() });
      expect4xx(r, `${route} JWE ${JSON.stringify(body)}`);
      expect(r.body.errorCode).toBe('VALIDATION');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an unsupported content type with 415', async () => {
    const r = await t.req('POST', '/wps/session/login', {
      rawBody: '<x/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect4xx(r, 'xml');
    expect(r.status).toBe(415);
    expect(r.body.errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('localises the refusal message by the Language header (en and bn differ, same errorCode)', async () => {
    const body = { username: 'ab\u0000c', password: 'x' };
    const en = await t.req('POST', '/wps/session/login', { body, headers: { language: 'en' } });
    const bn = await t.req('POST', '/wps/session/login', { body, headers: { language: 'bn' } });
    expect(en.body.errorCode).toBe(bn.body.errorCode);
    expect(en.body.message).not.toBe(bn.body.message);
    expect(bn.body.message).toMatch(/[\u0980-\u09FF]/);
  });
});
