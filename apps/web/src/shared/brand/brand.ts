/**
 * Brand state from `GET /wps/system/status` (spec 3 "Permission info", spec 4 "System status"): the whitelabel tree
 * flattened to flags with @playdeck/config-schema's helpers, and the screen the status asks for.
 */
import { createContext, useContext } from 'react';
import { createWhitelabel, type Whitelabel } from '@playdeck/config-schema/whitelabel';
import type { SystemStatus } from '@playdeck/api-client';
import type { Menus } from '@playdeck/api-client/schemas';

/** The status value; `info` may carry fields a newer server adds (social links, license text, logo, timezone). */
export type StatusValue = SystemStatus & {
  info: SystemStatus['info'] & {
    /** Brand display name. */
    name?: string;
    /** IANA timezone of the brand, e.g. `Asia/Dhaka`. */
    timezone?: string;
    /** Social link URLs by network (facebook, tiktok, youtube, twitter, instagram, telegram, whatsapp). */
    social?: Partial<Record<SocialNetwork, string>>;
    /** License text by language code. */
    license?: Record<string, string>;
    /** Countries whose numbers may register or log in by SMS (brand.json phoneCountries). */
    phoneCountries?: { countryCode: string; countryDialingCode: string }[];
  };
};

/** Social networks of the footer (spec 2), in display order. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'tiktok',
  'youtube',
  'twitter',
  'instagram',
  'telegram',
  'whatsapp',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Which full-screen state to show (spec 2 "Full-screen states"). */
export type BrandScreen = 'app' | 'maintenance' | 'region';

/**
 * The screen for a status: maintenance wins over region restriction (spec 4), whichever field says so
 * (`status` 1/2 or the `maintenance` / `regionRestriction` booleans).
 */
export function screenFor(
  status: Pick<SystemStatus, 'status' | 'maintenance' | 'regionRestriction'>,
): BrandScreen {
  if (status.status === 1 || status.maintenance) return 'maintenance';
  if (status.status === 2 || status.regionRestriction) return 'region';
  return 'app';
}

/** What the app reads about its brand. */
export interface BrandState {
  status: StatusValue;
  /** Flags and derived features of the whitelabel tree. */
  whitelabel: Whitelabel;
  /** Brand id / merchant code (sent as the `Merchant` header). */
  merchant: string;
  /** Configured languages (lower case), default first. */
  languages: string[];
  defaultLanguage: string;
  /** First customer service entry's URL, or undefined. */
  customerServiceUrl: string | undefined;
  /** vendors.json `menus` in config order (shared/menus/menus.ts builds each menu from them). */
  menus: Menus;
}

/** Builds the brand state; a malformed whitelabel tree (duplicate modId) leaves every flag off (fail closed). */
export function toBrandState(status: StatusValue): BrandState {
  let whitelabel: Whitelabel;
  try {
    whitelabel = createWhitelabel(status.info.whitelabel);
  } catch {
    whitelabel = createWhitelabel([]);
  }
  const defaultLanguage = status.info.defaultLanguage.toLowerCase();
  const languages = [...new Set([defaultLanguage, ...status.info.languages.map((l) => l.toLowerCase())])];
  return {
    status,
    whitelabel,
    merchant: status.info.merchant,
    languages,
    defaultLanguage,
    customerServiceUrl: status.info.customerService[0]?.path,
    menus: status.info.menus,
  };
}

export const BrandContext = createContext<BrandState | null>(null);

/**
 * The brand state.
 * @throws Error outside BrandProvider.
 */
export function useBrand(): BrandState {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside BrandProvider');
  return brand;
}

/** True when the whitelabel `modId` and all its ancestors are on (a modId the tree lacks is off). */
export function useFeature(modId: string): boolean {
  return useBrand().whitelabel.isEnabled(modId);
}

/** Derived features (register tabs, sms login, app download, ...) of config-schema's `deriveFeatures`. */
export function useFeatures() {
  return useBrand().whitelabel.features;
}
