/**
 * Vite config of the player site (@playdeck/web).
 *
 * - vanilla-extract + React plugins (workspace packages export TypeScript source and .css.ts files).
 * - `virtual:brand-themes.css`: every brand's theme (config/brands/<id>/brand.json -> brandThemeToCss) as one
 *   stylesheet file, so the strict CSP (`style-src 'self'`) needs no inline <style>.
 * - `/color-mode.js`: the colour-mode pre-paint script of @playdeck/ui as an external same-origin file (no inline
 *   script: the CSP has no `unsafe-inline`), emitted into dist and served in dev.
 * - dev server proxies the API prefixes /wps and /lgw to the API server on http://localhost:3000.
 *
 * The ICU message parser is kept (messages are not precompiled to AST yet), so `@formatjs/icu-messageformat-parser`
 * is deliberately NOT aliased to its no-parser build.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { colorModeScript } from '../../packages/ui/src/theme/colorMode.ts';
import { brandThemeToCss, type BrandTheme } from '../../packages/ui/src/theme/brandTheme.ts';

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
      server.middlewares.use('/color-mode.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(colorModeScript);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'color-mode.js', source: colorModeScript });
    },
  };
}

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), playdeckAssets()],
  // Pre-bundled up front, or the first dev load reloads once when Vite discovers it (STACK.md).
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  server: {
    port: 5173,
    proxy: {
      '/wps': { target: API, changeOrigin: false },
      '/lgw': { target: API, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/wps': { target: API, changeOrigin: false },
      '/lgw': { target: API, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Chunk timeout of spec section 9 is enforced at load time by the browser; here only the size warning.
    chunkSizeWarningLimit: 300,
  },
});
