/** SQL for sessions and the login-related member columns. */
import { publishAfterCommit, SESSIONS_CHANGED } from '../events/index.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import type { Block, ProtectionRow } from '../protection/store.ts';

export interface MemberAuthRow {
  id: string;
  username: string;
  type: number;
  password_hash: string;
  must_change_password: boolean;
  mobile: string | null;
  mobile_verified: boolean;
  locked_until: Date | null;
  last_login_at: Date | null;
  /** Set while the member's agent has locked it (downlineManagmentView, spec 2). */
  agent_locked_at: Date | null;
  /** When the number was last bound or changed in the member area (docs/decisions.md D6: no reset by it for 24 hours). */
  mobile_bound_at: Date | null;
  /** The addresses the member has signed in from (`member_ips`; empty before the first sign-in). */
  known_ips: string[];
  /** The member's protection block and its end (`member_protection`; null without one). */
  block: Block | null;
  block_until: Date | string | null;
}

/**
 * The account columns, plus what a login checks after the password with the same read (one round trip instead of
 * three on the login path): the addresses the member signed in from (`member_ips`, the new-address step of spec
 * section 4) and its protection block (`member_protection`, docs/decisions.md D26).
 */
const COLS = `id::text AS id, username, type, password_hash, must_change_password, mobile, mobile_verified, locked_until, last_login_at, agent_locked_at, mobile_bound_at,
  coalesce((SELECT json_agg(i.ip) FROM member_ips i WHERE i.member_id = members.id), '[]'::json) AS known_ips,
  (SELECT p.block FROM member_protection p WHERE p.member_id = members.id) AS block,
  (SELECT p.block_until FROM member_protection p WHERE p.member_id = members.id) AS block_until`;
const cols = sql.raw(COLS);

/** The account with this username key in `brand`, or undefined. Prepared (parsed and planned once per connection): every login by name runs it. */
export async function findByUsername(db: Db, brand: string, usernameKey: string) {
  const [row] = await db.queryPrepared<MemberAuthRow>(
    'pd_member_by_username',
    `SELECT ${COLS} FROM members WHERE brand = $1 AND username_key = $2`,
    [brand, usernameKey],
  );
  return row;
}

export async function findByMobile(db: Db, brand: string, mobile: string) {
  const [row] = await db.query<MemberAuthRow>(
    sql`SELECT ${cols} FROM members WHERE brand = ${brand} AND mobile = ${mobile}`,
  );
  return row;
}

export async function findById(db: Db, id: string) {
  const [row] = await db.query<MemberAuthRow>(sql`SELECT ${cols} FROM members WHERE id = ${id}`);
  return row;
}

/** The member's protection block as the account read gave it, in the protection module's shape (epoch ms). */
export function blockOf(
  member: Pick<MemberAuthRow, 'block' | 'block_until'>,
): Pick<ProtectionRow, 'block' | 'blockUntil'> {
  return {
    block: member.block,
    blockUntil: member.block_until === null ? null : new Date(member.block_until).getTime(),
  };
}

/** Whether `ip` is among the member's sign-in addresses, and whether it has any (read with the account). */
export function knownIp(
  member: Pick<MemberAuthRow, 'known_ips'>,
  ip: string,
): { known: boolean; any: boolean } {
  return { known: member.known_ips.includes(ip), any: member.known_ips.length > 0 };
}

/**
 * The sign-in statement: $1 token hash, $2 member id, $3 brand, $4 expiry, $5 address, $6 must change ('true'/'false').
 * Prepared (parsed and planned once per connection): every login runs it.
 */
const SIGN_IN_SQL = `
  WITH signed_in AS (
    UPDATE members SET failed_count = 0, first_failed_at = NULL, locked_until = NULL, last_login_at = now(),
      must_change_password = must_change_password OR $6::boolean
    WHERE id = $2::bigint
  ), seen AS (
    INSERT INTO member_ips (member_id, ip) VALUES ($2::bigint, $5) ON CONFLICT DO NOTHING
  )
  INSERT INTO sessions (token_hash, member_id, brand, expires_at) VALUES ($1, $2::bigint, $3, $4::timestamptz)`;

/**
 * Inserts a session row. With `signIn` (a login or a registration, not a ticket exchange) the same statement also
 * records the sign-in on the member (last login now, the failure columns cleared, `must_change_password` raised when
 * `mustChange`) and remembers the address (`member_ips`, for the new-address check of spec section 4): one round trip
 * and one commit instead of three on the login path.
 */
