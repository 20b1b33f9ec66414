/**
 * Merging config layers (`_base` under a brand) while remembering which file each value came from, so a problem at
 * a pointer of the merged config can name the file and the pointer inside it. Browser-safe (pure).
 *
 * Merge rule: objects merge key by key; arrays and scalars replace; `null` removes the key (no schema allows null,
 * so it is free to mean "drop the inherited value").
 */
import { escapePointer, getAtPointer, isObject, parsePointer } from './schemaWalk';

/** One file's data and where it sits in the merged config (`mount`: `''` for brand.json, `/whitelabel`, ...). */
export interface Layer {
  file: string;
  mount: string;
  data: unknown;
}

/** Where a merged value came from: a file and the JSON pointer inside it. */
export interface Origin {
  file: string;
  pointer: string;
}

/** The merged value and the origin of every node in it. */
export interface MergeResult {
  value: Record<string, unknown>;
  origins: Map<string, Origin>;
}

/**
 * Deep-merges `overlay` over `base` (see the module rule). Returns a new value; inputs are not changed.
 */
export function deepMerge(base: unknown, overlay: unknown): unknown {
  if (overlay === undefined) return structuredClone(base);
  if (isObject(base) && isObject(overlay)) {
    const out: Record<string, unknown> = structuredClone(base);
    for (const [key, value] of Object.entries(overlay)) {
      if (value === null) delete out[key];
      else out[key] = deepMerge(out[key], value);
    }
    return out;
  }
  return structuredClone(overlay);
}

function dropOrigins(origins: Map<string, Origin>, pointer: string): void {
  for (const key of [...origins.keys()]) {
    if (key === pointer || key.startsWith(`${pointer}/`)) origins.delete(key);
  }
}

function record(
  origins: Map<string, Origin>,
  value: unknown,
  previous: unknown,
  pointer: string,
  origin: Origin,
): void {
  // Unless an object merges into an object, the subtree is replaced: forget where its old children came from, so a
  // stale origin never answers a lookup.
  const merging = isObject(value) && isObject(previous);
  if (!merging) dropOrigins(origins, pointer);
  origins.set(pointer, origin);
  if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      const seg = escapePointer(key);
      const at = `${pointer}/${seg}`;
      if (child === null) dropOrigins(origins, at);
      else
        record(origins, child, merging ? (previous as Record<string, unknown>)[key] : undefined, at, {
          file: origin.file,
          pointer: `${origin.pointer}/${seg}`,
        });
    }
  } else if (Array.isArray(value)) {
    value.forEach((child, i) =>
      record(origins, child, undefined, `${pointer}/${i}`, {
        file: origin.file,
        pointer: `${origin.pointer}/${i}`,
      }),
    );
  }
}

/**
 * Merges layers in order (later layers win, by the module rule) and records origins.
 * @param layers e.g. `_base/brand.json` at `''`, `_base/register.json` at `/register`, then the brand's files.
 * @param defaults origins to use where no layer has a value (e.g. the brand file a missing section belongs in).
 */
export function mergeLayers(
  layers: readonly Layer[],
  defaults: ReadonlyMap<string, Origin> = new Map(),
): MergeResult {
  let value: Record<string, unknown> = {};
  const origins = new Map<string, Origin>(defaults);
  for (const layer of layers) {
    const path = parsePointer(layer.mount);
    // Wrap the layer's data so it sits at its mount point, then merge at the root.
    let wrapped: unknown = layer.data;
    for (let i = path.length - 1; i >= 0; i--) wrapped = { [path[i]!]: wrapped };
    const previous = getAtPointer(value, layer.mount);
    value = deepMerge(value, wrapped) as Record<string, unknown>;
    record(origins, layer.data, previous, layer.mount, { file: layer.file, pointer: '' });
  }
  return { value, origins };
}

/**
 * The file and in-file pointer for a pointer of the merged config: the origin of the longest recorded prefix, with
 * the rest of the pointer appended.
 */
export function locate(origins: ReadonlyMap<string, Origin>, pointer: string): Origin | undefined {
  const segments = parsePointer(pointer);
  for (let n = segments.length; n >= 0; n--) {
    const prefix = segments
      .slice(0, n)
      .map((s) => `/${escapePointer(s)}`)
      .join('');
    const origin = origins.get(prefix);
    if (origin) {
      const rest = segments
        .slice(n)
        .map((s) => `/${escapePointer(s)}`)
        .join('');
      return { file: origin.file, pointer: origin.pointer + rest };
    }
  }
  return undefined;
}
