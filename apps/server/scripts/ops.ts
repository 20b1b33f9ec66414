/**
 * `npm run ops -- <command> [args] [--options]`: operator actions against a RUNNING server, through its operator API
 * (`/ops/api/...`, apps/server/src/http/routes/ops.ts). It never opens the database: an embedded PGlite data folder can be
 * open in one process only.
 *
 * Server: `--url <base>` or `OPS_URL`, default the server's operator listener `http://127.0.0.1:<OPS_PORT>` (OPS_PORT
 * default PORT + 1, i.e. 3001: the operator API is never on the public port, src/http/health.ts).
 * Credentials, first found: `--token` / `OPS_TOKEN` (an operator session token from `login`); `--user` / `OPS_USER`
 * with `OPS_PASSWORD` and the TOTP code `--code` / `OPS_CODE` (logs in for this command); `OPS_BOOTSTRAP_TOKEN`; else
 * the local bootstrap token the server wrote to `<DATA_DIR>/ops-bootstrap.token` (`DATA_DIR` as the server resolves
 * it; when unset, `./data` and then `apps/server/data`, where `npm start` keeps it). The bootstrap token acts as an
 * admin (docs/decisions.md D21).
 *
 * Every operator has a TOTP second factor (docs/decisions.md D21). The first `login` of an operator prints an
 * `otpauth://` URI (the secret, shown once: add it to an authenticator app) and an enrolment token; `enrol <code>
 * --token <enrolment token>` confirms it with a first code (on a terminal, login asks for that code at once). Later
 * logins need `--code` / `OPS_CODE` (asked for on a terminal); each code is accepted once.
 *
 * Commands:
 *   create-operator <username> [--password <pw>] [--role viewer|cashier|admin]
 *                                                   (default: a random password, printed once; role viewer)
 *   login <username> [--code <totp>]                (password from OPS_PASSWORD or stdin) -> prints a session token
 *   enrol <code> --token <enrolment token>          (confirms the TOTP enrolment of a first login)
 *   operators                                       (admin: every operator with role, TOTP and state)
 *   set-role <operator id> --role viewer|cashier|admin | disable-operator <id> | enable-operator <id>   (admin)
 *   audit [--page N] [--size N]                     (admin: the audit trail, newest first)
 *   deposits [--status pending|credited|rejected|expired] [--brand <id>] [--page N] [--size N]
 *   withdrawals [--status held|paid|failed|cancelled] [--brand <id>]
 *   disputes [--status open|resolved] [--brand <id>]
 *   confirm-deposit <id>
 *   reject-deposit <id> [--reason <text>]
 *   take-withdrawal <id>                             (takes a held withdrawal to process: the member can no longer
 *                                                   cancel it; docs/decisions.md D8)
 *   pay-withdrawal <id> [--reference <payout reference>]
 *   fail-withdrawal <id> [--reason <text>]
 *   resolve-dispute <id> --outcome refund|repaid|rejected [--note <text>]
 *   grant-bonus <username> --brand <id> --amount <major> [--turnover <major>] --name <text> [--reference <ref>]
 *                                                   (pays a bonus into the member's main wallet; the reference, default
 *                                                   a random one, makes a retried command pay once)
 *   bonuses [--brand <id>] [--page N] [--size N]
 *   grant-contract <username> --type dividend|daily|hourly|realtime --terms '<JSON>' [--period P] [--brand <id>]
 *                                                   (a top-level agent contract; terms as in the API:
 *                                                   {"singleBetMin":"100.00","tiers":[{"minBets":"1000.00","rate":"1.00"}]})
 *   settle-now [--type T] [--at <ISO instant>]      (runs the agent settlement jobs now, or as if the time were --at)
 *   redemptions [--status in_process|approved|rejected] [--brand <id>] [--page N] [--size N]
 *                                                   (points mall redemptions, newest first)
 *   approve-redemption <id> [--remark <text>]       (cash paid, bonus granted with its turnover, goods shipped)
 *   reject-redemption <id> --remark <text>          (the points go back to the member)
 *   accrue-points                                   (works the points accrual queue off now)
 *   close-leaderboards                              (closes ended leaderboard competitions now, each prize
 *                                                   rank paid once; docs/decisions.md D38)
 *   applications [--status applying|joined|issued|rejected] [--brand <id>] [--page N] [--size N]
 *                                                   (promotion applications and entries, newest first; D32)
 *   approve-application <id> [--remark <text>]      (pays the promotion's bonus once, with its turnover)
 *   reject-application <id> --remark <text>         (the member sees the remark)
 *   protection --brand <id> --state excluded|timeout|cooling-off|limits|pending
 *                                                   (members by player protection state; docs/decisions.md D26)
 *   protection-history <member id>                  (every change of the member's limits, time-outs and exclusions)
 *   end-exclusion <member id> [--reason <text>]     (admin: ends a permanent self-exclusion after the brand's
 *                                                   cooling-off; the member stays excluded until then)
 * `--json` prints the raw answer. Exit 0 on success, 1 on a refused action (the server's errorCode and message are
 * printed), 2 on bad arguments or an unreachable server.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const repoRoot = new URL('../../../', import.meta.url).pathname;
const USAGE = `usage: npm run ops -- <command> [args] [--url URL] [--json]
commands: create-operator <username> [--password PW] [--role R] | login <username> [--code TOTP] |
          enrol <code> --token T | operators | set-role <id> --role R | disable-operator <id> |
          enable-operator <id> | audit | deposits | withdrawals | disputes
          [--status S] [--brand B] | confirm-deposit <id> | reject-deposit <id> [--reason R] |
          take-withdrawal <id> | pay-withdrawal <id> [--reference REF] | fail-withdrawal <id> [--reason R] |
          resolve-dispute <id> --outcome refund|repaid|rejected [--note N] |
          grant-bonus <username> --brand B --amount A [--turnover T] --name N [--reference R] | bonuses [--brand B] |
          grant-contract <username> --type T --terms JSON [--period P] [--brand B] | settle-now [--type T] [--at ISO] |
          redemptions [--status S] [--brand B] | approve-redemption <id> [--remark R] |
          reject-redemption <id> --remark R | accrue-points | close-leaderboards | applications [--status S] [--brand B] |
          approve-application <id> [--remark R] | reject-application <id> --remark R |
          protection --brand B --state S | protection-history <member id> | end-exclusion <member id> [--reason R]`;

class Usage extends Error {}

interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

/** The bootstrap token from the data directory the server uses, if readable. */
function bootstrapToken(): string | undefined {
  const dirs = process.env.DATA_DIR
    ? [resolve(process.env.DATA_DIR)]
    : [resolve('./data'), join(repoRoot, 'apps/server/data'), join(repoRoot, 'data')];
  for (const d of dirs) {
    const f = join(d, 'ops-bootstrap.token');
    if (existsSync(f)) return readFileSync(f, 'utf8').trim();
  }
  return undefined;
}

