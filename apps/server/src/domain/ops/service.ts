/**
 * Operators (docs/architecture.md "Operators"; docs/decisions.md D21): accounts of their own (table `operators`,
 * argon2id like member passwords, never members) with a role (viewer, cashier, admin) and a TOTP second factor, bearer
 * sessions (256-bit tokens stored as SHA-256; idle 30 minutes, absolute 12 hours) and an audit row for every action,
 * written in the action's own transaction. Operators are platform-wide: they act on every brand.
 *
 * The local bootstrap token (a 256-bit secret in `<DATA_DIR>/ops-bootstrap.token`, mode 0600, written by the server at
 * start) authenticates the command-line tool on the same machine as the actor `bootstrap` with the admin role: whoever
 * can read the data directory can already read the database, so it grants nothing new, and it is how the first
 * operator (an admin, who enrols a TOTP at its first login like every operator) is created.
 *
 * Functions here take plain values (who acts, from which address); the HTTP layer (http/routes/ops.ts) builds them.
 */
import { sql } from 'drizzle-orm';
import type { OpsRole } from '@playdeck/api-client/routes';
import type { Ctx } from '../context.ts';
import { isUniqueViolation, type Db } from '../../infra/db/client.ts';
import { fail } from '../../infra/errors.ts';
import { guardedCheck, minutesUntil, type AttemptRule } from '../../infra/limiter/index.ts';
import { randomToken, sha256 } from '../../infra/tokens.ts';
import { hashPassword, verifyPassword } from '../../infra/passwords.ts';
import { codeStep, newTotp, openSecret, sealSecret } from './totp.ts';

export const OPS_IDLE_MS = 30 * 60_000;
export const OPS_ABSOLUTE_MS = 12 * 3_600_000;
/** Lifetime of a session opened before TOTP enrolment, which can only confirm the enrolment. */
export const OPS_ENROLMENT_MS = 10 * 60_000;
/**
 * Operator login attempts per name (D21; OWASP ASVS 5.0 V6.3.1): 5 failures in 15 minutes lock the name for 15
 * minutes, reserved before the password is checked (src/infra/limiter), so a parallel burst evaluates at most 5 guesses.
 */
export const OPS_LOGIN_RULE: AttemptRule = {
  scope: 'ops-login',
  max: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};
const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

const RANK: Record<OpsRole, number> = { viewer: 0, cashier: 1, admin: 2 };
/** True when `role` may make a call that needs `need` (viewer < cashier < admin). */
export const roleAllows = (role: OpsRole, need: OpsRole) => RANK[role] >= RANK[need];

/** Who is acting: an operator (its role; `enrolment` for a session opened before TOTP enrolment), or the bootstrap token. */
export interface OpsActor {
  id: string | null;
  name: string;
  role: OpsRole;
  enrolment: boolean;
}

/** An acting operator and the address it calls from: what every audited action takes. */
export interface OpsWho {
  actor: OpsActor;
  ip: string;
}

/** The install's TOTP settings: the sealing key (domain/ops/totp.ts totpKey) and the issuer shown in authenticator apps. */
export interface OpsTotpConfig {
  key: Buffer;
  issuer: string;
}

/** Who acts, as stored in the rows an action writes: `operator:<id>` or `bootstrap`. */
export const byOf = (a: OpsActor) => (a.id ? `operator:${a.id}` : a.name);

let dummy: Promise<string> | undefined;

interface OperatorRow {
  id: string;
  username: string;
  role: OpsRole;
  mfa_enrolled: boolean;
  disabled: boolean;
  created_at: string;
}
const operatorCols = sql.raw(`id::text AS id, username, role, totp_enrolled_at IS NOT NULL AS mfa_enrolled,
  disabled_at IS NOT NULL AS disabled, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`);
/** An operator as the API shows it (never its password hash or TOTP secret). */
export const operatorView = (r: OperatorRow) => ({
  id: r.id,
  username: r.username,
  role: r.role,
  mfaEnrolled: r.mfa_enrolled,
  disabled: r.disabled,
  createdAt: r.created_at,
});
export type OperatorView = ReturnType<typeof operatorView>;

/** What an audited action reports: its answer, the row it acted on, and that row before and after. */
export interface Acted<T> {
  value: T;
  target: string;
  before?: unknown;
  after?: unknown;
  detail?: Record<string, unknown>;
  /** False when nothing changed (a repeated action answered with the state it left): no audit row. */
  audit?: boolean;
}

