/**
 * The demo walkthrough on a 360 px phone, for both brands of the shipped config (deshplay, nova chosen by its Merchant
 * header), on the demo data a first start seeds (apps/server/src/domain/agent/team/seedActivity.ts; docs/decisions.md D9 for
 * the jackpot's house seed): a new player registers (deshplay: by mobile number with the code from the development
 * inbox; nova, which has no mobile registration: by username with its required real name and e-mail), finds
 * a jackpot above zero and a winner board with masked names on the home page, deposits through the sandbox gateway,
 * plays one round of the in-house slot, sees the header balance move by the round, and finds the round in the betting
 * record; then the seeded demo agent opens its salary page and finds its contract from the operator, the contract it
 * gave its sub-agent, and (deshplay's real-time salary, once an operator settles the period) a paid statement.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import {
  demoAgentToken,
  expect,
  ops,
  registerByMobile,
  registerByUsername,
  sandboxDeposit,
  siteContext,
  test,
  useToken,
} from '../fixtures';

interface DemoBrand {
  id: string;
  /** The Merchant header choosing the brand (none: the default brand). */
  merchant?: string;
  currency: string;
  /**
   * How a new player registers: by mobile number with the SMS code from the development inbox (deshplay), or by
   * username where the brand has no mobile registration (nova), with the fields it requires.
   */
  register: (page: Page, context: BrowserContext) => Promise<void>;
  /** A sandbox deposit method of the brand. */
  deposit: string;
  /** The agent-center page of the demo agent's salary contract, and its type. */
  salaryPage: string;
  /** Settle now as an operator would (real-time periods end every 5 minutes); daily statements wait for midnight. */
  settleType?: string;
}

const PASSWORD = 'correct-horse-42';
const digits = (n: number) => String(randomBytes(4).readUInt32BE() % 10 ** n).padStart(n, '0');

const BRANDS: DemoBrand[] = [
  {
    id: 'deshplay',
    currency: 'BDT',
    register: (page, context) =>
      registerByMobile(page, context, `17${digits(8)}`, PASSWORD, (m) => inboxCode(context, m)),
    deposit: 'bKash',
    salaryPage: 'agentRealtimeSalary',
    settleType: 'realtime',
  },
  {
    id: 'nova',
    merchant: 'NOVAPLAY',
    currency: 'INR',
    register: (page, context) =>
      registerByUsername(page, context, `nv${digits(8)}`, PASSWORD, {
        'Real name': 'Asha Demo',
        Email: `nv${digits(8)}@example.com`,
      }),
    deposit: 'UPI',
    salaryPage: 'agentDailyWages2',
  },
];

/** Money as the site's header shows it in English: Intl currency style with the narrow symbol. */
const headerMoney = (minor: bigint, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    Number(minor) / 100,
  );

