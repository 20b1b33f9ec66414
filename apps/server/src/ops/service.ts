/**
 * Operators (docs/architecture.md "Operators"): accounts of their own (table `operators`, argon2id like member passwords, never
 * members), bearer sessions (256-bit tokens stored as SHA-256; idle 30 minutes, absolute 12 hours) and an audit row for
 * every action. Operators are platform-wide: they act on every brand.
 *
 * The local bootstrap token (a 256-bit secret in `<DATA_DIR>/ops-bootstrap.token`, mode 0600, written by the server at
 * start) authenticates the command-line tool on the same machine as the actor `bootstrap`: whoever can read the data
 * directory can already read the database, so it grants nothing new, and it is how the first operator is created.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { isUniqueViolation } from '../db/client.ts';
import { fail } from '../errors.ts';
import { randomToken, sha256 } from '../tokens.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';

export const OPS_IDLE_MS = 30 * 60_000;
export const OPS_ABSOLUTE_MS = 12 * 3_600_000;
const iso = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** Who is acting: an operator, or the local bootstrap token. */
export interface OpsActor {
  id: string | null;
  name: string;
}

let dummy: Promise<string> | undefined;

/**
 * Creates an operator. @param password at least 12 characters (checked by the schema)
 * @throws OPERATOR_TAKEN (case-insensitive username), VALIDATION (username other than letters, digits, . _ -)
 */
export async function createOperator(ctx: Ctx, username: string, password: string) {
  const name = username.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{2,63}$/.test(name)) throw fail('VALIDATION', { field: 'username' });
  const hash = await hashPassword(password);
  try {
    const [row] = await ctx.db.query<{ id: string; username: string; created_at: string }>(sql`
      INSERT INTO operators (username, username_key, password_hash, created_at)
      VALUES (${name}, ${name.toLowerCase()}, ${hash}, ${ts(ctx.now())})
      RETURNING id::text AS id, username, ${iso('created_at')} AS created_at`);
    return { id: row!.id, username: row!.username, createdAt: row!.created_at };
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('OPERATOR_TAKEN');
    throw err;
  }
}

/**
 * Operator login: one generic failure whether or not the name exists (the same argon2 work either way).
 * @returns a bearer token (shown once) and its absolute expiry. @throws OPS_LOGIN_FAILED
 */
export async function login(ctx: Ctx, username: string, password: string) {
  const [op] = await ctx.db.query<{ id: string; password_hash: string }>(sql`
    SELECT id::text AS id, password_hash FROM operators
    WHERE username_key = ${username.trim().toLowerCase()} AND disabled_at IS NULL`);
  const good = await verifyPassword(
    op?.password_hash ?? (await (dummy ??= hashPassword(randomToken(16)))),
    password,
  );
  if (!op || !good) throw fail('OPS_LOGIN_FAILED');
  const token = randomToken(32);
  const expiresAt = ctx.now() + OPS_ABSOLUTE_MS;
  await ctx.db.query(sql`
    INSERT INTO operator_sessions (token_hash, operator_id, created_at, last_seen_at, expires_at)
    VALUES (${sha256(token)}, ${op.id}::bigint, ${ts(ctx.now())}, ${ts(ctx.now())}, ${ts(expiresAt)})`);
  return { token, expiresAt: new Date(expiresAt).toISOString() };
}

/** The operator of a bearer token (sliding idle window), or null. */
export async function authenticate(ctx: Ctx, token: string): Promise<OpsActor | null> {
  const hash = sha256(token);
  const now = ctx.now();
  const [s] = await ctx.db.query<{ operator_id: string; username: string }>(sql`
    UPDATE operator_sessions s SET last_seen_at = ${ts(now)}
    FROM operators o
    WHERE s.token_hash = ${hash} AND o.id = s.operator_id AND o.disabled_at IS NULL AND s.revoked_at IS NULL
      AND s.expires_at > ${ts(now)} AND s.last_seen_at > ${ts(now - OPS_IDLE_MS)}
    RETURNING s.operator_id::text AS operator_id, o.username`);
  return s ? { id: s.operator_id, name: s.username } : null;
}

export async function logout(ctx: Ctx, token: string) {
  await ctx.db.query(
    sql`UPDATE operator_sessions SET revoked_at = ${ts(ctx.now())} WHERE token_hash = ${sha256(token)}`,
  );
}

/**
 * What a feature's operator routes get from opsRoutes (src/ops/routes.ts), whose operator preHandler the route table's
 * `operator` auth kind names (http/route.ts provideAuth): `by(req)`, who acts, as stored in the feature's rows (`operator:<id>` or `bootstrap`); `audit(req, ...)`,
 * which appends the operator_audit row for the request's operator and IP.
 */
export interface OpsRouteHooks {
  by: (req: FastifyRequest) => string;
  audit: (
    req: FastifyRequest,
    action: string,
    target: string,
    detail: Record<string, unknown>,
  ) => Promise<void>;
}

/** Appends an audit row (who, what, on which row, details, from where). */
export async function audit(
  ctx: Ctx,
  actor: OpsActor,
  action: string,
  target: string,
  detail: Record<string, unknown>,
  ip: string,
) {
  await ctx.db.query(sql`
    INSERT INTO operator_audit (actor, action, target, detail, ip, created_at)
    VALUES (${actor.id ? `operator:${actor.id}:${actor.name}` : actor.name}, ${action}, ${target},
      ${JSON.stringify(detail)}::jsonb, ${ip}, ${ts(ctx.now())})`);
}
