/**
 * Agent contract endpoints (docs/architecture.md "Agents", contracts and settlement; shapes, units and errors in
 * @playdeck/api-client/agentContracts, which lists every path). All need a session token (401 NOT_LOGGED_IN) of an
 * agent (403 AGENT_ONLY), except `info` (all false for non-agents). Every id in a request is checked against the
 * caller's tree: a contract must name the caller as agent or upline (else 404 CONTRACT_NOT_FOUND), a statement must
 * belong to the caller or a member of its team (else 404 STATEMENT_NOT_FOUND), an `agentId` must be the caller or in
 * its team (else 404 AGENT_MEMBER_NOT_FOUND), an offer's target a direct downline agent (else the same 404). A 404
 * carries no value: nothing about the foreign row is revealed.
 *
 * Also `agentContractOpsRoutes`: the operator's `POST /ops/api/agent-contracts/grant` and
 * `POST /ops/api/agent-contracts/settle` (used by `npm run ops -- grant-contract | settle-now`).
 */
import {
  type Contract,
  type StatementRow as StatementRowApi,
  type Terms as ApiTerms,
} from '@playdeck/api-client/agentContracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpsRouteHooks } from '../../../domain/ops/hooks.ts';
import { act } from '../../../domain/ops/service.ts';
import type { Ctx } from '../../../domain/context.ts';
import { requireAuth } from '../../auth.ts';
import { ok } from '../../envelope.ts';
import { fail } from '../../errors.ts';
import { formatMinor } from '../../../domain/money.ts';
import { agentPaging } from '../../../domain/agent/paging.ts';
import { isAgentType } from '../../../domain/member/types.ts';
import { isInTeam } from '../../../domain/agent/tree.ts';
import { CONTRACT_TYPES, type ContractType } from '@playdeck/domain/contracts';
import type { Terms, Tier } from '../../../domain/agent/settlement/engine.ts';
import { settleDue, type StoredTerms } from '../../../domain/agent/settlement/service.ts';
import {
  revenue,
  statementById,
  statementPage,
  usernames,
  type StatementDbRow,
} from '../../../domain/agent/settlement/statements.ts';
import { sseFrame } from '../../../domain/events/index.ts';
import { KEEPALIVE_MS, POLL_MS, subscribe } from '../../../domain/agent/contracts/events.ts';
import * as svc from '../../../domain/agent/contracts/service.ts';
import { routes } from '@playdeck/api-client/routes';
import { provideAuth, route } from '../../route.ts';
import { memberStreamSession, sseOpener } from '../../sse.ts';

/** Parses a decimal string with at most `decimals` places to an integer of that scale (never through a float). */
export function parseScaled(text: string, decimals: number, field: string): bigint {
  const m = /^(-?)([0-9]+)(?:\.([0-9]+))?$/.exec(text);
  if (!m || (m[3] ?? '').length > decimals) throw fail('VALIDATION', { field });
  const v = BigInt(m[2]! + (m[3] ?? '').padEnd(decimals, '0'));
  return m[1] ? -v : v;
}

/** API terms (major units, percents) -> engine terms (minor units, basis points). @throws VALIDATION */
export function termsFromApi(t: ApiTerms, exponent: number): Terms {
  const bp = (s: string, f: string) => Number(parseScaled(s, 2, f));
  return {
    singleBetMin: parseScaled(t.singleBetMin, exponent, 'singleBetMin'),
    tiers: t.tiers.map((x, i) => {
      const o: Tier = { rateBp: bp(x.rate, `tiers.${i}.rate`) };
      if (o.rateBp > 10000) throw fail('VALIDATION', { field: `tiers.${i}.rate` });
      if (x.minBets !== undefined) o.minBets = parseScaled(x.minBets, exponent, `tiers.${i}.minBets`);
      if (x.minActiveMembers !== undefined) o.minActiveMembers = x.minActiveMembers;
      if (x.minProfitLoss !== undefined)
        o.minProfitLoss = parseScaled(x.minProfitLoss, exponent, `tiers.${i}.minProfitLoss`);
      if (x.minLossRate !== undefined) o.minLossRateBp = bp(x.minLossRate, `tiers.${i}.minLossRate`);
      if (x.maxWinRate !== undefined) {
        o.maxWinRateBp = bp(x.maxWinRate, `tiers.${i}.maxWinRate`);
        if (o.maxWinRateBp > 10000) throw fail('VALIDATION', { field: `tiers.${i}.maxWinRate` });
      }
      return o;
    }),
  };
}

