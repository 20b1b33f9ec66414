/**
 * The response envelope every Playdeck API call answers with (docs/architecture.md, "Response envelope"):
 * `{ success: true, value }` or `{ success: false, errorCode, message }`, with a truthful HTTP status.
 * `errorCode` is stable (see `errors.ts`); `message` is localised by the request's `Language` header.
 */
import { Type, type Static, type TSchema } from 'typebox';

/** A successful answer carrying `value`. */
export interface Ok<T> {
  success: true;
  value: T;
}

/** A failed answer: a stable `errorCode` and a localised `message`; `value` may carry details (e.g. `{ captcha: true }`). */
export interface Fail {
  success: false;
  errorCode: string;
  message: string;
  value?: unknown;
}

/** Either envelope. */
export type Envelope<T> = Ok<T> | Fail;

/** TypeBox schema of a success envelope around `value` (used by the server for OpenAPI and fast serialisation). */
export function OkSchema<T extends TSchema>(value: T) {
  return Type.Object({ success: Type.Literal(true), value });
}

/** TypeBox schema of the failure envelope. */
export const FailSchema = Type.Object({
  success: Type.Literal(false),
  errorCode: Type.String(),
  message: Type.String(),
  value: Type.Optional(Type.Unknown()),
});
export type FailBody = Static<typeof FailSchema>;

/**
 * Response schemas of one call for Fastify (`schema.response`) and the OpenAPI document: the success envelope around
 * `value` for 200 and the failure envelope for every 4xx and 5xx. Fastify serialises with these (fast-json-stringify
 * drops keys a schema does not list), so `value` must name every field the handler returns.
 */
export function Responses<T extends TSchema>(value: T) {
  return { 200: OkSchema(value), '4xx': FailSchema, '5xx': FailSchema };
}

/** `value` of calls that answer nothing but success (`{ success: true, value: null }`). */
export const NullValue = Type.Null();

/**
 * Response schemas of a call answering an image (e.g. `image/svg+xml`; several media types when the URL picks one,
 * as `<nodeId>.webp` or `.svg`) on success and the failure envelope otherwise. The image body is sent as is (a string
 * or Buffer is never re-serialised).
 */
export function ImageResponses(...mediaTypes: [string, ...string[]]) {
  return {
    200: {
      description: mediaTypes.join(' or '),
      content: Object.fromEntries(mediaTypes.map((t) => [t, { schema: Type.String() }])),
    },
    '4xx': FailSchema,
    '5xx': FailSchema,
  };
}