/**
 * Runs an operator action and appends its audit row (who, what, target, state before and after, time, address) in ONE
 * database transaction (D21): the row exists exactly when the action committed. `run` must use the context it is given
 * (its `db` is the transaction; nested `db.tx` calls join it).
 */
export async function act<T>(
  ctx: Ctx,
  who: OpsWho,
  action: string,
  run: (tx: Ctx) => Promise<Acted<T>>,
): Promise<T> {
  return ctx.db.tx(async (db) => {
    const r = await run({ ...ctx, db });
    if (r.audit !== false) await insertAudit(db, ctx.now(), who, action, r);
    return r.value;
  });
}

async function insertAudit(db: Db, now: number, who: OpsWho, action: string, r: Acted<unknown>) {
  const { actor } = who;
  const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));
  await db.query(sql`
    INSERT INTO operator_audit (actor, action, target, detail, before, after, ip, created_at)
    VALUES (${actor.id ? `operator:${actor.id}:${actor.name}` : actor.name}, ${action}, ${r.target},
      ${JSON.stringify(r.detail ?? {})}::jsonb, ${json(r.before)}::jsonb, ${json(r.after)}::jsonb, ${who.ip}, ${ts(now)})`);
}

/**
 * Creates an operator with `role` (default viewer). @param password at least 12 characters (checked by the schema)
 * @throws OPERATOR_TAKEN (case-insensitive username), VALIDATION (username other than letters, digits, . _ -)
 */
