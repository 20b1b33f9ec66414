/**
 * Initial JavaScript of each route of the player site, read from a Vite build's manifest (`build.manifest: true`,
 * `<outDir>/.vite/manifest.json`). Shared by scripts/bench-web.mjs (prints every route) and scripts/bench-ui.mjs
 * --check (the CI budget of the home route). Sizes only: deterministic, no timing.
 *
 * A route's initial JS = the entry chunk (index.html) and its static imports, plus the route's lazy page chunk
 * (a dynamic entry under src/pages/) and its static imports, each file counted once, gzip-compressed one by one
 * (zlib level 9, as a static file server or CDN would serve them). The locale catalogue chunk the boot loads before
 * the first render is reported beside it (`catalogs`), not inside the route figure.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budget of the home route's initial JS (docs/architecture.md "Targets"): 150 KB gzip. */
export const HOME_BUDGET_BYTES = 150 * 1024;

/** `12.3 KB` (1 KB = 1024 bytes). */
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Builds apps/web into `outDir` with the manifest on (production mode, the real vite.config.ts).
 * @throws when the build fails (its stderr is printed then; a passing build's warnings are not).
 */
export function buildWeb(root, outDir) {
  const r = spawnSync(
    'npm',
    [
      'run',
      'build',
      '-w',
      '@playdeck/web',
      '--',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (r.status !== 0) {
    process.stderr.write(r.stderr ?? '');
    throw new Error(`web build failed (exit ${r.status})`);
  }
}

/**
 * Per-route initial JS of the build in `outDir`.
 * @returns {{ entry: { files: string[], gzip: number }, routes: { name: string, module: string, files: string[],
 *   gzip: number, raw: number }[], catalogs: { name: string, gzip: number }[] }} sizes in bytes, routes sorted by name.
 */
export function routeSizes(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const gz = new Map();
  const size = (file) => {
    if (!gz.has(file)) {
      const buf = readFileSync(join(outDir, file));
      gz.set(file, { gzip: gzipSync(buf, { level: 9 }).length, raw: buf.length });
    }
    return gz.get(file);
  };
  /** Output files of `key` and of every chunk it imports statically. */
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const k of chunk.imports ?? []) closure(k, into);
    return into;
  };
  const total = (files) =>
    [...files].reduce((acc, f) => ({ gzip: acc.gzip + size(f).gzip, raw: acc.raw + size(f).raw }), {
      gzip: 0,
      raw: 0,
    });
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error(`no entry chunk in ${outDir}/.vite/manifest.json`);
  const entryFiles = closure(entryKey);
  const routes = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && /(^|\/)src\/pages\//.test(k))
    .map((k) => {
      const files = closure(k, new Set(entryFiles));
      return {
        name: k.replace(/^.*src\/pages\/([^/]+)\/.*$/, '$1'),
        module: k,
        files: [...files],
        ...total(files),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const catalogs = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry && /locales\/[^/]+\.json$|i18n\/compiled\//.test(k))
    .map((k) => ({ name: k.replace(/^.*\//, ''), gzip: total(closure(k)).gzip }));
  return { entry: { files: [...entryFiles], ...total(entryFiles) }, routes, catalogs };
}
