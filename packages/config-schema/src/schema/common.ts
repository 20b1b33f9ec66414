/**
 * Shared pieces of the config schemas (JSON Schema draft 2020-12, pinned: every schema names it in `$schema` and is
 * compiled with `ajv/dist/2020`). Browser-safe.
 *
 * Custom keywords (registered in AJV by `ajvKeywords`, annotations only, no validation code):
 * - `x-visibility`: `frontend` | `backend` | `secret`, inherited by every node below (see visibility.ts);
 * - `x-expected`: the human description printed as "expected ..." when the node fails;
 * - `x-field`, `x-patternId`, `x-message`: annotations of generated registration schemas (registration.ts).
 */

/** A JSON Schema object as written in this package (draft 2020-12 plus the `x-` annotations above). */
export type JsonSchema = { [keyword: string]: JsonValue };
/** Any JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The pinned draft. */
export const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/** Base URI of the schemas' `$id`s (a reserved `.example` host: ids are names, never fetched). */
export const SCHEMA_BASE = 'https://playdeck.example/schemas/';

/** Language tag: `bn`, `en`, `zh-CN`. */
export const LANGUAGE_PATTERN = '^[a-z]{2,3}(?:-[A-Z]{2})?$';

/** Whitelabel modId: a letter, then letters, digits or underscores. */
export const MOD_ID_PATTERN = '^[A-Za-z][A-Za-z0-9_]*$';

/** Brand folder id. */
export const BRAND_ID_PATTERN = '^[a-z0-9][a-z0-9_-]{0,39}$';

/** Vendor code (`vassalage`): upper-case letters, digits, underscore (AG, TCG_SEA, EG2). */
export const VENDOR_PATTERN = '^[A-Z0-9][A-Z0-9_]*$';

/** A content or lane id. */
export const ITEM_ID_PATTERN = '^[a-z0-9][a-z0-9_-]{0,63}$';

/** Secret reference: `env:NAME`. */
export const SECRET_REF_PATTERN = '^env:[A-Z][A-Z0-9_]*$';

/** ISO 8601 date-time with seconds and an offset; the calendar is checked on load. */
export const DATE_TIME_PATTERN =
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\\.[0-9]{1,3})?(?:Z|[+-][0-9]{2}:[0-9]{2})$';

/** Marks a node's visibility. */
export function visibility(v: 'frontend' | 'backend' | 'secret'): JsonSchema {
  return { 'x-visibility': v };
}

/** Shared definitions, referenced by `$ref` from the other schemas. */
const DEFS = {
  httpsUrl: {
    type: 'string',
    pattern: '^https://[^\\s/?#]+[^\\s]*$',
    maxLength: 2048,
    'x-expected': 'an https:// URL',
  },
  assetUrl: {
    type: 'string',
    pattern: '^(?:https://[^\\s/?#]+|/)[^\\s]*$',
    maxLength: 2048,
    'x-expected': 'an https:// URL or a site path starting with /',
  },
  localizedText: {
    type: 'object',
    minProperties: 1,
    propertyNames: { pattern: LANGUAGE_PATTERN, 'x-expected': 'a language tag such as "bn" or "en"' },
    additionalProperties: { type: 'string', minLength: 1, maxLength: 20000 },
    'x-expected': 'an object of texts by language, e.g. {"en": "..."}',
  },
  itemId: {
    type: 'string',
    pattern: ITEM_ID_PATTERN,
    'x-expected': 'an id of lower-case letters, digits, "-" or "_"',
  },
  vendorCode: {
    type: 'string',
    pattern: VENDOR_PATTERN,
    maxLength: 32,
    'x-expected': 'a vendor code such as "AG" or "TCG_SEA"',
  },
  dateTime: {
    type: 'string',
    pattern: DATE_TIME_PATTERN,
    'x-expected': 'an ISO 8601 date-time with offset, e.g. 2025-01-31T18:00:00+06:00',
  },
} satisfies Record<string, JsonSchema>;

/**
 * The shared definitions, each its own schema document `defs/<name>.json`: AJV compiles a document once per instance
 * and every `$ref` to it calls that one function, whereas a `#/$defs/...` fragment of another document is compiled
 * again for each document that refers to it (so the generated validators would repeat its code).
 */
// Pure: a bundler drops it from the site, which uses the refs but never the documents.
export const defSchemas: readonly JsonSchema[] = /* @__PURE__ */ Object.entries(DEFS).map(
  ([name, schema]) => ({
    $schema: DRAFT_2020_12,
    $id: `${SCHEMA_BASE}defs/${name}.json`,
    ...schema,
  }),
);

function def(name: keyof typeof DEFS): JsonSchema {
  return { $ref: `defs/${name}.json` };
}

/** An https URL. */
export const httpsUrl = def('httpsUrl');
/** An image or asset: an https URL or a site path starting with `/`. */
export const assetUrl = def('assetUrl');
/** Text per language, e.g. `{ "bn": "...", "en": "..." }`. */
export const localizedText = def('localizedText');
/** A content or lane id. */
export const itemId = def('itemId');
/** A vendor code. */
export const vendorCode = def('vendorCode');
/** An ISO 8601 date-time with offset. */
export const dateTime = def('dateTime');

/** A list of unique strings matching `item`. */
export function uniqueList(item: JsonSchema, minItems = 0): JsonSchema {
  return { type: 'array', items: item, uniqueItems: true, minItems };
}

/** A closed object: every listed property, all required unless named in `optional`. */
export function closedObject(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    additionalProperties: false,
  };
}
