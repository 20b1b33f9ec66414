/**
 * Demo activity (docs/decisions.md D15 demo profile; docs/architecture.md "Profiles and scale"): what the demo seed
 * does after the demo agent tree exists (seed.ts), once per brand, so a first `npm start` shows a living agent center
 * and winner board. Everything goes through the real services; nothing is written to a table directly:
 *
 * - Contracts (spec 3; docs/architecture.md "Agents"): the operator grant of a top-level contract to `demoagent`
 *   (contracts/service.ts `grant`) of each salary type of {@link demoSalaryTypes}, then `demoagent`
 *   offers `demosubagent` the same type on lower tiers (`offer`, checked tier by tier against its own) and
 *   `demosubagent` accepts it (`accept`). The settlement scheduler (settlement/service.ts) pays them at the end of
 *   each period like any contract: the first real-time statement comes within 5 minutes and a grace of the start.
 * - Rounds (docs/architecture.md "Vendors"): each demo player of the tree plays {@link DEMO_SPINS} rounds of the
 *   in-house slot ({@link DEMO_GAME}): the outcome is drawn by the slot's own engine (apps/games/src/slot.ts, a fresh
 *   server seed per player) and the bet and the win go through the seamless wallet exactly as the games server sends
 *   them (domain/vendor-wallet/service.ts `handleWalletCall`, signed with the vendor's secret, idempotent on transaction ids
 *   derived from brand, player and round), so the stakes and wins are ledger transfers between the player and the
 *   vendor's clearing account, and the settled rounds feed the betting record, the winner board and the team figures.
 *   The players' stakes come from their opening funds (a ledger transfer from the house, seed.ts DEMO_TREE).
 *
 * Money: bigint minor units. Runs inside the seed's once-per-brand claim (src/domain/seed.ts), so a second start does
 * nothing; a repeated call replays the same wallet answers and finds the contracts in force.
 * @throws AppError from the contract services (e.g. FEATURE_DISABLED is avoided by reading the brand's flags first);
 *   Error when a wallet call is refused (the vendor is misconfigured: no secret, or the brand does not serve it)
 */
import { randomBytes } from 'node:crypto';
import type { Brand } from '../../../infra/brands/index.ts';
import { isEnabled } from '../../../infra/brands/index.ts';
import type { Ctx } from '../../context.ts';
import { findByUsername } from '../../session/store.ts';
import { handleWalletCall } from '../../vendor-wallet/service.ts';
import { signedHeaders, vendorPlayerId } from '../../vendor-wallet/protocol.ts';
import type { VendorSettings } from '../../vendor-wallet/config.ts';
import type { ContractType } from '@playdeck/domain/contracts';
import { FairStream } from '../../../../../games/src/fair.ts';
import { LINES, playSlot, slotPayout } from '../../../../../games/src/slot.ts';
import { accept, activeContract, grant, offer, TYPE_FLAG } from '../contracts/service.ts';
import type { Terms } from '../settlement/engine.ts';
import { DEMO_TREE } from './seed.ts';

/** The in-house vendor and its Lucky Lines slot tile of the demo catalogue (src/domain/games/demo.ts: BGS-BGS-<n>, n mod 3 = 0). */
export const DEMO_VENDOR = 'BGS';
export const DEMO_GAME = 'BGS-BGS-0003';
/** Rounds each demo player plays at the first start. */
export const DEMO_SPINS = 12;
/** Stakes the demo players pick from, in line bets (the slot's stake is a multiple of its LINES, slot.ts). */
const LINE_BETS = [50n, 100n, 250n];
/**
 * Salary types the demo agent receives: real-time (a statement every 5 minutes) and hourly, those of them the brand
 * enables, so the salary pages fill within minutes of the first start; a brand enabling neither (nova) gets daily,
 * first paid after the brand's midnight. Daily is not given beside them: an operator's early settlement of the day
 * (`npm run ops -- settle-now --type daily`) would then settle the demo contracts too.
 */
export const SALARY_TYPES: readonly ContractType[] = ['realtime', 'hourly'];

/** The salary types of the demo contracts of `brand` (see {@link SALARY_TYPES}). */
export function demoSalaryTypes(brand: Brand): ContractType[] {
  const fast = SALARY_TYPES.filter((type) => isEnabled(brand, TYPE_FLAG[type]));
  if (fast.length > 0) return fast;
  return isEnabled(brand, TYPE_FLAG.daily) ? ['daily'] : [];
}

