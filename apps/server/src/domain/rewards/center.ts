/**
 * The reward center (spec 2 `rewardCenter`; statuses of spec 4; docs/decisions.md D32, D39): one list of what a
 * member can join, apply for or claim, the history of what was paid or refused, and the claimable count for the red
 * badge. Each source is one block below (promotions with a `reward`, VIP bonuses from domain/loyalty, red envelopes
 * from domain/red-envelope, referral rewards from domain/referral, mission rewards from domain/missions);
 * {@link rewardCenter} joins them. Nothing here
 * pays, except that reading settles qualified referees as the referral page does (D36 page-read trigger).
 */
import { sql } from 'drizzle-orm';
import type { ErrorCode } from '@playdeck/api-client/errors';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { message } from '../../infra/i18n/index.ts';
import { formatMinor } from '../money.ts';
import { claimableEnvelopes, openedEnvelopes, redEnvelopeRounds } from '../red-envelope/service.ts';
import { referralProgramme, settledReferees } from '../referral/service.ts';
import { brandMissions, claimableMissions, claimedMissions } from '../missions/service.ts';
import { vipBonusOffers } from '../loyalty/vip.ts';
import { levelName } from '../loyalty/view.ts';
import { vipSettings } from '../loyalty/config.ts';
import {
  ineligibility,
  memberEntries,
  period,
  rewardPromotions,
  type PromotionEntry,
  type RewardPromotion,
} from './service.ts';

/** Spec section 4 activity statuses. */
export type RewardStatus =
  | 'Join'
  | 'Claim'
  | 'Applying'
  | 'Close'
  | 'Rejected'
  | 'Issued'
  | 'Claimed'
  | 'Process'
  | 'Joined'
  | 'coming soon';

const ENTRY_STATUS: Record<PromotionEntry['status'], RewardStatus> = {
  joined: 'Joined',
  applying: 'Applying',
  rejected: 'Rejected',
  issued: 'Issued',
};

const text = (t: Record<string, string>, brand: Brand, lang: string) =>
  t[lang] ?? t[brand.defaultLanguage] ?? Object.values(t)[0] ?? '';

/** An entry as the member (and operators) see it; amounts as decimal strings. */
export function entryView(brand: Brand | undefined, e: PromotionEntry, lang: string) {
  const exp = brand?.currency.exponent ?? 2;
  const p = brand && rewardPromotions(brand).find((x) => x.id === e.promotionId);
  return {
    id: e.id,
    promotionId: e.promotionId,
    title: p && brand ? text(p.title, brand, lang) : e.promotionId,
    mode: e.mode,
    status: ENTRY_STATUS[e.status],
    ...(e.amountMinor !== null ? { amount: formatMinor(e.amountMinor, exp) } : {}),
    ...(e.turnoverMinor !== null ? { turnover: formatMinor(e.turnoverMinor, exp) } : {}),
    ...(e.comment ? { comment: e.comment } : {}),
    ...(e.remark ? { remark: e.remark } : {}),
    proofCount: e.proofIds.length,
    createdAt: e.createdAt,
    ...(e.decidedAt ? { decidedAt: e.decidedAt } : {}),
  };
}

function promotionItem(
  brand: Brand,
  p: RewardPromotion,
  lang: string,
  status: RewardStatus,
  action: 'join' | 'apply' | null,
  extra: { ineligible?: string; remark?: string; turnover?: bigint; paid?: bigint },
) {
  const exp = brand.currency.exponent;
  const deposit = p.mode !== 'apply';
  return {
    key: `promotion:${p.id}`,
    kind: 'promotion' as const,
    id: p.id,
    title: text(p.title, brand, lang),
    mode: p.mode,
    status,
    action,
    amount: formatMinor(extra.paid ?? (deposit ? p.capMinor : p.amountMinor), exp),
    ...(deposit
      ? {
          percent:
            (p.percentBp / 100n).toString() +
            (p.percentBp % 100n ? `.${(p.percentBp % 100n).toString().padStart(2, '0')}` : ''),
          minDeposit: formatMinor(p.minDepositMinor, exp),
        }
      : {}),
    turnoverMultiple: Number(p.turnoverMultiple),
    ...(extra.turnover !== undefined ? { turnover: formatMinor(extra.turnover, exp) } : {}),
    gameTypes: p.gameTypes,
    ...(p.endsAt !== null ? { expiresAt: new Date(p.endsAt).toISOString() } : {}),
    ...(p.startsAt !== null ? { startsAt: new Date(p.startsAt).toISOString() } : {}),
    ...(extra.ineligible ? { ineligible: extra.ineligible } : {}),
    ...(extra.remark ? { remark: extra.remark } : {}),
  };
}

