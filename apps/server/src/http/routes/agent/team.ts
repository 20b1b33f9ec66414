/**
 * Agent team and transfer calls under /wps/agent/ (docs/architecture.md "Agents"). Paths, shapes, units and
 * errors: @playdeck/api-client/agentTeam. Every call: session token (401 NOT_LOGGED_IN), caller an agent type of the
 * brand (403 AGENT_ONLY), agentCenter on (403 FEATURE_DISABLED). Every call naming a member answers 404
 * AGENT_MEMBER_NOT_FOUND, and nothing more, unless the member is in the caller's team (`isInTeam`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isEnabled } from '../../../infra/brands/index.ts';
import type { Ctx } from '../../../domain/context.ts';
import { requireAuth } from '../../auth.ts';
import { ok } from '../../envelope.ts';
import { fail } from '../../errors.ts';
import { agentPaging as paging } from '../../../domain/agent/paging.ts';
import { agentTransfer, limitsView } from '../../../domain/agent/transfer/service.ts';
import { isAgentType } from '../../../domain/member/types.ts';
import { isInTeam } from '../../../domain/agent/tree.ts';
import * as team from '../../../domain/agent/team/service.ts';
import { routes } from '@playdeck/api-client/routes';
import { provideAuth, route } from '../../route.ts';
import { teamRollupFoldMs } from '../../../env.ts';
import { everyPeriod } from '../../../infra/leader.ts';

/** Longest report range (a quarter and a bit), ms. */
export const MAX_RANGE_MS = 93 * 86_400_000;

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
  provideAuth(app, 'agentCenter', agent);
  /** The member named by a request, when it is in the caller's team; else 404 AGENT_MEMBER_NOT_FOUND. */
  const teamMember = async (req: FastifyRequest, memberId: string | undefined) => {
    if (memberId === undefined) return undefined;
    if (!(await isInTeam(ctx.db, req.member!.id, memberId))) throw fail('AGENT_MEMBER_NOT_FOUND');
    return memberId;
  };
  // Day boundaries of the team rollup trigger (migration 0910) follow each brand's timezone. The rollup queue is also
  // folded once per period (TEAM_ROLLUP_FOLD_MS, default a minute) on the scheduler leader (src/infra/leader.ts: one
  // instance of several folds; a second fold would find the queue empty), so an overview never has more than a
  // period of activity to fold first.
  let stopFolding: (() => void) | undefined;
  app.addHook('onReady', async () => {
    await team.syncBrandTimezones(ctx.db, ctx.brands.brands.values());
    stopFolding = everyPeriod(ctx.db, {
      name: 'team-rollup',
      periodMs: teamRollupFoldMs(),
      run: () => team.foldTeamQueue(ctx.db),
      log: ctx.log,
    });
  });
  app.addHook('onClose', async () => stopFolding?.());

  route(app, routes.agentTeam.overview, async (req) =>
    ok(await team.teamOverview(ctx.db, req.brand, req.member!.id, parseRange(req.query))),
  );

  route(app, routes.agentTeam.downlines, async (req) =>
    ok(
      await team.downlines(ctx.db, req.brand, req.member!.id, {
        scope: req.query.scope ?? 'direct',
        search: req.query.search,
        ...paging(req.query),
      }),
    ),
  );

  route(app, routes.agentTeam.createDownline, async (req) =>
    ok(await team.createDownline(ctx.db, req.brand, req.member!.id, req.body, req.lang)),
  );

  route(app, routes.agentTeam.lockDownline, async (req) => {
    const id = (await teamMember(req, req.params.memberId))!;
    await team.setLocked(ctx.db, req.brand, id, req.body.locked);
    return ok((await team.downline(ctx.db, req.brand, req.member!.id, id))!);
  });

  route(app, routes.agentTeam.affiliateLinks, async (req) =>
    ok(await team.affiliateLinks(ctx.db, req.brand, req.member!.id)),
  );

  route(app, routes.agentTeam.bets, async (req) => {
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
  });

  route(app, routes.agentTeam.loss, async (req) => {
    const memberId = await teamMember(req, req.query.memberId);
    return ok(
      await team.teamLoss(ctx.db, req.brand, req.member!.id, {
        ...parseRange(req.query),
        memberId,
        ...paging(req.query),
      }),
    );
  });

  route(app, routes.agentTeam.transactions, async (req) => {
    const memberId = (await teamMember(req, req.query.memberId))!;
    const q = req.query;
    const range = q.from && q.to ? parseRange({ from: q.from, to: q.to }) : {};
    return ok(await team.teamTransactions(ctx.db, req.brand, memberId, { ...range, ...paging(q) }));
  });

  route(app, routes.agentTeam.transferLimits, async (req) =>
    ok(await limitsView(ctx.db, req.brand, req.member!.id)),
  );

  route(app, routes.agentTeam.transfer, async (req) =>
    ok(await agentTransfer(ctx, req.brand, req.member!.id, { ...req.body, ip: req.ip })),
  );
}
