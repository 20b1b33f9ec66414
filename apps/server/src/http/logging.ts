/**
 * Request logging: one line per answered request (method, path with secrets masked, status, time in ms) instead of
 * Fastify's two ("incoming request" + "request completed"). At info level in development, so `npm start` shows
 * what the site does; at debug in production, where per-request lines belong to the access log of the proxy.
 * Query parameters that carry secrets (a password-reset token, a login ticket, any `token`, codes, signatures) are
 * never written: a log line is read by more people than a session token may be (OWASP ASVS V7.1.1, V14.2.1).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Query parameter names whose values are masked: anything naming a token, ticket, secret, password, signature or code. */
const SECRET_PARAM = /token|ticket|secret|passw|signature|^sig$|^code$|^otp$/i;

/**
 * `url` (path and query, as in `request.url`) with the values of secret-bearing query parameters replaced by
 * `[redacted]`; the path and the other parameters unchanged. E.g. `/reset?resetToken=abc&lang=bn` ->
 * `/reset?resetToken=[redacted]&lang=bn`.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as sent; its value is still checked by the raw name
      }
      return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** Pino serializer for `req` (used in error lines): method, masked url and the remote address only. */
export function requestSerializer(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
}

/**
 * Installs the one-line request log on `app`, which must be built with request logging disabled (`logController`).
 * @param level `info` (development) or `debug` (production)
 */
export function installRequestLog(app: FastifyInstance, level: 'info' | 'debug') {
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
