/**
 * Vite config of the player site (@playdeck/web).
 *
 * - vanilla-extract + React plugins (workspace packages export TypeScript source and .css.ts files).
 * - `virtual:brand-themes.css` (dev server only: src/main.tsx imports it under `import.meta.env.DEV`): every brand's
 *   theme (config/brands/<id>/brand.json -> brandThemeToCss). Built pages get their brand's theme from the server
 *   (apps/server/src/http/assets.ts themeRoutes, linked by the index page), so no brand colour is in the build.
 * - `/pre-paint.js`: the pre-paint script (src/app/prePaint.ts: @playdeck/ui's colour mode, then the language guard of
 *   server-rendered pages) as an external same-origin file (no inline script: the CSP has no `unsafe-inline`), emitted
 *   into dist and served in dev.
 * - Server render (build only, plugin `playdeck-ssr-build`): after the browser build (whose manifest,
 *   `.vite/manifest.json`, is always written: the server links a page's CSS from it), src/entry-server.tsx is built
 *   with this same config (same vanilla-extract class names, same message compilation) for Node into
 *   `<outDir>/.ssr/entry-server.js`, every dependency bundled so the folder runs wherever it is copied; the server
 *   loads it from WEB_DIST (apps/server/src/http/ssr.ts). Dot folders are not served as static files.
 * - dev server proxies the API prefixes /wps and /lgw to the API server on http://localhost:3000.
 * - CSP: `react-style-singleton` (Radix's scroll lock writes a `<style>` element, which `style-src 'self'` refuses)
 *   is aliased to src/shared/csp/styleSingleton.ts, which adopts a constructed stylesheet instead.
 * - Precompiled messages (react-intl "pre-parsing messages"), plugin `playdeck-precompiled-messages`:
 *   1. every catalogue (`locales/*.json`, `src/i18n/*.app.json`) is compiled to ICU ASTs as it is bundled
 *      (scripts/i18n.mjs `compileCatalogue`, the output of `formatjs compile --ast`), in dev and build;
 *   2. build only: `@formatjs/icu-messageformat-parser` is aliased to its no-parser build, and message descriptors
 *      (the source catalogues `*essages.json`, plugin `playdeck-strip-source-catalogues`, and inline descriptors in
 *      code) lose `description` and `defaultMessage` (the English catalogue carries the text; CI's i18n check
 *      keeps it equal to the sources). A descriptor whose id is not in locales/en.json, and those of
 *      src/shared/i18n/appMessages.json (the boot error screen, shown when no catalogue could load), keep their default
 *      precompiled to an AST, so nothing is ever parsed in the browser.
 *   Unit tests and Storybook do not use this config: they keep source strings and the parser.
 * - Route descriptors (build, plugin `playdeck-site-route-descriptors`): each use of a route-table descriptor in the
 *   site becomes `{ method, path }` written in place (see the plugin); the server-side fields stay in the area's JSON.
 * - Precompressed assets (build): every emitted JS, CSS, SVG and JSON file over 1 KB also gets `.br` and `.gz`
 *   siblings, which @fastify/static serves with `preCompressed: true` (no compression work per request).
 */
import { readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build, defineConfig, parseAst, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { prePaintScript } from './src/app/prePaint.ts';
import { brandThemeToCss, type BrandTheme } from '../../packages/ui/src/theme/brandTheme.ts';
// @ts-expect-error -- plain ESM script without type declarations
import { compileCatalogue, isSourceCatalogue } from '../../scripts/i18n.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const brandsDir = join(repoRoot, 'config/brands');
const API = process.env.PLAYDECK_API ?? 'http://localhost:3000';

/** All brands' CSS (folders with a brand.json; `_base` is a defaults overlay, not a brand). */
function allBrandCss(): string {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter(
      (d) => d.isDirectory() && !d.name.startsWith('_') && existsSync(join(brandsDir, d.name, 'brand.json')),
    )
    .map((d) => {
      const brand = JSON.parse(readFileSync(join(brandsDir, d.name, 'brand.json'), 'utf8')) as {
        id: string;
        theme: BrandTheme;
      };
      return brandThemeToCss(brand.id, brand.theme);
    })
    .join('\n');
}

function playdeckAssets(): Plugin {
  const VIRTUAL = 'virtual:brand-themes.css';
  const RESOLVED = '\0virtual-brand-themes.css';
  return {
    name: 'playdeck-assets',
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? allBrandCss() : undefined),
    configureServer(server) {
      server.middlewares.use('/pre-paint.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(prePaintScript);
      });
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: 'pre-paint.js', source: prePaintScript });
    },
  };
}

