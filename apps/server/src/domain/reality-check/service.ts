/**
 * Reality check (UKGC RTS 13 "reality checks"; docs/architecture.md "Player protection"): every N minutes of a session
 * the site shows how long the session has lasted, what was staked and the net result; N is the member's choice among
 * the brand's `realityCheck.intervalsMinutes` (brand.json; the brand's `defaultMinutes` until the member chooses),
 * stored per member. The session figures are read from the rounds the seamless wallet recorded (vendor_rounds, the
 * in-house games' rounds included) that started since the session's login, in the member's currency (the brand's, or
 * TRIAL for a free-play member: docs/decisions.md D10). Money: bigint minor units, shown as decimal strings.
 */
import { sql } from 'drizzle-orm';
import type { RealityCheckConfig } from '@playdeck/config-schema/schema/realityCheck';
import type { Db } from '../../infra/db/client.ts';
import type { Brand } from '../../infra/brands/index.ts';
import { fail } from '../../infra/errors.ts';
import { formatMinor } from '../money.ts';

/** The brand's reality-check settings; brands built by hand (tests) get 15/30/60/120 minutes, 60 by default, 60 s. */
export function realityCheckConfig(brand: Brand): RealityCheckConfig {
  const c = brand.config?.config.realityCheck;
  return c
    ? { ...c, intervalsMinutes: [...c.intervalsMinutes] }
    : { intervalsMinutes: [15, 30, 60, 120], defaultMinutes: 60, idleWarningSeconds: 60 };
}

/** The member's interval, minutes: the stored choice while the brand still offers it, else the brand's default. */
export async function intervalOf(db: Db, brand: Brand, memberId: string): Promise<number> {
  const c = realityCheckConfig(brand);
  const [row] = await db.query<{ interval_minutes: number }>(
    sql`SELECT interval_minutes FROM reality_check_settings WHERE member_id = ${memberId}::bigint`,
  );
  const chosen = row ? Number(row.interval_minutes) : undefined;
  return chosen !== undefined && c.intervalsMinutes.includes(chosen) ? chosen : c.defaultMinutes;
}

/**
 * Stores the member's interval.
 * @throws REALITY_CHECK_INTERVAL (400, `{ field: 'intervalMinutes', options }`) when not one of the brand's choices
 */
export async function setIntervalChoice(
  db: Db,
  brand: Brand,
  memberId: string,
  minutes: number,
): Promise<void> {
  const options = realityCheckConfig(brand).intervalsMinutes;
  if (!options.includes(minutes)) throw fail('REALITY_CHECK_INTERVAL', { field: 'intervalMinutes', options });
  await db.query(sql`
    INSERT INTO reality_check_settings (member_id, interval_minutes) VALUES (${memberId}::bigint, ${minutes})
    ON CONFLICT (member_id) DO UPDATE SET interval_minutes = EXCLUDED.interval_minutes, updated_at = now()`);
}

/**
 * The session summary of the reality check: when the session (`tokenHash`) began, how long it has lasted at `now`
 * (ms), and the rounds started since in `currency`: their count, stakes (`wagered`, rolled-back stakes excluded) and
 * wins minus stakes (`net`; a cancelled round counts 0). Returns null when the session row is gone.
 */
export async function sessionSummary(
  db: Db,
  s: { tokenHash: string; memberId: string; currency: string; exponent: number; now: number },
) {
  const [row] = await db.query<{ started: string; rounds: string; wagered: string; net: string }>(sql`
    WITH s AS (SELECT created_at FROM sessions WHERE token_hash = ${s.tokenHash})
    SELECT to_char((SELECT created_at FROM s) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started,
      count(r.*)::text AS rounds,
      COALESCE(sum(r.bet_total), 0)::text AS wagered,
      COALESCE(sum(CASE WHEN r.status = 'cancelled' THEN 0 ELSE r.win_total - r.bet_total END), 0)::text AS net
    FROM vendor_rounds r
    WHERE r.member_id = ${s.memberId}::bigint AND r.currency = ${s.currency}
      AND r.created_at >= (SELECT created_at FROM s)`);
  if (!row?.started) return null;
  return {
    sessionStartedAt: row.started,
    sessionMs: Math.max(0, s.now - Date.parse(row.started)),
    rounds: Number(row.rounds),
    wagered: formatMinor(BigInt(row.wagered), s.exponent),
    net: formatMinor(BigInt(row.net), s.exponent),
    currency: s.currency,
  };
}
