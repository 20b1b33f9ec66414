import { useEffect, useMemo, type ReactNode } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import useSWR from 'swr';
import { Button, Loader, ThemeRoot } from '@playdeck/ui';
import { setApiLanguage, swrFetcher } from '../api/client';
import { queryKeys } from '../api/keys';
import { getMerchant, getStoredLanguage, setMerchant } from '../api/storage';
import { appMessages, clientErrorMessage } from '../i18n/appMessages';
import { pickLanguage } from '../i18n/languages';
import { loadMessages } from '../i18n/messages';
import { FullScreenState } from '../ui/FullScreenState';
import { BrandContext, screenFor, toBrandState, type StatusValue } from './brand';
import { MaintenancePage, RegionBlockedPage } from './StatusPages';

/** Props of {@link BrandProvider}. */
export interface BrandProviderProps {
  children: ReactNode;
  /**
   * The language to render in, overriding the browser's stored choice. Only the server render passes it: it has no
   * localStorage and decides the language from the `lang` cookie the same way (app/ssr.ts `ssrLocale`).
   */
  locale?: string;
}

/**
 * Messages while the catalogue loads. One object for every render: react-intl rebuilds its formatters (and checks
 * the locale's Intl data) whenever a prop changes identity, which a fresh `{}` per render would force.
 */
const NO_MESSAGES: Record<string, never> = {};

function ignoreMissingTranslations(error: { code?: string }) {
  // Until the lead's extract merges app.* ids into every catalogue, a missing translation falls back to English.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/**
 * Boots the site around the brand (spec 4 "System status"; docs/architecture.md data flow):
 * 1. loads `GET /wps/system/status` (full-page loader while loading; an error state with a retry on failure); the
 *    status the server inlined into index.html is already in the cache then (app/boot.ts), with no round trip;
 * 2. picks the language (stored `lang` if the brand offers it, else the brand default) and loads its catalogue
 *    lazily, then provides react-intl;
 * 3. shows the full-screen maintenance page, else the region-blocked page (maintenance wins), else the app inside
 *    `ThemeRoot` with `BrandContext` (flags for `useFeature`).
 */
export function BrandProvider({ children, locale: forced }: BrandProviderProps) {
  const status = useSWR<StatusValue>(queryKeys.systemStatus(), swrFetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  const brand = useMemo(() => (status.data ? toBrandState(status.data) : null), [status.data]);
  const locale =
    forced ||
    (brand
      ? pickLanguage(getStoredLanguage(), brand.languages, brand.defaultLanguage)
      : getStoredLanguage() || navigator.language?.split('-')[0]?.toLowerCase() || 'en');
  const messages = useSWR(queryKeys.messages(locale), () => loadMessages(locale), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });

  useEffect(() => {
    setApiLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    if (brand) setMerchant(brand.merchant);
  }, [brand]);

  const retry = () => {
    void status.mutate();
    void messages.mutate();
  };
  const failed = status.error ?? (brand ? messages.error : undefined);

  let body: ReactNode;
  if (failed) {
    body = (
      <FullScreenState
        title={<FormattedMessage {...appMessages.loadFailedTitle} />}
        actions={
          <Button variant="primary" onClick={retry}>
            <FormattedMessage {...appMessages.retry} />
          </Button>
        }
      >
        <FormattedMessage {...clientErrorMessage(failed)} />
      </FullScreenState>
    );
  } else if (!brand || !messages.data) {
    body = <Loader open />;
  } else {
    const screen = screenFor(brand.status);
    body =
      screen === 'maintenance' ? (
        <MaintenancePage customerServiceUrl={brand.customerServiceUrl} />
      ) : screen === 'region' ? (
        <RegionBlockedPage ip={brand.status.location.ip} customerServiceUrl={brand.customerServiceUrl} />
      ) : (
        <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>
      );
  }

  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={messages.data ?? NO_MESSAGES}
      onError={ignoreMissingTranslations}
      timeZone={brand?.status.info.timezone}
    >
      <ThemeRoot brand={brand?.merchant ?? getMerchant() ?? ''}>{body}</ThemeRoot>
    </IntlProvider>
  );
}
