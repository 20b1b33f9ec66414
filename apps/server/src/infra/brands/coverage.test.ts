/**
 * Flag and key coverage: every whitelabel node and every config key the schema accepts does something (a brand is
 * config, not code: a key nobody reads is a promise the product does not keep).
 *
 * - Every node of the base whitelabel tree, switched off and on in the default brand's config on a running server,
 *   changes the effective flag of the status call the site reads its features from; the nodes the server itself acts
 *   on also change an API answer (registration, free play, SMS login, the forced password change, contract types, the
 *   winner board).
 *   The site reads each node: as the gate of a menu entry (vendors.json `menus`), by its modId in the site's or the
 *   server's code, or as the parent of nodes read so (a parent off switches its subtree off). The nodes of features
 *   not built yet (`NODES_OWNED_ELSEWHERE`, named in the whitelabel schema's description) are read nowhere yet.
 * - Every key of the brand schema is read by the code that owns it (server, site, ui theme, config-schema helpers),
 *   or is listed in `KEYS_OWNED_ELSEWHERE` with the feature area that will read it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWhitelabel, NODES_OWNED_ELSEWHERE } from '@playdeck/config-schema/whitelabel';
import { brandSchema, whitelabelSchema } from '@playdeck/config-schema/schema/index';
import { childSchema, deref, itemSchema, isObject, type Located } from '@playdeck/config-schema/schemaWalk';
import type { WhitelabelNode } from '@playdeck/config-schema/types';
import { hashPassword } from '../passwords.ts';
import { BrandRegistry, type Brand } from './index.ts';
import { repoRoot } from '../../app.ts';
import { createTestApp, testBrands, type TestApp } from '../../test/harness.ts';

/** Config keys no code reads yet, with the feature area that will (none at present). */
const KEYS_OWNED_ELSEWHERE: Readonly<Record<string, string>> = {};

/**
 * Nodes the site reads through the derived features of @playdeck/config-schema's `deriveFeatures` rather than by
 * modId: the expression that reads each.
 */
const READ_AS_FEATURE: Readonly<Record<string, string>> = {
  appIos: 'features.appDownload.ios',
  appAndroid: 'features.appDownload.android',
};

const baseTree = (
  JSON.parse(readFileSync(join(repoRoot, 'config/brands/_base/whitelabel.json'), 'utf8')) as {
    tree: WhitelabelNode[];
  }
).tree;
const baseMenus = (
  JSON.parse(readFileSync(join(repoRoot, 'config/brands/_base/vendors.json'), 'utf8')) as {
    menus: Record<string, { modId?: string }[]>;
  }
).menus;

/** Every node of the tree with its descendants' modIds, in tree order. */
function nodesOf(tree: readonly WhitelabelNode[]): { modId: string; descendants: string[] }[] {
  const out: { modId: string; descendants: string[] }[] = [];
  const walk = (nodes: readonly WhitelabelNode[]): string[] => {
    const ids: string[] = [];
    for (const n of nodes) {
      const entry = { modId: n.modId, descendants: [] as string[] };
      out.push(entry);
      entry.descendants = walk(n.childrenNodes ?? []);
      ids.push(n.modId, ...entry.descendants);
    }
    return ids;
  };
  walk(tree);
  return out;
}

/** The non-test source text of the folders that read config (server, site, ui theme, config-schema helpers). */
function readerSource(): string {
  const roots = [
    'apps/server/src',
    'apps/web/src',
    'apps/games/src',
    'packages/ui/src',
    'packages/config-schema/src',
    // The fixed vocabularies (theme roles: the ui builds one CSS variable per role from this list).
    'packages/domain/src',
  ];
  // Where a key or modId is only declared, validated or listed, it is not read.
  const notReaders =
    /\.test\.|\.stories\.|[\\/](generated|schema|test|test-fixtures|cli)[\\/]|config-schema[\\/]src[\\/](types|semantic|problems|visibility|whitelabel|schemaWalk|merge)\.ts$/;
  let text = '';
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) {
        if (name !== 'node_modules') walk(p);
      } else if (/\.(ts|tsx|mjs)$/.test(name) && !notReaders.test(p)) text += readFileSync(p, 'utf8');
    }
  };
  for (const r of roots) walk(join(repoRoot, r));
  return text;
}

