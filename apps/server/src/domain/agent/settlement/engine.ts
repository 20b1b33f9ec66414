/**
 * The contract settlement engine as pure functions (docs/architecture.md "Agents", contracts and settlement; spec 3 "Contracts", spec 4
 * "Contracts"): tier matching, the amount of one period, the difference model, the "never above the upline's terms"
 * check and the periods in the brand timezone. No database here: src/domain/agent/settlement/service.ts feeds it.
 *
 * Inputs of a period (all over the agent's TEAM = every descendant in member_tree, not the agent itself; settled
 * rounds of the brand currency closed in [start, end)):
 * - bets: sum of stakes (minor units); wins: sum of payouts (minor units);
 * - profitLoss = bets - wins (the team's loss, i.e. what the house kept; negative when the team won);
 * - activeMembers: team members with at least one round whose stake >= the contract's `singleBetMin` ("single bet
 *   amount" of spec 3);
 * - lossRateBp = profitLoss * 10000 / bets (0 without bets), truncated toward zero;
 * - winRateBp = rounds won (payout > stake) * 10000 / rounds (0 without rounds), truncated.
 *
 * A tier is matched when every condition it states holds (absent = no condition): bets >= minBets, activeMembers >=
 * minActiveMembers, profitLoss >= minProfitLoss, lossRateBp >= minLossRateBp, winRateBp <= maxWinRateBp. The matched
 * tier with the highest rate wins (the first of equals). Its rate (basis points, 1/100 %) applies to the base:
 * team bets for the salaries (daily, hourly, real-time), the team's positive profit and loss for the dividend.
 * gross = floor(base * rateBp / 10000).
 *
 * Difference model: amount = max(0, gross - sum of what the direct downlines' contracts of the same type given by
 * this agent cost). A downline's cost is what its team earns under it: its own gross (its tier on its own team), or,
 * when the contracts below it earn more than that, what they earn: cost = max(gross, sum of its downlines' costs).
 * So down any chain the amounts add up to the top contract's cost: the top agent's gross whenever every upline's
 * gross covers its downlines' (the usual case: an offer never exceeds the upline's terms), and the house pays each
 * bet's commission once.
 *
 * Loyalty costs (docs/architecture.md "Agents", contract rule; docs/decisions.md D34): the rebate and the VIP bonuses
 * paid to team members in the period (`bonusCost`: bonuses of source `rebate` or `vip`, by their payment time) are a
 * cost of the team; points are not, nor an operator's grant. The cost lowers the dividend base: the team's result is
 * profitLoss - bonusCost, and the dividend's base is that result when positive. Tiers are still matched on the rounds'
 * figures (profitLoss, loss rate), and salaries stay a rate on team bets, which a rebate leaves unchanged.
 */

import type { ContractPeriod, ContractType } from '@playdeck/domain/contracts';

/** One tier; money in minor units (bigint), rates in basis points. */
export interface Tier {
  minBets?: bigint;
  minActiveMembers?: number;
  minProfitLoss?: bigint;
  minLossRateBp?: number;
  maxWinRateBp?: number;
  rateBp: number;
}
/** Terms of a contract. */
export interface Terms {
  /** A member counts as active with one round of at least this stake (minor units; 0 = any round). */
  singleBetMin: bigint;
  tiers: Tier[];
}

/** Aggregates of a team over one period (minor units; counts). */
export interface TeamActivity {
  bets: bigint;
  wins: bigint;
  rounds: number;
  roundsWon: number;
  activeMembers: number;
  /** Rebate and VIP bonuses paid to team members in the period (minor units); absent = none. */
  bonusCost?: bigint;
}

/** Derived figures of a period, as shown on the statement. */
export interface Figures {
  bets: bigint;
  wins: bigint;
  profitLoss: bigint;
  activeMembers: number;
  rounds: number;
  roundsWon: number;
  lossRateBp: number;
  winRateBp: number;
  /** Loyalty costs of the team (rebate and VIP bonuses paid), minor units. */
  bonusCost: bigint;
  /** The team's result: profitLoss - bonusCost (the dividend base when positive). */
  result: bigint;
}