export async function insertSession(
  db: Db,
  tokenHash: string,
  memberId: string,
  brand: string,
  expiresAt: Date,
  signIn?: { ip: string; mustChange: boolean },
) {
  const insert = sql`INSERT INTO sessions (token_hash, member_id, brand, expires_at) VALUES (${tokenHash}, ${memberId}, ${brand}, ${expiresAt.toISOString()})`;
  if (!signIn) {
    await db.query(insert);
    return;
  }
  await db.queryPrepared('pd_session_sign_in', SIGN_IN_SQL, [
    tokenHash,
    memberId,
    brand,
    expiresAt.toISOString(),
    signIn.ip,
    String(signIn.mustChange),
  ]);
}

export interface SessionRow {
  member_id: string;
  brand: string;
  username: string;
  type: number;
  /** The member must change its password before anything else (docs/decisions.md D2). */
  must_change_password: boolean;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db.query<SessionRow>(sql`
    SELECT s.member_id::text AS member_id, s.brand, m.username, m.type, m.must_change_password, s.last_seen_at,
      s.expires_at, s.revoked_at
    FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = ${tokenHash}`);
  return row;
}

/**
 * A session row with the member's profile, the balance in `currency` (TRIAL for type 4) and the unread message count:
 * /wps/member/info in one query.
 */
export interface SessionProfileRow extends SessionRow {
  nickname: string;
  icon: string;
  language: string | null;
  /** Minor units as text, null without a balance row. */
  balance: string | null;
  /** Unread platform messages of the member in `brand` (0 for trial members, who have no messages). */
  unread: number;
}

/**
 * The /wps/member/info statement: $1 token hash, $2 brand, $3 currency, $4 trial currency. Prepared (parsed and planned
 * once per connection): it runs on every member-info call.
 */
const SESSION_PROFILE_SQL = `
  SELECT s.member_id::text AS member_id, s.brand, m.username, m.type, s.last_seen_at, s.expires_at, s.revoked_at,
    m.nickname, m.icon, m.language, m.must_change_password, (
      SELECT b.balance::text FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
      WHERE a.member_id = m.id AND a.kind IN ('cash', 'trial') AND a.currency = CASE WHEN m.type = 4 THEN $4 ELSE $3 END
    ) AS balance,
    CASE WHEN m.type = 4 THEN 0 ELSE (
      SELECT count(*)::int FROM messages g
      LEFT JOIN message_reads r ON r.message_id = g.id AND r.member_id = s.member_id
      WHERE (g.member_id = s.member_id OR (g.member_id IS NULL AND g.brand = $2))
        AND (g.expires_at IS NULL OR g.expires_at > now()) AND r.message_id IS NULL
    ) END AS unread
  FROM sessions s JOIN members m ON m.id = s.member_id
  WHERE s.token_hash = $1`;

/** Batch sizes of SESSION_PROFILES_SQL: one prepared statement per size, unused slots given an empty hash. */
const BATCH_SIZES = [1, 4, 16, 64] as const;

/**
 * The same statement for up to `size` sessions at once: token hashes in $1 and $5.. (a fixed list of parameters, so
 * PostgreSQL keeps one generic plan for it instead of planning every execution as it does for an array parameter).
 */
function sessionProfilesSql(size: number): string {
  const list = ['$1', ...Array.from({ length: size - 1 }, (_, i) => `$${i + 5}`)].join(', ');
  return SESSION_PROFILE_SQL.replace(
    'SELECT s.member_id::text AS member_id,',
    'SELECT s.token_hash, s.member_id::text AS member_id,',
  ).replace('WHERE s.token_hash = $1', `WHERE s.token_hash IN (${list})`);
}
const SESSION_PROFILES_SQL = new Map(BATCH_SIZES.map((n) => [n, sessionProfilesSql(n)]));

/** A SHA-256 hex token hash (anything else, e.g. a hand-made hash in a test, takes the one-session statement). */
const TOKEN_HASH = /^[0-9a-f]{64}$/;

/** Requests waiting for the next batch of one (database, brand, currency, trial currency), by token hash. */
interface ProfileBatcher {
  running: boolean;
  pending: Map<
    string,
    { resolve: (row: SessionProfileRow | undefined) => void; reject: (e: unknown) => void }[]
  >;
}
const batchers = new WeakMap<Db, Map<string, ProfileBatcher>>();

/**
 * One statement: session, member, balance (brand currency, or `trialCurrency` for trial members) and the unread count
 * of messages in `brand` (the request's brand: a session of another brand is refused by the caller anyway). The unread
 * rule is the one of `domain/messages/store.ts` (`visible`).
 *
 * On PGlite (one in-process database that runs one statement at a time, with a fixed cost per statement that dominates
 * this read) look-ups arriving while one runs are answered together by the next statement (SESSION_PROFILES_SQL, up
 * to 64 sessions, one row each): a request alone runs at once as before; under load, N waiting requests cost one statement
 * instead of N (API target, docs/architecture.md "Targets": member/info p99 at 50 connections). Every request still reads a snapshot taken
 * after it arrived (a batch starts only after all its requests have joined), so a write that committed before the
 * call is always seen. PostgreSQL (a pool of connections) runs one statement per request.
 */
