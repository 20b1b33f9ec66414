/**
 * The player walkthrough on a 360 px phone, in both brands of the shipped config (deshplay; nova chosen by its
 * Merchant header), against the real platform and games server (scripts/e2e.mjs): a new player registers as the brand
 * offers it (deshplay by mobile number with the code from the sandbox SMS gateway; nova by username with its required
 * real name and e-mail), deposits from the phone bottom bar through the sandbox gateway (bKash, UPI), plays 10 spins
 * of the in-house slot and 5 rolls of its dice with the header balance matching the game's after every round (the live
 * stream, no reload), transfers to a sports vendor and plays a sandbox sports bet to settlement, verifies a slot round
 * on the games server's readable verify page, binds a payout account the brand's rules validate (bKash mobile number;
 * UPI VPA, docs/decisions.md D8), requests a withdrawal and cancels it. A screenshot of every step is kept as a test
 * artifact; the verify and withdraw pages are axe clean in light and dark.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { axeCleanInBothModes } from '../axe';
import { expect, freshMobile, freshUsername, registerByMobile, registerByUsername, test } from '../fixtures';
import { openInHouseGame } from '../fixtures/game';
import { keepStep, playRound, siteMoney } from '../fixtures/walkthrough';

interface WalkthroughBrand {
  id: string;
  /** The Merchant header choosing the brand (none: the default brand). */
  merchant?: string;
  currency: string;
  register: (page: Page, context: BrowserContext) => Promise<void>;
  /** The sandbox deposit method (brand payments.depositMethods). */
  deposit: string;
  /** The payout channel, its account field's label, a value its rule refuses with the message, and a valid one. */
  payout: { channel: string; field: string; invalid: string; refused: string; valid: string };
}

const PASSWORD = 'correct-horse-42';
const WITHDRAW_PASSWORD = 'wd-pass-2468';
/** The in-house slot and dice of the demo catalogue (apps/games resolveGame: BGS-BGS-<n>, n mod 3 = 0 and 1). */
const SLOT = 'BGS-BGS-0003';
const DICE = 'BGS-BGS-0001';
const SPINS = 10;
const ROLLS = 5;
const DEPOSIT = 100_000n;
const TO_SPORTS = 30_000n;
const WITHDRAW = 50_000n;

const BRANDS: WalkthroughBrand[] = [
  {
    id: 'deshplay',
    currency: 'BDT',
    register: (page, context) => registerByMobile(page, context, freshMobile(), PASSWORD),
    deposit: 'bKash',
    payout: {
      channel: 'bKash',
      field: 'Wallet mobile number',
      invalid: '12ab',
      refused: 'Please enter correct mobile number',
      valid: '01712345678',
    },
  },
  {
    id: 'nova',
    merchant: 'NOVAPLAY',
    currency: 'INR',
    register: (page, context) =>
      registerByUsername(page, context, freshUsername('nv').slice(0, 12), PASSWORD, {
        'Real name': 'Asha Demo',
        Email: `${freshUsername('nv')}@example.com`,
      }),
    deposit: 'UPI',
    payout: {
      channel: 'UPI',
      field: 'UPI ID (name@bank)',
      invalid: 'asha demo',
      refused: 'Please enter a valid UPI ID, such as name@bank',
      valid: 'asha.demo@okaxis',
    },
  },
];

