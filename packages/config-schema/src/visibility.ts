/**
 * Visibility: which config the browser may see. Browser-safe (pure functions over the schemas).
 *
 * The rule, in full:
 * 1. Every schema node may carry `x-visibility`: `frontend` (sent to the browser), `backend` (server only) or `secret`
 *    (server only, and the file holds just an `env:NAME` reference; the value comes from the environment). A node
 *    without the keyword inherits its nearest marked ancestor's; with no marked ancestor it counts as `backend`
 *    (the brand root is unmarked), so nothing is public unless marked.
 * 2. Below a marked node, visibility only narrows (frontend -> backend -> secret). A schema property whose name looks like a
 *    secret (`SECRET_KEY_PATTERN`: apiKey, secret, password, token, privateKey, credential) and holds a string must be
 *    `secret`. `lintSchemaVisibility` checks both; a unit test runs it on every schema.
 * 3. Leak check on data (`findSecretLeaks`, run by `loadBrands`): in a frontend-visible place, a string value is a
 *    problem when it is an `env:` reference (a value marked secret) or when its key looks like a secret. Keys the
 *    schema does not know inherit their parent's visibility for this check, so an `apiKey` added to a frontend
 *    object is reported as a leak as well as an unknown key.
 * 4. `toFrontend(config)` keeps only frontend-visible values; keys the schema does not know are dropped.
 */
import { allSchemas, brandSchema } from './schema';
import type { JsonSchema } from './schema/common';
import {
  type Located,
  childSchema,
  deref,
  escapePointer as escape,
  isObject,
  itemSchema,
} from './schemaWalk';
import type { BrandConfig, FrontendBrandConfig, Visibility } from './types';

/** Key names that look like secrets. Matched anywhere in the key, case-insensitively (`smsApiKey`, `ga4_secret`). */
export const SECRET_KEY_PATTERN = /api[-_]?key|secret|passw(?:or)?d|token|private[-_]?key|credential/i;

/** A value marked secret: an environment reference. */
export const SECRET_REF_VALUE = /^env:/;

const RANK: Record<Visibility, number> = { frontend: 0, backend: 1, secret: 2 };

function ownVisibility(schema: JsonSchema): Visibility | undefined {
  const v = schema['x-visibility'];
  return v === 'frontend' || v === 'backend' || v === 'secret' ? v : undefined;
}

/** Visibility after `$ref`s: the stricter of the referring node's and the target's (narrowing only); `undefined`
 * while nothing above is marked (which counts as backend). */
function effective(
  loc: Located,
  inherited: Visibility | undefined,
): { loc: Located; vis: Visibility | undefined } {
  let vis = ownVisibility(loc.schema) ?? inherited;
  const target = deref(loc);
  const targetVis = ownVisibility(target.schema);
  if (targetVis && (vis === undefined || RANK[targetVis] > RANK[vis])) vis = targetVis;
  return { loc: target, vis };
}

/** A frontend-visible string that looks secret. `pointer` is inside the merged brand config. */
export interface SecretLeak {
  pointer: string;
  key: string;
  reason: 'secret-reference' | 'secret-like-key';
}

/**
 * Finds secrets in frontend-visible places of a (merged) brand config, by rule 3 above. Works on any JSON, valid
 * or not.
 * @param schema the schema to read visibility from (default: the brand schema).
 */
export function findSecretLeaks(config: unknown, schema: JsonSchema = brandSchema): SecretLeak[] {
  const leaks: SecretLeak[] = [];
  const visit = (
    value: unknown,
    loc: Located | undefined,
    inherited: Visibility | undefined,
    pointer: string,
    key: string,
  ) => {
    let vis = inherited;
    let here = loc;
    if (loc) ({ loc: here, vis } = effective(loc, inherited));
    if (typeof value === 'string') {
      if (vis !== 'frontend') return;
      if (SECRET_REF_VALUE.test(value)) leaks.push({ pointer, key, reason: 'secret-reference' });
      else if (SECRET_KEY_PATTERN.test(key)) leaks.push({ pointer, key, reason: 'secret-like-key' });
      return;
    }
    if (Array.isArray(value)) {
      const items = here && itemSchema(here);
      value.forEach((v, i) => visit(v, items, vis, `${pointer}/${i}`, key));
    } else if (isObject(value)) {
      for (const [k, v] of Object.entries(value))
        visit(v, here && childSchema(here, k), vis, `${pointer}/${escape(k)}`, k);
    }
  };
  visit(config, { schema, doc: schema }, undefined, '', '');
  return leaks;
}

