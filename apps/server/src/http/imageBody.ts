import type { FastifyInstance } from 'fastify';

/** Proof uploads: the route's body limit (the brand limit, 5 MB by default, is checked again in the service). */
export const PROOF_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * Makes the encapsulated `scope` take raw png and jpeg bodies as Buffers of at most PROOF_BODY_LIMIT bytes, and no
 * other body (its JSON parser removed): the proof uploads of withdrawals and promotion applications. Register the
 * scope's routes after this, with `{ bodyLimit: PROOF_BODY_LIMIT }`.
 */
export function acceptImageBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    ['image/png', 'image/jpeg'],
    { parseAs: 'buffer', bodyLimit: PROOF_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
}
