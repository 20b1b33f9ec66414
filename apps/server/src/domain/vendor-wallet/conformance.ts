/**
 * The vendor wallet conformance kit (docs/vendor-protocol.md "Conformance kit"): replays the hard cases of the seamless wallet protocol
 * (docs/vendor-protocol.md) against any implementation at a base URL, over real HTTP, and reports each case passed or failed.
 * The CLI is apps/server/scripts/vendor-conformance.ts (`npm run vendor:conformance -- --vendor <code> --url <base>`).
 *
 * Players: each case needs a player with a known balance. Either
 * - `hooks` (default): a fresh player per case from the target's test hook `POST <url>/__test/vendor/players`
 *   `{ balance }` -> `{ value: { playerId, currency, balance } }` (our server with PLAYDECK_TEST_HOOKS=1); or
 * - a fixed `player` (an implementation without the hook): every case reads the current balance first and works with
 *   amounts relative to it (at least 1000 minor units needed); bets lost by the cases stay lost, raced bets are
 *   rolled back.
 * Every case checks the answers (status, code, body) and the balance the wallet reports afterwards.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { randomBytes } from 'node:crypto';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signRequest,
  signedHeaders,
  type Operation,
} from './protocol.ts';

export interface KitOptions {
  /** Platform base URL, e.g. http://127.0.0.1:3000 (the wallet is at <url>/vendor/<code>/wallet/<op>). */
  url: string;
  vendor: string;
  secret: string;
  /** A fixed player id on the target; absent: fresh players from the test hook. */
  player?: string;
  /** Strict expectation for a rollback of a bet after its round's win (absent: either answer, if consistent). */
  expectRollbackAfterWin?: 'refuse' | 'allow';
  /** Per request, ms (default 10000). */
  timeoutMs?: number;
  /** Parallel requests in the race cases (default 8). */
  concurrency?: number;
  /** Only the cases whose name contains this text. */
  grep?: string;
  /** Called with each case's result as it completes. */
  onResult?: (r: CaseResult) => void;
}

export interface CaseResult {
  name: string;
  passed: boolean;
  /** Why it failed (the first broken expectation). */
  detail?: string;
  ms: number;
}

export interface KitReport {
  vendor: string;
  url: string;
  passed: number;
  failed: number;
  cases: CaseResult[];
}

interface Reply {
  status: number;
  text: string;
  json: Record<string, unknown>;
}

interface Player {
  playerId: string;
  currency: string;
  /** Balance when the case started, minor units. */
  start: bigint;
}

class Failure extends Error {}

function expect(cond: unknown, what: string): asserts cond {
  if (!cond) throw new Failure(what);
}

const show = (r: Reply) => `${r.status} ${r.text.slice(0, 200)}`;

/** A signed client for one vendor of one target. */
class Wallet {
  constructor(private readonly o: KitOptions) {}

  private target(op: string) {
    return `${this.o.url.replace(/\/+$/, '')}/vendor/${encodeURIComponent(this.o.vendor)}/wallet/${op}`;
  }

