/**
 * Brands for the toolbar, generated from config/brands/* and the end-to-end suite's fixture brands
 * (e2e/fixtures/brands/*: brands made only of config, served by scripts/e2e.mjs): every folder with a brand.json,
 * `_base` excluded. Adding a brand folder adds it here with no code change.
 */
import { brandThemeToCss } from '@playdeck/ui/theme';
import type { BrandTheme } from '@playdeck/ui/theme';
import platform from '../../config/platform.json';

interface BrandFile {
  id: string;
  name: string;
  defaultLanguage: string;
  theme: BrandTheme;
}

const files = import.meta.glob<BrandFile>(
  ['../../config/brands/*/brand.json', '../../e2e/fixtures/brands/*/brand.json'],
  {
    eager: true,
    import: 'default',
  },
);

/** Every brand, with its generated CSS. */
export const brands = Object.entries(files)
  .filter(([path]) => !path.includes('/_base/'))
  .map(([, brand]) => ({ id: brand.id, name: brand.name, css: brandThemeToCss(brand.id, brand.theme) }))
  .sort((a, b) =>
    a.id === platform.defaultBrand ? -1 : b.id === platform.defaultBrand ? 1 : a.id.localeCompare(b.id),
  );

export const defaultBrand = platform.defaultBrand;

/** All brands' CSS in one string (injected once per preview). */
export const allBrandCss = brands.map((b) => b.css).join('');
