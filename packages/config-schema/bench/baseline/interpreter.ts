/**
 * BENCHMARK BASELINE ONLY, never shipped or imported by an app: a frozen copy of the hand-written interpreter the register
 * form used before it imported the server's AJV-compiled module (it was apps/web/src/features/auth/schemaValidator.ts).
 * validate.bench.ts times it against the served module, in the same run, to show the compiled module is at least as
 * fast. Kept unchanged apart from this paragraph and the import path.
 *
 * A validator for the registration schemas of `fieldSettingsToSchema` that runs without compiling code, so the site's
 * CSP needs no `unsafe-eval` (docs/architecture.md). It covers exactly the keywords those schemas use (type, properties,
 * required, additionalProperties: false, minLength/maxLength in code points, pattern with the `u` flag, allOf, const
 * with `$data: '1/<field>'`) and reports errors shaped like AJV's verbose `allErrors` output, so
 * `ajvErrorsToMessages` maps them to messages. A unit test checks it agrees with AJV on the same schema.
 * Any other keyword is a programming error and throws, never silently passes.
 */
import type { AjvError } from '../../src/types';

type Schema = Record<string, unknown>;

const SUPPORTED = new Set([
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'minLength',
  'maxLength',
  'pattern',
  'allOf',
  'const',
  'x-field',
  'x-patternId',
  'x-message',
]);

function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

const regexCache = new Map<string, RegExp>();
function regex(source: string): RegExp {
  let r = regexCache.get(source);
  if (!r) regexCache.set(source, (r = new RegExp(source, 'u')));
  return r;
}

function typeOk(type: unknown, data: unknown): boolean {
  if (type === undefined) return true;
  if (type === 'string') return typeof data === 'string';
  if (type === 'boolean') return typeof data === 'boolean';
  if (type === 'object') return typeof data === 'object' && data !== null && !Array.isArray(data);
  throw new Error(`schemaValidator: unsupported type ${String(type)}`);
}

function check(
  schema: Schema,
  data: unknown,
  path: string,
  root: Record<string, unknown>,
  errors: AjvError[],
): void {
  for (const key of Object.keys(schema))
    if (!SUPPORTED.has(key)) throw new Error(`schemaValidator: unsupported keyword ${key}`);
  const err = (keyword: string, params: Record<string, unknown>) =>
    errors.push({
      instancePath: path,
      schemaPath: `#/${keyword}`,
      keyword,
      params,
      parentSchema: schema,
      data,
    });
  if (!typeOk(schema.type, data)) {
    err('type', { type: schema.type });
    return;
  }
  if ('const' in schema) {
    const c = schema.const as unknown;
    const expected =
      c && typeof c === 'object' && '$data' in c
        ? root[String((c as { $data: string }).$data).replace(/^1\//, '')]
        : c;
    if (data !== expected) err('const', { allowedValue: expected });
  }
  if (typeof data === 'string') {
    const len = codePoints(data);
    if (typeof schema.minLength === 'number' && len < schema.minLength)
      err('minLength', { limit: schema.minLength });
    if (typeof schema.maxLength === 'number' && len > schema.maxLength)
      err('maxLength', { limit: schema.maxLength });
    if (typeof schema.pattern === 'string' && !regex(schema.pattern).test(data))
      err('pattern', { pattern: schema.pattern });
  }
  if (Array.isArray(schema.allOf))
    for (const sub of schema.allOf as Schema[]) check(sub, data, path, root, errors);
  if (schema.type === 'object' && typeof data === 'object' && data !== null) {
    const obj = data as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    for (const name of (schema.required ?? []) as string[])
      if (!(name in obj) || obj[name] === undefined) err('required', { missingProperty: name });
    // Schema order, as AJV reports them; then properties the schema does not know.
    for (const [name, sub] of Object.entries(props))
      if (obj[name] !== undefined) check(sub, obj[name], `${path}/${name}`, obj, errors);
    if (schema.additionalProperties === false)
      for (const name of Object.keys(obj))
        if (!(name in props) && obj[name] !== undefined)
          err('additionalProperties', { additionalProperty: name });
  }
}

/**
 * Validates `data` against a registration schema.
 * @returns AJV-shaped errors (empty when valid).
 * @throws Error when the schema uses a keyword this validator does not implement.
 */
export function validateRegistration(schema: Schema, data: unknown): AjvError[] {
  const errors: AjvError[] = [];
  check(schema, data, '', (data ?? {}) as Record<string, unknown>, errors);
  return errors;
}