/** Stored terms -> API terms. */
export function termsToApi(t: StoredTerms, exponent: number): ApiTerms {
  return {
    singleBetMin: formatMinor(t.singleBetMin, exponent),
    tiers: t.tiers.map((x) => ({
      ...(x.minBets !== undefined ? { minBets: formatMinor(x.minBets, exponent) } : {}),
      ...(x.minActiveMembers !== undefined ? { minActiveMembers: x.minActiveMembers } : {}),
      ...(x.minProfitLoss !== undefined ? { minProfitLoss: formatMinor(x.minProfitLoss, exponent) } : {}),
      ...(x.minLossRateBp !== undefined ? { minLossRate: formatMinor(x.minLossRateBp, 2) } : {}),
      ...(x.maxWinRateBp !== undefined ? { maxWinRate: formatMinor(x.maxWinRateBp, 2) } : {}),
      rate: formatMinor(x.rateBp, 2),
    })),
  };
}

/** A contract row as the API shows it to `memberId`. */
export function contractView(r: svc.ContractRow, memberId: string, exponent: number): Contract {
  return {
    id: r.id,
    type: r.type,
    period: r.period,
    status: r.status,
    role: r.agent_id === memberId ? 'received' : 'given',
    upline: r.upline_id ? { id: r.upline_id, username: r.upline_username ?? '' } : null,
    agent: { id: r.agent_id, username: r.agent_username },
    terms: termsToApi(r.terms, exponent),
    terminationRequestedBy: r.termination_requested_by,
    endReason: r.end_reason,
    createdAt: r.created_at,
    acceptedAt: r.accepted_at,
    endedAt: r.ended_at,
  };
}

interface FiguresJson {
  bets: string;
  wins: string;
  profitLoss: string;
  activeMembers: number;
  rounds: number;
  roundsWon: number;
  lossRateBp: number;
  winRateBp: number;
}
const figuresView = (f: FiguresJson, e: number) => ({
  bets: formatMinor(f.bets, e),
  wins: formatMinor(f.wins, e),
  profitLoss: formatMinor(f.profitLoss, e),
  activeMembers: f.activeMembers,
  rounds: f.rounds,
  roundsWon: f.roundsWon,
  lossRate: formatMinor(f.lossRateBp, 2),
  winRate: formatMinor(f.winRateBp, 2),
});

/** A statement row as the API lists it (StatementRow): money in major units, the rate in percent. */
function statementRowView(r: StatementDbRow, e: number): StatementRowApi {
  return {
    id: r.id,
    contractId: r.contract_id,
    agentId: r.agent_id,
    type: r.type,
    period: r.period,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    currency: r.currency,
    teamBets: formatMinor(r.team_bets, e),
    profitLoss: formatMinor(r.profit_loss, e),
    activeMembers: r.active_members,
    tierIndex: r.tier_index,
    rate: formatMinor(r.rate_bp, 2),
    gross: formatMinor(r.gross, e),
    deductions: formatMinor(r.deductions, e),
    amount: formatMinor(r.amount, e),
    paid: r.transfer_id !== null,
    createdAt: r.created_at,
  };
}

/** Parses an optional ISO instant (400 VALIDATION when not a date). */
function instant(v: string | undefined, field: string): Date | undefined {
  if (v === undefined) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw fail('VALIDATION', { field });
  return d;
}

const exp = (req: FastifyRequest) => req.brand.currency.exponent;
const me = (req: FastifyRequest) => req.member!.id;
/** `agentId` when it is the caller or in its team; 404 AGENT_MEMBER_NOT_FOUND otherwise. */
async function subject(ctx: Ctx, req: FastifyRequest, agentId: string | undefined): Promise<string> {
  if (!agentId || agentId === me(req)) return me(req);
  if (!(await isInTeam(ctx.db, me(req), agentId))) throw fail('AGENT_MEMBER_NOT_FOUND');
  return agentId;
}

/** The agent's contract calls (module doc): the `agent` auth kind (403 AGENT_ONLY), then each resource. */
export function agentContractRoutes(app: FastifyInstance, ctx: Ctx) {
  const auth = requireAuth(ctx);
  provideAuth(app, 'agent', async (req) => {
    await auth(req);
    if (!isAgentType(req.brand, req.member!.type)) throw fail('AGENT_ONLY');
  });
  contractRoutes(app, ctx);
  statementRoutes(app, ctx);
  revenueRoutes(app, ctx);
  contractEventRoutes(app, ctx);
}

