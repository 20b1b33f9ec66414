/**
 * Benchmark target, run as a child process by http.bench.ts so the load generator does not share the server's event
 * loop. `tsx bench/target.ts bare` serves one bare Fastify route; `tsx bench/target.ts app [DATABASE_URL]` serves the
 * real app (rate limits off, logger off) on PGlite in memory, or on the given PostgreSQL database (already created by
 * the parent, migrated here), with a member and a session for /wps/member/info (and 50 more members with a session
 * each). Reports `{ port, token?, tokens? }` over IPC. `tsx bench/target.ts flood [DATABASE_URL]` is the app as in
 * `app` plus FLOOD_USERS (default 250) members `flood0..` with a real argon2 password hash, reported as `users`
 * (login-flood.bench.ts: one member per flood connection, so no name is ever in flight twice and meets its own lock).
 * Every mode also adds 50 members `benchlogin0..49` with one real password for /wps/session/login, reported as
 * `login` (http.bench.ts).
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { openPglite, openPostgres, type Db } from '../src/infra/db/client.ts';
import { migrate } from '../src/infra/db/migrate.ts';
import { transfer } from '../src/domain/ledger/index.ts';
import { createSession } from '../src/domain/session/service.ts';
import { hashPassword } from '../src/infra/passwords.ts';

/** The password of the members the login benchmark logs in as (real argon2id hashes, as registration writes them). */
const LOGIN_PASSWORD = 'Bench-login-pass-2468';

const [mode, url] = process.argv.slice(2);
const send = (m: unknown) => process.send!(m);

if (mode === 'bare') {
  const bare = Fastify();
  bare.get('/bare', async () => ({ success: true, value: { status: 0 } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  send({ port: (bare.server.address() as { port: number }).port });
} else {
  const db: Db = url ? openPostgres(url, 10) : await openPglite();
  await migrate(db);
  const app = await buildApp({ db, seed: 'content', rateLimit: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const [m] = await db.query<{ id: string }>(
    sql`INSERT INTO members (brand, username, username_key, password_hash) VALUES ('deshplay', 'bench', 'bench', 'x') RETURNING id::text AS id`,
  );
  await transfer(db, {
    debit: { kind: 'clearing', brand: 'deshplay', currency: 'BDT', name: 'deposits' },
    credit: { kind: 'cash', brand: 'deshplay', currency: 'BDT', memberId: m!.id },
    amountMinor: 12345n,
    kind: 'deposit',
    idempotencyKey: `bench:${m!.id}`,
  });
  const { token } = await createSession(app.ctx, m!.id, app.ctx.brands.defaultBrand);
  // Sessions of 50 other members, for member/info with as many members as connections (no two alike in flight).
  const tokens: string[] = [];
  for (let i = 0; i < 50; i++) {
    const [o] = await db.query<{ id: string }>(
      sql`INSERT INTO members (brand, username, username_key, password_hash) VALUES ('deshplay', ${`bench${i}`}, ${`bench${i}`}, 'x') RETURNING id::text AS id`,
    );
    tokens.push((await createSession(app.ctx, o!.id, app.ctx.brands.defaultBrand)).token);
  }
  // Members who can really log in (login-flood.bench.ts): one real argon2 hash of one password, shared (hashing
  // hundreds at start would take longer than the run).
  const users: Array<{ username: string; password: string }> = [];
  if (mode === 'flood') {
    const password = `flood-password-${process.pid}`;
    const hash = await hashPassword(password);
    for (let i = 0; i < Number(process.env.FLOOD_USERS ?? 250); i++) {
      const username = `flood${i}`;
      await db.query(
        sql`INSERT INTO members (brand, username, username_key, password_hash) VALUES ('deshplay', ${username}, ${username}, ${hash})`,
      );
      users.push({ username, password });
    }
  }
  // 50 members with a real password: one per connection of the login row (one name is never in flight twice).
  const loginHash = await hashPassword(LOGIN_PASSWORD);
  const logins: string[] = [];
  for (let i = 0; i < 50; i++) {
    logins.push(`benchlogin${i}`);
    await db.query(
      sql`INSERT INTO members (brand, username, username_key, password_hash)
        VALUES ('deshplay', ${`benchlogin${i}`}, ${`benchlogin${i}`}, ${loginHash})`,
    );
  }
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
  send({
    port: (app.server.address() as { port: number }).port,
    token,
    tokens,
    users,
    login: { usernames: logins, password: LOGIN_PASSWORD },
    driver: db.kind,
  });
}