/** Every named property of the brand schema as a JSON pointer (through objects, arrays and `$ref`s). */
function schemaKeys(): string[] {
  const out: string[] = [];
  const walk = (loc: Located, pointer: string, depth: number) => {
    if (depth > 12) return;
    const { schema } = deref(loc);
    if (isObject(schema.properties)) {
      for (const key of Object.keys(schema.properties)) {
        out.push(`${pointer}/${key}`);
        const child = childSchema(loc, key);
        if (child) walk(child, `${pointer}/${key}`, depth + 1);
      }
    }
    const items = itemSchema(loc);
    if (items) walk(items, pointer, depth + 1);
  };
  walk({ schema: brandSchema, doc: brandSchema }, '', 0);
  return [...new Set(out)];
}

const source = readerSource();
/**
 * For config keys, also config-schema's whitelabel.ts: it walks the tree's `childrenNodes` to answer isEnabled (a reader
 * of that key), while its node descriptions are not readers of the nodes they name.
 */
const keySource = source + readFileSync(join(repoRoot, 'packages/config-schema/src/whitelabel.ts'), 'utf8');
const menuModIds = new Set(Object.values(baseMenus).flatMap((list) => list.map((e) => e.modId)));
const quoted = (id: string) => new RegExp(`['"\`]${id}['"\`]`).test(source);