/** An item of the list (one shape for every source; see @playdeck/api-client/rewards RewardItem). */
type Item = ReturnType<typeof promotionItem> | VipItem | EnvelopeItem | ReferralItem | MissionItem;
/** A history row (see @playdeck/api-client/rewards RewardHistoryEntry). */
type HistoryRow = Omit<ReturnType<typeof entryView>, 'mode'> & {
  mode: string;
  kind: 'promotion' | 'redEnvelope' | 'referral' | 'mission';
};
/** The fields of an item whatever its source: its list key, id, title in `lang`, status, amount and game types. */
interface ItemBase {
  key: string;
  id: string;
  title: string;
  status: RewardStatus;
  amount: string;
  gameTypes: string[];
}
/** What every source reads: the member's brand and id, the language of the texts and the time (epoch ms). */
interface SourceArgs {
  db: Db;
  brand: Brand;
  memberId: string;
  lang: string;
  now: number;
}
/** What one source adds: its items and its history rows. */
interface Source<I> {
  items: I[];
  history: HistoryRow[];
}

/**
 * Promotions (D32): an entry's status (Joined, Applying, Rejected, Issued: with the paid bonus's amount and turnover);
 * without one: `coming soon` before its start, `Close` after its end or when the member cannot take it (`ineligible`
 * names the error code; a first-deposit promotion after a first deposit), else `Join` (join), `Claim` (apply: the
 * action is the form) or `Process` (automatic: paid by the next qualifying deposit). History: entries issued or
 * rejected.
 */
async function promotionSource({
  db,
  brand,
  memberId,
  lang,
  now,
}: SourceArgs): Promise<Source<ReturnType<typeof promotionItem>>> {
  const entries = await memberEntries(db, memberId);
  const byPromotion = new Map(entries.filter((e) => e.brand === brand.id).map((e) => [e.promotionId, e]));
  let deposited: boolean | undefined;
  const items = [];
  for (const p of rewardPromotions(brand)) {
    const e = byPromotion.get(p.id);
    if (e) {
      items.push(
        promotionItem(brand, p, lang, ENTRY_STATUS[e.status], null, {
          ...(e.remark ? { remark: e.remark } : {}),
          ...(e.turnoverMinor !== null ? { turnover: e.turnoverMinor } : {}),
          ...(e.amountMinor !== null ? { paid: e.amountMinor } : {}),
        }),
      );
      continue;
    }
    const when = period(p, now);
    if (when !== 'open') {
      items.push(promotionItem(brand, p, lang, when === 'soon' ? 'coming soon' : 'Close', null, {}));
      continue;
    }
    const why = await ineligibility(db, p, memberId, now);
    if (!why && p.mode !== 'apply' && p.trigger === 'firstDeposit') {
      if (deposited === undefined) {
        const [c] = await db.query<{ n: string }>(sql`
          SELECT count(*)::text AS n FROM deposits WHERE member_id = ${memberId}::bigint AND status = 'credited'`);
        deposited = c?.n !== '0';
      }
      if (deposited) {
        items.push(promotionItem(brand, p, lang, 'Close', null, {}));
        continue;
      }
    }
    if (why) items.push(promotionItem(brand, p, lang, 'Close', null, { ineligible: why }));
    else if (p.mode === 'join') items.push(promotionItem(brand, p, lang, 'Join', 'join', {}));
    else if (p.mode === 'apply') items.push(promotionItem(brand, p, lang, 'Claim', 'apply', {}));
    else items.push(promotionItem(brand, p, lang, 'Process', null, {}));
  }
  const history = entries
    .filter((e) => e.brand === brand.id && (e.status === 'issued' || e.status === 'rejected'))
    .map((e) => ({ ...entryView(brand, e, lang), kind: 'promotion' as const }));
  return { items, history };
}

interface VipItem extends ItemBase {
  kind: 'vip';
  mode: string;
  action: 'claim' | null;
  turnover: string;
  level: number;
}