export async function createOperator(
  ctx: Ctx,
  who: OpsWho,
  input: { username: string; password: string; role?: OpsRole },
): Promise<OperatorView> {
  const name = input.username.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{2,63}$/.test(name)) throw fail('VALIDATION', { field: 'username' });
  const hash = await hashPassword(input.password);
  try {
    return await act(ctx, who, 'operator.create', async ({ db }) => {
      const [row] = await db.query<OperatorRow>(sql`
        INSERT INTO operators (username, username_key, password_hash, role, created_at)
        VALUES (${name}, ${name.toLowerCase()}, ${hash}, ${input.role ?? 'viewer'}, ${ts(ctx.now())})
        RETURNING ${operatorCols}`);
      const v = operatorView(row!);
      return { value: v, target: `operator:${v.id}`, before: null, after: v };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('OPERATOR_TAKEN');
    throw err;
  }
}

/** Every operator, oldest first. */
export async function listOperators(ctx: Ctx): Promise<OperatorView[]> {
  const rows = await ctx.db.query<OperatorRow>(sql`SELECT ${operatorCols} FROM operators o ORDER BY o.id`);
  return rows.map(operatorView);
}

/**
 * Changes an operator's role and/or disables (or re-enables) it; disabling ends its sessions. An operator cannot
 * change itself (an admin cannot lock itself out or raise itself).
 * @throws OPERATOR_NOT_FOUND, OPS_FORBIDDEN (itself)
 */
export async function updateOperator(
  ctx: Ctx,
  who: OpsWho,
  id: string,
  change: { role?: OpsRole; disabled?: boolean },
): Promise<OperatorView> {
  if (who.actor.id === id) throw fail('OPS_FORBIDDEN');
  return act(ctx, who, 'operator.update', async ({ db }) => {
    const [old] = await db.query<OperatorRow>(
      sql`SELECT ${operatorCols} FROM operators WHERE id = ${id}::bigint FOR UPDATE`,
    );
    if (!old) throw fail('OPERATOR_NOT_FOUND');
    const disabledAt =
      change.disabled === undefined
        ? sql`disabled_at`
        : change.disabled
          ? sql`coalesce(disabled_at, ${ts(ctx.now())})`
          : sql`NULL`;
    const [row] = await db.query<OperatorRow>(sql`
      UPDATE operators SET role = ${change.role ?? old.role}, disabled_at = ${disabledAt}
      WHERE id = ${id}::bigint RETURNING ${operatorCols}`);
    if (change.disabled || (change.role && change.role !== old.role))
      await db.query(sql`UPDATE operator_sessions SET revoked_at = ${ts(ctx.now())}
        WHERE operator_id = ${id}::bigint AND revoked_at IS NULL`);
    const v = operatorView(row!);
    return { value: v, target: `operator:${id}`, before: operatorView(old), after: v };
  });
}

/**
 * Operator login (D21): the attempt is reserved before anything is checked (OPS_LOGIN_RULE, per name, known or not),
 * then the password (the same argon2 work whether or not the name exists) and, for an enrolled operator, a TOTP `code`
 * not used before. An operator without a TOTP gets a new secret (shown once as `enrolment.otpauthUri`) and an
 * enrolment-only session that lasts OPS_ENROLMENT_MS.
 * @returns a bearer token (shown once), its expiry and the role. @throws OPS_LOGIN_FAILED (401; the same for a wrong
 *   name, password or code), OPS_LOGIN_LOCKED (423, `{minutes}`)
 */
export async function login(
  ctx: Ctx,
  totp: OpsTotpConfig,
  input: { username: string; password: string; code?: string },
  ip: string,
) {
  const key = input.username.trim().toLowerCase();
  const now = ctx.now();
  let op:
    | {
        id: string;
        username: string;
        password_hash: string;
        role: OpsRole;
        totp_secret: string | null;
        enrolled: boolean;
        totp_last_step: string;
      }
    | undefined;
  const g = await guardedCheck(ctx, OPS_LOGIN_RULE, key, async () => {
    [op] = await ctx.db.query<NonNullable<typeof op>>(sql`
      SELECT id::text AS id, username, password_hash, role, totp_secret, totp_enrolled_at IS NOT NULL AS enrolled,
        totp_last_step::text AS totp_last_step
      FROM operators WHERE username_key = ${key} AND disabled_at IS NULL`);
    const good = await verifyPassword(
      op?.password_hash ?? (await (dummy ??= hashPassword(randomToken(16)))),
      input.password,
    );
    if (!op || !good) return false;
    if (!op.enrolled) return true;
    return useCode(ctx.db, totp, op, input.code ?? '', now);
  });
  if (!g.ok) {
    if (g.locked) throw fail('OPS_LOGIN_LOCKED', undefined, { minutes: minutesUntil(g.lockedUntil, now) });
    throw fail('OPS_LOGIN_FAILED');
  }
  const o = op!;
  const token = randomToken(32);
  const enrolment = o.enrolled ? undefined : newTotp(totp.issuer, o.username);
  const expiresAt = now + (enrolment ? OPS_ENROLMENT_MS : OPS_ABSOLUTE_MS);
  const actor: OpsActor = { id: o.id, name: o.username, role: o.role, enrolment: !!enrolment };
  await act(ctx, { actor, ip }, enrolment ? 'session.enrolment' : 'session.login', async ({ db }) => {
    if (enrolment)
      await db.query(sql`UPDATE operators SET totp_secret = ${sealSecret(totp.key, enrolment.secret)}
        WHERE id = ${o.id}::bigint AND totp_enrolled_at IS NULL`);
    await db.query(sql`
      INSERT INTO operator_sessions (token_hash, operator_id, created_at, last_seen_at, expires_at, enrolment)
      VALUES (${sha256(token)}, ${o.id}::bigint, ${ts(now)}, ${ts(now)}, ${ts(expiresAt)}, ${!!enrolment})`);
    return { value: null, target: `operator:${o.id}` };
  });
  return {
    token,
    expiresAt: new Date(expiresAt).toISOString(),
    role: o.role,
    ...(enrolment ? { enrolment: { otpauthUri: enrolment.uri } } : {}),
  };
}

/**
 * Accepts `code` for the operator's sealed secret when its time step is later than the last accepted one, recording
 * that step in the same statement that checks it (single use, also under a race).
 */
async function useCode(
  db: Db,
  totp: OpsTotpConfig,
  op: { id: string; totp_secret: string | null; totp_last_step: string },
  code: string,
  now: number,
): Promise<boolean> {
  if (!op.totp_secret) return false;
  let secret: string;
  try {
    secret = openSecret(totp.key, op.totp_secret);
  } catch {
    return false;
  }
  const step = await codeStep(secret, code, now, Number(op.totp_last_step));
  if (step === null) return false;
  const [u] = await db.query(sql`UPDATE operators SET totp_last_step = ${step}
    WHERE id = ${op.id}::bigint AND totp_last_step < ${step} RETURNING id`);
  return !!u;
}

/**
 * Confirms TOTP enrolment with a first code from the authenticator (the secret from login's `otpauthUri`): the operator
 * is enrolled and this session becomes a full one (its absolute lifetime counted from now). Wrong codes count against
 * the login limit of the name.
 * @throws OPS_MFA_INVALID (wrong or used code), OPS_LOGIN_LOCKED, OPS_FORBIDDEN (not an enrolment session)
 */
export async function confirmMfa(ctx: Ctx, totp: OpsTotpConfig, who: OpsWho, token: string, code: string) {
  const { actor } = who;
  if (!actor.id || !actor.enrolment) throw fail('OPS_FORBIDDEN');
  const now = ctx.now();
  const g = await guardedCheck(ctx, OPS_LOGIN_RULE, actor.name.toLowerCase(), async () => {
    const [op] = await ctx.db.query<{ id: string; totp_secret: string | null; totp_last_step: string }>(sql`
      SELECT id::text AS id, totp_secret, totp_last_step::text AS totp_last_step FROM operators
      WHERE id = ${actor.id}::bigint AND totp_enrolled_at IS NULL`);
    return !!op && (await useCode(ctx.db, totp, op, code, now));
  });
  if (!g.ok) {
    if (g.locked) throw fail('OPS_LOGIN_LOCKED', undefined, { minutes: minutesUntil(g.lockedUntil, now) });
    throw fail('OPS_MFA_INVALID');
  }
  return act(ctx, who, 'operator.mfa.enrol', async ({ db }) => {
    await db.query(sql`UPDATE operators SET totp_enrolled_at = ${ts(now)} WHERE id = ${actor.id}::bigint`);
    await db.query(sql`UPDATE operator_sessions SET enrolment = false, expires_at = ${ts(now + OPS_ABSOLUTE_MS)}
      WHERE token_hash = ${sha256(token)}`);
    return {
      value: { enrolled: true as const },
      target: `operator:${actor.id}`,
      before: { mfaEnrolled: false },
      after: { mfaEnrolled: true },
    };
  });
}

/** The operator of a bearer token (sliding idle window), or null. */
export async function authenticate(ctx: Ctx, token: string): Promise<OpsActor | null> {
  const hash = sha256(token);
  const now = ctx.now();
  const [s] = await ctx.db.query<{
    operator_id: string;
    username: string;
    role: OpsRole;
    enrolment: boolean;
  }>(sql`
    UPDATE operator_sessions s SET last_seen_at = ${ts(now)}
    FROM operators o
    WHERE s.token_hash = ${hash} AND o.id = s.operator_id AND o.disabled_at IS NULL AND s.revoked_at IS NULL
      AND s.expires_at > ${ts(now)} AND s.last_seen_at > ${ts(now - OPS_IDLE_MS)}
    RETURNING s.operator_id::text AS operator_id, o.username, o.role, s.enrolment`);
  return s ? { id: s.operator_id, name: s.username, role: s.role, enrolment: s.enrolment } : null;
}

/** Ends the session of `token` (audited when it was live). */
export async function logout(ctx: Ctx, who: OpsWho, token: string) {
  await act(ctx, who, 'session.logout', async ({ db }) => {
    const r = await db.query(sql`UPDATE operator_sessions SET revoked_at = ${ts(ctx.now())}
      WHERE token_hash = ${sha256(token)} AND revoked_at IS NULL RETURNING token_hash`);
    return { value: null, target: `operator:${who.actor.id ?? who.actor.name}`, audit: r.length > 0 };
  });
}

/** The audit trail, newest first. `paging` as the other operator lists (offset, limit). */
export async function auditPage(ctx: Ctx, paging: { offset: number; limit: number }) {
  const [{ total } = { total: 0 }] = await ctx.db.query<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM operator_audit`,
  );
  const rows = await ctx.db.query<{
    id: string;
    actor: string;
    action: string;
    target: string;
    detail: unknown;
    before: unknown;
    after: unknown;
    ip: string | null;
    created_at: string;
  }>(sql`SELECT id::text AS id, actor, action, target, detail, before, after, ip, ${iso('created_at')} AS created_at
    FROM operator_audit a ORDER BY a.id DESC LIMIT ${paging.limit} OFFSET ${paging.offset}`);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      action: r.action,
      target: r.target,
      detail: r.detail,
      before: r.before,
      after: r.after,
      ip: r.ip,
      createdAt: r.created_at,
    })),
  };
}
