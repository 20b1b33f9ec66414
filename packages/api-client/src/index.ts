/** @playdeck/api-client: the envelope, stable error codes, request/response schemas and typed fetchers. */
export * from './envelope.ts';
export * from './errors.ts';
export * from './schemas.ts';
export * from './games.ts';
export * from './lottery.ts';
export * from './client.ts';
export * from './messages.ts';
export * from './payments.ts';