export const EMPTY_ACTIVITY: TeamActivity = { bets: 0n, wins: 0n, rounds: 0, roundsWon: 0, activeMembers: 0 };

/** Figures from activity: profit and loss, loss rate and win rate (basis points, truncated toward zero). */
export function figuresOf(a: TeamActivity): Figures {
  const profitLoss = a.bets - a.wins;
  return {
    bets: a.bets,
    wins: a.wins,
    profitLoss,
    activeMembers: a.activeMembers,
    rounds: a.rounds,
    roundsWon: a.roundsWon,
    lossRateBp: a.bets > 0n ? Number((profitLoss * 10000n) / a.bets) : 0,
    winRateBp: a.rounds > 0 ? Math.trunc((a.roundsWon * 10000) / a.rounds) : 0,
    bonusCost: a.bonusCost ?? 0n,
    result: profitLoss - (a.bonusCost ?? 0n),
  };
}

/** True when every condition `t` states holds for `f`. */
export function tierMatches(t: Tier, f: Figures): boolean {
  if (t.minBets !== undefined && f.bets < t.minBets) return false;
  if (t.minActiveMembers !== undefined && f.activeMembers < t.minActiveMembers) return false;
  if (t.minProfitLoss !== undefined && f.profitLoss < t.minProfitLoss) return false;
  if (t.minLossRateBp !== undefined && f.lossRateBp < t.minLossRateBp) return false;
  if (t.maxWinRateBp !== undefined && f.winRateBp > t.maxWinRateBp) return false;
  return true;
}

/** The matched tier with the highest rate (first of equals), or null when none matches. */
export function matchTier(tiers: readonly Tier[], f: Figures): { index: number; rateBp: number } | null {
  let best: { index: number; rateBp: number } | null = null;
  tiers.forEach((t, index) => {
    if (tierMatches(t, f) && (!best || t.rateBp > best.rateBp)) best = { index, rateBp: t.rateBp };
  });
  return best;
}

/** The base the rate applies to: team bets (salaries) or the team's positive result, P&L less loyalty costs (dividend). */
export function baseOf(type: ContractType, f: Figures): bigint {
  if (type === 'dividend') return f.result > 0n ? f.result : 0n;
  return f.bets;
}

/** Gross of one contract on its own team: floor(base * rate / 10000), 0 without a matched tier. */
export function grossOf(type: ContractType, terms: Terms, a: TeamActivity) {
  const f = figuresOf(a);
  const tier = matchTier(terms.tiers, f);
  const base = baseOf(type, f);
  const gross = tier ? (base * BigInt(tier.rateBp)) / 10000n : 0n;
  return { figures: f, tier, base, gross };
}

/** A direct downline's contract as a deduction line of the statement. */
export interface Deduction {
  contractId: string;
  agentId: string;
  figures: Figures;
  tierIndex: number | null;
  rateBp: number;
  base: bigint;
  gross: bigint;
  /** What is deducted: max(gross, the downline's own deductions). */
  cost: bigint;
}

/** The computed statement of one contract and period (before it is stored). */
export interface ComputedStatement {
  figures: Figures;
  tierIndex: number | null;
  rateBp: number;
  base: bigint;
  gross: bigint;
  deductions: Deduction[];
  deductionTotal: bigint;
  amount: bigint;
  /** What this contract's team costs in all: max(gross, deductionTotal) (its upline's deduction). */
  cost: bigint;
}

/**
 * The statement of one contract over one period under the difference model.
 * @param activity the agent's team activity in the period
 * @param downlines the contracts of the same type this agent gave to its direct downlines that are in force, each with
 *   its terms and the downline's own team activity in the same period
 */
