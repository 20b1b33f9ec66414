/**
 * The first calls of a page load, started before React renders (Lighthouse target, docs/architecture.md "Targets": the LCP request chain).
 *
 * The server inlines the request's `/wps/system/status` envelope into index.html as
 * `<script type="application/json" id="pd-boot">` (apps/server/src/http/indexPage.ts; data, never executed, so the CSP
 * stays strict). From it {@link startBoot}:
 * 1. puts the status into SWR's cache under its key, so BrandProvider renders without a status round trip;
 * 2. picks the language as BrandProvider does (stored `lang` if the brand offers it, else the brand default) and
 *    starts loading its catalogue (SWR `preload` under BrandProvider's key);
 * 3. on a home path with the site open (status 0), starts the home page's first calls (pages/home/homeQueries.ts),
 *    so they run in parallel with the page chunk and the catalogue instead of after the first render.
 * Without the block (the Vite dev server), with a malformed one, or when this browser is bound to another brand
 * (its stored merchant differs), nothing is started and BrandProvider asks the server itself as before.
 */
import { mutate, preload } from 'swr';
import { setApiLanguage, swrFetcher } from '../shared/api/client';
import { queryKeys } from '../shared/api/keys';
import { getMerchant, getStoredLanguage } from '../shared/api/storage';
import { screenFor, toBrandState, type StatusValue } from '../shared/brand/brand';
import { pickLanguage } from '../shared/i18n/languages';
import { loadMessages, prepareLocaleData } from '../shared/i18n/messages';
import { homeQueryKeys } from '../pages/home/homeQueries';
import { ROUTE_TABLE } from './routes';
import { BOOT_ELEMENT_ID } from '@playdeck/api-client/page';

export { BOOT_ELEMENT_ID };

/** The status value inlined in the page, or undefined when there is none or it is not a success envelope. */
export function readBootStatus(doc: Document = document): StatusValue | undefined {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const envelope = JSON.parse(text) as { success?: unknown; value?: StatusValue };
    const value = envelope?.success === true ? envelope.value : undefined;
    return value && typeof value.info?.merchant === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the boot calls (see the module doc) for `pathname`. Returns the language chosen, or undefined when nothing
 * was started.
 */
export function startBoot(
  pathname: string = location.pathname,
  doc: Document = document,
): string | undefined {
  const status = readBootStatus(doc);
  if (!status) return undefined;
  const stored = getMerchant();
  if (stored && stored !== status.info.merchant) return undefined;
  void mutate(queryKeys.systemStatus(), status, { revalidate: false });
  const brand = toBrandState(status);
  const locale = pickLanguage(getStoredLanguage(), brand.languages, brand.defaultLanguage);
  setApiLanguage(locale);
  void preload(queryKeys.messages(locale), () => loadMessages(locale)).catch(() => undefined);
  prepareLocaleData(locale);
  const home = ROUTE_TABLE.find((r) => r.name === 'home')?.paths ?? [];
  if (screenFor(status) === 'app' && home.includes(pathname)) {
    for (const key of homeQueryKeys(locale)) void preload(key, swrFetcher).catch(() => undefined);
  }
  return locale;
}
