/**
 * How a VIP level is named to a member (member info `hasVip`, `vipLabelName`, `vipRankLevel`, spec 3; the VIP page).
 */
import type { Brand } from '../../infra/brands/index.ts';
import { vipSettings } from './config.ts';

/** A level's name in `lang`, else the brand's default language, else English, else any. */
export function levelName(brand: Brand, name: Record<string, string>, lang: string): string {
  return name[lang] ?? name[brand.defaultLanguage] ?? name.en ?? Object.values(name)[0] ?? '';
}

/**
 * Member info's VIP fields for stored level `level`: `hasVip` when above the brand's lowest level, then the level's
 * name in `lang`; not a VIP: no name. A brand without levels: never VIP.
 */
export function vipLabel(brand: Brand, level: number, lang: string) {
  const s = vipSettings(brand);
  const l = s.levels.find((x) => x.level === level);
  const hasVip = !!l && l.level > s.levels[0]!.level;
  return { hasVip, name: hasVip ? levelName(brand, l.name, lang) : '', level: hasVip ? level : 0 };
}
