/** @playdeck/api-client: the envelope, stable error codes, request/response schemas; the route table is `@playdeck/api-client/routes`. */
export * from './envelope.ts';
export * from './errors.ts';
export * from './schemas.ts';
export * from './games.ts';
export * from './lottery.ts';
export * from './messages.ts';
export * from './payments.ts';
export * from './devices.ts';