/** Terms the operator grants the demo agent: bets-based tiers (rates in basis points, money in minor units). */
const agentTerms = (): Terms => ({
  singleBetMin: 0n,
  tiers: [{ rateBp: 50 }, { minBets: 500_000n, minActiveMembers: 2, rateBp: 80 }],
});
/** The demo agent's offer to its sub-agent: at or below its own terms, tier by tier (offer() checks). */
const subAgentTerms = (): Terms => ({
  singleBetMin: 0n,
  tiers: [{ rateBp: 30 }, { minBets: 500_000n, minActiveMembers: 2, rateBp: 50 }],
});

/** The member id of demo user `username` in `brand`. @throws Error when the demo tree was not seeded */
async function demoId(ctx: Ctx, brand: Brand, username: string): Promise<string> {
  const m = await findByUsername(ctx.db, brand.id, username);
  if (!m) throw new Error(`demo member ${username} missing in ${brand.id}`);
  return m.id;
}

/** Grants, offers and accepts the demo salary contracts (see the file comment). Skips types already in force. */
export async function seedDemoContracts(ctx: Ctx, brand: Brand): Promise<number> {
  const agentId = await demoId(ctx, brand, 'demoagent');
  const subId = await demoId(ctx, brand, 'demosubagent');
  let made = 0;
  for (const type of demoSalaryTypes(brand)) {
    if (!(await activeContract(ctx.db, agentId, type)))
      await grant(ctx.db, brand, { username: 'demoagent', type, terms: agentTerms() }, ctx.now());
    if (await activeContract(ctx.db, subId, type)) continue;
    const c = await offer(
      ctx.db,
      brand,
      agentId,
      { agentId: subId, type, terms: subAgentTerms() },
      ctx.now(),
    );
    await accept(ctx.db, brand, subId, c.id, false, ctx.now());
    made++;
  }
  return made;
}

/** One signed wallet call as the vendor sends it; returns the parsed answer. @throws Error when refused */
async function walletCall(ctx: Ctx, vendor: VendorSettings, op: 'bet' | 'win', body: object) {
  const raw = JSON.stringify(body);
  const a = await handleWalletCall(
    ctx,
    new Map([[vendor.code, vendor]]),
    vendor.code,
    op,
    signedHeaders(vendor.secret!, raw, ctx.now()),
    raw,
  );
  if (a.status !== 200) throw new Error(`demo ${op} refused: ${a.body}`);
  return JSON.parse(a.body) as { balance: string };
}

/**
 * Plays {@link DEMO_SPINS} slot rounds for each demo player of the tree (see the file comment).
 * @returns rounds played and how many of them paid something
 */
export async function seedDemoRounds(
  ctx: Ctx,
  vendors: ReadonlyMap<string, VendorSettings>,
  brand: Brand,
): Promise<{ rounds: number; won: number }> {
  const vendor = vendors.get(DEMO_VENDOR);
  if (!vendor || vendor.wallet !== 'seamless' || vendor.secret === undefined)
    throw new Error(`demo rounds need the seamless vendor ${DEMO_VENDOR} with its secret`);
  const currency = brand.currency.code;
  let rounds = 0;
  let won = 0;
  for (const p of DEMO_TREE) {
    if (p.agent) continue;
    const playerId = vendorPlayerId(await demoId(ctx, brand, p.username));
    const serverSeed = randomBytes(32).toString('hex');
    for (let nonce = 0; nonce < DEMO_SPINS; nonce++) {
      const outcome = playSlot(new FairStream(serverSeed, 'demo', nonce));
      const stake = LINE_BETS[nonce % LINE_BETS.length]! * BigInt(LINES);
      const win = slotPayout(stake, outcome);
      const roundId = `demo-${brand.id}-${playerId}-${nonce}`;
      const common = { playerId, currency, roundId, gameCode: DEMO_GAME };
      await walletCall(ctx, vendor, 'bet', {
        ...common,
        transactionId: `${roundId}-bet`,
        amount: String(stake),
      });
      await walletCall(ctx, vendor, 'win', {
        ...common,
        transactionId: `${roundId}-win`,
        amount: String(win),
      });
      rounds++;
      if (win > 0n) won++;
    }
  }
  return { rounds, won };
}

/**
 * The seed's `activity` step for a brand (src/domain/seed.ts): the demo contracts, then the demo rounds; logs what it did with
 * the time it took (ms).
 */
export function demoActivity(ctx: Ctx, vendors: ReadonlyMap<string, VendorSettings>) {
  return async (brand: Brand) => {
    const started = performance.now();
    const contracts = await seedDemoContracts(ctx, brand);
    const played = await seedDemoRounds(ctx, vendors, brand);
    ctx.log.info(
      { brand: brand.id, contracts, ...played, ms: Math.round(performance.now() - started) },
      'demo activity seeded: agent contracts and played rounds',
    );
  };
}
