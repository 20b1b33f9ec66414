// @vitest-environment node
/**
 * deploy/ as a reviewer checks it without Docker: the compose file is valid Compose (the Compose Specification's
 * JSON Schema, deploy/schema/compose-spec.json), runs the production profile on PostgreSQL and Redis with two platform
 * replicas behind the proxy and the games server, and the proxy's forwarded headers are the ones the platform's
 * trusted-proxy config believes (config/platform.json trustedProxyHops / trustedProxies, docs/decisions.md D7); each
 * Dockerfile is multi-stage, runs the compiled bundle (scripts/build-servers.mjs) on plain node as a non-root user.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SERVER_BUNDLES } from './build-servers.mjs';

const root = new URL('..', import.meta.url).pathname;
const read = (p) => readFileSync(join(root, p), 'utf8');
const compose = parse(read('deploy/compose.yaml'), { merge: true });
const nginx = read('deploy/nginx.conf');
const trust = JSON.parse(read('deploy/platform.json'));

describe('deploy/compose.yaml', () => {
  it('is valid against the Compose Specification schema', () => {
    // The root's Ajv (6) knows draft-07 by its http address; the schema names it by https: the same meta-schema.
    const { $schema: _draft07, ...schema } = JSON.parse(read('deploy/schema/compose-spec.json'));
    const ajv = new Ajv({ allErrors: true, format: false });
    const validate = ajv.compile(schema);
    // The schema's own check of a broken file, so a schema that accepts anything cannot pass this test.
    expect(validate({ services: { x: { image: 1, bogus: true } } })).toBe(false);
    const ok = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 1)).toEqual([]);
    expect(ok).toBe(true);
  });

  const platforms = Object.entries(compose.services).filter(
    ([, s]) => s.build?.dockerfile === 'deploy/platform.Dockerfile',
  );

  it('runs two platform replicas in the production profile on one PostgreSQL and one Redis', () => {
    expect(platforms.map(([name]) => name)).toEqual(['platform-1', 'platform-2']);
    const envs = platforms.map(([, s]) => s.environment);
    for (const env of envs) {
      expect(env.NODE_ENV).toBe('production');
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\/playdeck$/);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
    }
    expect(new Set(envs.map((e) => e.DATABASE_URL)).size).toBe(1);
    expect(compose.services.postgres.image).toMatch(/^postgres:/);
    expect(compose.services.redis.image).toMatch(/^redis:/);
    expect(compose.services.games.environment).toMatchObject({ NODE_ENV: 'production' });
    expect(compose.services.games.environment.GAMES_DATABASE_URL).toMatch(/@postgres:5432\/playdeck_games$/);
    // The operator listener is published on the host's loopback only.
    for (const [, s] of platforms) for (const p of s.ports) expect(p).toMatch(/^127\.0\.0\.1:\d+:3001$/);
  });

  it('puts the proxy in front of every replica, forwarding the headers the trusted-proxy config believes', () => {
    const upstream = /upstream platform \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const servers = [...upstream.matchAll(/server ([\w-]+):(\d+)/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(servers).toEqual(platforms.map(([name, s]) => `${name}:${s.environment.PORT}`));
    // Appends the peer to X-Forwarded-For (never passes a client's header through alone) and says the scheme.
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    expect(nginx).toMatch(/proxy_set_header Host \$host;/);
    // One hop, believed only from the proxy's fixed address, and that file is what the replicas load.
    const proxyIp = compose.services.proxy.networks.backend.ipv4_address;
    expect(trust.trustedProxyHops).toBe(1);
    expect(trust.trustedProxies).toEqual([proxyIp]);
    for (const [, s] of platforms)
      expect(s.volumes).toContain('./platform.json:/app/config/platform.json:ro');
    // The repository's own platform.json agrees on everything but the proxy trust.
    const repo = JSON.parse(read('config/platform.json'));
    expect(trust.defaultBrand).toBe(repo.defaultBrand);
  });
});

describe('deploy/*.Dockerfile', () => {
  for (const [file, bundle] of [
    ['deploy/platform.Dockerfile', 'server'],
    ['deploy/games.Dockerfile', 'games'],
  ]) {
    it(`${file}: multi-stage, production profile, compiled bundle on plain node, non-root`, () => {
      const text = read(file);
      const { outdir } = SERVER_BUNDLES.find((b) => b.name === bundle);
      expect(text.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
      expect(text).toMatch(new RegExp(`node scripts/build-servers\\.mjs --only ${bundle}`));
      expect(text).toMatch(/npm ci --omit=dev/);
      expect(text).toMatch(/NODE_ENV=production/);
      const runtime = text.slice(text.lastIndexOf('\nFROM '));
      expect(runtime).toMatch(/^USER node$/m);
      expect(runtime).toContain(`CMD ["node", "${outdir}/main.js"]`);
      expect(runtime).not.toMatch(/tsx/);
    });

    it(`${file}: every install stage copies the package.json of every workspace before npm ci`, () => {
      const workspaces = readdirSync(join(root, 'packages'))
        .map((d) => `packages/${d}`)
        .concat(
          readdirSync(join(root, 'apps')).map((d) => `apps/${d}`),
          ['stories'],
        )
        .filter((d) => existsSync(join(root, d, 'package.json')));
      const text = read(file);
      // Each stage that runs `npm ci`, up to that command: what the install sees of the workspaces.
      const installs = text
        .split(/\nFROM /)
        .filter((stage) => /npm ci/.test(stage))
        .map((stage) => stage.slice(0, stage.indexOf('npm ci')));
      expect(installs.length).toBeGreaterThanOrEqual(2);
      for (const before of installs)
        for (const w of workspaces) expect(before).toContain(`COPY ${w}/package.json ${w}/`);
    });
  }
});
