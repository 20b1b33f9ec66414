/**
 * Process load shedding (@fastify/under-pressure): while the event loop lags, or heap or RSS pass their limits, new
 * requests answer 503 SERVER_BUSY (the envelope, localised by the Language header) with `Retry-After`, so a flood
 * degrades into quick refusals instead of every caller waiting; the probes (`/healthz`, `/readyz`) are still answered.
 *
 * Limits come from the environment, read once here (0 turns a check off):
 * - `PRESSURE_MAX_EVENT_LOOP_DELAY_MS` (default 1000)
 * - `PRESSURE_MAX_EVENT_LOOP_UTILIZATION` (0..1, default 0: off)
 * - `PRESSURE_MAX_HEAP_BYTES`, `PRESSURE_MAX_RSS_BYTES` (default 0: off)
 * - `PRESSURE_RETRY_AFTER_S` (default 10)
 */
import { pressureEnv, type EnvSource } from '../env.ts';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '@playdeck/api-client/errors';
import { message, normaliseLanguage } from '../infra/i18n/index.ts';

/** Load shedding limits (see the module comment). */
export interface PressureLimits {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  maxHeapBytes: number;
  maxRssBytes: number;
  retryAfterSeconds: number;
}

/** The load shedding limits of `env`. */
export function pressureLimits(env?: EnvSource): PressureLimits {
  return pressureEnv(env);
}

const PROBES = new Set(['/healthz', '/readyz']);

/** Registers @fastify/under-pressure on `app` with `limits` (default: from the environment). */
export async function loadShedding(app: FastifyInstance, limits: PressureLimits = pressureLimits()) {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    maxHeapUsedBytes: limits.maxHeapBytes,
    maxRssBytes: limits.maxRssBytes,
    retryAfter: limits.retryAfterSeconds,
    exposeStatusRoute: false,
    // A value returned by the handler is sent by the plugin, which then stops the request (sending it here instead
    // would let the route run on while async onSend hooks finish). The plugin's type says void; it sends any value.
    pressureHandler: ((req: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      if (PROBES.has(req.url.split('?')[0]!)) return undefined; // answered anyway
      req.log.warn({ type, value }, 'under pressure: request shed');
      const lang =
        typeof req.headers.language === 'string' ? normaliseLanguage(req.headers.language) : undefined;
      void reply
        .status(ErrorCodes.SERVER_BUSY)
        .header('retry-after', String(limits.retryAfterSeconds))
        .type('application/json; charset=utf-8');
      return { success: false, errorCode: 'SERVER_BUSY', message: message('SERVER_BUSY', lang) };
    }) as unknown as (
      req: FastifyRequest,
      reply: FastifyReply,
      type: string,
      value: number | undefined,
    ) => void,
  });
}