/** Contracts: the info flags, the caller's contracts, and offer / accept / reject / terminate. */
function contractRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.agentContracts.info, async (req) => {
    const i = await svc.contractInfo(ctx.db, req.brand, req.member!);
    return ok({
      dailysalreqtype: i.daily,
      divtypereq: i.dividend,
      contracthoursalreqtype: i.hourly,
      realtimesalreqtype: i.realtime,
    });
  });

  route(app, routes.agentContracts.list, async (req) => {
    const l = await svc.listContracts(ctx.db, me(req));
    const v = (r: svc.ContractRow) => contractView(r, me(req), exp(req));
    return ok({ currency: req.brand.currency.code, received: l.received.map(v), given: l.given.map(v) });
  });

  route(app, routes.agentContracts.offer, async (req) => {
    const b = req.body;
    const row = await svc.offer(
      ctx.db,
      req.brand,
      me(req),
      { agentId: b.agentId, type: b.type, period: b.period, terms: termsFromApi(b.terms, exp(req)) },
      ctx.now(),
    );
    return ok(contractView(row, me(req), exp(req)));
  });

  route(app, routes.agentContracts.accept, async (req) => {
    try {
      const r = await svc.accept(
        ctx.db,
        req.brand,
        me(req),
        req.params.id,
        req.body?.confirmTerminations === true,
        ctx.now(),
      );
      return ok(contractView(r.contract, me(req), exp(req)));
    } catch (err) {
      const v = (err as { value?: { contracts?: svc.ContractRow[] } }).value;
      if ((err as { errorCode?: string }).errorCode === 'CONTRACT_TERMINATIONS_REQUIRED' && v?.contracts)
        throw fail('CONTRACT_TERMINATIONS_REQUIRED', {
          contracts: v.contracts.map((c) => contractView(c, me(req), exp(req))),
        });
      throw err;
    }
  });

  route(app, routes.agentContracts.reject, async (req) =>
    ok(contractView(await svc.reject(ctx.db, me(req), req.params.id, ctx.now()), me(req), exp(req))),
  );

  route(app, routes.agentContracts.terminate, async (req) =>
    ok(contractView(await svc.terminate(ctx.db, me(req), req.params.id, ctx.now()), me(req), exp(req))),
  );
}

/** Settlement statements: a page of them and one with its figures and deduction lines. */
function statementRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.agentContracts.statements, async (req) => {
    const q = req.query;
    const agentId = await subject(ctx, req, q.agentId);
    const from = instant(q.from, 'from');
    const to = instant(q.to, 'to');
    if (from && to && from >= to) throw fail('VALIDATION', { field: 'to' });
    const { pageNo, pageSize } = agentPaging(q);
    const page = await statementPage(ctx.db, { agentId, type: q.type, from, to, pageNo, pageSize });
    const e = exp(req);
    return ok({
      total: page.total,
      pageNo,
      pageSize,
      rows: page.rows.map((r) => statementRowView(r, e)),
    });
  });

  route(app, routes.agentContracts.statement, async (req) => {
    const r = await statementById(ctx.db, req.params.id);
    if (!r || (r.agent_id !== me(req) && !(await isInTeam(ctx.db, me(req), r.agent_id))))
      throw fail('STATEMENT_NOT_FOUND');
    const e = exp(req);
    const inputs = r.inputs as {
      terms: StoredTerms;
      figures: FiguresJson;
      base: string;
      deductions: Array<{
        contractId: string;
        agentId: string;
        figures: FiguresJson;
        tierIndex: number | null;
        rateBp: number;
        base: string;
        gross: string;
        cost: string;
      }>;
    };
    const names = await usernames(
      ctx.db,
      inputs.deductions.map((d) => d.agentId),
    );
    return ok({
      ...statementRowView(r, e),
      agentUsername: r.agent_username,
      terms: termsToApi(inputs.terms, e),
      figures: figuresView(inputs.figures, e),
      base: formatMinor(inputs.base, e),
      deductionLines: inputs.deductions.map((d) => ({
        contractId: d.contractId,
        agent: { id: d.agentId, username: names.get(d.agentId) ?? '' },
        figures: figuresView(d.figures, e),
        tierIndex: d.tierIndex,
        rate: formatMinor(d.rateBp, 2),
        base: formatMinor(d.base, e),
        gross: formatMinor(d.gross, e),
        cost: formatMinor(d.cost, e),
      })),
      transferId: r.transfer_id,
    });
  });
}