/** The SMS code sent to `mobile`, read from the development inbox page in a second tab (as newcomer.spec does). */
async function inboxCode(context: BrowserContext, mobile: string): Promise<string> {
  const inbox = await context.newPage();
  await inbox.goto('/dev/inbox');
  const row = inbox.getByRole('row').filter({ hasText: mobile }).first();
  await expect(row).toBeVisible();
  const code = (await row.locator('strong.code').textContent())?.trim() ?? '';
  await inbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Opens the in-house Lucky Lines slot from its tile in the lobby (/bgs) and spins once; returns the settled round. */
async function spinOnce(page: Page) {
  await page.goto('/bgs');
  const launched = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
  await page
    .getByRole('main')
    .getByRole('article', { name: 'Lucky Lines', exact: true })
    .first()
    .getByRole('button', { name: 'Play', exact: true })
    .click();
  const gamesOrigin = new URL(((await (await launched).json()) as { value: { url: string } }).value.url)
    .origin;
  const spin = page
    .frameLocator('[data-testid="game-frame"]')
    .getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled();
  const answered = page.waitForResponse((r) => r.url() === `${gamesOrigin}/api/play`);
  await spin.click();
  const r = await answered;
  expect(r.status()).toBe(200);
  return ((await r.json()) as { round: { roundId: string; status: string; stake: string; win: string } })
    .round;
}

for (const brand of BRANDS) {
  test.describe(`demo walkthrough on ${brand.id}`, () => {
    test.use({
      viewport: { width: 360, height: 780 },
      ...(brand.merchant ? { extraHTTPHeaders: { Merchant: brand.merchant } } : {}),
    });

    test(`a new player finds the demo alive, deposits, plays and reads the record; the demo agent has salary data`, async ({
      page,
      context,
      browser,
      playwright,
    }) => {
      test.setTimeout(240_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });

      // Registration as the brand offers it (deshplay: mobile number, code from the development inbox).
      await brand.register(page, context);
      await expect(page.getByRole('banner').getByRole('button', { name: 'My account menu' })).toBeVisible();

      // Home: the jackpot pool is above zero, the winner board lists real wins with masked names.
      await page.goto('/');
      const jackpot = page.getByTestId('jackpot-counter');
      await expect(jackpot).toHaveText(/^Jackpot.*\d\.\d{2}$/);
      expect(Number((await jackpot.textContent())!.replace(/[^\d.]/g, ''))).toBeGreaterThan(0);
      const board = page.getByRole('region', { name: 'Winners' });
      await board.scrollIntoViewIfNeeded();
      const winners = board.getByRole('listitem');
      await expect(winners.first()).toBeVisible();
      expect(await winners.count()).toBeGreaterThan(0);
      await expect(winners.first()).toContainText('***');
      await expect(board).not.toContainText('demoplayer');

      // Deposit 500 through the sandbox gateway: the header shows it.
      await sandboxDeposit(page, '500', brand.deposit);
      const banner = page.getByRole('banner');
      await expect(banner).toContainText(headerMoney(50_000n, brand.currency));

      // One round of the in-house slot; the header balance follows it.
      const round = await spinOnce(page);
      expect(round.status).toBe('settled');
      const after = 50_000n - BigInt(round.stake) + BigInt(round.win);
      await page.getByRole('button', { name: 'Refresh balance' }).click();
      await expect(banner).toContainText(headerMoney(after, brand.currency));

      // The betting record lists the round.
      await page.goto('/member?page=personalHistoryCopy');
      const bets = page
        .getByRole('region', { name: 'Betting record', exact: true })
        .getByRole('list', { name: 'Bets' });
      await expect(bets.getByRole('listitem')).toHaveCount(1);
      await expect(bets).toContainText(`Round ${round.roundId}`);

      // The seeded demo agent opens its salary page: its contract from the operator, the one it gave its sub-agent.
      if (brand.settleType)
        ops([
          'settle-now',
          '--type',
          brand.settleType,
          '--at',
          new Date(Date.now() + 6 * 60_000).toISOString(),
        ]);
      const api = await playwright.request.newContext();
      const token = await demoAgentToken(api, brand.id, brand.merchant);
      await api.dispose();
      const agentContext = await siteContext(browser);
      if (brand.merchant) await agentContext.setExtraHTTPHeaders({ Merchant: brand.merchant });
      await useToken(agentContext, token);
      const agent = await agentContext.newPage();
      await agent.setViewportSize({ width: 360, height: 780 });
      await agent.goto(`/agentHome?page=${brand.salaryPage}`);
      const mine = agent.getByRole('region', { name: 'My contract' }).getByRole('listitem');
      await expect(mine.first()).toContainText('The operator');
      await expect(mine.first()).toContainText('Active');
      const given = agent.getByRole('region', { name: 'Given to downlines' }).getByRole('listitem');
      await expect(given.filter({ hasText: 'demosubagent' })).toContainText('Active');
      if (brand.settleType) {
        const statements = agent.getByRole('region', { name: 'Statements' }).getByRole('listitem');
        await expect(statements.filter({ hasText: 'Paid' }).first()).toBeVisible();
      }
      // Team overview: the demo players' rounds are the team's bets.
      await agent.goto('/agentHome');
      await expect(agent.getByRole('img', { name: 'Bets and team profit/loss per day' })).toBeVisible();
      await agentContext.close();
    });
  });
}
