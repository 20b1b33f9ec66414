/**
 * Per-route rate limits (@fastify/rate-limit), keyed by client IP (as seen through the trusted proxy hop). Each call of
 * the route table names a class (`@playdeck/api-client/routes` RateLimitClass); the numbers of every class are here.
 */
import type { RateLimitClass } from '@playdeck/api-client/routes';

/** @fastify/rate-limit settings: at most `max` calls per `timeWindow` ms. */
export function limit(max: number, timeWindowMs: number) {
  return { max, timeWindow: timeWindowMs };
}

/** The numbers of each rate-limit class, per client IP. */
export const RATE_LIMITS: Record<RateLimitClass, { max: number; timeWindow: number }> = {
  /** Catalogue, status and lottery reads: pages poll and scroll. */
  browse: limit(600, 60_000),
  /** Game and vendor icons: a lobby page shows hundreds. */
  icons: limit(3_000, 60_000),
  /** Content reads, favourites, game launch. */
  steady: limit(120, 60_000),
  /** Captcha images, affiliate code lookups. */
  frequent: limit(30, 60_000),
  /** Logins, ticket exchanges and code checks: guessing is slowed, typing mistakes are not. */
  attempt: limit(20, 60_000),
  /** Sending SMS/e-mail codes, registering, password resets, operator login. */
  sensitive: limit(10, 60_000),
  /** Forgot-password e-mails and feedback. */
  scarce: limit(5, 60_000),
  /** Free-play trial members (each one a new member row). */
  freeplay: limit(5, 3_600_000),
};