/**
 * The browser-visible part of a brand config (what the server sends with `/wps/system/status`): every value whose
 * visibility is `frontend`; `backend` and `secret` values, and keys the schema does not know, are left out.
 * Returns a new object; the input is not changed.
 */
export function toFrontend(config: BrandConfig): FrontendBrandConfig;
export function toFrontend(config: unknown, schema?: JsonSchema): unknown;
export function toFrontend(config: unknown, schema: JsonSchema = brandSchema): unknown {
  const strip = (
    value: unknown,
    loc: Located,
    inherited: Visibility | undefined,
  ): { keep: boolean; value?: unknown } => {
    const { loc: here, vis } = effective(loc, inherited);
    const hasFrontendBelow = vis === 'frontend' || isObject(value) || Array.isArray(value);
    if (!hasFrontendBelow) return { keep: false };
    if (Array.isArray(value)) {
      if (vis !== 'frontend') return { keep: false };
      const items = itemSchema(here);
      if (!items) return { keep: true, value: structuredClone(value) };
      const out = value.map((v) => strip(v, items, vis)).filter((r) => r.keep);
      return { keep: true, value: out.map((r) => r.value) };
    }
    if (isObject(value)) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        const child = childSchema(here, k);
        if (!child) continue;
        const r = strip(v, child, vis);
        if (r.keep) out[k] = r.value;
      }
      // An unmarked object is kept only as the path to frontend values below it (the brand root).
      return vis === 'frontend' || (vis === undefined && Object.keys(out).length > 0)
        ? { keep: true, value: out }
        : { keep: false };
    }
    return { keep: true, value };
  };
  return strip(config, { schema, doc: schema }, undefined).value ?? {};
}

/** A schema that breaks rule 2. `path` is a JSON pointer into the schema document named by `$id`. */
export interface SchemaVisibilityProblem {
  $id: string;
  path: string;
  problem: string;
}

/**
 * Checks rule 2 over schemas: visibility never widens below a node, and string properties with secret-like names
 * are `secret`. Follows `$ref`s across the schemas (each target checked once per inherited visibility).
 */
export function lintSchemaVisibility(schemas: readonly JsonSchema[] = allSchemas): SchemaVisibilityProblem[] {
  const problems: SchemaVisibilityProblem[] = [];
  const done = new Set<string>();
  const visit = (
    schema: JsonSchema,
    doc: JsonSchema,
    path: string,
    inherited: Visibility | undefined,
    name: string,
  ) => {
    const own = ownVisibility(schema);
    const id = String(doc.$id);
    if (own && inherited && RANK[own] < RANK[inherited])
      problems.push({ $id: id, path, problem: `"${own}" inside a "${inherited}" node widens visibility` });
    const vis = own ?? inherited;
    if (name && SECRET_KEY_PATTERN.test(name) && schema.type === 'string' && vis !== 'secret')
      problems.push({
        $id: id,
        path,
        problem: `property "${name}" looks like a secret but is "${vis ?? 'backend'}"`,
      });
    if (typeof schema.$ref === 'string') {
      const target = deref({ schema, doc });
      const key = `${id}|${schema.$ref}|${vis}`;
      if (!done.has(key)) {
        done.add(key);
        visit(target.schema, target.doc, `${String(target.doc.$id)}#${schema.$ref}`, vis, name);
      }
    }
    if (isObject(schema.properties))
      for (const [k, sub] of Object.entries(schema.properties))
        visit(sub as JsonSchema, doc, `${path}/properties/${escape(k)}`, vis, k);
    if (isObject(schema.additionalProperties))
      visit(schema.additionalProperties as JsonSchema, doc, `${path}/additionalProperties`, vis, '');
    if (isObject(schema.items)) visit(schema.items as JsonSchema, doc, `${path}/items`, vis, name);
  };
  // A document root inherits nothing.
  for (const schema of schemas) visit(schema, schema, '', undefined, '');
  return problems;
}
