/** SQL for members: creation (with their opening ledger transfers, in one transaction), profile reads and updates. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { TRIAL_CURRENCY, transfer } from '../ledger/index.ts';
import { attachUpline } from '../agent/tree.ts';
import { recordReferral } from '../referral/store.ts';

export interface NewMember {
  brand: string;
  username: string;
  usernameKey: string;
  mobile: string | null;
  mobileVerified: boolean;
  email: string | null;
  passwordHash: string;
  type: number;
  nickname: string;
  language: string | null;
  mustChangePassword: boolean;
  registerUrl: string | null;
  registerMethod: string | null;
  affiliateCode: string | null;
  referralCode: string | null;
  profile: Record<string, string>;
  /**
   * Opening funds: currency -> minor units. Each positive amount is a ledger transfer into the member's account from
   * the brand's house account: 'trial-funding' for the trial currency (kind 'trial.grant', docs/decisions.md D10), else
   * 'opening' (kind 'opening'). Zero amounts open nothing (a never-used account reads as 0).
   */
  balances: Record<string, bigint>;
  /** The member's upline (agent tree, docs/architecture.md "Agents"): attached in the same transaction (apps/server/src/domain/agent/tree.ts). */
  uplineId?: string | null;
  /** The member who referred this one (refer and earn, D36) and the registration's address: recorded in the same transaction. */
  referral?: { referrerId: string; ip: string | null } | null;
}

/**
 * Inserts the member and grants its opening funds in one database transaction (`Db.tx`), so a member never exists
 * without them.
 * @throws the driver's unique violation (23505) on a duplicate username or mobile: the caller maps it
 */
export async function insertMember(db: Db, m: NewMember): Promise<string> {
  return db.tx(async (tx) => {
    const [row] = await tx.query<{ id: string }>(sql`
      INSERT INTO members (brand, username, username_key, mobile, mobile_verified, email, password_hash, type, nickname,
        language, must_change_password, register_url, register_method, affiliate_code, referral_code, profile)
      VALUES (${m.brand}, ${m.username}, ${m.usernameKey}, ${m.mobile}, ${m.mobileVerified}, ${m.email}, ${m.passwordHash},
        ${m.type}, ${m.nickname}, ${m.language}, ${m.mustChangePassword}, ${m.registerUrl}, ${m.registerMethod},
        ${m.affiliateCode}, ${m.referralCode}, ${JSON.stringify(m.profile)}::jsonb)
      RETURNING id::text AS id`);
    const id = row!.id;
    if (m.uplineId) await attachUpline(tx, id, m.uplineId);
    if (m.referral) await recordReferral(tx, { brand: m.brand, refereeId: id, ...m.referral });
    for (const [currency, amount] of Object.entries(m.balances)) {
      if (amount <= 0n) continue;
      const trial = currency === TRIAL_CURRENCY;
      await transfer(tx, {
        debit: { kind: 'house', brand: m.brand, currency, name: trial ? 'trial-funding' : 'opening' },
        credit: { kind: trial ? 'trial' : 'cash', brand: m.brand, currency, memberId: id },
        amountMinor: amount,
        kind: trial ? 'trial.grant' : 'opening',
        idempotencyKey: `member:${id}:opening:${currency}`,
        metadata: { registerMethod: m.registerMethod },
      });
    }
    return id;
  });
}

export interface ProfileRow {
  id: string;
  username: string;
  nickname: string;
  type: number;
  icon: string;
  language: string | null;
  must_change_password: boolean;
  balance: string | null;
}

export async function profile(db: Db, id: string, currency: string) {
  const [row] = await db.query<ProfileRow>(sql`
    SELECT m.id::text AS id, m.username, m.nickname, m.type, m.icon, m.language, m.must_change_password,
      (SELECT b.balance::text FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
        WHERE a.member_id = m.id AND a.kind IN ('cash', 'trial') AND a.currency = ${currency}) AS balance
    FROM members m WHERE m.id = ${id}`);
  return row;
}

export async function setPassword(db: Db, id: string, passwordHash: string) {
  await db.query(
    sql`UPDATE members SET password_hash = ${passwordHash}, must_change_password = false, failed_count = 0, locked_until = NULL WHERE id = ${id}`,
  );
}

export async function setLanguage(db: Db, id: string, language: string) {
  await db.query(sql`UPDATE members SET language = ${language} WHERE id = ${id}`);
}

export async function setIcon(db: Db, id: string, icon: string) {
  await db.query(sql`UPDATE members SET icon = ${icon} WHERE id = ${id}`);
}

export async function passwordHashOf(db: Db, id: string) {
  const [row] = await db.query<{ password_hash: string }>(
    sql`SELECT password_hash FROM members WHERE id = ${id}`,
  );
  return row?.password_hash;
}

export async function findForEmailReset(db: Db, brand: string, usernameKey: string, email: string) {
  const [row] = await db.query<{ id: string; email_bound_at: Date | string | null }>(
    sql`SELECT id::text AS id, email_bound_at FROM members WHERE brand = ${brand} AND username_key = ${usernameKey} AND lower(email) = lower(${email})`,
  );
  return row;
}

export async function affiliateExists(db: Db, brand: string, code: string, domain: string | undefined) {
  return (await affiliateLookup(db, brand, code, domain)) !== undefined;
}

/**
 * An active affiliate / referral code of the brand (and domain, when the code is bound to one): `{ agentId }`, the
 * code's agent when it is a member of the same brand (the new member's upline: docs/decisions.md D18), else null; undefined when
 * the code is not valid.
 */
export async function affiliateLookup(db: Db, brand: string, code: string, domain: string | undefined) {
  const [row] = await db.query<{ agent_id: string | null }>(sql`
    SELECT (SELECT m.id::text FROM members m WHERE m.id = a.agent_id AND m.brand = a.brand) AS agent_id
    FROM affiliates a WHERE a.brand = ${brand} AND a.code = ${code} AND a.active
    AND (a.domain IS NULL OR ${domain ?? null}::text IS NULL OR lower(a.domain) = lower(${domain ?? null}::text))`);
  return row ? { agentId: row.agent_id } : undefined;
}
