/**
 * The AJV setup every compile in this package uses: draft 2020-12 (`ajv/dist/2020`), strict mode, Unicode regular
 * expressions (the `u` flag, AJV's default), and the package's annotation keywords. Node-only in practice: compiling
 * generates code with `new Function`, which the site's CSP forbids in the browser.
 */
import { Ajv2020, type KeywordDefinition, type Options } from 'ajv/dist/2020.js';
import { allSchemas } from '../schema';

/** Annotation keywords (no validation code): see schema/common.ts. */
export const ANNOTATION_KEYWORDS: readonly KeywordDefinition[] = [
  { keyword: 'x-visibility', schemaType: 'string', metaSchema: { enum: ['frontend', 'backend', 'secret'] } },
  { keyword: 'x-expected', schemaType: 'string' },
  { keyword: 'x-field', schemaType: 'string' },
  { keyword: 'x-patternId', schemaType: 'number' },
  { keyword: 'x-message', schemaType: 'object' },
];

/**
 * A new AJV instance with the package's keywords.
 * @param options AJV options merged over `{ strict: true, allErrors: true }`.
 * @param withConfigSchemas also add the static config schemas (brand, whitelabel, register, vendors, content), so
 *   their `$id`s resolve.
 */
export function createAjv(options: Options = {}, withConfigSchemas = false): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, ...options });
  for (const keyword of ANNOTATION_KEYWORDS) ajv.addKeyword({ ...keyword });
  if (withConfigSchemas) for (const schema of allSchemas) ajv.addSchema(schema);
  return ajv;
}
