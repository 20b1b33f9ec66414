/**
 * The games server's request log: one line per answered request (method, path, status, ms) at info outside
 * production and debug in production, with the values of secret-bearing query parameters (the launch `token`, any
 * ticket, signature or code) masked, so a launch URL in a log line cannot open a player's session (OWASP ASVS
 * V7.1.1). The platform logs the same way (apps/server/src/http/logging.ts); the two servers share no code by design.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SECRET_PARAM = /token|ticket|secret|passw|signature|^sig$|^code$|^otp$/i;

/** `url` with the values of secret-bearing query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq >= 0 && SECRET_PARAM.test(pair.slice(0, eq)) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** Pino serializer for `req` in error lines: method, masked url, remote address. */
export function requestSerializer(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
}

/**
 * One line per answered request on `app` (built with request logging disabled, which also silences Fastify's default
 * error handler: so a server error is logged here, with its stack).
 */
export function installRequestLog(app: FastifyInstance, level: 'info' | 'debug') {
  app.addHook('onError', (req, _reply, err, done) => {
    if (!err.statusCode || err.statusCode >= 500) req.log.error({ err }, 'request failed');
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    req.log[level](
      {
        method: req.method,
        url: redactUrl(req.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}
