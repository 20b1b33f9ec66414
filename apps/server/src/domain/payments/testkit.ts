/**
 * Test helpers of the payments and ops suites: an app listening on a real port (the sandbox gateway calls it over
 * HTTP), members with their ids, operator calls with the bootstrap token, ledger snapshots.
 */
import { expect } from 'vitest';
import { balanceOf, ledgerCheck } from '../ledger/index.ts';
import { createTestApp, type Res, type TestApp } from '../../test/harness.ts';
import type { AppOptions } from '../../app.ts';
import type { Brand } from '../../infra/brands/index.ts';
import { cash, clearing } from './service.ts';

export const SANDBOX_SECRET = 'test-sandbox-secret-0123456789abcdef';
export const BOOTSTRAP = 'test-bootstrap-token-0123456789abcdef';

export interface PayKit {
  t: TestApp;
  /** Shifts the app clock (ms) for expiry and receipt-window tests; 0 is real time. */
  setOffset(ms: number): void;
  baseUrl: string;
  member(): Promise<{ id: string; token: string; username: string; password: string }>;
  ops<T = unknown>(method: string, url: string, body?: unknown): Promise<Res<T>>;
  cash(memberId: string, brand?: string, currency?: string): Promise<bigint>;
  clearing(name: string, brand?: string, currency?: string): Promise<bigint>;
  /** Every member cash balance of the test plus the clearing accounts: compared before and after bad input. */
  snapshot(memberIds: string[]): Promise<string>;
  expectLedgerClean(): Promise<void>;
  /** A real HTTP request to the listening app (raw bodies: images, signed webhooks). */
  http(
    method: string,
    url: string,
    o?: { body?: string | Buffer; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Res['body'] }>;
  close(): Promise<void>;
}

export async function payKit(
  payments: AppOptions['payments'] = {},
  /** Changes the default brand of the test app (e.g. its promotions). */
  brandOverride?: (b: Brand) => Partial<Brand>,
): Promise<PayKit> {
  let offset = 0;
  const t = await createTestApp({
    now: () => Date.now() + offset,
    payments: {
      sandboxSecret: SANDBOX_SECRET,
      opsBootstrapToken: BOOTSTRAP,
      sandboxDelayMs: 20,
      ...payments,
    },
    ...(brandOverride ? { brandOverride } : {}),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  const baseUrl = typeof addr === 'object' && addr ? `http://127.0.0.1:${addr.port}` : '';
  const kit: PayKit = {
    t,
    baseUrl,
    setOffset: (ms) => {
      offset = ms;
    },
    async member() {
      const m = await t.register();
      const info = await t.req<{ id: string }>('GET', '/wps/member/info', { token: m.token });
      return { id: info.body.value!.id, token: m.token, username: m.username, password: m.password };
    },
    ops: (method, url, body) =>
      t.req(method, url, {
        body: body ?? (method === 'GET' ? undefined : {}),
        headers: { authorization: `Bootstrap ${BOOTSTRAP}` },
      }),
    cash: (memberId, brand = 'deshplay', currency = 'BDT') =>
      balanceOf(t.db, cash(brand, currency, memberId)),
    clearing: (name, brand = 'deshplay', currency = 'BDT') =>
      balanceOf(t.db, clearing(brand, currency, name)),
    async snapshot(memberIds) {
      const parts: string[] = [];
      for (const id of memberIds) parts.push(`${id}:${await kit.cash(id)}`);
      for (const n of ['deposits', 'withdrawals-held', 'payouts'])
        parts.push(`${n}:${await kit.clearing(n)}`);
      const [row] = await t.db.query<{ n: string }>(
        (await import('drizzle-orm')).sql`SELECT count(*)::text AS n FROM ledger_transfers`,
      );
      parts.push(`transfers:${row!.n}`);
      return parts.join(' ');
    },
    async expectLedgerClean() {
      const r = await ledgerCheck(t.db);
      expect(r.problems).toEqual([]);
      expect(r.ok).toBe(true);
    },
    async http(method, url, o = {}) {
      const r = await fetch(baseUrl + url, {
        method,
        headers: { language: 'en', ...(o.headers ?? {}) },
        body: o.body as BodyInit | undefined,
      });
      const text = await r.text();
      let body: Res['body'];
      try {
        body = JSON.parse(text) as Res['body'];
      } catch {
        body = { success: false, errorCode: 'NOT_JSON', message: text.slice(0, 200) };
      }
      return { status: r.status, body };
    },
    close: () => t.close(),
  };
  return kit;
}

/** Expects a failure envelope with a 4xx status and, when given, the error code. */
export function expect4xx(r: Pick<Res, 'status' | 'body'>, code?: string, what = '') {
  expect(r.status, `${what} ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(400);
  expect(r.status, what).toBeLessThan(500);
  expect(r.body.success).toBe(false);
  expect(typeof r.body.message).toBe('string');
  if (code) expect(r.body.errorCode, `${what} ${JSON.stringify(r.body)}`).toBe(code);
}

/** Waits until `fn` returns a truthy value (polling; the bound is a hang guard, not a timing assertion). */
export async function eventually<T>(
  fn: () => Promise<T | undefined | null | false>,
  what: string,
): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}

/** A tiny valid PNG (1x1), for proof uploads. */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d4944415408d763f8ffffff7f0009fb03fdd1838cf00000000049454e44ae426082',
  'hex',
);
/** A real 1x1 jpg (proofs are decoded on upload: a file that only starts like a jpg is refused). */
export const JPEG_MIN = Buffer.from(
  'ffd8ffdb004300100b0c0e0c0a100e0d0e1211101318281a181616183123251d283a333d3c3933383740485c4e404457453738506d51575f626768673e4d71797064785c656763ffdb0043011112121815182f1a1a2f634238426363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363636363ffc00011080001000103012200021101031101ffc4001500010100000000000000000000000000000007ffc40014100100000000000000000000000000000000ffc40014010100000000000000000000000000000000ffc40014110100000000000000000000000000000000ffda000c03010002110311003f00a0000fffd9',
  'hex',
);