export function computeStatement(
  type: ContractType,
  terms: Terms,
  activity: TeamActivity,
  downlines: ReadonlyArray<{
    contractId: string;
    agentId: string;
    terms: Terms;
    activity: TeamActivity;
    /** The downline contract's cost (see the file comment); its gross when omitted. */
    cost?: bigint;
  }>,
): ComputedStatement {
  const own = grossOf(type, terms, activity);
  const deductions: Deduction[] = downlines.map((d) => {
    const g = grossOf(type, d.terms, d.activity);
    return {
      contractId: d.contractId,
      agentId: d.agentId,
      figures: g.figures,
      tierIndex: g.tier?.index ?? null,
      rateBp: g.tier?.rateBp ?? 0,
      base: g.base,
      gross: g.gross,
      cost: d.cost ?? g.gross,
    };
  });
  const deductionTotal = deductions.reduce((s, d) => s + d.cost, 0n);
  const net = own.gross - deductionTotal;
  return {
    cost: own.gross > deductionTotal ? own.gross : deductionTotal,
    figures: own.figures,
    tierIndex: own.tier?.index ?? null,
    rateBp: own.tier?.rateBp ?? 0,
    base: own.base,
    gross: own.gross,
    deductions,
    deductionTotal,
    amount: net > 0n ? net : 0n,
  };
}

/** A contract in force over a period, for `settleTree`. */
export interface TreeNode {
  contractId: string;
  agentId: string;
  /** The agent that gave the contract (null: operator-granted). */
  uplineId: string | null;
  terms: Terms;
  activity: TeamActivity;
}

/**
 * Statements of every contract of one type and period under the difference model: each contract's deductions are
 * the costs of the contracts its agent gave (the nodes whose `uplineId` is its `agentId`), computed bottom-up.
 */
export function settleTree(type: ContractType, nodes: readonly TreeNode[]): Map<string, ComputedStatement> {
  const byUpline = new Map<string, TreeNode[]>();
  for (const n of nodes) if (n.uplineId) byUpline.set(n.uplineId, [...(byUpline.get(n.uplineId) ?? []), n]);
  const out = new Map<string, ComputedStatement>();
  const visiting = new Set<string>();
  const visit = (n: TreeNode): ComputedStatement => {
    const done = out.get(n.contractId);
    if (done) return done;
    // A cycle cannot come from member_tree (an upline is set once); guard anyway rather than recurse forever.
    if (visiting.has(n.contractId)) throw new Error(`contract cycle at ${n.contractId}`);
    visiting.add(n.contractId);
    const downs = (byUpline.get(n.agentId) ?? []).map((d) => ({
      contractId: d.contractId,
      agentId: d.agentId,
      terms: d.terms,
      activity: d.activity,
      cost: visit(d).cost,
    }));
    const s = computeStatement(type, n.terms, n.activity, downs);
    visiting.delete(n.contractId);
    out.set(n.contractId, s);
    return s;
  };
  for (const n of nodes) visit(n);
  return out;
}

/** Rate of `terms` at the least favourable point a tier `t` of another contract still matches (see `withinTerms`). */
function rateAtCorner(terms: Terms, t: Tier): number {
  const NEG = -(2n ** 62n);
  const f: Figures = {
    bets: t.minBets ?? NEG,
    wins: 0n,
    profitLoss: t.minProfitLoss ?? NEG,
    activeMembers: t.minActiveMembers ?? Number.MIN_SAFE_INTEGER,
    rounds: 0,
    roundsWon: 0,
    lossRateBp: t.minLossRateBp ?? Number.MIN_SAFE_INTEGER,
    winRateBp: t.maxWinRateBp ?? Number.MAX_SAFE_INTEGER,
    bonusCost: 0n,
    result: t.minProfitLoss ?? NEG,
  };
  return matchTier(terms.tiers, f)?.rateBp ?? 0;
}

/** One way an offer exceeds the upline's own terms. */
export interface TermsViolation {
  /** Index of the offered tier, or -1 for the contract-level `singleBetMin`. */
  tier: number;
  offeredRateBp: number;
  /** The upline's own rate wherever the offered tier applies. */
  allowedRateBp: number;
}