/** VIP bonuses (domain/loyalty `vipBonusOffers` at the stored rank, D34): `Claim` or `Claimed`; no history here. */
async function vipSource({ db, brand, memberId, lang, now }: SourceArgs): Promise<Source<VipItem>> {
  const s = vipSettings(brand);
  if (s.levels.length === 0) return { items: [], history: [] };
  const [rank] = await db.query<{ level: number; top_level: number }>(sql`
    SELECT level, top_level FROM vip_ranks WHERE member_id = ${memberId}::bigint`);
  const offers = await vipBonusOffers(
    db,
    brand,
    memberId,
    { level: rank?.level ?? 0, topLevel: rank?.top_level ?? 0 },
    now,
  );
  const exp = brand.currency.exponent;
  const items = offers.map((o): VipItem => {
    const level = s.levels.find((l) => l.level === o.level);
    return {
      key: `vip:${o.kind}:${o.period}`,
      kind: 'vip',
      id: o.kind,
      title: level ? levelName(brand, level.name, lang) : String(o.level),
      mode: 'claim',
      status: o.claimed ? 'Claimed' : 'Claim',
      action: o.claimed ? null : 'claim',
      amount: formatMinor(o.amountMinor, exp),
      turnover: formatMinor(o.turnoverMinor, exp),
      gameTypes: [],
      level: o.level,
    };
  });
  return { items, history: [] };
}

interface EnvelopeItem extends ItemBase {
  kind: 'redEnvelope';
  mode: 'open';
  action: 'open';
  minAmount: string;
  turnoverMultiple: number;
  expiresAt: string;
}

/**
 * Red envelopes (domain/red-envelope, D33): each round the member can open now (`claimableEnvelopes`: open window,
 * pool not used up, not opened yet, eligible) is `Claim` with action `open`, its range (`minAmount` to `amount`), the
 * round's turnover multiple and the window's end. History: the member's opened envelopes (at most 50), `Claimed`, with
 * the amount paid and its turnover.
 */
async function redEnvelopeSource({
  db,
  brand,
  memberId,
  lang,
  now,
}: SourceArgs): Promise<Source<EnvelopeItem>> {
  const rounds = redEnvelopeRounds(brand);
  if (rounds.length === 0) return { items: [], history: [] };
  const exp = brand.currency.exponent;
  const byId = new Map(rounds.map((r) => [r.id, r]));
  const items = (await claimableEnvelopes(db, brand, memberId, now)).map((e): EnvelopeItem => ({
    key: `redEnvelope:${e.roundId}`,
    kind: 'redEnvelope',
    id: e.roundId,
    title: text(e.name, brand, lang),
    mode: 'open',
    status: 'Claim',
    action: 'open',
    amount: formatMinor(e.maxMinor, exp),
    minAmount: formatMinor(e.minMinor, exp),
    turnoverMultiple: byId.get(e.roundId)?.turnoverMultiplier ?? 0,
    gameTypes: [],
    expiresAt: new Date(e.endsAt).toISOString(),
  }));
  const history = (await openedEnvelopes(db, brand, memberId, now, 50)).map((o): HistoryRow => {
    const round = byId.get(o.roundId);
    const at = new Date(o.openedAt).toISOString();
    return {
      kind: 'redEnvelope',
      id: `redEnvelope:${o.roundId}:${o.period}`,
      promotionId: o.roundId,
      title: round ? text(round.name, brand, lang) : o.roundId,
      mode: 'open',
      status: 'Claimed',
      amount: formatMinor(o.amountMinor, exp),
      ...(round ? { turnover: formatMinor(o.amountMinor * BigInt(round.turnoverMultiplier), exp) } : {}),
      proofCount: 0,
      createdAt: at,
      decidedAt: at,
    };
  });
  return { items, history };
}

interface ReferralItem extends ItemBase {
  kind: 'referral';
  id: 'referral';
  mode: 'referral';
  action: null;
  turnoverMultiple: number;
}

/**
 * Referral rewards (domain/referral, D36), read after settling the member's pending referees as the referral page
 * does: each referee still qualifying is `Process` (paid automatically once it qualifies) with the programme's reward
 * and turnover multiple, title its masked username; history: rewards paid (`Issued`: paid without a claim, as a
 * bonus with turnover) and refusals (`Rejected`, the reason's text in `lang` as the remark). A brand without an
 * enabled programme still shows what was paid before.
 */
