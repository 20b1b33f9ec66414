/**
 * Shared fixtures of the end-to-end suite.
 *
 * - `siteLanguage` (option, default 'en'): stored as `lang` before the first load unless the page already chose one,
 *   so texts are English and readable in the tests; `null` leaves the brand default (Bengali for deshplay). Also
 *   set as the `lang` cookie (the mirror a returning visitor has: apps/web/src/shared/i18n/languageCookie.ts), so the
 *   server renders the home page in it and the browser hydrates it.
 * - `pageErrors` (auto): every uncaught exception in the page fails the test, and so does a hydration mismatch React
 *   recovered from (apps/web/src/main.tsx logs it as "hydration recovered by a client render").
 * - `publicPopup` (option, default 'closed'): the public popup counts as closed for this session.
 * - `member` (worker): the member global-setup.ts registered through the real API the way the site does it
 *   (the captcha's proof of work solved here with altcha-lib, as the widget does; the SMS code from the sandbox SMS
 *   gateway). Flows about registration itself go through the UI, where the real widget solves the captcha in the
 *   browser (`captchaSolved()`).
 * - helpers: `freshMobile()`, `smsCode()`, `captchaSolved()`, `solvedCaptcha()`, `registerByMobile()`,
 *   `registerByUsername()`, `storageSnapshot()`; flows shared by several specs:
 *   `newLoggedInPlayer()`, `sandboxDeposit()`, `playDemoSlot()`, `agentLogin()`, `siteContext()`; the seeded demo
 *   agent's `seededPassword()` and `demoAgentToken()`; the operator CLI `ops()`.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';

export { expect };

/** Base URL of the main server (the repository's config). */
export const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
/** Base URL of the scenario server (deshplay in maintenance, nova denying US visitors). */
export const scenarioURL = process.env.E2E_SCENARIO_URL ?? 'http://127.0.0.1:3001';
/** The main server's operator listener (OPS_PORT): the operator API is never on the public port. */
export const opsURL = process.env.E2E_OPS_URL ?? 'http://127.0.0.1:3001';

/** Where global-setup.ts writes the shared member. */
export const memberFile = fileURLToPath(new URL('../.cache/e2e/member.json', import.meta.url));

/** A fresh valid Bangladeshi mobile number, national form (the default brand's pattern ^1[3-9][0-9]{8}$). */
export function freshMobile(): string {
  return `17${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
}

/** A fresh username (letter first, letters and digits, 6 to 16 characters). */
export function freshUsername(prefix = 'e2e'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`.slice(0, 16);
}

/**
 * The sandbox SMS gateway that receives the SMS of the server at `url` (scripts/e2e.mjs runs one beside each server,
 * in its games server; docs/architecture.md "Messaging"). Default: `npm start`'s, on the games port 3100.
 */
export function smsInboxOf(url: string): string {
  const inbox = url === scenarioURL ? process.env.E2E_SCENARIO_SMS_INBOX_URL : process.env.E2E_SMS_INBOX_URL;
  return inbox ?? 'http://127.0.0.1:3100/sms-sandbox';
}

/**
 * The code of the last SMS the server at `url` sent to `mobile`, read from the sandbox SMS gateway's inbox over HTTP
 * (`GET <gateway>/messages?to=<digits>`, newest first), as a person would read their phone. Polls up to 5 s.
 */