/** Asks on the terminal (stderr prompt), or undefined when stdin is not a terminal. */
async function ask(question: string): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) throw new Usage('set OPS_PASSWORD or pipe the password on stdin');
  let s = '';
  for await (const chunk of process.stdin) s += String(chunk);
  return s.replace(/\r?\n$/, '');
}

/** The command line's options (node:util parseArgs). */
const OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  user: { type: 'string' },
  password: { type: 'string' },
  code: { type: 'string' },
  role: { type: 'string' },
  status: { type: 'string' },
  brand: { type: 'string' },
  page: { type: 'string' },
  size: { type: 'string' },
  reason: { type: 'string' },
  remark: { type: 'string' },
  reference: { type: 'string' },
  outcome: { type: 'string' },
  note: { type: 'string' },
  amount: { type: 'string' },
  turnover: { type: 'string' },
  name: { type: 'string' },
  type: { type: 'string' },
  terms: { type: 'string' },
  period: { type: 'string' },
  at: { type: 'string' },
  state: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * `--name value` written as `--name=value` for every string option, so a value that starts with `-` is still that
 * option's value: parseArgs refuses `--token -x…` as ambiguous, and a base64url session or enrolment token starts with
 * `-` one time in 64.
 */
function joinOptionValues(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--') return [...out, ...argv.slice(i)]; // the end of the options
    const option = OPTIONS[argv[i]!.slice(2) as keyof typeof OPTIONS] as { type: string } | undefined;
    if (argv[i]!.startsWith('--') && option?.type === 'string' && i + 1 < argv.length)
      out.push(`${argv[i]}=${argv[++i]}`);
    else out.push(argv[i]!);
  }
  return out;
}