export async function findSessionProfile(
  db: Db,
  tokenHash: string,
  brand: string,
  currency: string,
  trialCurrency: string,
): Promise<SessionProfileRow | undefined> {
  if (db.kind !== 'pglite' || db.inTx || !TOKEN_HASH.test(tokenHash)) {
    const [row] = await db.queryPrepared<SessionProfileRow>('pd_session_profile', SESSION_PROFILE_SQL, [
      tokenHash,
      brand,
      currency,
      trialCurrency,
    ]);
    return row;
  }
  let perDb = batchers.get(db);
  if (!perDb) batchers.set(db, (perDb = new Map()));
  const key = `${brand}\u0000${currency}\u0000${trialCurrency}`;
  let b = perDb.get(key);
  if (!b) perDb.set(key, (b = { running: false, pending: new Map() }));
  const batcher = b;
  return new Promise((resolve, reject) => {
    const waiting = batcher.pending.get(tokenHash);
    if (waiting) waiting.push({ resolve, reject });
    else batcher.pending.set(tokenHash, [{ resolve, reject }]);
    if (batcher.running) return;
    // PGlite runs a statement synchronously: started at once, it would block the reading of the requests that are
    // already waiting on other sockets. Started after this round of I/O (setImmediate), it answers them all.
    batcher.running = true;
    setImmediate(() => void drainProfiles(db, batcher, [brand, currency, trialCurrency]));
  });
}

/** Runs the batches of `b` until nobody waits: each statement answers everyone who joined before it started. */
async function drainProfiles(db: Db, b: ProfileBatcher, [brand, currency, trialCurrency]: string[]) {
  try {
    while (b.pending.size) {
      const max = BATCH_SIZES[BATCH_SIZES.length - 1]!;
      const hashes = [...b.pending.keys()].slice(0, max);
      const batch = new Map(hashes.map((h) => [h, b.pending.get(h)!]));
      for (const h of hashes) b.pending.delete(h);
      const size = BATCH_SIZES.find((n) => n >= hashes.length)!;
      const slots = [...hashes.slice(1), ...Array<string>(size - hashes.length).fill('')];
      try {
        const rows = await db.queryPrepared<SessionProfileRow & { token_hash: string }>(
          `pd_session_profiles_${size}`,
          SESSION_PROFILES_SQL.get(size)!,
          [hashes[0]!, brand!, currency!, trialCurrency!, ...slots],
        );
        const byHash = new Map(rows.map(({ token_hash, ...row }) => [token_hash, row]));
        for (const [hash, waiters] of batch) for (const w of waiters) w.resolve(byHash.get(hash));
      } catch (err) {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
      }
    }
  } finally {
    b.running = false;
  }
}

export async function touchSession(db: Db, tokenHash: string, at: number) {
  // The app's clock (ctx.now), the one the idle check compares with, not the database's.
  await db.query(
    sql`UPDATE sessions SET last_seen_at = ${new Date(at).toISOString()}::timestamptz WHERE token_hash = ${tokenHash}`,
  );
}

/**
 * Tells the member's open live streams on every instance that its sessions changed (after the commit), so a stream of a
 * session that ended closes at once (http/sse.ts).
 */
function announceEnded(db: Db, rows: Array<{ member_id: string }>) {
  for (const memberId of new Set(rows.map((r) => r.member_id)))
    publishAfterCommit(db, memberId, { event: SESSIONS_CHANGED, data: {} });
}

export async function revokeSession(db: Db, tokenHash: string) {
  announceEnded(
    db,
    await db.query<{ member_id: string }>(
      sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${tokenHash} AND revoked_at IS NULL
        RETURNING member_id::text AS member_id`,
    ),
  );
}

/**
 * Ends every session of the member but `keepHash` (password change or reset) and forgets the browsers it trusted for
 * the new-address two-factor step (spec section 4): after a credential change each of them proves itself again.
 */
export async function revokeOtherSessions(db: Db, memberId: string, keepHash: string | null) {
  await db.query(sql`DELETE FROM trusted_devices WHERE member_id = ${memberId}`);
  announceEnded(
    db,
    await db.query<{ member_id: string }>(
      sql`UPDATE sessions SET revoked_at = now() WHERE member_id = ${memberId} AND revoked_at IS NULL AND token_hash <> ${keepHash ?? ''}
        RETURNING member_id::text AS member_id`,
    ),
  );
}