export async function smsCode(request: APIRequestContext, mobile: string, url = baseURL): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const r = await request.get(
          `${smsInboxOf(url)}/messages?to=${encodeURIComponent(mobile.replace(/\D/g, ''))}`,
        );
        if (!r.ok()) return null;
        const { messages } = (await r.json()) as { messages: Array<{ text: string }> };
        code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? null;
        return code;
      },
      { timeout: 5_000, message: `an SMS code sent to ${mobile}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * Runs `navigate` and waits until the page's requests have been quiet for `quietMs` (after `load`), leaving out the
 * server-sent event streams (a member's `/wps/events`, an agent's contract events), which stay open as long as the
 * page: Playwright's `networkidle` would wait for them forever on every logged-in page.
 * @throws when requests are still pending after 30 s (their URLs named).
 */
export async function gotoAndSettle(
  page: Page,
  navigate: () => Promise<unknown>,
  quietMs = 500,
): Promise<void> {
  const isStream = (r: Request) =>
    (r.headers()['accept'] ?? '').includes('text/event-stream') ||
    /\/events$/.test(new URL(r.url()).pathname);
  const pending = new Set<Request>();
  let last = Date.now();
  const started = (r: Request) => {
    if (isStream(r)) return;
    pending.add(r);
    last = Date.now();
  };
  const ended = (r: Request) => {
    if (pending.delete(r)) last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await navigate();
    await page.waitForLoadState('load');
    const until = Date.now() + 30_000;
    while (pending.size > 0 || Date.now() - last < quietMs) {
      if (Date.now() > until)
        throw new Error(`requests still pending: ${[...pending].map((r) => r.url()).join(', ')}`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Registers by mobile number as a person would, from `/register`: the number, Send code, the code `readCode(mobile)`
 * gives (default: the sandbox SMS gateway's inbox; e2e/tests/newcomer.spec.ts reads the development inbox page), the password twice when the
 * brand asks for one (MOBREGPWD3), the other `fields` the brand requires (label -> value, e.g. nova's Email and Real
 * name), the captcha, the terms, Register. Resolves once the popup has closed.
 */
export async function registerByMobile(
  page: Page,
  _context: BrowserContext,
  mobile: string,
  password: string,
  readCode: (mobile: string) => Promise<string> = (m) => smsCode(page.request, m),
  fields: Record<string, string> = {},
): Promise<void> {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  const form = dialog.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await form.getByLabel('Verification code').fill(await readCode(mobile));
  const passwordField = form.getByLabel('Password', { exact: true });
  if (await passwordField.count()) await passwordField.fill(password);
  const confirm = form.getByLabel('Confirm password');
  if (await confirm.count()) await confirm.fill(password);
  await finishRegistration(dialog, form, fields);
}

/**
 * Registers by username from `/register` on a brand whose popup has no mobile registration (nova: one form, no tabs;
 * a brand with tabs gets its Username tab): username, password twice, the other `fields` the brand requires (label ->
 * value), the captcha, the terms, Register. Resolves once the popup has closed.
 */
export async function registerByUsername(
  page: Page,
  context: BrowserContext,
  username: string,
  password: string,
  fields: Record<string, string> = {},
): Promise<void> {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  const tab = dialog.getByRole('tab', { name: 'Username' });
  await expect(dialog.getByRole('textbox', { name: 'Username' }).or(tab)).toBeVisible();
  if (await tab.count()) await tab.click();
  const form = dialog.getByRole('form', { name: 'Register' }).or(dialog.getByRole('tabpanel'));
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await finishRegistration(dialog, form, fields);
}

/** The end of both registrations: `fields`, the captcha (solved by the real widget), the terms, Register; the popup closes. */
async function finishRegistration(dialog: Locator, form: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
  await captchaSolved(form);
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The captcha widget's checkbox by its English names: "I'm not a robot" until solved, then "Verified" (locales/en.json
 * `ui.captchaField.label`, `ui.captchaField.verified`).
 */
export const CAPTCHA_CHECKBOX = /^(I'm not a robot|Verified)$/;

/**
 * Waits until the captcha widget inside `scope` has solved its proof of work in the browser (its checkbox becomes
 * checked: the widget fetched a challenge and its Web Workers found the solution). Nothing is read from the server
 * and nothing is typed: the real widget does what it does for a person.
 */
export async function captchaSolved(scope: Locator): Promise<void> {
  await expect(scope.getByRole('checkbox', { name: CAPTCHA_CHECKBOX })).toBeChecked({ timeout: 30_000 });
}

/**
 * A solved captcha payload for an API call (as the widget would submit it): a challenge from GET /wps/captcha (of
 * the brand `merchant` when given), its proof of work solved here with altcha-lib.
 */
export async function solvedCaptcha(
  request: APIRequestContext,
  url = baseURL,
  merchant?: string,
): Promise<string> {
  const r = await request.get(`${url}/wps/captcha`, merchant ? { headers: { merchant } } : {});
  expect(r.ok(), `captcha challenge: ${await r.text()}`).toBe(true);
  const challenge = ((await r.json()) as { value: Challenge }).value;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution, 'captcha solved').toBeTruthy();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Every key and value of localStorage and sessionStorage of the page's origin. */
export async function storageSnapshot(
  page: Page,
): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  return page.evaluate(() => {
    const dump = (s: Storage) => {
      const o: Record<string, string> = {};
      for (let i = 0; i < s.length; i++) {
        const k = s.key(i)!;
        o[k] = s.getItem(k) ?? '';
      }
      return o;
    };
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
}

/** Credentials of a registered member. */
export interface Member {
  username: string;
  password: string;
  mobile: string;
}

/**
 * Registers a member through the API (PUT /wps/member/register) exactly as the register popup sends it, solving the
 * captcha's proof of work (`solvedCaptcha`) and reading the SMS code from the sandbox SMS gateway. Uses its own
 * request context (own cookies).
 */
export async function registerMember(request: APIRequestContext, url = baseURL): Promise<Member> {
  const username = freshUsername('mem');
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const mobile = freshMobile();
  const sms = await request.post(`${url}/wps/verification/sms/register`, {
    data: { mobileNo: mobile, countryDialingCode: '+880' },
  });
  expect(sms.ok(), `SMS request: ${await sms.text()}`).toBe(true);
  const code = await smsCode(request, mobile, url);
  const answer = await solvedCaptcha(request, url);
  const r = await request.put(`${url}/wps/member/register`, {
    data: {
      username,
      password,
      confirmPassword: password,
      mobileNum: mobile,
      countryDialingCode: '+880',
      verificationCode: code,
      captcha: answer,
      registerMethod: 'WEB',
    },
  });
  expect(r.ok(), `register: ${await r.text()}`).toBe(true);
  return { username, password, mobile };
}

interface TestFixtures {
  siteLanguage: string | null;
  /** 'closed' (default): the public popup counts as already closed this session; 'shown': a first visit. */
  publicPopup: 'closed' | 'shown';
  pageErrors: string[];
}
interface WorkerFixtures {
  /** The shared member (log in/out, guards, axe). */
  member: Member;
  /** A member only the wrong-password test uses (its failures must not lock or captcha-gate `member`). */
  wrongPasswordMember: Member;
  /**
   * A session token of `member`, one API login per worker (logins are rate limited per IP: 20 a minute, and every
   * test comes from 127.0.0.1).
   */
  memberToken: string;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  siteLanguage: ['en', { option: true }],
  publicPopup: ['closed', { option: true }],
  context: async ({ context, siteLanguage, publicPopup }, use) => {
    if (siteLanguage) {
      // Init scripts run in every frame; a cross-site game frame is refused storage (nothing to seed there).
      await context.addInitScript((lang) => {
        try {
          if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
        } catch {
          // storage refused in this frame
        }
      }, siteLanguage);
      await context.addCookies(
        [baseURL, scenarioURL].map((url) => ({ name: 'lang', value: siteLanguage, url })),
      );
    }
    // The public popup (spec 2) greets every new session; flows other than its own start as if it was closed
    // (the keys of apps/web/src/features/popups/rules.ts PUBLIC_POPUP_CLOSED_KEYS).
    if (publicPopup === 'closed')
      await context.addInitScript(() => {
        try {
          for (const k of ['publicPopupClosed.anonymous', 'publicPopupClosed.member'])
            if (!sessionStorage.getItem(k)) sessionStorage.setItem(k, '1');
        } catch {
          // storage refused in this frame (a cross-site game frame)
        }
      });
    await use(context);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' && m.text().startsWith('hydration recovered')) errors.push(m.text());
      });
      await use(errors);
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
  member: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use) => {
      await use((JSON.parse(readFileSync(memberFile, 'utf8')) as Member[])[0]!);
    },
    { scope: 'worker' },
  ],
  memberToken: [
    async ({ playwright, member }, use) => {
      const request = await playwright.request.newContext({ baseURL });
      const token = await apiLogin(request, member);
      await request.dispose();
      await use(token);
    },
    { scope: 'worker' },
  ],
  wrongPasswordMember: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use) => {
      await use((JSON.parse(readFileSync(memberFile, 'utf8')) as Member[])[1]!);
    },
    { scope: 'worker' },
  ],
});

/** A Bengali text of the site by message id (locales/bn.json), so Bengali assertions follow the catalogue. */
export function bn(id: string): string {
  const catalogue = JSON.parse(
    readFileSync(fileURLToPath(new URL('../locales/bn.json', import.meta.url)), 'utf8'),
  ) as Record<string, string>;
  const text = catalogue[id];
  if (!text) throw new Error(`no Bengali text for ${id}`);
  return text;
}

/**
 * Submits the open login popup. After repeated failures from this address the server demands a captcha (the popup
 * then shows the widget, which solves its proof of work by itself): like a person, wait for it and submit again.
 */
export async function submitLogin(page: Page): Promise<{ success?: boolean; errorCode?: string }> {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const captcha = dialog.getByRole('group', { name: 'Captcha' });
  const submit = dialog.getByRole('button', { name: 'Log in', exact: true });
  let body: { success?: boolean; errorCode?: string } = {};
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await captcha.isVisible()) await captchaSolved(captcha);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/wps/session/login' && r.request().method() === 'POST',
      ),
      submit.click(),
    ]);
    body = (await response.json().catch(() => ({}))) as typeof body;
    if (!body.errorCode?.startsWith('CAPTCHA_')) break;
    await expect(captcha).toBeVisible();
  }
  return body;
}

/** Opens the phone side menu when the page shows the menu button (phones); no-op on wide screens. */
export async function openSideMenu(page: Page, label = 'Menu'): Promise<void> {
  const button = page.getByRole('banner').getByRole('button', { name: label, exact: true });
  if (await button.isVisible()) await button.click();
}

/** Logs in through the login popup of the current page (opens it from the header). */
export async function logIn(page: Page, m: Pick<Member, 'username' | 'password'>, remember = false) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(m.username);
  await dialog.getByLabel('Password', { exact: true }).fill(m.password);
  if (remember) await dialog.getByRole('checkbox', { name: 'Remember my username' }).check();
  await submitLogin(page);
  await expect(dialog).toBeHidden();
}

/**
 * POST /wps/session/login with `data` (and `headers`, e.g. a Merchant), solving the captcha's proof of work
 * when the server demands one (failures from this address: other tests' wrong passwords), and waiting out the
 * address's rate limit once when other workers' logins spent it. Returns the response.
 */
async function loginResponse(
  request: APIRequestContext,
  data: Record<string, string>,
  url = baseURL,
  headers: Record<string, string> = {},
) {
  let r = await request.post(`${url}/wps/session/login`, { headers, data });
  // Every spec logs in from 127.0.0.1, so the parallel workers share one address's login budget (the `attempt`
  // class, 20 a minute): when it is spent, wait out its Retry-After once, as a client would.
  if (r.status() === 429) {
    const wait = Math.min(Number(r.headers()['retry-after'] ?? 60) || 60, 65);
    await new Promise((done) => setTimeout(done, wait * 1000));
    r = await request.post(`${url}/wps/session/login`, { headers, data });
  }
  if (r.status() !== 200 && ((await r.json()) as { value?: { captcha?: boolean } }).value?.captcha) {
    const captcha = await solvedCaptcha(request, url, headers.merchant ?? headers.Merchant);
    r = await request.post(`${url}/wps/session/login`, { headers, data: { ...data, captcha } });
  }
  return r;
}

/** Logs `m` in through the API (POST /wps/session/login) and returns the session token. */
export async function apiLogin(
  request: APIRequestContext,
  m: Pick<Member, 'username' | 'password'>,
  url = baseURL,
) {
  const r = await loginResponse(
    request,
    { username: m.username, password: m.password, type: 'username' },
    url,
  );
  expect(r.ok(), `login: ${await r.text()}`).toBe(true);
  return ((await r.json()) as { value: { token: string } }).value.token;
}

/** Makes every page of `context` start logged in with `token` (the site keeps it in sessionStorage, spec 3). */
export async function useToken(context: BrowserContext, token: string) {
  await context.addInitScript((t) => {
    try {
      if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', t);
    } catch {
      // storage refused in this frame (a cross-site game frame)
    }
  }, token);
}

/**
 * Registers a fresh member through the API ({@link registerMember}, its own request context) and makes every page of
 * `context` start logged in as it. For flows that need a player of their own (money moves, rounds).
 */
export async function newLoggedInPlayer(
  playwright: { request: { newContext(): Promise<APIRequestContext> } },
  context: BrowserContext,
): Promise<Member> {
  const api = await playwright.request.newContext();
  const player = await registerMember(api);
  await useToken(context, await apiLogin(api, player));
  await api.dispose();
  return player;
}

/**
 * Deposits `amount` through the sandbox gateway from the member center's deposit page (`method`, a sandbox deposit
 * method of the brand: deshplay's bKash by default) and waits until its signed webhook has credited the wallet
 * ("Deposit credited").
 */
export async function sandboxDeposit(page: Page, amount = '500', method = 'bKash') {
  await page.goto('/member?page=depositv2');
  const deposit = page.getByRole('region', { name: 'Deposit', exact: true });
  await deposit.getByLabel('Payment method').selectOption({ label: method });
  await deposit.getByLabel('Amount').fill(amount);
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByRole('heading', { name: 'Deposit credited' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Opens the first CQ9 slot of the lobby (CQ9's sandbox game on the games server, framed in /seamless, played through
 * the signed seamless wallet protocol) and bets 1.00 `rounds` times in its frame. Returns the round ids, in play order.
 */
export async function playDemoSlot(page: Page, rounds: number): Promise<string[]> {
  const listed = page.waitForResponse((r) => {
    const u = new URL(r.url());
    return u.pathname === '/wps/relay/GCSGAME_gameList' && u.searchParams.get('vassalage') === 'CQ9';
  });
  await page.goto('/rng?vassalage=CQ9');
  const gameName = ((await (await listed).json()) as { value: { games: { gameName: string }[] } }).value
    .games[0]!.gameName;
  await page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: gameName })
    .first()
    .getByRole('button', { name: 'Play', exact: true })
    .click();
  await expect(page).toHaveURL(/\/seamless\?/);
  const betButton = page
    .frameLocator('[data-testid="game-frame"]')
    .getByRole('button', { name: 'Spin', exact: true });
  const roundIds: string[] = [];
  for (let i = 0; i < rounds; i++) {
    await expect(betButton).toBeEnabled();
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/sandbox/CQ9/api/play');
    await betButton.click();
    const r = await answered;
    expect(r.status()).toBe(200);
    roundIds.push(((await r.json()) as { roundId: string }).roundId);
  }
  return roundIds;
}

/**
 * Fills the /agent login form of the current page and submits; solves the captcha when the server asks for one
 * (other tests' failures from this address).
 */
export async function agentLogin(
  page: Page,
  _context: BrowserContext,
  m: Pick<Member, 'username' | 'password'>,
) {
  const form = page.getByRole('region', { name: 'Agent login' });
  const captcha = form.getByRole('group', { name: 'Captcha' });
  const submit = form.getByRole('button', { name: 'Log in' });
  await form.getByLabel('Username').fill(m.username);
  await form.getByLabel('Password', { exact: true }).fill(m.password);
  // Like submitLogin: wait for the server's answer, not for a fixed time (a slow server answered after a short
  // visibility check gave up, and the captcha it then asked for was never solved).
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await captcha.isVisible()) await captchaSolved(captcha);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/wps/session/login' && r.request().method() === 'POST',
      ),
      submit.click(),
    ]);
    const body = (await response.json().catch(() => ({}))) as { errorCode?: string };
    if (!body.errorCode?.startsWith('CAPTCHA_')) return;
    await expect(captcha).toBeVisible();
  }
}

/**
 * Another browser context on the main server, set up as the test's own context is (English texts, the public popup
 * closed): for a second user acting beside the test's page.
 */
export async function siteContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
    for (const k of ['publicPopupClosed.anonymous', 'publicPopupClosed.member'])
      if (!sessionStorage.getItem(k)) sessionStorage.setItem(k, '1');
  });
  return context;
}

/**
 * The password the main e2e server logged when it seeded demo user `username` of `brand` (apps/server/src/domain/seed.ts and
 * agent/team/seed.ts log each once; scripts/e2e.mjs writes the log to .cache/e2e/main.log).
 */
export function seededPassword(username: string, brand = 'deshplay'): string {
  const log = readFileSync(fileURLToPath(new URL('../.cache/e2e/main.log', import.meta.url)), 'utf8');
  for (const line of log.split('\n')) {
    try {
      const o = JSON.parse(line) as { brand?: string; username?: string; password?: string };
      if (o.brand === brand && o.username === username && o.password) return o.password;
    } catch {
      // Not a JSON log line.
    }
  }
  throw new Error(`no seeded password for ${username} of ${brand} in the server log`);
}

/**
 * Logs the seeded demo agent of `brand` in through the API (`merchant`: the brand's Merchant header, none for the
 * default brand) and returns its session token. Its seeded password must be changed first (D2): the first run changes
 * it to the seeded one plus a suffix, a later run (another spec, a retry) logs in with that.
 */
export async function demoAgentToken(
  api: APIRequestContext,
  brand = 'deshplay',
  merchant?: string,
): Promise<string> {
  const headers: Record<string, string> = merchant ? { Merchant: merchant } : {};
  const seeded = seededPassword('demoagent', brand);
  const changed = `${seeded}Zz9`;
  const refusals: string[] = [];
  for (const password of [seeded, changed]) {
    const r = await loginResponse(
      api,
      { username: 'demoagent', password, type: 'username' },
      baseURL,
      headers,
    );
    if (!r.ok()) {
      refusals.push(await r.text());
      continue;
    }
    const v = ((await r.json()) as { value: { token: string; mustChangePassword: boolean } }).value;
    if (v.mustChangePassword) {
      const c = await api.post(`${baseURL}/wps/member/password`, {
        headers: { ...headers, Authorization: `Bearer ${v.token}` },
        data: { oldPassword: password, newPassword: changed, confirmNewPassword: changed },
      });
      expect(c.ok(), await c.text()).toBe(true);
    }
    return v.token;
  }
  throw new Error(`the demo agent of ${brand} could not log in: ${refusals.join(' / ')}`);
}

/** Runs `npm run ops -- <args>` against the e2e server with its bootstrap token (scripts/e2e.mjs sets it). */
export function ops(args: string[]): string {
  expect(process.env.OPS_BOOTSTRAP_TOKEN, 'run through scripts/e2e.mjs').toBeTruthy();
  const r = spawnSync('npm', ['run', '--silent', 'ops', '--', ...args, '--url', opsURL], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, OPS_TOKEN: '', OPS_USER: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(r.status, `npm run ops -- ${args.join(' ')}\n${r.stdout}\n${r.stderr}`).toBe(0);
  return r.stdout;
}