export async function main(argv: string[]): Promise<number> {
  const { values: o, positionals } = parseArgs({
    args: joinOptionValues(argv),
    allowPositionals: true,
    options: OPTIONS,
  });
  const [command, arg] = positionals;
  // Asked for help: the usage on stdout, success. No command: the usage on stderr, exit 2 (POSIX utility syntax).
  if (o.help || command === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (!command) throw new Usage(USAGE);
  const opsPort = process.env.OPS_PORT ?? String(Number(process.env.PORT ?? 3000) + 1);
  const base = (o.url ?? process.env.OPS_URL ?? `http://127.0.0.1:${opsPort}`).replace(/\/$/, '');

  async function call(method: string, path: string, body?: unknown, auth?: string): Promise<Envelope> {
    let r: Response;
    try {
      r = await fetch(base + path, {
        method,
        headers: {
          ...(auth ? { authorization: auth } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          language: 'en',
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
    } catch (err) {
      throw new Usage(
        `cannot reach the server at ${base} (${(err as Error).message}); is it running? (--url)`,
      );
    }
    const text = await r.text();
    try {
      return JSON.parse(text) as Envelope;
    } catch {
      return { success: false, errorCode: `HTTP_${r.status}`, message: text.slice(0, 200) };
    }
  }

  async function credentials(): Promise<string> {
    const token = o.token ?? process.env.OPS_TOKEN;
    if (token) return `Bearer ${token}`;
    const user = o.user ?? process.env.OPS_USER;
    if (user) {
      const password = process.env.OPS_PASSWORD ?? (await readStdin());
      const code = o.code ?? (process.env.OPS_CODE || (await ask('authenticator code: ')));
      const r = await call('POST', '/ops/api/session', {
        username: user,
        password,
        ...(code ? { code } : {}),
      });
      if (!r.success) throw Object.assign(new Error('login'), { envelope: r });
      return `Bearer ${(r.value as { token: string }).token}`;
    }
    const b = process.env.OPS_BOOTSTRAP_TOKEN || bootstrapToken();
    if (b) return `Bootstrap ${b}`;
    throw new Usage(
      'no operator credentials: pass --token / OPS_TOKEN, or --user with OPS_PASSWORD, or run on the server host (DATA_DIR/ops-bootstrap.token)',
    );
  }

  const need = (what: string) => {
    if (!arg) throw new Usage(`${command} needs ${what}\n${USAGE}`);
    if (what === '<id>' && !/^[1-9][0-9]{0,17}$/.test(arg)) throw new Usage(`not an id: ${arg}`);
    return arg;
  };
  const query = () => {
    const q = new URLSearchParams();
    if (o.status) q.set('status', o.status);
    if (o.brand) q.set('brand', o.brand);
    if (o.page) q.set('pageNo', o.page);
    if (o.size) q.set('pageSize', o.size);
    const s = q.toString();
    return s ? `?${s}` : '';
  };
  /**
   * Approves or rejects the item `<id>` under `base` (a points redemption, a reward application): POST
   * `base/<id>/<verdict>` with `--remark` when given; a rejection needs one (a Usage error without it).
   */
  const decide = async (base: string, verdict: 'approve' | 'reject') => {
    const id = need('<id>');
    if (verdict === 'reject' && !o.remark) throw new Usage(`${command} needs --remark\n${USAGE}`);
    return call(
      'POST',
      `${base}/${id}/${verdict}`,
      o.remark ? { remark: o.remark } : {},
      await credentials(),
    );
  };

  let r: Envelope;
  let generated: string | undefined;
  switch (command) {
    case 'login': {
      const password = process.env.OPS_PASSWORD ?? (await readStdin());
      const code =
        o.code ?? (process.env.OPS_CODE || (await ask('authenticator code (empty before enrolment): ')));
      r = await call('POST', '/ops/api/session', {
        username: need('<username>'),
        password,
        ...(code ? { code } : {}),
      });
      const v = r.value as { token: string; enrolment?: { otpauthUri: string } } | undefined;
      if (r.success && v?.enrolment) {
        // First login: the secret is shown this once; confirm it with a first code (now on a terminal, else `enrol`).
        console.log(`add to your authenticator app (shown once): ${v.enrolment.otpauthUri}`);
        const first = await ask('first authenticator code: ');
        if (!first) {
          console.log(
            `enrolment token: ${v.token}\nconfirm with: npm run ops -- enrol <code> --token <enrolment token>`,
          );
          return 0;
        }
        const e = await call('POST', '/ops/api/session/mfa', { code: first }, `Bearer ${v.token}`);
        if (!e.success) r = e;
      }
      break;
    }
    case 'enrol': {
      const token = o.token ?? process.env.OPS_TOKEN;
      if (!token || !arg) throw new Usage(`enrol needs <code> and --token\n${USAGE}`);
      r = await call('POST', '/ops/api/session/mfa', { code: arg }, `Bearer ${token}`);
      break;
    }
    case 'create-operator': {
      const username = need('<username>');
      const password = o.password ?? (generated = randomBytes(18).toString('base64url'));
      r = await call(
        'POST',
        '/ops/api/operators',
        { username, password, ...(o.role ? { role: o.role } : {}) },
        await credentials(),
      );
      break;
    }
    case 'operators':
      r = await call('GET', '/ops/api/operators', undefined, await credentials());
      break;
    case 'audit':
      r = await call('GET', `/ops/api/audit${query()}`, undefined, await credentials());
      break;
    case 'set-role':
    case 'disable-operator':
    case 'enable-operator': {
      const id = need('<id>');
      if (command === 'set-role' && !o.role) throw new Usage(`set-role needs --role\n${USAGE}`);
      const body = command === 'set-role' ? { role: o.role } : { disabled: command === 'disable-operator' };
      r = await call('PUT', `/ops/api/operators/${id}`, body, await credentials());
      break;
    }
    case 'grant-bonus': {
      const username = need('<username>');
      if (!o.brand || !o.amount || !o.name)
        throw new Usage(`grant-bonus needs --brand, --amount and --name\n${USAGE}`);
      r = await call(
        'POST',
        '/ops/api/bonuses',
        {
          brand: o.brand,
          username,
          name: o.name,
          amount: o.amount,
          ...(o.turnover ? { turnover: o.turnover } : {}),
          reference: o.reference ?? `cli-${randomBytes(9).toString('base64url')}`,
        },
        await credentials(),
      );
      break;
    }
    case 'grant-contract': {
      const username = need('<username>');
      if (!o.type || !o.terms) throw new Usage(`grant-contract needs --type and --terms\n${USAGE}`);
      let terms: unknown;
      try {
        terms = JSON.parse(o.terms);
      } catch {
        throw new Usage('--terms is not JSON');
      }
      r = await call(
        'POST',
        '/ops/api/agent-contracts/grant',
        {
          username,
          type: o.type,
          terms,
          ...(o.period ? { period: o.period } : {}),
          ...(o.brand ? { brand: o.brand } : {}),
        },
        await credentials(),
      );
      break;
    }
    case 'settle-now':
      r = await call(
        'POST',
        '/ops/api/agent-contracts/settle',
        { ...(o.type ? { type: o.type } : {}), ...(o.at ? { at: o.at } : {}) },
        await credentials(),
      );
      break;
    case 'deposits':
    case 'withdrawals':
    case 'disputes':
    case 'bonuses':
      r = await call('GET', `/ops/api/${command}${query()}`, undefined, await credentials());
      break;
    case 'redemptions':
      r = await call('GET', `/ops/api/points/redemptions${query()}`, undefined, await credentials());
      break;
    case 'approve-redemption':
      r = await decide('/ops/api/points/redemptions', 'approve');
      break;
    case 'reject-redemption':
      r = await decide('/ops/api/points/redemptions', 'reject');
      break;
    case 'applications':
      r = await call('GET', `/ops/api/rewards/applications${query()}`, undefined, await credentials());
      break;
    case 'approve-application':
      r = await decide('/ops/api/rewards/applications', 'approve');
      break;
    case 'reject-application':
      r = await decide('/ops/api/rewards/applications', 'reject');
      break;
    case 'accrue-points':
      r = await call('POST', '/ops/api/points/accrue', {}, await credentials());
      break;
    case 'close-leaderboards':
      r = await call('POST', '/ops/api/leaderboard/close', {}, await credentials());
      break;
    case 'confirm-deposit':
      r = await call('POST', `/ops/api/deposits/${need('<id>')}/confirm`, {}, await credentials());
      break;
    case 'reject-deposit':
      r = await call(
        'POST',
        `/ops/api/deposits/${need('<id>')}/reject`,
        o.reason ? { reason: o.reason } : {},
        await credentials(),
      );
      break;
    case 'take-withdrawal':
      r = await call('POST', `/ops/api/withdrawals/${need('<id>')}/take`, {}, await credentials());
      break;
    case 'pay-withdrawal':
      r = await call(
        'POST',
        `/ops/api/withdrawals/${need('<id>')}/pay`,
        o.reference ? { reference: o.reference } : {},
        await credentials(),
      );
      break;
    case 'fail-withdrawal':
      r = await call(
        'POST',
        `/ops/api/withdrawals/${need('<id>')}/fail`,
        o.reason ? { reason: o.reason } : {},
        await credentials(),
      );
      break;
    case 'resolve-dispute': {
      const id = need('<id>');
      if (!o.outcome || !['refund', 'repaid', 'rejected'].includes(o.outcome))
        throw new Usage('resolve-dispute needs --outcome refund|repaid|rejected');
      r = await call(
        'POST',
        `/ops/api/disputes/${id}/resolve`,
        { outcome: o.outcome, ...(o.note ? { note: o.note } : {}) },
        await credentials(),
      );
      break;
    }
    case 'protection': {
      if (!o.brand || !o.state) throw new Usage(`protection needs --brand and --state\n${USAGE}`);
      const q = new URLSearchParams({ brand: o.brand, state: o.state });
      r = await call('GET', `/ops/api/protection?${q.toString()}`, undefined, await credentials());
      break;
    }
    case 'protection-history':
      r = await call(
        'GET',
        `/ops/api/protection/${need('<member id>')}/history`,
        undefined,
        await credentials(),
      );
      break;
    case 'end-exclusion':
      r = await call(
        'POST',
        `/ops/api/protection/${need('<member id>')}/end-exclusion`,
        o.reason ? { reason: o.reason } : {},
        await credentials(),
      );
      break;
    default:
      throw new Usage(`unknown command ${command}\n${USAGE}`);
  }

  if (!r.success) {
    console.error(`refused: ${r.errorCode}: ${r.message}`);
    return 1;
  }
  if (o.json) console.log(JSON.stringify(r.value, null, 2));
  else print(command, r.value);
  if (generated) console.log(`password (shown once): ${generated}`);
  return 0;
}

type Row = Record<string, unknown>;

/** One line per row, the fields an operator needs first. */
function print(command: string, value: unknown) {
  const page = value as { total?: number; rows?: Row[] };
  if (page && Array.isArray(page.rows)) {
    const cols: Record<string, string[]> = {
      deposits: [
        'id',
        'brand',
        'username',
        'methodName',
        'amount',
        'currency',
        'status',
        'reference',
        'createdAt',
      ],
      withdrawals: ['id', 'brand', 'username', 'amount', 'currency', 'status', 'payoutAccount', 'createdAt'],
      operators: ['id', 'username', 'role', 'mfaEnrolled', 'disabled', 'createdAt'],
      audit: ['id', 'createdAt', 'actor', 'action', 'target', 'ip'],
      protection: ['memberId', 'username', 'block', 'until', 'updatedAt'],
      'protection-history': ['at', 'actor', 'action', 'detail'],
      disputes: [
        'id',
        'withdrawalId',
        'brand',
        'username',
        'kind',
        'claimedAmount',
        'currency',
        'status',
        'outcome',
      ],
    };
    const keys = cols[command] ?? Object.keys(page.rows[0] ?? {});
    const cell = (v: unknown) =>
      v && typeof v === 'object'
        ? Object.values(v as Row).join(' ')
        : v === undefined || v === null
          ? '-'
          : String(v);
    console.log(keys.join('\t'));
    for (const row of page.rows) console.log(keys.map((k) => cell(row[k])).join('\t'));
    console.log(`${page.rows.length} of ${page.total ?? page.rows.length}`);
    return;
  }
  const v = value as Row;
  if (command === 'login')
    console.log(`token: ${String(v.token)} (role ${String(v.role)}, expires ${String(v.expiresAt)})`);
  else if (v && typeof v === 'object')
    console.log(
      Object.entries(v)
        .filter(([, x]) => x === null || typeof x !== 'object')
        .map(([key, x]) => `${key}=${String(x)}`)
        .join(' '),
    );
  else console.log('ok');
}

if (process.argv[1] && import.meta.url === new URL(`file://${resolve(process.argv[1])}`).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      const env = (err as { envelope?: Envelope }).envelope;
      if (env) console.error(`refused: ${env.errorCode}: ${env.message}`);
      else console.error(err instanceof Usage ? err.message : err);
      process.exit(env ? 1 : 2);
    },
  );
}