/** The revenue report: settled income per period and contract type. */
function revenueRoutes(app: FastifyInstance, ctx: Ctx) {
  route(app, routes.agentContracts.revenue, async (req) => {
    const q = req.query;
    const agentId = await subject(ctx, req, q.agentId);
    const from = instant(q.from, 'from')!;
    const to = instant(q.to, 'to')!;
    if (from >= to || to.getTime() - from.getTime() > 400 * 86_400_000)
      throw fail('VALIDATION', { field: 'to' });
    const groupBy = q.groupBy ?? 'day';
    const timeZone = req.brand.timezone || 'UTC';
    const rows = await revenue(ctx.db, { agentId, from, to, groupBy, timeZone });
    const buckets = new Map<string, Record<ContractType, bigint>>();
    const totals: Record<ContractType, bigint> = { dividend: 0n, daily: 0n, hourly: 0n, realtime: 0n };
    for (const r of rows) {
      let b = buckets.get(r.bucket);
      if (!b) buckets.set(r.bucket, (b = { dividend: 0n, daily: 0n, hourly: 0n, realtime: 0n }));
      b[r.type] += BigInt(r.amount);
      totals[r.type] += BigInt(r.amount);
    }
    const e = exp(req);
    const fmt = (v: Record<ContractType, bigint>) => ({
      dividend: formatMinor(v.dividend, e),
      daily: formatMinor(v.daily, e),
      hourly: formatMinor(v.hourly, e),
      realtime: formatMinor(v.realtime, e),
      total: formatMinor(
        CONTRACT_TYPES.reduce((s, t) => s + v[t], 0n),
        e,
      ),
    });
    return ok({
      currency: req.brand.currency.code,
      timeZone,
      groupBy,
      rows: [...buckets].map(([period, v]) => ({ period, ...fmt(v) })),
      totals: fmt(totals),
    });
  });
}

/** The live contract event stream (offers, accepts, terminations) of the caller. */
function contractEventRoutes(app: FastifyInstance, ctx: Ctx) {
  const openStream = sseOpener(app);
  route(app, routes.agentContracts.events, async (req: FastifyRequest, reply: FastifyReply) => {
    const memberId = me(req);
    let unsubscribe = () => {};
    let poll: ReturnType<typeof setInterval> | undefined = undefined;
    const stream = openStream(req, reply, {
      keepAliveMs: KEEPALIVE_MS,
      session: memberStreamSession(ctx, req),
      onStop: () => {
        clearInterval(poll);
        unsubscribe();
      },
    });
    const sent = new Set<string>();
    const pushOpenOffers = async () => {
      const l = await svc.listContracts(ctx.db, memberId);
      for (const c of l.received)
        if (c.status === 'offered' && !sent.has(c.id)) {
          sent.add(c.id);
          stream.send(sseFrame('offer', contractView(c, memberId, exp(req)), c.id));
        }
    };
    unsubscribe = subscribe(memberId, (e) => {
      void svc
        .contractFor(ctx.db, memberId, e.contractId)
        .then((c) => {
          if (e.event === 'offer') sent.add(c.id);
          stream.send(sseFrame(e.event, contractView(c, memberId, exp(req)), c.id));
        })
        .catch(() => undefined);
    });
    await pushOpenOffers().catch(() => undefined);
    if (stream.closed) return unsubscribe();
    poll = setInterval(() => void pushOpenOffers().catch(() => undefined), POLL_MS);
  });
}

/**
 * Operator routes, registered inside opsRoutes (its `auth` and audit):
 * - POST /ops/api/agent-contracts/grant {@link GrantBody} -> `{ contract, ended }` (AGENT_MEMBER_NOT_FOUND,
 *   FEATURE_DISABLED, VALIDATION)
 * - POST /ops/api/agent-contracts/settle {@link SettleNowBody} -> {@link SettleNowValue}: runs the settlement jobs as
 *   if the time were `at` (default now), for one type or all.
 */
export function agentContractOpsRoutes(app: FastifyInstance, ctx: Ctx, { who }: OpsRouteHooks) {
  route(app, routes.ops.grantAgentContract, async (req) => {
    const brand = req.body.brand ? ctx.brands.get(req.body.brand) : ctx.brands.defaultBrand;
    if (!brand) throw fail('VALIDATION', { field: 'brand' });
    const e = brand.currency.exponent;
    const value = await act(ctx, who(req), 'agent-contract.grant', async (c) => {
      const r = await svc.grant(
        c.db,
        brand,
        {
          username: req.body.username,
          type: req.body.type,
          period: req.body.period,
          terms: termsFromApi(req.body.terms, e),
        },
        c.now(),
      );
      const id = r.contract.agent_id;
      const after = {
        contract: contractView(r.contract, id, e),
        ended: r.ended.map((x) => contractView(x, id, e)),
      };
      return { value: after, target: `agent-contract:${r.contract.id}`, before: null, after };
    });
    return ok(value);
  });

  route(app, routes.ops.settleAgentContracts, async (req) => {
    const at = req.body?.at ? Date.parse(req.body.at) : ctx.now();
    if (Number.isNaN(at)) throw fail('VALIDATION', { field: 'at' });
    const value = await act(ctx, who(req), 'agent-contract.settle', async (c) => {
      const r = await settleDue(c.db, c.brands, at, req.body?.type ? [req.body.type] : CONTRACT_TYPES);
      const after = {
        written: r.written,
        paid: r.paid,
        paidMinor: r.paidMinor.toString(),
        skipped: r.skipped,
      };
      return { value: after, target: 'agent-settlements', after, detail: { at: new Date(at).toISOString() } };
    });
    return ok(value);
  });
}
