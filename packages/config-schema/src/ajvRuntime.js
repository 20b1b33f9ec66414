/**
 * The AJV runtime helpers the standalone validators call, as plain browser-safe ESM (same behaviour as
 * ajv/dist/runtime/ucs2length and ajv/dist/runtime/equal, whose CommonJS a browser cannot load). The one copy:
 * src/generated/validators.js imports them from here, and src/node/standalone.ts (`makeSelfContained`) inlines the
 * text of each `export function` below into the registration modules the server serves, which import nothing.
 * Keep each helper a single top-level `export function` ending with a `}` line, and free of other imports.
 */

/** Length in Unicode code points: a surrogate pair counts once (JSON Schema's definition of string length). */
export function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}

/** Deep equality of JSON values (fast-deep-equal's algorithm, JSON types only). */
export function equal(a, b) {
  if (a === b) return true;
  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a)) {
      if (a.length !== b.length) return false;
      for (let i = a.length; i-- !== 0;) if (!equal(a[i], b[i])) return false;
      return true;
    }
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys)
      if (!Object.prototype.hasOwnProperty.call(b, key) || !equal(a[key], b[key])) return false;
    return true;
  }
  return a !== a && b !== b;
}
