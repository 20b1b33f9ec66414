/**
 * WCAG 2.2 contrast checks for brand themes, so an operator's colour choice that fails AA is caught by a test (and
 * later by the brand-config CLI) before any page ships. Formula: WCAG 2.2 "contrast ratio" and "relative luminance".
 */
import { colorRoles } from './roles';
import type { ColorRole } from './roles';
import type { BrandTheme } from './brandTheme';
import { resolveColor } from './brandTheme';

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (0..1) of a `#rgb`/`#rrggbb` colour. @throws Error for other formats. */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`luminance needs #rgb or #rrggbb, got "${hex}"`);
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(h.slice(i, i + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Contrast ratio (1..21) between two hex colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * Foreground/background role pairs that carry text (need 4.5:1, WCAG 1.4.3) or are UI parts (3:1, WCAG 1.4.11).
 */
export const contrastPairs: readonly { fg: ColorRole; bg: ColorRole; min: number }[] = [
  ...(['bg', 'surface', 'surfaceRaised', 'surfaceSunken'] as const).flatMap((bg) => [
    { fg: 'text' as const, bg, min: 4.5 },
    { fg: 'textMuted' as const, bg, min: 4.5 },
  ]),
  { fg: 'link', bg: 'surface', min: 4.5 },
  { fg: 'link', bg: 'bg', min: 4.5 },
  { fg: 'danger', bg: 'surface', min: 4.5 },
  { fg: 'danger', bg: 'bg', min: 4.5 },
  { fg: 'onPrimary', bg: 'primary', min: 4.5 },
  { fg: 'onPrimary', bg: 'primaryHover', min: 4.5 },
  { fg: 'onSecondary', bg: 'secondary', min: 4.5 },
  { fg: 'onSecondary', bg: 'secondaryHover', min: 4.5 },
  { fg: 'onAccent', bg: 'accent', min: 4.5 },
  { fg: 'onDanger', bg: 'danger', min: 4.5 },
  { fg: 'onDanger', bg: 'dangerHover', min: 4.5 },
  { fg: 'onSuccess', bg: 'success', min: 4.5 },
  { fg: 'onWarning', bg: 'warning', min: 4.5 },
  { fg: 'onBadge', bg: 'badge', min: 4.5 },
  { fg: 'onHot', bg: 'hot', min: 4.5 },
  { fg: 'focusRing', bg: 'bg', min: 3 },
  { fg: 'focusRing', bg: 'surface', min: 3 },
  { fg: 'borderStrong', bg: 'surface', min: 3 },
];

/** One failing pair: which mode, which roles, the ratio found and the minimum. */
export interface ContrastFailure {
  mode: 'light' | 'dark';
  fg: ColorRole;
  bg: ColorRole;
  ratio: number;
  min: number;
}

/**
 * Checks every pair of `contrastPairs` in light and in dark (light merged with the dark override).
 * Pairs whose colours are not opaque hex (e.g. `rgb(... / 60%)`) are skipped: axe checks those in the stories.
 * @returns the failing pairs; empty when the theme passes.
 */
export function checkThemeContrast(brandId: string, theme: BrandTheme): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const resolved = {} as Record<ColorRole, string>;
    for (const role of colorRoles) {
      const value = (mode === 'dark' ? theme.dark?.[role] : undefined) ?? theme.light[role];
      resolved[role] = resolveColor(brandId, `${mode}.${role}`, value);
    }
    for (const { fg, bg, min } of contrastPairs) {
      const a = resolved[fg];
      const b = resolved[bg];
      if (!/^#[0-9a-f]{6}$|^#[0-9a-f]{3}$/i.test(a) || !/^#[0-9a-f]{6}$|^#[0-9a-f]{3}$/i.test(b)) continue;
      const ratio = contrastRatio(a, b);
      if (ratio < min) failures.push({ mode, fg, bg, ratio: Math.round(ratio * 100) / 100, min });
    }
  }
  return failures;
}
