/**
 * Referral codes and referee rows (migration 1110; docs/decisions.md D36): the SQL that registration needs, kept free
 * of other domain imports so the member domain can use it without an import cycle.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isUniqueViolation, type Db } from '../../infra/db/client.ts';

/** Code alphabet: upper-case letters and digits without the look-alikes 0/O, 1/I/L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Member referral codes: "R" + 7 characters of {@link ALPHABET} (agent affiliate codes are checked first anyway). */
export const REFERRAL_CODE = /^R[A-HJKMNP-Z2-9]{7}$/;

const newCode = () => `R${Array.from({ length: 7 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/**
 * The member's referral code, made on first read (stable afterwards). A racing first read loses to the primary key
 * and reads the winner's code; a (rare) clash with another member's code is retried with a new one.
 */
export async function ensureCode(db: Db, brand: string, memberId: string): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const [have] = await db.query<{ code: string }>(
      sql`SELECT code FROM referral_codes WHERE member_id = ${memberId}::bigint`,
    );
    if (have) return have.code;
    try {
      await db.query(sql`INSERT INTO referral_codes (member_id, brand, code)
        VALUES (${memberId}::bigint, ${brand}, ${newCode()}) ON CONFLICT (member_id) DO NOTHING`);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error('referral code: no free code after 5 tries');
}

/** The member whose referral code is `code` on brand `brand` (case-insensitive), or undefined. */
export async function referrerByCode(db: Db, brand: string, code: string): Promise<string | undefined> {
  const c = code.trim().toUpperCase();
  if (!REFERRAL_CODE.test(c)) return undefined;
  const [r] = await db.query<{ id: string }>(sql`
    SELECT member_id::text AS id FROM referral_codes WHERE brand = ${brand} AND code = ${c}`);
  return r?.id;
}

/**
 * Records `refereeId` as referred by `referrerId` (inside the registration's transaction `db`), with the address the
 * registration came from. A referee who registers from an address the referrer has used is refused at once (reason
 * REFERRAL_SAME_ADDRESS, D36): the row is kept so the referrer sees why.
 */
export async function recordReferral(
  db: Db,
  r: { brand: string; refereeId: string; referrerId: string; ip: string | null },
): Promise<void> {
  await db.query(sql`
    INSERT INTO referrals (referee_id, referrer_id, brand, register_ip, status, reason, decided_at)
    SELECT ${r.refereeId}::bigint, ${r.referrerId}::bigint, ${r.brand}, ${r.ip}, s.status, s.reason,
      CASE WHEN s.status = 'refused' THEN now() END
    FROM (SELECT CASE WHEN same THEN 'refused' ELSE 'pending' END AS status,
            CASE WHEN same THEN 'REFERRAL_SAME_ADDRESS' END AS reason
          FROM (SELECT ${r.ip}::text IS NOT NULL AND EXISTS (SELECT 1 FROM member_ips
            WHERE member_id = ${r.referrerId}::bigint AND ip = ${r.ip}) AS same) x) s
    ON CONFLICT (referee_id) DO NOTHING`);
}
