/**
 * Config problems: what `loadBrands` and `npm run config:validate` report, one per defect, as
 * `file:pointer expected X, found Y`. Also turns AJV errors of the config validators into such problems, using the
 * schema's `x-expected` texts where given. Browser-safe.
 */
import { brandSchema } from './schema';
import type { JsonSchema } from './schema/common';
import { annotation, deref, escapePointer, getAtPointer, isObject, schemaAt } from './schemaWalk';
import type { AjvError } from './types';

/** One config defect. `pointer` is a JSON pointer inside `file` (RFC 6901; `''` is the whole file). */
export interface ConfigProblem {
  file: string;
  pointer: string;
  expected: string;
  found: string;
}

/** A problem located in the merged brand config, before it is mapped to a file. */
export type MergedProblem = Omit<ConfigProblem, 'file'>;

/** `file:pointer expected X, found Y` (the CLI's line format). */
export function formatProblem(p: ConfigProblem): string {
  return `${p.file}:${p.pointer} expected ${p.expected}, found ${p.found}`;
}

/**
 * A short description of a value for "found ...": `nothing`, `"text"` (cut at 60 characters), `42`, `true`,
 * `an array of 3 items`, `an object`.
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') {
    const cut = [...value].length > 60 ? `${[...value].slice(0, 57).join('')}...` : value;
    return JSON.stringify(cut);
  }
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (isObject(value)) return 'an object';
  return String(value);
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function describeKeyword(error: AjvError): string {
  const p = error.params;
  switch (error.keyword) {
    case 'type':
      return String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t)
        .join(' or ');
    case 'enum':
      return `one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return JSON.stringify(p.allowedValue);
    case 'pattern':
      return `a string matching ${String(p.pattern)}`;
    case 'minLength':
      return `at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `at most ${String(p.limit)} characters`;
    case 'minItems':
      return `at least ${String(p.limit)} items`;
    case 'maxItems':
      return `at most ${String(p.limit)} items`;
    case 'minProperties':
      return `at least ${String(p.limit)} entries`;
    case 'uniqueItems':
      return `no duplicate items (items ${String(p.j)} and ${String(p.i)} are equal)`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `a number ${String(p.comparison)} ${String(p.limit)}`;
    default:
      return error.message ?? error.keyword;
  }
}

function expectedAt(root: JsonSchema, pointer: string): string | undefined {
  const loc = schemaAt(root, pointer);
  const text = loc && annotation(loc, 'x-expected');
  return typeof text === 'string' ? text : undefined;
}

function isSecretAt(root: JsonSchema, pointer: string): boolean {
  const loc = schemaAt(root, pointer);
  return !!loc && annotation(loc, 'x-visibility') === 'secret';
}

function knownProperties(root: JsonSchema, pointer: string): string[] {
  const loc = schemaAt(root, pointer);
  const props = loc && deref(loc).schema.properties;
  return isObject(props) ? Object.keys(props) : [];
}

/**
 * Turns AJV errors from a config validator into problems located in the validated data (pointers of `data`).
 * Values at `secret` locations are never printed. Duplicate (pointer, expected) pairs are dropped.
 *
 * @param data the validated value (to describe what was found).
 * @param root the schema the validator was compiled from (default: the brand schema), for `x-expected` texts.
 */
export function ajvErrorsToProblems(
  errors: readonly AjvError[] | null | undefined,
  data: unknown,
  root: JsonSchema = brandSchema,
): MergedProblem[] {
  const out: MergedProblem[] = [];
  const seen = new Set<string>();
  const push = (p: MergedProblem) => {
    const key = `${p.pointer}\u0000${p.expected}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(p);
    }
  };
  const propertyNameErrors = new Set(
    (errors ?? [])
      .filter((e) => e.keyword !== 'propertyNames' && 'propertyName' in e)
      .map((e) => e.instancePath),
  );
  for (const error of errors ?? []) {
    const e = error as AjvError & { propertyName?: string };
    if (e.keyword === 'required') {
      const pointer = `${e.instancePath}/${escapePointer(String(e.params.missingProperty))}`;
      const what = expectedAt(root, pointer);
      push({
        pointer,
        expected: `required property "${String(e.params.missingProperty)}"${what ? ` (${what})` : ''}`,
        found: 'nothing',
      });
    } else if (e.keyword === 'additionalProperties') {
      const name = String(e.params.additionalProperty);
      const known = knownProperties(root, e.instancePath);
      const list = known.length > 12 ? `${known.slice(0, 12).join(', ')}, ...` : known.join(', ');
      push({
        pointer: `${e.instancePath}/${escapePointer(name)}`,
        expected: `only known properties${list ? ` (${list})` : ''}`,
        found: `unknown property "${name}"`,
      });
    } else if (e.propertyName !== undefined) {
      // A failing key: point at the key itself.
      if (e.keyword === 'propertyNames' && propertyNameErrors.has(e.instancePath)) continue;
      const loc = schemaAt(root, e.instancePath);
      const names = loc && deref(loc).schema.propertyNames;
      const text =
        isObject(names) && typeof names['x-expected'] === 'string' ? names['x-expected'] : undefined;
      push({
        pointer: `${e.instancePath}/${escapePointer(e.propertyName)}`,
        expected: `a key that is ${text ?? describeKeyword(e)}`,
        found: JSON.stringify(e.propertyName),
      });
    } else {
      const found = isSecretAt(root, e.instancePath)
        ? 'a value (withheld: secret)'
        : describeValue(getAtPointer(data, e.instancePath));
      push({
        pointer: e.instancePath,
        expected: expectedAt(root, e.instancePath) ?? describeKeyword(e),
        found,
      });
    }
  }
  return out;
}
