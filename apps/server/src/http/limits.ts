/** Per-route rate limit settings (@fastify/rate-limit), keyed by client IP (as seen through the trusted proxy hop). */
export function limit(max: number, timeWindowMs: number) {
  return { max, timeWindow: timeWindowMs };
}
