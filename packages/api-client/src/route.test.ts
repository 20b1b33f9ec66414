// @vitest-environment node
/**
 * The route table's data (`routes/<area>.json`) is JSON, which the type checker takes as plain strings and booleans:
 * this test is its type check. Every area's JSON is an area of `routes`, every call has exactly the fields of
 * {@link RouteSpec} with values of their unions (method, auth kind, rate-limit class, response kind, operator role),
 * every operator call names its least role, and the path, response kind and schemas of each call agree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AuthKind, HttpMethod, OpsRole, RateLimitClass, ResponseKind, RouteSpec } from './route.ts';
import { allRoutes, routes } from './routes/index.ts';
import { routeSchemas, type RouteId } from './route-schemas.ts';

const ROUTES_DIR = new URL('./routes/', import.meta.url);

/** A check of a value against a union, from an object with exactly the union's members as keys (tsc checks it). */
const oneOf =
  <T extends string>(members: Record<T, true>) =>
  (value: unknown): boolean =>
    typeof value === 'string' && Object.hasOwn(members, value);
/** Flags are written only when set. */
const isTrue = (value: unknown): boolean => value === true;

/** A check for each field of a call's data: every field of RouteSpec but its id (added from the area and name). */
const FIELDS: { readonly [K in Exclude<keyof RouteSpec, 'id'>]-?: (value: unknown) => boolean } = {
  method: oneOf<HttpMethod>({ GET: true, POST: true, PUT: true, DELETE: true }),
  path: (value) => typeof value === 'string' && /^\/[\w\-.]+(\/(:?[\w\-.]+))*$/.test(value),
  auth: oneOf<AuthKind>({
    none: true,
    optional: true,
    member: true,
    fullMember: true,
    agent: true,
    agentCenter: true,
    operator: true,
  }),
  rateLimit: oneOf<RateLimitClass>({
    browse: true,
    icons: true,
    steady: true,
    frequent: true,
    attempt: true,
    sensitive: true,
    scarce: true,
    freeplay: true,
  }),
  encrypted: isTrue,
  guarded: isTrue,
  regionChecked: isTrue,
  duringPasswordChange: isTrue,
  passive: isTrue,
  response: oneOf<ResponseKind>({ json: true, 'event-stream': true, image: true, file: true }),
  opsRole: oneOf<OpsRole>({ viewer: true, cashier: true, admin: true }),
};
const REQUIRED = ['method', 'path', 'auth'] as const;

/** The areas' JSON files as read from disk, by area. */
const data: Record<string, Record<string, Record<string, unknown>>> = Object.fromEntries(
  readdirSync(ROUTES_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(new URL(f, ROUTES_DIR), 'utf8'))]),
);

/** What is wrong with one call's data (empty when nothing). */
function problems(spec: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [field, value] of Object.entries(spec)) {
    const check = (FIELDS as Record<string, (value: unknown) => boolean>)[field];
    if (!check) out.push(`unknown field ${field}`);
    else if (!check(value)) out.push(`${field}: ${JSON.stringify(value)}`);
  }
  for (const field of REQUIRED) if (!(field in spec)) out.push(`no ${field}`);
  if ((spec.auth === 'operator') !== 'opsRole' in spec)
    out.push(
      spec.auth === 'operator' ? 'operator call without opsRole' : 'opsRole on a call that is not operator',
    );
  return out;
}

describe('route table data', () => {
  it('has an area of `routes` for each JSON file, with its calls in JSON order', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(data).sort());
    for (const [area, calls] of Object.entries(routes))
      expect(Object.values(calls).map((d) => d.id)).toEqual(
        Object.keys(data[area]!).map((n) => `${area}.${n}`),
      );
  });

  it('has schemas for exactly the calls of the data (the ids of the table are the keys of routeSchemas)', () => {
    // areaRoutes checks each area's names at type-check time; an area with schemas but no JSON or module is not
    // called there, so it is caught here.
    expect(Object.keys(routeSchemas).sort()).toEqual(allRoutes.map((d) => d.id).sort());
  });

  it('gives every call valid fields of RouteSpec only', () => {
    const wrong = Object.entries(data).flatMap(([area, calls]) =>
      Object.entries(calls).flatMap(([name, spec]) => problems(spec).map((p) => `${area}.${name}: ${p}`)),
    );
    expect(wrong).toEqual([]);
  });

  it('finds a bad field', () => {
    expect(problems({ method: 'PATCH', path: '/wps/x', auth: 'members', rateLimit: 'often' })).toEqual([
      'method: "PATCH"',
      'auth: "members"',
      'rateLimit: "often"',
    ]);
    expect(
      problems({ method: 'GET', path: 'wps/x', auth: 'operator', guarded: false, colour: 'red' }),
    ).toEqual(['path: "wps/x"', 'guarded: false', 'unknown field colour', 'operator call without opsRole']);
    expect(problems({ path: '/wps/x', auth: 'member', opsRole: 'admin' })).toEqual([
      'no method',
      'opsRole on a call that is not operator',
    ]);
  });

  it("agrees with each call's schemas: path parameters, and a JSON envelope unless another response kind", () => {
    const wrong: string[] = [];
    for (const d of allRoutes) {
      const s = routeSchemas[d.id as RouteId] as {
        params?: { properties?: object };
        response: { 200?: { content?: object } };
      };
      const inPath = [...d.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const inSchema = Object.keys(s.params?.properties ?? {}).sort();
      if (inPath.join() !== inSchema.join())
        wrong.push(`${d.id}: path ${inPath.join()} params ${inSchema.join()}`);
      const json = !s.response[200]?.content;
      if (json !== ((d.response ?? 'json') === 'json'))
        wrong.push(`${d.id}: response ${d.response ?? 'json'}`);
    }
    expect(wrong).toEqual([]);
  });
});