const CATALOGUE = /\/(locales\/[^/]+|src\/i18n\/[^/]+\.app)\.json$/;
const BOOT_MESSAGES = fileURLToPath(new URL('./src/shared/i18n/appMessages.json', import.meta.url));

/** ESTree node as much as this file reads of it. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The string of a string literal or an expression-free template literal, else undefined. */
function literalString(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as { value: { cooked: string } }[] | undefined;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0 && quasis?.length === 1)
    return quasis[0]!.value.cooked;
  return undefined;
}

/** Name of a non-computed object key (`id`, `"id"`), else undefined. */
function keyName(prop: Node): string | undefined {
  if (prop.type !== 'Property' || prop.computed) return undefined;
  const key = prop.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  return literalString(key);
}

/**
 * Rewrites the message descriptors (`{ id: '...', defaultMessage: '...', ... }` objects, which is also what JSX
 * `<FormattedMessage id=... defaultMessage=... />` compiles to) of one module: drops `description`, and drops
 * `defaultMessage` or (see `keep`) replaces it with its AST. Returns undefined when nothing changed.
 */
function stripDescriptors(
  code: string,
  keep: (id: string) => boolean,
): { code: string; map: null } | undefined {
  const ast = parseAst(code) as unknown as Node;
  // Non-overlapping edits [start, end, replacement], applied from the end so earlier offsets stay valid.
  const edits: [number, number, string][] = [];
  let changed = false;
  const removeWithComma = (prop: Node): boolean => {
    const after = /^\s*,/.exec(code.slice(prop.end));
    const next = code.slice(prop.end).trimStart()[0];
    if (!after && next !== '}') return false;
    edits.push([prop.start, prop.end + (after ? after[0].length : 0), '']);
    return true;
  };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const n = node as Node;
    if (n.type === 'ObjectExpression') {
      const props = n.properties as Node[];
      const byName = new Map(props.map((p) => [keyName(p), p]));
      const id = literalString(byName.get('id')?.value as Node | undefined);
      const dm = byName.get('defaultMessage');
      const message = literalString(dm?.value as Node | undefined);
      if (id !== undefined && dm && message !== undefined) {
        const expected = code.slice(dm.start, dm.end);
        if (!/^["']?defaultMessage/.test(expected))
          throw new Error(
            `precompiled messages: AST offsets do not match the code at "${expected.slice(0, 40)}"`,
          );
        if (keep(id)) {
          const value = dm.value as Node;
          edits.push([value.start, value.end, JSON.stringify(compileCatalogue({ [id]: message }, id)[id])]);
          changed = true;
        } else changed = removeWithComma(dm) || changed;
        const description = byName.get('description');
        if (description && literalString(description.value as Node) !== undefined)
          changed = removeWithComma(description) || changed;
      }
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'type' && v && typeof v === 'object') visit(v);
  };
  visit(ast);
  if (!changed) return undefined;
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + text + out.slice(end);
  // No source map: production builds have none (build.sourcemap is off).
  return { code: out, map: null };
}

const ROUTES_DIR = join(repoRoot, 'packages/api-client/src/routes');
const ROUTE_IMPORT = /^@playdeck\/api-client\/routes\/([a-zA-Z]+)$/;

/** `{ name: { method, path } }` of the calls of one area of the route table (its data, `routes/<area>.json`). */
function areaDescriptors(area: string): Map<string, { method: string; path: string }> {
  const file = join(ROUTES_DIR, `${area}.json`);
  if (!existsSync(file)) throw new Error(`route descriptors: no area ${area} (${file})`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { method?: unknown; path?: unknown }>;
  const out = new Map<string, { method: string; path: string }>();
  for (const [name, { method, path }] of Object.entries(data)) {
    if (typeof method !== 'string' || typeof path !== 'string')
      throw new Error(`route descriptors: ${area}.${name} has no method or path in ${area}.json`);
    out.set(name, { method, path });
  }
  return out;
}

/**
 * Build only: the site's uses of the route table (`import { wallet } from '@playdeck/api-client/routes/wallet'`, or
 * `import { wallet as w } ...`, then `wallet.balance`) become the object `{ method, path }` written where they are used
 * (`wallet.balance.path`: the string), and the import goes. The site reads only those two fields (apiFetch, SWR keys);
 * auth kind, rate-limit class, JWE, guard and region flags are the server's (apps/server/src/http/route.ts registers
 * the table). So a chunk carries exactly the calls it makes, neither the area's JSON nor the helper that reads it, and
 * no per-area chunk is shared (and listed among the preloads) between pages. The phantom types are types only and
 * vanish either way.
 * @throws Error when an area's import is not the one named import of the area, when the area is used other than as
 *   `area.name`, or when it names a call the area's JSON does not have.
 */
function siteRouteDescriptors(): Plugin {
  return {
    name: 'playdeck-site-route-descriptors',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (
        file.includes('/node_modules/') ||
        !/\.[cm]?[jt]sx?$/.test(file) ||
        !code.includes('@playdeck/api-client/routes/')
      )
        return undefined;
      const ast = parseAst(code) as unknown as Node;
      /** The calls of each area by the local name its import gives it. */
      const areas = new Map<string, Map<string, { method: string; path: string }>>();
      const edits: [number, number, string][] = [];
      for (const stmt of ast.body as Node[]) {
        const area =
          stmt.type === 'ImportDeclaration'
            ? ROUTE_IMPORT.exec(literalString(stmt.source as Node) ?? '')?.[1]
            : undefined;
        if (!area) continue;
        const specifiers = stmt.specifiers as Node[];
        const imported = specifiers[0]?.imported as Node | undefined;
        if (
          specifiers.length !== 1 ||
          specifiers[0]!.type !== 'ImportSpecifier' ||
          (imported?.name ?? literalString(imported)) !== area
        )
          throw new Error(
            `route descriptors: ${code.slice(stmt.start, stmt.end)} in ${id}: import the area by name, import { ${area} } from '@playdeck/api-client/routes/${area}'`,
          );
        areas.set((specifiers[0]!.local as Node).name as string, areaDescriptors(area));
        edits.push([stmt.start, stmt.end, '']);
      }
      if (!areas.size) return undefined;
      /** The descriptor `area.name` names, if `node` is that member expression. */
      const descriptorOf = (node: Node | undefined) => {
        const local = node?.object as Node | undefined;
        if (
          node?.type !== 'MemberExpression' ||
          local?.type !== 'Identifier' ||
          !areas.has(local.name as string)
        )
          return undefined;
        const d = node.computed
          ? undefined
          : areas.get(local.name as string)!.get((node.property as Node).name as string);
        if (!d)
          throw new Error(
            `route descriptors: ${code.slice(node.start, node.end)} in ${id} is not a descriptor`,
          );
        return d;
      };
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
        const n = node as Node;
        const field =
          n.type === 'MemberExpression' && !n.computed ? ((n.property as Node).name as string) : '';
        const inner = field === 'path' || field === 'method' ? descriptorOf(n.object as Node) : undefined;
        if (inner) {
          edits.push([n.start, n.end, JSON.stringify(inner[field as 'path' | 'method'])]);
          return;
        }
        const d = descriptorOf(n);
        if (d) {
          edits.push([
            n.start,
            n.end,
            `({ method: ${JSON.stringify(d.method)}, path: ${JSON.stringify(d.path)} })`,
          ]);
          return;
        }
        // `x.wallet` and `{ wallet: x }` name a property, not the area.
        if (n.type === 'MemberExpression' && !n.computed) return visit(n.object);
        if (n.type === 'Property' && !n.computed && !n.shorthand) return visit(n.value);
        if (n.type === 'Identifier' && areas.has(n.name as string))
          throw new Error(`route descriptors: area ${n.name as string} used whole in ${id}`);
        for (const [k, v] of Object.entries(n)) if (k !== 'type' && v && typeof v === 'object') visit(v);
      };
      for (const stmt of ast.body as Node[]) if (stmt.type !== 'ImportDeclaration') visit(stmt);
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}

/** `.br` and `.gz` siblings of the text assets of the build; see the file comment. */
function precompressed(): Plugin {
  return {
    name: 'playdeck-precompressed',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After the files are written, so the final bytes (minified JS, CSS from every plugin) are compressed.
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|mjs|css|svg|json)$/.test(name)) continue;
        const data = readFileSync(join(dir, name));
        if (data.length < 1024) continue;
        writeFileSync(
          join(dir, `${name}.br`),
          brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(join(dir, `${name}.gz`), gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** Folder of the server render's build inside the browser build's outDir (see the file comment). */
export const SSR_DIR = '.ssr';

/** The server render's build, after the browser build; see the file comment. */
function ssrBuild(): Plugin {
  let outDir = '';
  let configFile: string | undefined;
  let logLevel: 'info' | 'warn' | 'error' | 'silent' = 'info';
  let mode = 'production';
  return {
    name: 'playdeck-ssr-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      logLevel = config.logLevel;
      mode = config.mode;
    },
    async writeBundle() {
      await build({
        configFile,
        logLevel,
        mode,
        // React's build of the browser's (production unless built with --mode development), whichever NODE_ENV the
        // server runs with.
        define: {
          'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development'),
        },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: join(outDir, SSR_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          target: 'node20',
          rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      });
    },
  };
}

/**
 * react-router's package exports point every condition at its development build (dev warnings and checks); its own
 * framework plugin swaps in dist/production for builds, which a plain SPA build has to do itself.
 */
function reactRouterProduction() {
  const dir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: join(dir, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dir, 'dist/production/dom-export.mjs') },
  ];
}

/**
 * A source catalogue (scripts/i18n.mjs `isSourceCatalogue`: `{ group: { key: { id, defaultMessage, description } } }`)
 * as the build bundles it: each descriptor keeps its `id` and, when `keep(id)`, its default
 * precompiled to an AST; `description` and other defaults go (as {@link stripDescriptors} does for inline ones).
 */
function stripCatalogue(json: string, file: string, keep: (id: string) => boolean): string {
  const data = JSON.parse(json) as Record<string, Record<string, { id: string; defaultMessage: string }>>;
  const out: Record<string, Record<string, object>> = {};
  for (const [group, messages] of Object.entries(data)) {
    out[group] = {};
    for (const [key, { id, defaultMessage }] of Object.entries(messages))
      out[group][key] = keep(id)
        ? { id, defaultMessage: compileCatalogue({ [id]: defaultMessage }, file)[id] }
        : { id };
  }
  return JSON.stringify(out);
}

/** Precompiled ICU messages; see the file comment. */
function precompiledMessages(): Plugin[] {
  let english = new Set<string>();
  return [
    {
      name: 'playdeck-precompiled-messages',
      enforce: 'pre',
      transform(code, id) {
        const file = id.split('?')[0]!;
        if (!CATALOGUE.test(file)) return undefined;
        const source = JSON.parse(code) as Record<string, string>;
        return { code: JSON.stringify(compileCatalogue(source, file)), map: null };
      },
    },
    {
      name: 'playdeck-strip-source-catalogues',
      apply: 'build',
      enforce: 'pre',
      transform(code, id) {
        const file = id.split('?')[0]!;
        if (!isSourceCatalogue(file)) return undefined;
        const keep = (messageId: string) => file === BOOT_MESSAGES || !english.has(messageId);
        return { code: stripCatalogue(code, file, keep), map: null };
      },
    },
    {
      name: 'playdeck-strip-message-defaults',
      apply: 'build',
      enforce: 'post',
      config: () => ({
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
            ...reactRouterProduction(),
          ],
        },
      }),
      buildStart() {
        const en = join(repoRoot, 'locales/en.json');
        this.addWatchFile(en);
        english = new Set(Object.keys(JSON.parse(readFileSync(en, 'utf8')) as object));
      },
      transform(code, id) {
        const file = id.split('?')[0]!;
        if (
          file.includes('/node_modules/') ||
          !/\.[cm]?[jt]sx?$/.test(file) ||
          !code.includes('defaultMessage')
        )
          return undefined;
        return stripDescriptors(code, (messageId) => !english.has(messageId));
      },
    },
  ];
}

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    react(),
    playdeckAssets(),
    ...precompiledMessages(),
    siteRouteDescriptors(),
    precompressed(),
    ssrBuild(),
  ],
  resolve: {
    alias: [
      {
        find: /^react-style-singleton$/,
        replacement: fileURLToPath(new URL('./src/shared/csp/styleSingleton.ts', import.meta.url)),
      },
    ],
  },
  // Pre-bundled up front, or the first dev load reloads once when Vite discovers it (docs/architecture.md "Stack notes").
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  server: {
    port: 5173,
    proxy: {
      '/wps': { target: API, changeOrigin: false },
      '/lgw': { target: API, changeOrigin: false },
      // Content images (banners, popups, promotions) from config/brands/*/content/images.
      '/content': { target: API, changeOrigin: false },
      // The brand's registration validator module (apps/server/src/http/assets.ts validatorRoutes).
      '/validator': { target: API, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/wps': { target: API, changeOrigin: false },
      '/lgw': { target: API, changeOrigin: false },
      // Content images (banners, popups, promotions) from config/brands/*/content/images.
      '/content': { target: API, changeOrigin: false },
      // The brand's registration validator module (apps/server/src/http/assets.ts validatorRoutes).
      '/validator': { target: API, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to link a server-rendered page's CSS and chunk (apps/server/src/http/ssr.ts).
    manifest: true,
    target: 'es2022',
    // Chunk timeout of spec section 9 is enforced at load time by the browser; here only the size warning.
    chunkSizeWarningLimit: 300,
  },
});