  /** Sends `body` (an object, or raw text) to `op` with the given headers (default: correctly signed now). */
  async send(op: Operation | string, body: unknown, headers?: Record<string, string>): Promise<Reply> {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const res = await fetch(this.target(op), {
      method: 'POST',
      headers: headers ?? signedHeaders(this.o.secret, raw),
      body: raw,
      signal: AbortSignal.timeout(this.o.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // left empty: the expectations report it
    }
    return { status: res.status, text, json };
  }

  /**
   * Sends a signed call and drops the connection without reading the answer: `after: 'sent'` right after the body is
   * written (the platform may or may not have processed it), `after: 'headers'` once the answer's status line arrived
   * (it has processed it; the vendor never learns the outcome). Resolves when the connection is gone.
   */
  lose(op: Operation, body: unknown, after: 'sent' | 'headers'): Promise<void> {
    const raw = JSON.stringify(body);
    const u = new URL(this.target(op));
    const req = (u.protocol === 'https:' ? httpsRequest : httpRequest)(u, {
      method: 'POST',
      headers: { ...signedHeaders(this.o.secret, raw), 'content-length': String(Buffer.byteLength(raw)) },
      agent: false,
    });
    return new Promise((resolve) => {
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.on('response', (res) => {
        res.destroy();
        req.destroy();
      });
      req.end(raw, () => {
        if (after === 'sent') setImmediate(() => req.destroy());
      });
    });
  }

  async balance(p: Player): Promise<bigint> {
    const r = await this.send('balance', { playerId: p.playerId, currency: p.currency });
    expect(r.status === 200 && r.json.status === 'OK', `balance call failed: ${show(r)}`);
    const b = r.json.balance;
    expect(
      typeof b === 'string' && /^(0|[1-9][0-9]*)$/.test(b),
      `balance is not an integer string: ${show(r)}`,
    );
    return BigInt(b);
  }
}

/** The cases, in order. Each gets a player and the wallet client and throws a Failure on a broken expectation. */
type Case = {
  name: string;
  run: (w: Wallet, p: Player, k: Kit) => Promise<void>;
  /** The case needs a self-excluded player from the test hook (skipped with a fixed `player`). */
  excludedPlayer?: boolean;
};

interface Kit {
  id: (label: string) => string;
  unit: (p: Player) => bigint;
  opts: KitOptions;
}

const bet = (p: Player, transactionId: string, roundId: string, amount: bigint) => ({
  playerId: p.playerId,
  currency: p.currency,
  transactionId,
  roundId,
  amount: amount.toString(),
  gameCode: 'conformance',
});
const win = (p: Player, transactionId: string, roundId: string, amount: bigint, roundClosed = true) => ({
  ...bet(p, transactionId, roundId, amount),
  roundClosed,
});
const rollback = (p: Player, transactionId: string, referenceTransactionId: string, roundId?: string) => ({
  playerId: p.playerId,
  currency: p.currency,
  transactionId,
  referenceTransactionId,
  ...(roundId ? { roundId } : {}),
});

function ok(r: Reply, what: string) {
  expect(r.status === 200 && r.json.status === 'OK', `${what}: expected 200 OK, got ${show(r)}`);
}
function refused(r: Reply, status: number, code: string, what: string) {
  expect(
    r.status === status && r.json.status === 'ERROR' && r.json.code === code,
    `${what}: expected ${status} ${code}, got ${show(r)}`,
  );
}
async function balanceIs(w: Wallet, p: Player, want: bigint, what: string) {
  const got = await w.balance(p);
  expect(got === want, `${what}: balance ${got}, expected ${want}`);
}

export const CASES: Case[] = [
  {
    name: 'balance answers the funded balance as an integer string',
    run: async (w, p) => {
      const r = await w.send('balance', { playerId: p.playerId, currency: p.currency });
      ok(r, 'balance');
      expect(r.json.balance === p.start.toString(), `balance ${String(r.json.balance)}, expected ${p.start}`);
      expect(r.json.currency === p.currency, `currency ${String(r.json.currency)}, expected ${p.currency}`);
    },
  },
  {
    name: 'bet debits and win credits, settling the round',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const round = k.id('r');
      const b = await w.send('bet', bet(p, k.id('b'), round, 10n * u));
      ok(b, 'bet');
      expect(
        b.json.balance === (p.start - 10n * u).toString(),
        `bet answer balance ${String(b.json.balance)}`,
      );
      expect(b.json.roundStatus === 'open', `round after the bet: ${String(b.json.roundStatus)}`);
      const x = await w.send('win', win(p, k.id('w'), round, 25n * u));
      ok(x, 'win');
      expect(x.json.roundStatus === 'settled', `round after the win: ${String(x.json.roundStatus)}`);
      await balanceIs(w, p, p.start + 15n * u, 'after bet and win');
    },
  },
  {
    name: 'duplicate bet id with the same content returns the original answer and debits once',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const body = bet(p, k.id('b'), k.id('r'), 7n * u);
      const first = await w.send('bet', body);
      ok(first, 'bet');
      // Another movement in between: the repeat must still answer exactly as the first time.
      ok(await w.send('bet', bet(p, k.id('b'), k.id('r'), u)), 'second bet');
      const again = await w.send('bet', body);
      ok(again, 'repeated bet');
      expect(again.text === first.text, `repeat answered ${again.text}, first answer was ${first.text}`);
      await balanceIs(w, p, p.start - 8n * u, 'after bet, other bet, repeated bet');
    },
  },
  {
    name: 'duplicate bet id with a different amount is refused and moves nothing',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const id = k.id('b');
      const round = k.id('r');
      ok(await w.send('bet', bet(p, id, round, 5n * u)), 'bet');
      refused(
        await w.send('bet', bet(p, id, round, 6n * u)),
        409,
        'TRANSACTION_CONFLICT',
        'same id, other amount',
      );
      refused(
        await w.send('win', win(p, id, round, 5n * u)),
        409,
        'TRANSACTION_CONFLICT',
        'same id as a win',
      );
      await balanceIs(w, p, p.start - 5n * u, 'after the conflicting repeats');
    },
  },
  {
    name: 'duplicate win credits once; a different amount under its id is refused',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const round = k.id('r');
      ok(await w.send('bet', bet(p, k.id('b'), round, 4n * u)), 'bet');
      const body = win(p, k.id('w'), round, 9n * u);
      const first = await w.send('win', body);
      ok(first, 'win');
      const again = await w.send('win', body);
      expect(again.status === 200 && again.text === first.text, `repeated win: ${show(again)}`);
      refused(
        await w.send('win', { ...body, amount: (10n * u).toString() }),
        409,
        'TRANSACTION_CONFLICT',
        'win id with other amount',
      );
      await balanceIs(w, p, p.start + 5n * u, 'after win and repeats');
    },
  },
  {
    name: 'win before its bet is refused; retried after the bet it credits once',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const round = k.id('r');
      const wbody = win(p, k.id('w'), round, 12n * u);
      refused(await w.send('win', wbody), 404, 'ROUND_NOT_FOUND', 'win before bet');
      await balanceIs(w, p, p.start, 'after the early win');
      ok(await w.send('bet', bet(p, k.id('b'), round, 3n * u)), 'late bet');
      const x = await w.send('win', wbody);
      ok(x, 'win retried after the bet');
      ok(await w.send('win', wbody), 'win repeated');
      await balanceIs(w, p, p.start + 9n * u, 'after bet and win');
    },
  },
  {
    name: 'rollback of an unknown id is recorded; the late bet with that id is refused',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const lateId = k.id('b');
      const round = k.id('r');
      const rb = rollback(p, k.id('x'), lateId, round);
      const first = await w.send('rollback', rb);
      ok(first, 'rollback of an unknown id');
      expect(
        first.json.balance === p.start.toString(),
        `rollback answer balance ${String(first.json.balance)}`,
      );
      refused(await w.send('bet', bet(p, lateId, round, 6n * u)), 409, 'TRANSACTION_ROLLED_BACK', 'late bet');
      const again = await w.send('rollback', rb);
      expect(again.status === 200 && again.text === first.text, `repeated rollback: ${show(again)}`);
      await balanceIs(w, p, p.start, 'after rollback and late bet');
    },
  },
  {
    name: 'rollback of a bet refunds it once and cancels the round',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const round = k.id('r');
      const betId = k.id('b');
      ok(await w.send('bet', bet(p, betId, round, 8n * u)), 'bet');
      const rb = rollback(p, k.id('x'), betId, round);
      const first = await w.send('rollback', rb);
      ok(first, 'rollback');
      expect(
        first.json.roundStatus === 'cancelled',
        `round after rollback: ${String(first.json.roundStatus)}`,
      );
      const again = await w.send('rollback', rb);
      expect(again.status === 200 && again.text === first.text, `repeated rollback: ${show(again)}`);
      ok(
        await w.send('rollback', rollback(p, k.id('x'), betId, round)),
        'second rollback id for the same bet',
      );
      ok(
        await w.send('bet', bet(p, betId, round, 8n * u)),
        'the bet repeated after its rollback (stored answer)',
      );
      refused(
        await w.send('win', win(p, k.id('w'), round, 20n * u)),
        409,
        'ROUND_CLOSED',
        'win in a cancelled round',
      );
      await balanceIs(w, p, p.start, 'after bet and rollbacks');
    },
  },
  {
    name: 'rollback of a bet after its win follows the rollback policy and never pays twice',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const round = k.id('r');
      const betId = k.id('b');
      ok(await w.send('bet', bet(p, betId, round, 10n * u)), 'bet');
      ok(await w.send('win', win(p, k.id('w'), round, 30n * u)), 'win');
      const rb = rollback(p, k.id('x'), betId, round);
      const r = await w.send('rollback', rb);
      const want = k.opts.expectRollbackAfterWin;
      if (r.status === 200) {
        expect(want !== 'refuse', `rollback after win answered OK, expected ROLLBACK_NOT_ALLOWED`);
        ok(await w.send('rollback', rb), 'repeated rollback');
        await balanceIs(w, p, p.start + 30n * u, 'after the allowed rollback');
      } else {
        expect(want !== 'allow', `rollback after win refused (${show(r)}), expected OK`);
        refused(r, 409, 'ROLLBACK_NOT_ALLOWED', 'rollback after win');
        await balanceIs(w, p, p.start + 20n * u, 'after the refused rollback');
      }
    },
  },
  {
    name: 'concurrent bets racing the balance: the balance never goes negative',
    run: async (w, p, k) => {
      const n = k.opts.concurrency ?? 8;
      const a = p.start / 3n + 1n;
      const ids = Array.from({ length: n }, () => ({ id: k.id('b'), round: k.id('r') }));
      const replies = await Promise.all(ids.map((x) => w.send('bet', bet(p, x.id, x.round, a))));
      const okCount = replies.filter((r) => r.status === 200 && r.json.status === 'OK').length;
      for (const r of replies)
        expect(
          (r.status === 200 && r.json.status === 'OK') ||
            (r.status === 402 && r.json.code === 'INSUFFICIENT_FUNDS'),
          `a raced bet answered ${show(r)}`,
        );
      const fit = Number(p.start / a);
      expect(okCount === fit, `${okCount} of ${n} bets of ${a} accepted on ${p.start}, expected ${fit}`);
      await balanceIs(w, p, p.start - BigInt(okCount) * a, 'after the race');
      // Give the stakes back so a fixed player keeps its funds.
      for (const [i, r] of replies.entries())
        if (r.status === 200)
          ok(await w.send('rollback', rollback(p, k.id('x'), ids[i]!.id, ids[i]!.round)), 'cleanup rollback');
      await balanceIs(w, p, p.start, 'after the cleanup rollbacks');
    },
  },
  {
    name: 'the same bet sent concurrently is applied once, every answer the same',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const body = bet(p, k.id('b'), k.id('r'), 11n * u);
      const n = k.opts.concurrency ?? 8;
      const replies = await Promise.all(Array.from({ length: n }, () => w.send('bet', body)));
      for (const r of replies) ok(r, 'a concurrent duplicate');
      expect(new Set(replies.map((r) => r.text)).size === 1, 'concurrent duplicates answered differently');
      await balanceIs(w, p, p.start - 11n * u, 'after the concurrent duplicates');
    },
  },
  {
    name: 'retries after timeouts (answer lost before or after processing) move money once',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const round = k.id('r');
      const b1 = bet(p, k.id('b'), round, 6n * u);
      await w.lose('bet', b1, 'headers'); // processed, answer lost
      const b2 = bet(p, k.id('b'), round, 2n * u);
      await w.lose('bet', b2, 'sent'); // maybe processed
      const w1 = win(p, k.id('w'), round, 13n * u);
      for (const [op, body] of [
        ['bet', b1],
        ['bet', b2],
      ] as const)
        ok(await w.send(op, body), `${op} retried`);
      await w.lose('win', w1, 'headers');
      ok(await w.send('win', w1), 'win retried');
      ok(await w.send('win', w1), 'win retried twice');
      await balanceIs(w, p, p.start + 5n * u, 'after the retries');
    },
  },
  {
    name: 'bad signatures are refused and record nothing',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const body = bet(p, k.id('b'), k.id('r'), 5n * u);
      const raw = JSON.stringify(body);
      const ts = String(Math.floor(Date.now() / 1000));
      const base = { 'content-type': 'application/json', [TIMESTAMP_HEADER]: ts };
      refused(
        await w.send('bet', raw, { ...base, [SIGNATURE_HEADER]: signRequest(`${k.opts.secret}x`, ts, raw) }),
        401,
        'INVALID_SIGNATURE',
        'wrong secret',
      );
      refused(await w.send('bet', raw, base), 401, 'INVALID_SIGNATURE', 'no signature');
      const tampered = JSON.stringify({ ...body, amount: u.toString() });
      refused(
        await w.send('bet', tampered, { ...base, [SIGNATURE_HEADER]: signRequest(k.opts.secret, ts, raw) }),
        401,
        'INVALID_SIGNATURE',
        'body changed after signing',
      );
      refused(
        await w.send('balance', JSON.stringify({ playerId: p.playerId }), {
          ...base,
          [SIGNATURE_HEADER]: 'sha256=00',
        }),
        401,
        'INVALID_SIGNATURE',
        'balance with a bad signature',
      );
      await balanceIs(w, p, p.start, 'after the refused calls');
      ok(await w.send('bet', body), 'the same bet correctly signed');
      await balanceIs(w, p, p.start - 5n * u, 'after the signed bet');
    },
  },
  {
    name: 'stale and future timestamps are refused and record nothing',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const body = bet(p, k.id('b'), k.id('r'), 5n * u);
      const raw = JSON.stringify(body);
      for (const shift of [-3600, 3600]) {
        const ts = String(Math.floor(Date.now() / 1000) + shift);
        refused(
          await w.send('bet', raw, {
            'content-type': 'application/json',
            [TIMESTAMP_HEADER]: ts,
            [SIGNATURE_HEADER]: signRequest(k.opts.secret, ts, raw),
          }),
          401,
          'STALE_REQUEST',
          `timestamp ${shift > 0 ? '+' : ''}${shift} s`,
        );
      }
      await balanceIs(w, p, p.start, 'after the stale calls');
      ok(await w.send('bet', body), 'the same bet with a fresh timestamp');
      await balanceIs(w, p, p.start - 5n * u, 'after the fresh bet');
    },
  },
  {
    name: 'a bet larger than the balance is refused with the balance, and can be retried once funded',
    run: async (w, p, k) => {
      const body = bet(p, k.id('b'), k.id('r'), p.start + 1n);
      const r = await w.send('bet', body);
      refused(r, 402, 'INSUFFICIENT_FUNDS', 'bet above the balance');
      expect(r.json.balance === p.start.toString(), `refusal balance ${String(r.json.balance)}`);
      await balanceIs(w, p, p.start, 'after the refused bet');
      // The refusal was not stored: the id is still free (a smaller bet under it is a new transaction).
      ok(await w.send('bet', { ...body, amount: k.unit(p).toString() }), 'the id reused after a refusal');
    },
  },
  {
    name: 'bets and wins into a settled round are refused',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const round = k.id('r');
      ok(await w.send('bet', bet(p, k.id('b'), round, 4n * u)), 'bet');
      const x = await w.send('win', win(p, k.id('w'), round, 0n));
      ok(x, 'zero win');
      expect(x.json.roundStatus === 'settled', `round after a zero win: ${String(x.json.roundStatus)}`);
      refused(
        await w.send('bet', bet(p, k.id('b'), round, u)),
        409,
        'ROUND_CLOSED',
        'bet into a settled round',
      );
      refused(
        await w.send('win', win(p, k.id('w'), round, u)),
        409,
        'ROUND_CLOSED',
        'win into a settled round',
      );
      await balanceIs(w, p, p.start - 4n * u, 'after the refused calls');
    },
  },
  {
    name: 'a partial win keeps the round open for more bets',
    run: async (w, p, k) => {
      const u = k.unit(p);
      const round = k.id('r');
      ok(await w.send('bet', bet(p, k.id('b'), round, 4n * u)), 'bet');
      const x = await w.send('win', win(p, k.id('w'), round, 2n * u, false));
      ok(x, 'partial win');
      expect(x.json.roundStatus === 'open', `round after a partial win: ${String(x.json.roundStatus)}`);
      ok(await w.send('bet', bet(p, k.id('b'), round, u)), 'second bet in the round');
      ok(await w.send('win', win(p, k.id('w'), round, 6n * u)), 'closing win');
      await balanceIs(w, p, p.start + 3n * u, 'after the round');
    },
  },
  {
    name: 'a bet for a self-excluded player is refused with PLAYER_BLOCKED and moves nothing; a win still pays',
    excludedPlayer: true,
    run: async (w, p, k) => {
      const u = k.unit(p);
      const body = bet(p, k.id('b'), k.id('r'), u);
      refused(await w.send('bet', body), 403, 'PLAYER_BLOCKED', 'bet of a self-excluded player');
      refused(await w.send('bet', body), 403, 'PLAYER_BLOCKED', 'the same bet retried');
      await balanceIs(w, p, p.start, 'after the refused bets');
      ok(await w.send('balance', { playerId: p.playerId, currency: p.currency }), 'balance of the player');
    },
  },
  {
    name: 'unknown players, wrong currencies and malformed amounts are refused',
    run: async (w, p, k) => {
      const u = k.unit(p);
      refused(
        await w.send('bet', { ...bet(p, k.id('b'), k.id('r'), u), playerId: '999999999999999' }),
        404,
        'PLAYER_NOT_FOUND',
        'unknown player',
      );
      const other = p.currency === 'XTS' ? 'XXX' : 'XTS';
      refused(
        await w.send('bet', { ...bet(p, k.id('b'), k.id('r'), u), currency: other }),
        400,
        'CURRENCY_MISMATCH',
        'other currency',
      );
      for (const amount of ['1.5', '-1', '0', 7, '', '01'])
        refused(
          await w.send('bet', { ...bet(p, k.id('b'), k.id('r'), u), amount }),
          400,
          'BAD_REQUEST',
          `amount ${JSON.stringify(amount)}`,
        );
      refused(await w.send('bet', '{"playerId":'), 400, 'BAD_REQUEST', 'broken JSON');
      await balanceIs(w, p, p.start, 'after the refused calls');
    },
  },
];