for (const brand of BRANDS) {
  test.describe(`player walkthrough on ${brand.id}`, () => {
    test.use({
      viewport: { width: 360, height: 780 },
      ...(brand.merchant ? { extraHTTPHeaders: { Merchant: brand.merchant } } : {}),
    });

    test('registers, deposits from the bottom bar, plays slot, dice and a sports bet, verifies a round, withdraws and cancels', async ({
      page,
      context,
    }) => {
      test.setTimeout(240_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const header = page.getByRole('banner');
      const inHeader = (minor: bigint) =>
        expect(header).toContainText(siteMoney(minor, brand.currency, true));

      // Register as the brand offers it.
      await brand.register(page, context);
      await expect(header.getByRole('button', { name: 'My account menu' })).toBeVisible();
      await keepStep(page, '1 registered');

      // Deposit from the phone bottom bar through the sandbox gateway; its signed webhook credits the wallet.
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('link', { name: 'Deposit' })
        .click();
      await expect(page).toHaveURL(/\/member\?page=depositv2$/);
      const deposit = page.getByRole('region', { name: 'Deposit', exact: true });
      await deposit.getByLabel('Payment method').selectOption({ label: brand.deposit });
      await deposit.getByLabel('Amount').fill(String(DEPOSIT / 100n));
      await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(deposit.getByRole('heading', { name: 'Deposit credited' })).toBeVisible({
        timeout: 30_000,
      });
      await inHeader(DEPOSIT);
      await keepStep(page, '2 deposit credited');

      // 10 spins of the in-house slot: the game's balance and the header's follow every round.
      const gamesOrigin = (await openInHouseGame(page, '', SLOT)).origin;
      await expect(page).toHaveURL(/\/seamless\?/);
      const game = page.frameLocator('[data-testid="game-frame"]');
      const gameBalance = game.getByTestId('game-balance');
      await expect(game.getByRole('heading', { name: 'Lucky Lines' })).toBeVisible();
      await expect(gameBalance).toHaveText(siteMoney(DEPOSIT, brand.currency));
      let balance = DEPOSIT;
      const slotRounds: string[] = [];
      for (let i = 0; i < SPINS; i++) {
        const round = await playRound(page, game, 'Spin', gamesOrigin);
        expect(round.status).toBe('settled');
        expect(BigInt(round.balance)).toBe(balance - BigInt(round.stake) + BigInt(round.win));
        balance = BigInt(round.balance);
        slotRounds.push(round.roundId);
        await expect(gameBalance).toHaveText(siteMoney(balance, brand.currency));
        await inHeader(balance);
      }
      await keepStep(page, '3 slot after 10 spins');

      // 5 rolls of the dice, the same.
      await openInHouseGame(page, '', DICE);
      await expect(game.getByRole('heading', { name: 'Dice' })).toBeVisible();
      await expect(gameBalance).toHaveText(siteMoney(balance, brand.currency));
      for (let i = 0; i < ROLLS; i++) {
        const round = await playRound(page, game, 'Roll', gamesOrigin);
        expect(round.status).toBe('settled');
        expect(BigInt(round.balance)).toBe(balance - BigInt(round.stake) + BigInt(round.win));
        balance = BigInt(round.balance);
        await expect(gameBalance).toHaveText(siteMoney(balance, brand.currency));
        await inHeader(balance);
      }
      await keepStep(page, '4 dice after 5 rolls');

      // A sandbox sports bet to settlement: transfer to the first sports vendor of the lobby, bet 50.00, play the match.
      await page.goto('/sports');
      const card = page
        .getByRole('main')
        .getByRole('button', { name: /^(IBC|SBT|UG|BTI)$/ })
        .first();
      const vendor = (await card.textContent())!.trim();
      await page.goto('/member?page=transferFund');
      const wallet = page.getByRole('region', { name: 'Wallet', exact: true });
      await wallet.getByLabel('Game wallet', { exact: true }).selectOption(vendor);
      await wallet.getByLabel('Amount').fill(String(TO_SPORTS / 100n));
      await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expect(page.getByText(`Transferred ${siteMoney(TO_SPORTS, brand.currency)}`)).toBeVisible();
      balance -= TO_SPORTS;
      await inHeader(balance);
      await page.goto('/sports');
      await page.getByRole('main').getByRole('button', { name: vendor, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/seamless\\?.*vassalage=${vendor}`));
      const book = page.frameLocator('[data-testid="game-frame"]');
      await expect(book.getByTestId('game-balance')).toHaveText(siteMoney(TO_SPORTS, brand.currency));
      const fixtures = book.getByTestId('fixture');
      await fixtures.first().getByRole('button').first().click();
      await book.getByLabel('Stake').fill('50');
      const placed = page.waitForResponse((r) => r.url().endsWith('/api/sports/bet'));
      await book.getByRole('button', { name: 'Place bet', exact: true }).click();
      expect((await placed).status()).toBe(200);
      await expect(book.getByTestId('game-balance')).toHaveText(
        siteMoney(TO_SPORTS - 5_000n, brand.currency),
      );
      const bets = book.getByTestId('bets');
      await expect(bets.getByRole('listitem')).toHaveCount(1);
      await expect(bets).toContainText('open');
      await keepStep(page, '5 sports bet placed');
      const settled = page.waitForResponse((r) => r.url().endsWith('/api/sports/settle'));
      await bets.getByRole('button', { name: 'Play the match' }).click();
      const win = BigInt(((await (await settled).json()) as { bet: { win: string } }).bet.win);
      await expect(bets).toContainText('settled');
      await expect(book.getByTestId('game-balance')).toHaveText(
        siteMoney(TO_SPORTS - 5_000n + win, brand.currency),
      );
      await keepStep(page, '6 sports bet settled');

      // Verify the last slot round from its row in the betting record, on the games server's readable page.
      await page.goto('/member?page=personalHistoryCopy');
      const record = page
        .getByRole('region', { name: 'Betting record', exact: true })
        .getByRole('list', { name: 'Bets' });
      const roundId = slotRounds.at(-1)!;
      const link = record.getByRole('link', { name: `Verify round ${roundId} (opens in a new tab)` });
      await expect(link).toBeVisible();
      await keepStep(page, '7 betting record');
      const [verifyPage] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await verifyPage.getByRole('button', { name: /Reveal the server seed/ }).click();
      await expect(verifyPage.getByRole('status')).toContainText(
        'Verified: the server seed matches its commitment',
      );
      await expect(verifyPage.locator('#badge')).toHaveText('Verified');
      await expect(verifyPage.getByRole('region', { name: 'Checks' }).getByRole('listitem')).toHaveText([
        /^✓SHA-256 of the server seed .*: matches$/,
        /^✓The outcome recomputed from the seeds .*: matches$/,
      ]);
      await expect(verifyPage.getByRole('img', { name: /^Reels: / })).toBeVisible();
      await keepStep(verifyPage, '8 round verified');
      await axeCleanInBothModes(verifyPage, 'verify page');
      await verifyPage.close();

      // Withdraw to a payout account the brand's rules validate, then cancel: the money is held, then returned.
      await page.goto('/member?page=withdraw');
      await inHeader(balance);
      const withdraw = page.getByRole('region', { name: 'Withdraw', exact: true });
      const setPassword = withdraw.getByRole('region', { name: 'Set a withdraw password first' });
      await setPassword.getByLabel('Login password').fill(PASSWORD);
      await setPassword.getByLabel('New withdraw password').fill(WITHDRAW_PASSWORD);
      await setPassword.getByLabel('Confirm withdraw password').fill(WITHDRAW_PASSWORD);
      await setPassword.getByRole('button', { name: 'Save withdraw password' }).click();
      const bind = withdraw.getByRole('region', { name: 'Add a payout account' });
      await bind.getByLabel('Payout channel').selectOption({ label: brand.payout.channel });
      await bind.getByLabel(brand.payout.field).fill(brand.payout.invalid);
      await bind.getByLabel('Account holder name').fill('Asha Rahman');
      await bind.getByLabel('Login password').fill(PASSWORD);
      await bind.getByRole('button', { name: 'Add account' }).click();
      await expect(bind).toContainText(brand.payout.refused);
      await keepStep(page, '9 payout account refused');
      await bind.getByLabel(brand.payout.field).fill(brand.payout.valid);
      await bind.getByRole('button', { name: 'Add account' }).click();

      const request = withdraw.getByRole('region', { name: 'Request a withdrawal' });
      await request.getByLabel('Amount').fill(String(WITHDRAW / 100n));
      await request.getByLabel('Withdraw password').fill(WITHDRAW_PASSWORD);
      await request.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await inHeader(balance - WITHDRAW);
      const list = withdraw.getByRole('list', { name: 'Withdrawal requests' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await keepStep(page, '10 withdrawal requested');
      await list.getByRole('button', { name: 'Cancel withdrawal' }).click();
      await expect(list).toContainText('Cancelled, amount returned');
      await expect(list.getByRole('button', { name: 'Cancel withdrawal' })).toHaveCount(0);
      await inHeader(balance);
      await keepStep(page, '11 withdrawal cancelled');
      await axeCleanInBothModes(page, 'withdraw page');
    });
  });
}
