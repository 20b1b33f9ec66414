/**
 * Agent team and transfer calls under /wps/agent/ (docs/architecture.md "Agents"). Paths, shapes, units and
 * errors: @playdeck/api-client/agentTeam. Every call: session token (401 NOT_LOGGED_IN), caller an agent type of the
 * brand (403 AGENT_ONLY), agentCenter on (403 FEATURE_DISABLED). Every call naming a member answers 404
 * AGENT_MEMBER_NOT_FOUND, and nothing more, unless the member is in the caller's team (`isInTeam`).
 */
import {
  AffiliateLinks,
  AgentTransferBody,
  AgentTransferResult,
  CreateDownlineBody,
  CreatedDownline,
  DownlinePage,
  DownlineQuery,
  DownlineRow,
  LockBody,
  RangeQuery,
  TeamBetPage,
  TeamLossPage,
  TeamOverview,
  TeamRangeQuery,
  TeamTransactionPage,
  TeamTransactionQuery,
  TransferLimits,
} from '@playdeck/api-client/agentTeam';
import { Responses } from '@playdeck/api-client/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { isEnabled } from '../../brands/index.ts';
import type { Ctx } from '../../context.ts';
import { requireAuth } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import { agentPaging as paging } from '../paging.ts';
import { agentTransfer, limitsView } from '../transfer/service.ts';
import { isAgentType } from '../../member/types.ts';
import { isInTeam } from '../tree.ts';
import * as team from './service.ts';

/** Longest report range (a quarter and a bit), ms. */
export const MAX_RANGE_MS = 93 * 86_400_000;
/** Period of the background fold of the team rollup queue, ms. */
const FOLD_EVERY_MS = 60_000;

const MemberParams = Type.Object({ memberId: Type.String({ maxLength: 19 }) });

/** `from`/`to` as dates: both valid, from < to, at most MAX_RANGE_MS apart (else 400 VALIDATION). */
export function parseRange(q: { from: string; to: string }) {
  const from = new Date(q.from);
  const to = new Date(q.to);
  if (Number.isNaN(from.getTime())) throw fail('VALIDATION', { field: 'from' });
  if (Number.isNaN(to.getTime()) || from >= to || to.getTime() - from.getTime() > MAX_RANGE_MS)
    throw fail('VALIDATION', { field: 'to' });
  return { from, to };
}

