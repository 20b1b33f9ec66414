#!/usr/bin/env node
/**
 * The production build of both servers (`npm run build:servers`): each server's entry and every workspace package it
 * imports (`@playdeck/*`, which export TypeScript source) bundled by esbuild into one ES module of plain JavaScript,
 * so production runs `node <dist>/main.js` and never tsx:
 *
 *   apps/server/src/main.ts         -> apps/server/dist/main.js   (`npm run start:compiled`, `node apps/server/dist/main.js`)
 *   apps/games/src/server/main.ts   -> apps/games/dist/main.js
 *
 * Third-party packages stay external (resolved from node_modules at run time, as under tsx): several carry native
 * code or WebAssembly (argon2, sharp, PGlite) and a bundle would hide their licences and versions.
 *
 * Files beside the source are still read at run time: SQL migrations, the games' static assets, the built web app,
 * the config folder and the server's message catalogues. Source code finds them with `new URL(rel, import.meta.url)`;
 * in a bundle `import.meta.url` would be the bundle's own address, so every `import.meta.url` of a bundled file is
 * rewritten to that file's original address, computed from the bundle's location at run time (the relative path from
 * the output folder to the source file). The repository layout therefore stays the deployment layout: the bundle
 * under apps/<server>/dist, the data folders where they are in the repository (deploy/Dockerfile.* copies them so).
 *
 * Usage: node scripts/build-servers.mjs [--only server|games] [--quiet]
 * Output: a line per bundle with its size; exit 1 on a build error (esbuild prints it).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The server bundles: name, entry and output folder (paths from the repository root). */
export const SERVER_BUNDLES = [
  { name: 'server', entry: 'apps/server/src/main.ts', outdir: 'apps/server/dist' },
  { name: 'games', entry: 'apps/games/src/server/main.ts', outdir: 'apps/games/dist' },
];

/**
 * esbuild plugin: every bare import is external except the workspace packages (`@playdeck/*`), which are bundled
 * because they export TypeScript source that plain node cannot load. An external import is written as the relative
 * path from the bundle to the very file esbuild resolves from the importing source file (import conditions for
 * `import`, require conditions for `require`), not as the bare name: resolved from the bundle's folder a bare name can
 * find another copy (packages/config-schema has its own ajv 8 under its node_modules while the root has ajv 6), and
 * node's ES module loader does not resolve extensionless subpaths that tsx does. The layout of node_modules is the
 * lockfile's (npm ci, with or without dev dependencies), so these paths hold wherever the repository is installed.
 */
function externalThirdParty(outdir) {
  return {
    name: 'external-third-party',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (
          args.pluginData === 'inner' ||
          args.path.startsWith('@playdeck/') ||
          args.path.startsWith('node:')
        )
          return undefined;
        const found = await b.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'inner',
        });
        if (found.errors.length || !found.path || found.external || !found.path.includes('/node_modules/'))
          return { path: args.path, external: true };
        let rel = relative(resolve(root, outdir), found.path).split('\\').join('/');
        if (!rel.startsWith('.')) rel = `./${rel}`;
        return { path: rel, external: true };
      });
    },
  };
}

/**
 * esbuild plugin: in every bundled TypeScript file, `import.meta.url` becomes the file's original URL, resolved
 * from the bundle's location (`new URL('<outdir to source>', import.meta.url).href`), so the paths a module computes
 * from its own location (migrations, assets, the repository root) are the same compiled as under tsx.
 */
function sourceLocation(outdir) {
  return {
    name: 'source-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const rel = relative(resolve(root, outdir), args.path).split('\\').join('/');
        return {
          contents: text.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(rel)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/**
 * Builds one bundle (`{ name, entry, outdir }` of SERVER_BUNDLES) and returns the bytes of its main.js.
 * @throws the esbuild error when the build fails
 */
export async function buildServer({ entry, outdir }) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: entry },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // Same semantics as tsx for decorators-free, verbatimModuleSyntax source; keep names for stack traces and logs.
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [externalThirdParty(outdir), sourceLocation(outdir)],
    // An ES module bundle with CommonJS pieces inside (generated validators) still needs `require` for builtins.
    banner: {
      js: "import { createRequire as __pdCreateRequire } from 'node:module'; const require = __pdCreateRequire(import.meta.url);",
    },
  });
  const out = Object.entries(result.metafile.outputs).find(([f]) => f.endsWith('main.js'));
  return out ? out[1].bytes : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const quiet = process.argv.includes('--quiet');
  for (const bundle of SERVER_BUNDLES.filter((b) => !only || b.name === only)) {
    const started = performance.now();
    const bytes = await buildServer(bundle);
    if (!quiet)
      console.log(
        `${bundle.name}: ${bundle.outdir}/main.js ${(bytes / 1024).toFixed(0)} KiB in ${Math.round(performance.now() - started)} ms`,
      );
  }
}