async function referralSource({ db, brand, memberId, lang, now }: SourceArgs): Promise<Source<ReferralItem>> {
  const p = referralProgramme(brand);
  const exp = brand.currency.exponent;
  const referees = await settledReferees(db, brand, memberId, now);
  const items = p
    ? referees
        .filter((r) => r.status === 'pending')
        .map((r, i): ReferralItem => ({
          key: `referral:${i}`,
          kind: 'referral',
          id: 'referral',
          title: r.maskedName,
          mode: 'referral',
          status: 'Process',
          action: null,
          amount: formatMinor(BigInt(p.reward.amountMinor), exp),
          turnoverMultiple: p.reward.turnoverMultiplier,
          gameTypes: [],
        }))
    : [];
  const history = referees
    .filter((r) => r.status !== 'pending')
    .map((r, i): HistoryRow => {
      const created = new Date(r.registeredAt).toISOString();
      const reward = r.rewardMinor;
      return {
        kind: 'referral',
        id: `referral:${i}`,
        promotionId: 'referral',
        title: r.maskedName,
        mode: 'referral',
        status: r.status === 'rewarded' ? 'Issued' : 'Rejected',
        ...(reward !== null ? { amount: formatMinor(reward, exp) } : {}),
        ...(reward !== null && p
          ? { turnover: formatMinor(reward * BigInt(p.reward.turnoverMultiplier), exp) }
          : {}),
        ...(r.status === 'refused' && r.reason ? { remark: message(r.reason as ErrorCode, lang) } : {}),
        proofCount: 0,
        createdAt: created,
        ...(r.decidedAt !== null ? { decidedAt: new Date(r.decidedAt).toISOString() } : {}),
      };
    });
  return { items, history };
}

/** A mission reward the member can claim (domain/missions `claimableMissions`). */
type MissionItem = Awaited<ReturnType<typeof claimableMissions>>[number];

/**
 * Missions (domain/missions, D37): each mission completed in its current window and not claimed yet is `Claim` with
 * action `claim` (the claim is the missions call), its bonus amount ("0.00" for a points reward, whose points are in
 * `points`) and the window's end. History: the member's paid mission rewards (at most 50), `Claimed`.
 */
async function missionSource({ db, brand, memberId, lang, now }: SourceArgs): Promise<Source<MissionItem>> {
  const missions = brandMissions(brand);
  if (missions.length === 0) return { items: [], history: [] };
  const exp = brand.currency.exponent;
  const byId = new Map(missions.map((m) => [m.id, m]));
  const items = await claimableMissions(db, brand, memberId, lang, now);
  const history = (await claimedMissions(db, memberId, { brand: brand.id })).map((c): HistoryRow => {
    const m = byId.get(c.missionId);
    const at = new Date(c.claimedAt).toISOString();
    const turnover =
      m?.reward.type === 'bonus' && c.amountMinor !== null
        ? { turnover: formatMinor(c.amountMinor * BigInt(m.reward.turnoverMultiplier), exp) }
        : {};
    return {
      kind: 'mission',
      id: `mission:${c.missionId}:${c.period}`,
      promotionId: c.missionId,
      title: m ? text(m.title, brand, lang) : c.missionId,
      mode: 'claim',
      status: 'Claimed',
      ...(c.amountMinor !== null ? { amount: formatMinor(c.amountMinor, exp) } : {}),
      ...(c.points !== null ? { points: Number(c.points) } : {}),
      ...turnover,
      proofCount: 0,
      createdAt: at,
      decidedAt: at,
    };
  });
  return { items, history };
}

/**
 * The member's reward center at `now`, texts in `lang` (spec 2 `rewardCenter`, spec 4 statuses; D32, D39): the items
 * of every source in order (promotions, VIP bonuses, red envelopes, referrals, missions); `history` every source's rows, newest
 * first (by decision time, else creation); `claimable` the items with an action (the red badge).
 */
export async function rewardCenter(db: Db, brand: Brand, memberId: string, lang: string, now: number) {
  const args: SourceArgs = { db, brand, memberId, lang, now };
  const sources = [
    await promotionSource(args),
    await vipSource(args),
    await redEnvelopeSource(args),
    await referralSource(args),
    await missionSource(args),
  ];
  const items: Item[] = sources.flatMap((s) => s.items as Item[]);
  const at = (h: HistoryRow) => Date.parse(h.decidedAt ?? h.createdAt);
  const history = sources.flatMap((s) => s.history).sort((a, b) => at(b) - at(a));
  return {
    currency: brand.currency.code,
    items,
    history,
    claimable: items.filter((i) => i.action !== null).length,
  };
}