export function agentTeamRoutes(app: FastifyInstance, ctx: Ctx) {
  const auth = requireAuth(ctx);
  /** Session, then agent type, then the agentCenter flag. */
  const agent = async (req: FastifyRequest) => {
    await auth(req);
    if (!isAgentType(req.brand, req.member!.type)) throw fail('AGENT_ONLY');
    if (!isEnabled(req.brand, 'agentCenter')) throw fail('FEATURE_DISABLED');
  };
  /** The member named by a request, when it is in the caller's team; else 404 AGENT_MEMBER_NOT_FOUND. */
  const teamMember = async (req: FastifyRequest, memberId: string | undefined) => {
    if (memberId === undefined) return undefined;
    if (!(await isInTeam(ctx.db, req.member!.id, memberId))) throw fail('AGENT_MEMBER_NOT_FOUND');
    return memberId;
  };
  const tags = ['agent'];
  // Day boundaries of the team rollup trigger (migration 0910) follow each brand's timezone. The rollup queue is also
  // folded every minute, so an overview never has more than a minute of activity to fold first.
  let folding: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await team.syncBrandTimezones(ctx.db, ctx.brands.brands.values());
    folding = setInterval(() => {
      team
        .foldTeamQueue(ctx.db)
        .catch((err: unknown) => ctx.log.warn({ err }, 'agent team rollup fold failed'));
    }, FOLD_EVERY_MS);
    folding.unref();
  });
  app.addHook('onClose', async () => clearInterval(folding));

  app.get<{ Querystring: Static<typeof RangeQuery> }>(
    '/wps/agent/team/overview',
    {
      preHandler: agent,
      schema: {
        tags,
        summary:
          'Team overview over a date range: size, new, active, deposits, withdrawals, bets, P&L, daily series',
        querystring: RangeQuery,
        response: Responses(TeamOverview),
      },
    },
    async (req) => ok(await team.teamOverview(ctx.db, req.brand, req.member!.id, parseRange(req.query))),
  );

  app.get<{ Querystring: Static<typeof DownlineQuery> }>(
    '/wps/agent/team/downlines',
    {
      preHandler: agent,
      schema: {
        tags,
        summary: 'Team members (direct or all), newest first, with balance, last login and status',
        querystring: DownlineQuery,
        response: Responses(DownlinePage),
      },
    },
    async (req) =>
      ok(
        await team.downlines(ctx.db, req.brand, req.member!.id, {
          scope: req.query.scope ?? 'direct',
          search: req.query.search,
          ...paging(req.query),
        }),
      ),
  );

  app.post<{ Body: Static<typeof CreateDownlineBody> }>(
    '/wps/agent/team/downlines',
    {
      preHandler: agent,
      schema: {
        tags,
        summary: 'Create a downline member or agent with a one-time password (shown once; D2)',
        body: CreateDownlineBody,
        response: Responses(CreatedDownline),
      },
    },
    async (req) => ok(await team.createDownline(ctx.db, req.brand, req.member!.id, req.body, req.lang)),
  );

  app.post<{ Params: Static<typeof MemberParams>; Body: Static<typeof LockBody> }>(
    '/wps/agent/team/downlines/:memberId/lock',
    {
      preHandler: agent,
      schema: {
        tags,
        summary: 'Lock (no login, sessions revoked) or unlock a team member',
        params: MemberParams,
        body: LockBody,
        response: Responses(DownlineRow),
      },
    },
    async (req) => {
      const id = (await teamMember(req, req.params.memberId))!;
      await team.setLocked(ctx.db, req.brand, id, req.body.locked);
      return ok((await team.downline(ctx.db, req.brand, req.member!.id, id))!);
    },
  );

  app.get(
    '/wps/agent/team/affiliate-links',
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "The agent's affiliate codes and register paths (one is created on first use)",
        response: Responses(AffiliateLinks),
      },
    },
    async (req) => ok(await team.affiliateLinks(ctx.db, req.brand, req.member!.id)),
  );

  app.get<{ Querystring: Static<typeof TeamRangeQuery> }>(
    '/wps/agent/team/bets',
    {
      preHandler: agent,
      schema: {
        tags,
        summary: 'Team betting record: rounds of the team (or one member), newest first',
        querystring: TeamRangeQuery,
        response: Responses(TeamBetPage),
      },
    },
    async (req) => {
      const memberId = await teamMember(req, req.query.memberId);
      return ok(
        await team.teamBets(
          ctx.db,
          req.brand,
          req.member!.id,
          { ...parseRange(req.query), memberId, ...paging(req.query) },
          req.lang,
        ),
      );
    },
  );

  app.get<{ Querystring: Static<typeof TeamRangeQuery> }>(
    '/wps/agent/team/loss',
    {
      preHandler: agent,
      schema: {
        tags,
        summary: 'User loss per team member over a date range, biggest loss first',
        querystring: TeamRangeQuery,
        response: Responses(TeamLossPage),
      },
    },
    async (req) => {
      const memberId = await teamMember(req, req.query.memberId);
      return ok(
        await team.teamLoss(ctx.db, req.brand, req.member!.id, {
          ...parseRange(req.query),
          memberId,
          ...paging(req.query),
        }),
      );
    },
  );

  app.get<{ Querystring: Static<typeof TeamTransactionQuery> }>(
    '/wps/agent/team/transactions',
    {
      preHandler: agent,
      schema: {
        tags,
        summary: 'Account details of a team member: its ledger transfers, newest first',
        querystring: TeamTransactionQuery,
        response: Responses(TeamTransactionPage),
      },
    },
    async (req) => {
      const memberId = (await teamMember(req, req.query.memberId))!;
      const q = req.query;
      const range = q.from && q.to ? parseRange({ from: q.from, to: q.to }) : {};
      return ok(await team.teamTransactions(ctx.db, req.brand, memberId, { ...range, ...paging(q) }));
    },
  );

  app.get(
    '/wps/agent/transfer/limits',
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "The caller's transfer limits, today's use and main balance",
        response: Responses(TransferLimits),
      },
    },
    async (req) => ok(await limitsView(ctx.db, req.brand, req.member!.id)),
  );

  app.post<{ Body: Static<typeof AgentTransferBody> }>(
    '/wps/agent/transfer',
    {
      preHandler: agent,
      schema: {
        tags,
        summary: 'Transfer to a team member or to the upline (D12: in-tree, daily limits, password, audit)',
        body: AgentTransferBody,
        response: Responses(AgentTransferResult),
      },
    },
    async (req) => ok(await agentTransfer(ctx, req.brand, req.member!.id, { ...req.body, ip: req.ip })),
  );
}
