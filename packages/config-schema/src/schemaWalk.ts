/**
 * Walking a schema alongside data: resolve `$ref`s between the package's schemas and find the schema of a property
 * or item. Used by visibility (toFrontend, leak check) and by error reporting (the `x-expected` of a failing node).
 * Browser-safe.
 */
import { allSchemas } from './schema';
import { SCHEMA_BASE, type JsonSchema, type JsonValue } from './schema/common';

/** A schema node and the document its `#/...` refs resolve against. */
export interface Located {
  schema: JsonSchema;
  doc: JsonSchema;
}

const byId = new Map<string, JsonSchema>(allSchemas.map((s) => [String(s.$id), s]));

/** True for a plain object (not an array, not null). */
export function isObject(v: unknown): v is Record<string, JsonValue> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Splits a JSON pointer into unescaped segments (`''` gives `[]`). */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a JSON pointer, or undefined. */
export function getAtPointer(data: unknown, pointer: string): unknown {
  let node: unknown = data;
  for (const key of parsePointer(pointer)) {
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = Object.hasOwn(node, key) ? node[key] : undefined;
    else return undefined;
  }
  return node;
}

/**
 * Follows `$ref`s (a schema file name relative to the schema base, and/or a `#/...` fragment).
 * @throws Error for a reference to a schema this package does not have.
 */
export function deref(loc: Located, depth = 0): Located {
  const ref = loc.schema.$ref;
  if (typeof ref !== 'string' || depth > 32) return loc;
  const [path, fragment = ''] = ref.split('#');
  const doc = path ? byId.get(new URL(path, SCHEMA_BASE).href) : loc.doc;
  if (!doc) throw new Error(`unresolved $ref ${ref}`);
  const target = fragment ? (getAtPointer(doc, fragment) as JsonSchema | undefined) : doc;
  if (!target) throw new Error(`unresolved $ref ${ref}`);
  return deref({ schema: target, doc }, depth + 1);
}

/** The schema of property `key` of an object validated by `loc` (properties, then additionalProperties). */
export function childSchema(loc: Located, key: string): Located | undefined {
  const s = deref(loc).schema;
  const props = s.properties;
  if (isObject(props) && Object.hasOwn(props, key))
    return { schema: props[key] as JsonSchema, doc: deref(loc).doc };
  if (isObject(s.additionalProperties))
    return { schema: s.additionalProperties as JsonSchema, doc: deref(loc).doc };
  return undefined;
}

/** The schema of the items of an array validated by `loc`. */
export function itemSchema(loc: Located): Located | undefined {
  const { schema, doc } = deref(loc);
  return isObject(schema.items) ? { schema: schema.items as JsonSchema, doc } : undefined;
}

/** The schema that validates the data at `pointer` (before `$ref` resolution), or undefined where none does. */
export function schemaAt(root: JsonSchema, pointer: string): Located | undefined {
  let loc: Located | undefined = { schema: root, doc: root };
  for (const key of parsePointer(pointer)) {
    if (!loc) return undefined;
    const s: JsonSchema = deref(loc).schema;
    loc = /^(?:0|[1-9][0-9]*)$/.test(key) && isObject(s.items) ? itemSchema(loc) : childSchema(loc, key);
  }
  return loc;
}

/** Walks `$ref`s from `loc` and returns the first `x-<name>` annotation found (the referring node wins). */
export function annotation(loc: Located, name: string): JsonValue | undefined {
  let here: Located = loc;
  for (let depth = 0; depth < 32; depth++) {
    const value = here.schema[name];
    if (value !== undefined) return value;
    if (typeof here.schema.$ref !== 'string') return undefined;
    const next = deref({ schema: { $ref: here.schema.$ref }, doc: here.doc });
    here = next;
  }
  return undefined;
}
