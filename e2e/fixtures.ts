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
 *   (captcha answer and SMS code from the test-only hooks of apps/server/src/testing). Flows about registration
 *   itself go through the UI instead.
 * - helpers: `freshMobile()`, `smsCode()`, `captchaAnswer()`, `storageSnapshot()`; flows shared by several specs:
 *   `newLoggedInPlayer()`, `sandboxDeposit()`, `playDemoSlot()`, `agentLogin()`, `siteContext()`.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
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

/** The last SMS code the server sent to `mobile` (test hook GET /__test/sms/last). Polls up to 5 s. */
export async function smsCode(request: APIRequestContext, mobile: string, url = baseURL): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const r = await request.get(`${url}/__test/sms/last?mobile=${encodeURIComponent(mobile)}`);
        if (!r.ok()) return null;
        code = ((await r.json()) as { value: { code: string | null } }).value.code;
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
 * gives (default: the test hook; e2e/tests/newcomer.spec.ts reads the development inbox), the password twice when the
 * brand asks for one (MOBREGPWD3), the captcha, the terms, Register. Resolves once the popup has closed.
 */
export async function registerByMobile(
  page: Page,
  context: BrowserContext,
  mobile: string,
  password: string,
  readCode: (mobile: string) => Promise<string> = (m) => smsCode(page.request, m),
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
  await expect(form.getByRole('img', { name: 'Verification image' })).toBeVisible();
  await form.getByLabel('Captcha').fill(await captchaAnswer(context));
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The answer of the captcha currently shown to this browser context: its id is the HttpOnly `pd_captcha` cookie,
 * the answer comes from the test hook GET /__test/captcha/answer.
 */
export async function captchaAnswer(context: BrowserContext, url = baseURL): Promise<string> {
  // The cookie's path is /wps, so ask for the cookies a /wps URL would carry.
  const id = (await context.cookies(`${url}/wps/captcha`)).find((c) => c.name === 'pd_captcha')?.value;
  expect(id, 'a captcha cookie (the captcha image was fetched)').toBeTruthy();
  const r = await context.request.get(`${url}/__test/captcha/answer?id=${encodeURIComponent(id!)}`);
  expect(r.ok(), 'captcha answer from the test hook').toBe(true);
  return ((await r.json()) as { value: { answer: string } }).value.answer;
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
 * captcha and the SMS code through the test hooks. Uses its own request context (own cookies).
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
  const cap = await request.get(`${url}/wps/captcha`);
  expect(cap.ok()).toBe(true);
  const id = (await request.storageState()).cookies.find((c) => c.name === 'pd_captcha')?.value;
  const answer = (
    (await (await request.get(`${url}/__test/captcha/answer?id=${id}`)).json()) as {
      value: { answer: string };
    }
  ).value.answer;
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
      await context.addInitScript((lang) => {
        if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
      }, siteLanguage);
      await context.addCookies(
        [baseURL, scenarioURL].map((url) => ({ name: 'lang', value: siteLanguage, url })),
      );
    }
    // The public popup (spec 2) greets every new session; flows other than its own start as if it was closed
    // (the keys of apps/web/src/features/popups/rules.ts PUBLIC_POPUP_CLOSED_KEYS).
    if (publicPopup === 'closed')
      await context.addInitScript(() => {
        for (const k of ['publicPopupClosed.anonymous', 'publicPopupClosed.member'])
          if (!sessionStorage.getItem(k)) sessionStorage.setItem(k, '1');
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
 * then shows the field and says "Please complete verification first"): like a person, fill it in and submit again.
 */
export async function submitLogin(page: Page): Promise<{ success?: boolean; errorCode?: string }> {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const captcha = dialog.getByRole('textbox', { name: 'Captcha' });
  const submit = dialog.getByRole('button', { name: 'Log in', exact: true });
  let body: { success?: boolean; errorCode?: string } = {};
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await captcha.isVisible()) await fillLoginCaptcha(page);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/wps/session/login' && r.request().method() === 'POST',
      ),
      submit.click(),
    ]);
    body = (await response.json().catch(() => ({}))) as typeof body;
    if (body.errorCode !== 'CAPTCHA_REQUIRED' && body.errorCode !== 'CAPTCHA_INVALID') break;
    await expect(captcha).toBeVisible();
  }
  return body;
}

async function fillLoginCaptcha(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('img', { name: 'Verification image' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill(await captchaAnswer(page.context()));
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

/** Logs `m` in through the API (POST /wps/session/login) and returns the session token. */
export async function apiLogin(
  request: APIRequestContext,
  m: Pick<Member, 'username' | 'password'>,
  url = baseURL,
) {
  const data: Record<string, string> = { username: m.username, password: m.password, type: 'username' };
  let r = await request.post(`${url}/wps/session/login`, { data });
  if (r.status() !== 200 && ((await r.json()) as { value?: { captcha?: boolean } }).value?.captcha) {
    // Failures from this address (other tests' wrong passwords) made the server demand a captcha.
    await request.get(`${url}/wps/captcha`);
    const id = (await request.storageState()).cookies.find((c) => c.name === 'pd_captcha')?.value;
    const a = await request.get(`${url}/__test/captcha/answer?id=${id}`);
    data.captcha = ((await a.json()) as { value: { answer: string } }).value.answer;
    r = await request.post(`${url}/wps/session/login`, { data });
  }
  expect(r.ok(), `login: ${await r.text()}`).toBe(true);
  return ((await r.json()) as { value: { token: string } }).value.token;
}

/** Makes every page of `context` start logged in with `token` (the site keeps it in sessionStorage, spec 3). */
export async function useToken(context: BrowserContext, token: string) {
  await context.addInitScript((t) => {
    if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', t);
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
 * Deposits `amount` through the sandbox gateway from the member center's deposit page (bKash) and waits until its
 * signed webhook has credited the wallet ("Deposit credited").
 */
export async function sandboxDeposit(page: Page, amount = '500') {
  await page.goto('/member?page=depositv2');
  const deposit = page.getByRole('region', { name: 'Deposit', exact: true });
  await deposit.getByLabel('Payment method').selectOption({ label: 'bKash' });
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
  const betButton = page.frameLocator('[data-testid="game-frame"]').getByRole('button', { name: 'Bet 1.00' });
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
  context: BrowserContext,
  m: Pick<Member, 'username' | 'password'>,
) {
  const form = page.getByRole('region', { name: 'Agent login' });
  await form.getByLabel('Username').fill(m.username);
  await form.getByLabel('Password', { exact: true }).fill(m.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  const captcha = form.getByLabel('Captcha');
  if (await captcha.isVisible({ timeout: 1500 }).catch(() => false)) {
    await captcha.fill(await captchaAnswer(context));
    await form.getByRole('button', { name: 'Log in' }).click();
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
