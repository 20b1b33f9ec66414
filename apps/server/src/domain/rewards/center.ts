/**
 * The reward center (spec 2 `rewardCenter`; statuses of spec 4; docs/decisions.md D32): one list of what a member can
 * join, apply for or claim (promotions with a `reward`, their VIP bonuses from domain/loyalty), the history of
 * promotions paid or rejected, and the claimable count for the red badge. Read only: nothing here pays.
 */
import { sql } from 'drizzle-orm';
import type { Brand } from '../../infra/brands/index.ts';
import type { Db } from '../../infra/db/client.ts';
import { formatMinor } from '../money.ts';
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

/**
 * The member's reward center at `now`, texts in `lang`:
 * - a promotion with an entry shows the entry's status (Joined, Applying, Rejected, Issued: with the paid bonus's
 *   amount and turnover of the paid bonus); without one: `coming soon` before its start, `Close` after its end or when the member cannot take it
 *   (`ineligible` names the error code; a first-deposit promotion after a first deposit), else `Join` (join), `Claim`
 *   (apply: the action is the form) or `Process` (automatic: paid by the next qualifying deposit);
 * - VIP bonuses (domain/loyalty `vipBonusOffers` at the stored rank): `Claim` or `Claimed`;
 * - `history`: entries issued or rejected, newest first; `claimable`: items with an action.
 */
export async function rewardCenter(db: Db, brand: Brand, memberId: string, lang: string, now: number) {
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

  const s = vipSettings(brand);
  if (s.levels.length > 0) {
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
    for (const o of offers) {
      const level = s.levels.find((l) => l.level === o.level);
      items.push({
        key: `vip:${o.kind}:${o.period}`,
        kind: 'vip' as const,
        id: o.kind,
        title: level ? levelName(brand, level.name, lang) : String(o.level),
        mode: 'claim',
        status: (o.claimed ? 'Claimed' : 'Claim') as RewardStatus,
        action: o.claimed ? null : ('claim' as const),
        amount: formatMinor(o.amountMinor, exp),
        turnover: formatMinor(o.turnoverMinor, exp),
        gameTypes: [],
        level: o.level,
      });
    }
  }
  const history = entries
    .filter((e) => e.brand === brand.id && (e.status === 'issued' || e.status === 'rejected'))
    .map((e) => entryView(brand, e, lang));
  return {
    currency: brand.currency.code,
    items,
    history,
    claimable: items.filter((i) => i.action !== null).length,
  };
}
