/**
 * What a feature's operator routes get from opsRoutes (http/routes/ops.ts), whose preHandler the route table's `operator`
 * auth kind names (http/route.ts provideAuth): `who(req)`, the acting operator and its address as plain values, to pass
 * to the audited action (domain/ops/service.ts `act`).
 */
import type { FastifyRequest } from 'fastify';
import type { OpsWho } from './service.ts';

export interface OpsRouteHooks {
  who: (req: FastifyRequest) => OpsWho;
}
