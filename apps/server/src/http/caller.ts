/**
 * The bridge from a Fastify request to the plain values services take (`Caller`, src/domain/context.ts): services never see
 * a request (docs/architecture.md "Server"; dependency-cruiser rule in .dependency-cruiser.cjs).
 */
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../domain/context.ts';
import { sessionToken } from '../domain/session/service.ts';

/** The caller of `req`: its brand, client IP, language, referer and logger. */
export function callerOf(req: FastifyRequest): Caller {
  return {
    brand: req.brand,
    ip: req.ip,
    lang: req.lang,
    referer: req.headers.referer ?? null,
    log: req.log,
  };
}

/** The brand, client IP, language and logger of `req`: what the status and region rules take. */
export function clientOf(req: FastifyRequest): Pick<Caller, 'brand' | 'ip' | 'lang' | 'log'> {
  return { brand: req.brand, ip: req.ip, lang: req.lang, log: req.log };
}

/** The session token `req` carries (`Authorization: Bearer` or `token` header), or null (see `sessionToken`). */
export function tokenOf(req: FastifyRequest): string | null {
  return sessionToken(req.headers);
}