describe('whitelabel node coverage', () => {
  const nodes = nodesOf(baseTree);

  it('the base tree was read', () => {
    expect(nodes.length).toBeGreaterThan(50);
  });

  it('every node is read by the site or the server, or owned by a feature area and read nowhere yet', () => {
    const read = new Set<string>();
    for (const n of nodes)
      if (menuModIds.has(n.modId) || quoted(n.modId) || source.includes(READ_AS_FEATURE[n.modId] ?? '\0'))
        read.add(n.modId);
    // A parent gates its subtree: it is read when a descendant is.
    for (const n of [...nodes].reverse()) if (n.descendants.some((d) => read.has(d))) read.add(n.modId);
    const unread = nodes
      .map((n) => n.modId)
      .filter((id) => !read.has(id) && !Object.hasOwn(NODES_OWNED_ELSEWHERE, id));
    expect(unread, 'nodes no code reads: wire them or remove them').toEqual([]);
    for (const id of Object.keys(NODES_OWNED_ELSEWHERE)) {
      expect(
        nodes.some((n) => n.modId === id),
        `${id} is a node of the tree`,
      ).toBe(true);
      expect(read.has(id), `${id} is owned elsewhere, yet read`).toBe(false);
      expect(String(whitelabelSchema.description), `the schema names ${id}`).toContain(id);
    }
  });

  describe('on a running server', () => {
    let t: TestApp;
    let registry: BrandRegistry;
    const shipped = testBrands();
    const defaultBrand = shipped.defaultBrand;

    /**
     * Serves the default brand with `modId` forced to `enabled` (its other nodes as configured); switching a node on
     * switches its ancestors on too, since a parent that is off keeps its subtree off.
     */
    function setNode(modId: string, enabled: '1' | '0') {
      const chain = new Set([modId]);
      if (enabled === '1') for (const n of nodes) if (n.descendants.includes(modId)) chain.add(n.modId);
      const set = (list: readonly WhitelabelNode[]): WhitelabelNode[] =>
        list.map((n) => ({
          ...n,
          ...(chain.has(n.modId) ? { enabled } : {}),
          ...(n.childrenNodes ? { childrenNodes: set(n.childrenNodes) } : {}),
        }));
      const tree = set(defaultBrand.whitelabel);
      const brand: Brand = {
        ...defaultBrand,
        whitelabel: tree,
        flags: createWhitelabel(tree).flags,
        registration: undefined,
      };
      const map = new Map(shipped.brands);
      map.set(brand.id, brand);
      registry.replace(new BrandRegistry(map, shipped.defaultBrandId));
    }

    /** The node's effective flag in the status the site reads (spec 3 "Permission info"). */
    async function statusFlag(modId: string): Promise<boolean> {
      const r = await t.req<{ info: { whitelabel: WhitelabelNode[] } }>('GET', '/wps/system/status');
      return createWhitelabel(r.body.value!.info.whitelabel).isEnabled(modId);
    }

    beforeAll(async () => {
      registry = new BrandRegistry(new Map(shipped.brands), shipped.defaultBrandId);
      t = await createTestApp({ brands: registry });
    });
    afterAll(async () => {
      registry.replace(shipped);
      await t.close();
    });

    it('every node off vs on changes the status the site reads its features from', async () => {
      const unchanged: string[] = [];
      for (const { modId } of nodes) {
        setNode(modId, '0');
        const off = await statusFlag(modId);
        setNode(modId, '1');
        const on = await statusFlag(modId);
        if (!(off === false && on === true)) unchanged.push(modId);
      }
      expect(unchanged).toEqual([]);
      // Two status calls per node (~150): a liveness bound for a loaded machine, not a speed check.
    }, 180_000);

    /** What the API answers, per node the server acts on: off vs on must differ. */
    const probes: Record<string, () => Promise<unknown>> = {
      FREEPLAY3: async () =>
        (
          await t.req('POST', '/wps/session/login/freeplay', {
            body: { os: 'web', platform: 'W', gatewayVersion: '3' },
          })
        ).body.errorCode ?? 'trial member',
      SMSLOGIN3: async () =>
        (
          await t.req('POST', '/wps/session/login', {
            body: { type: 'sms', username: t.mobile(), password: '123456' },
            ip: t.ip(),
          })
        ).body.errorCode,
      DIRECTREG3: async () => {
        try {
          await t.register();
          return 'registered';
        } catch (e) {
          return /"errorCode":"(\w+)"/.exec(String(e))?.[1] ?? String(e);
        }
      },
      FORCEPWDCHG3: async () => {
        const u = await t.register();
        await t.db.query(
          sql`UPDATE members SET password_hash = ${await hashPassword('12345678')} WHERE username = ${u.username}`,
        );
        const r = await t.req<{ mustChangePassword: boolean }>('POST', '/wps/session/login', {
          body: { username: u.username, password: '12345678' },
          ip: t.ip(),
        });
        return r.body.value?.mustChangePassword;
      },
      winnerBoard: async () =>
        (await t.req('GET', '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=en')).body.errorCode ??
        'board',
      DIVIDEND3: async () => {
        const u = await t.register();
        const r = await t.req<Record<string, number>>('GET', '/wps/member/info/funds/consolidated', {
          token: u.token,
        });
        return r.body.value;
      },
    };

    for (const [modId, probe] of Object.entries(probes)) {
      it(`${modId} off vs on changes what the API answers`, async () => {
        setNode(modId, '1');
        const on = await probe();
        setNode(modId, '0');
        const off = await probe();
        registry.replace(shipped);
        expect(off).not.toEqual(on);
      });
    }
  });
});

describe('config key coverage', () => {
  const keys = schemaKeys();

  it('the brand schema was walked', () => {
    expect(keys.length).toBeGreaterThan(80);
    expect(keys).toEqual(expect.arrayContaining(['/ageGate/termsMinAge', '/limits/feedbackMaxLength']));
  });

  it('every key is read by the code that owns it, or owned by a feature area', () => {
    const unread = keys.filter((pointer) => {
      if (Object.hasOwn(KEYS_OWNED_ELSEWHERE, pointer)) return false;
      const key = pointer.slice(pointer.lastIndexOf('/') + 1);
      return !new RegExp(`\\b${key}\\b`).test(keySource);
    });
    expect(unread, 'keys no code reads: wire them or remove them from the schema').toEqual([]);
  });

  it('the keys owned elsewhere are keys of the schema, read nowhere yet', () => {
    for (const pointer of Object.keys(KEYS_OWNED_ELSEWHERE)) {
      expect(keys, pointer).toContain(pointer);
      const key = pointer.slice(pointer.lastIndexOf('/') + 1);
      expect(new RegExp(`\\b${key}\\b`).test(source), `${pointer} is owned elsewhere, yet read`).toBe(false);
    }
  });
});
