import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brandThemeToCss, BrandThemeError, resolveColor } from './brandTheme';
import type { BrandTheme } from './brandTheme';
import { checkThemeContrast, contrastRatio } from './contrast';
import { colorRoles } from './roles';

const brandsDir = join(__dirname, '../../../../config/brands');
const brands = readdirSync(brandsDir)
  .filter((d) => !d.startsWith('_') && existsSync(join(brandsDir, d, 'brand.json')))
  .map(
    (d) =>
      JSON.parse(readFileSync(join(brandsDir, d, 'brand.json'), 'utf8')) as { id: string; theme: BrandTheme },
  );

function minimalTheme(): BrandTheme {
  const light = Object.fromEntries(colorRoles.map((r) => [r, 'neutral.500'])) as BrandTheme['light'];
  return {
    font: { body: 'sans', heading: 'sans' },
    radius: { control: 'md', card: 'lg', modal: 'lg', pill: 'pill' },
    light,
  };
}

describe('brandThemeToCss', () => {
  it('writes every colour role, radius and font for the brand selector and the dark override separately', () => {
    const theme = { ...minimalTheme(), dark: { bg: 'neutral.950' } };
    const css = brandThemeToCss('acme', theme);
    expect(css).toContain('[data-brand="acme"]{color-scheme:light;--pd-color-bg:#64748b;');
    expect(css).toContain('--pd-radius-control:8px;');
    expect(css).toContain("--pd-font-body:'Inter'");
    expect(css).toMatch(
      /\[data-brand="acme"\]\[data-color-mode="dark"\][^{]*\{color-scheme:dark;--pd-color-bg:#020617;\}/,
    );
    expect(css.match(/--pd-color-/g)).toHaveLength(colorRoles.length + 1);
  });

  it('resolves palette references and passes colour literals through', () => {
    expect(resolveColor('b', 'x', 'teal.600')).toBe('#0d9488');
    expect(resolveColor('b', 'x', '#ABCDEF')).toBe('#ABCDEF');
    expect(resolveColor('b', 'x', 'rgb(0 0 0 / 40%)')).toBe('rgb(0 0 0 / 40%)');
  });

  it.each([
    [
      'a missing light role',
      (t: BrandTheme) => {
        delete (t.light as Partial<BrandTheme['light']>).primary;
      },
      'light.primary',
    ],
    [
      'an unknown palette step',
      (t: BrandTheme) => {
        t.light.primary = 'teal.650';
      },
      'light.primary',
    ],
    [
      'a CSS injection attempt',
      (t: BrandTheme) => {
        t.light.bg = 'red;}body{display:none';
      },
      'light.bg',
    ],
    [
      'an unknown dark role',
      (t: BrandTheme) => {
        t.dark = { nope: '#000' } as never;
      },
      'dark.nope',
    ],
    [
      'an unknown radius',
      (t: BrandTheme) => {
        t.radius.card = 'huge' as never;
      },
      'radius.card',
    ],
    [
      'an unknown font stack',
      (t: BrandTheme) => {
        t.font.body = 'comic' as never;
      },
      'font.body',
    ],
  ])('refuses %s, naming the key', (_name, mutate, path) => {
    const theme = minimalTheme();
    mutate(theme);
    expect(() => brandThemeToCss('acme', theme)).toThrowError(
      new RegExp(`theme\\.${path.replace('.', '\\.')}`),
    );
    expect(() => brandThemeToCss('acme', theme)).toThrowError(BrandThemeError);
  });

  it('refuses a brand id that could break out of the selector', () => {
    expect(() => brandThemeToCss('a"]{}', minimalTheme())).toThrowError(/brand id/);
  });
});

describe('contrast', () => {
  it('computes WCAG ratios (black on white is 21:1, equal colours 1:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it('flags a theme whose text would be unreadable', () => {
    const theme = minimalTheme();
    theme.light.text = 'neutral.100';
    theme.light.bg = 'neutral.0';
    expect(checkThemeContrast('acme', theme)).toContainEqual(
      expect.objectContaining({ mode: 'light', fg: 'text', bg: 'bg' }),
    );
  });

  it.each(brands.map((b) => [b.id, b]))('brand %s meets WCAG AA contrast in light and dark', (_id, brand) => {
    expect(() => brandThemeToCss(brand.id, brand.theme)).not.toThrow();
    expect(checkThemeContrast(brand.id, brand.theme)).toEqual([]);
  });

  it('finds at least the two shipped brands', () => {
    expect(brands.map((b) => b.id)).toEqual(expect.arrayContaining(['deshplay', 'nova']));
  });
});
