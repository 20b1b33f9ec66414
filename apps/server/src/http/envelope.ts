/**
 * Envelope, error mapping and not-found handling (docs/architecture.md "Response envelope"; docs/architecture.md "Conventions": bad input gets a
 * 4xx envelope with a stable errorCode, never a 500; no stack traces in responses).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@playdeck/api-client/errors';
import { ErrorCodes } from '@playdeck/api-client/errors';
import { message, normaliseLanguage } from '../infra/i18n/index.ts';
import { AppError } from './errors.ts';

/** Wraps a value in the success envelope. */
export function ok<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}

/** Sends the failure envelope for `code` localised to the request's language. */
export function sendFail(
  req: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  value?: unknown,
  params?: Record<string, string | number>,
) {
  const body: Record<string, unknown> = {
    success: false,
    errorCode: code,
    message: message(code, req.lang, params),
  };
  if (value !== undefined) body.value = value;
  return reply.status(ErrorCodes[code]).type('application/json; charset=utf-8').send(body);
}

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION',
};

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a URL that is not valid percent-encoded UTF-8,
 * FST_ERR_BAD_URL) get the failure envelope (VALIDATION, 400) instead of Fastify's own body. The request's hooks have
 * not run, so the language comes straight from the `Language` header.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = typeof req.headers.language === 'string' ? normaliseLanguage(req.headers.language) : undefined;
  req.lang = lang ?? 'en';
  req.log.info({ code: err.code }, 'bad request before routing');
  return sendFail(req, reply, err.statusCode === 413 ? 'BODY_TOO_LARGE' : 'VALIDATION');
}

/**
 * Installs the error handler and the 404 handler. `fallback`, when given, answers non-API GETs that match no route
 * (the SPA's index.html).
 */
export function installEnvelope(
  app: FastifyInstance,
  fallback?: (req: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>,
) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
      return sendFail(req, reply, err.errorCode, err.value, err.params);
    }
    const fe = err as FastifyError & { validationContext?: string };
    if (fe.validation) {
      const first = fe.validation[0];
      const field = first
        ? (first.instancePath || '').replace(/^\//, '') ||
          String((first.params as { missingProperty?: string })?.missingProperty ?? '')
        : '';
      return sendFail(req, reply, 'VALIDATION', { part: fe.validationContext, field, rule: first?.keyword });
    }
    if (fe.code && fastifyCodes[fe.code]) return sendFail(req, reply, fastifyCodes[fe.code]!);
    if (fe.statusCode === 429) return sendFail(req, reply, 'RATE_LIMITED');
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      req.log.info({ code: fe.code, msg: fe.message }, 'client error');
      return sendFail(
        req,
        reply,
        fe.statusCode === 413
          ? 'BODY_TOO_LARGE'
          : fe.statusCode === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : 'VALIDATION',
      );
    }
    req.log.error({ err }, 'unhandled error');
    return sendFail(req, reply, 'UNKNOWN');
  });
  app.setNotFoundHandler((req, reply) => {
    // API paths and content images (src/http/content-images.ts) answer a 404 envelope, never the site's page.
    if (fallback && req.method === 'GET' && !/^\/(wps|lgw|content)(\/|$)/.test(req.url))
      return fallback(req, reply);
    return sendFail(req, reply, 'NOT_FOUND');
  });
}