/**
 * "Never above its own terms" (docs/architecture.md "Agents", contracts), compared tier by tier: for every tier of `offer`, the upline's own
 * terms must give at least the offered rate at every activity that tier matches. All conditions are monotone, so
 * checking the tier's least favourable point (its thresholds) is exact. An offer whose `singleBetMin` is below the
 * upline's counts more members active than the upline's contract would: refused too. Returns the violations (empty
 * when the offer is within terms).
 */
export function withinTerms(offer: Terms, upline: Terms): TermsViolation[] {
  const out: TermsViolation[] = [];
  if (offer.singleBetMin < upline.singleBetMin) out.push({ tier: -1, offeredRateBp: 0, allowedRateBp: 0 });
  offer.tiers.forEach((t, i) => {
    const allowed = rateAtCorner(upline, t);
    if (t.rateBp > allowed) out.push({ tier: i, offeredRateBp: t.rateBp, allowedRateBp: allowed });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Periods in the brand timezone (spec 3 "Periods: Daily, Weekly, Semimonthly, Monthly"; spec 4 "Real-time salary is
// settled and paid every 5 minutes").

/** A settlement period: [start, end) in epoch ms, and its kind. */
export interface Period {
  kind: ContractPeriod;
  start: number;
  end: number;
}

/** The UTC offset (ms) of `timeZone` at instant `t`. */
export function tzOffset(t: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(t));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(t / 1000) * 1000;
}

/** The wall-clock date parts of `t` in `timeZone`. */
function wall(t: number, timeZone: string) {
  const d = new Date(t + tzOffset(t, timeZone));
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate(), dow: d.getUTCDay() };
}

/** The instant of local midnight starting day (y, m, d) in `timeZone` (month may overflow, as Date.UTC allows). */
export function zonedMidnight(y: number, m: number, d: number, timeZone: string): number {
  const guess = Date.UTC(y, m, d);
  // Two passes settle the offset even across a DST change.
  let t = guess - tzOffset(guess, timeZone);
  t = guess - tzOffset(t, timeZone);
  return t;
}

/** The period of `kind` containing instant `t` in `timeZone`. Hours and 5 minutes follow the zone's wall clock. */
export function periodAt(kind: ContractPeriod, t: number, timeZone: string): Period {
  if (kind === '5min' || kind === 'hourly') {
    const len = kind === '5min' ? 300_000 : 3_600_000;
    const off = tzOffset(t, timeZone);
    const start = Math.floor((t + off) / len) * len - off;
    return { kind, start, end: start + len };
  }
  const w = wall(t, timeZone);
  let s: [number, number, number];
  let e: [number, number, number];
  switch (kind) {
    case 'daily':
      s = [w.y, w.m, w.d];
      e = [w.y, w.m, w.d + 1];
      break;
    case 'weekly': {
      // Weeks start on Monday (ISO 8601).
      const back = (w.dow + 6) % 7;
      s = [w.y, w.m, w.d - back];
      e = [w.y, w.m, w.d - back + 7];
      break;
    }
    case 'semimonthly':
      s = w.d <= 15 ? [w.y, w.m, 1] : [w.y, w.m, 16];
      e = w.d <= 15 ? [w.y, w.m, 16] : [w.y, w.m + 1, 1];
      break;
    case 'monthly':
      s = [w.y, w.m, 1];
      e = [w.y, w.m + 1, 1];
      break;
  }
  return { kind, start: zonedMidnight(...s, timeZone), end: zonedMidnight(...e, timeZone) };
}

/** The period of `kind` just before `p` (same kind). */
export function previousPeriod(p: Period, timeZone: string): Period {
  return periodAt(p.kind, p.start - 1, timeZone);
}

/** The period kind of a salary type, or the dividend's chosen period. */
export function periodKindOf(type: ContractType, dividendPeriod?: ContractPeriod): ContractPeriod {
  if (type === 'realtime') return '5min';
  if (type === 'hourly') return 'hourly';
  if (type === 'daily') return 'daily';
  return dividendPeriod ?? 'monthly';
}