/**
 * Runs the cases against the target and returns the report; never throws for a failing implementation (a network
 * error inside a case fails that case).
 */
export async function runConformance(o: KitOptions): Promise<KitReport> {
  const w = new Wallet(o);
  const run = randomBytes(4).toString('hex');
  let n = 0;
  const kit: Kit = {
    id: (label) => `kit-${run}-${label}${++n}`,
    unit: (p) => (p.start >= 100_000n ? 100n : p.start / 1000n),
    opts: o,
  };
  const player = async (excluded = false): Promise<Player> => {
    if (o.player) {
      const r = await w.send('balance', { playerId: o.player });
      ok(r, 'balance of the given player');
      const start = BigInt(String(r.json.balance));
      expect(start >= 1000n, `the given player needs at least 1000 minor units, has ${start}`);
      return { playerId: o.player, currency: String(r.json.currency), start };
    }
    const res = await fetch(`${o.url.replace(/\/+$/, '')}/__test/vendor/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(excluded ? { balance: '100000', excluded: true } : { balance: '100000' }),
      signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
    });
    const body = (await res.json().catch(() => ({}))) as {
      value?: { playerId: string; currency: string; balance: string };
    };
    expect(
      res.status === 200 && body.value,
      `test hook POST /__test/vendor/players answered ${res.status} (start the target with PLAYDECK_TEST_HOOKS=1, or pass --player)`,
    );
    return {
      playerId: body.value.playerId,
      currency: body.value.currency,
      start: BigInt(body.value.balance),
    };
  };

  const cases: CaseResult[] = [];
  for (const c of CASES) {
    if (o.grep && !c.name.includes(o.grep)) continue;
    // A fixed player cannot be made self-excluded from outside: that case needs the test hook.
    if (c.excludedPlayer && o.player) continue;
    const started = performance.now();
    let result: CaseResult;
    try {
      await c.run(w, await player(c.excludedPlayer === true), kit);
      result = { name: c.name, passed: true, ms: Math.round(performance.now() - started) };
    } catch (e) {
      const detail = e instanceof Failure ? e.message : `error: ${(e as Error).message}`;
      result = { name: c.name, passed: false, detail, ms: Math.round(performance.now() - started) };
    }
    cases.push(result);
    o.onResult?.(result);
  }
  const passed = cases.filter((c) => c.passed).length;
  return { vendor: o.vendor, url: o.url, passed, failed: cases.length - passed, cases };
}
