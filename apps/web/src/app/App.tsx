import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { getDefaultStore, Provider as JotaiProvider } from 'jotai';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ToastProvider } from '@playdeck/ui';
import { BrandProvider } from '../shared/brand/BrandProvider';
import { createRoutes } from './routes';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;
type JotaiStore = ReturnType<typeof getDefaultStore>;

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  /** The router element (client: `RouterProvider`; server render: `StaticRouterProvider`). */
  children: ReactNode;
  /**
   * SWR options merged over the site's defaults: the server render and the hydration pass their first data here
   * (`fallback`, keyed by `unstable_serialize(key)`, and the `use` middleware of app/ssr.ts); a server render also
   * passes a fresh `provider` so no cache outlives its request.
   */
  swr?: SWRConfiguration;
  /** jotai store (default: the page's default store; a server render passes a fresh one per request). */
  store?: JotaiStore;
  /** The language to render in (a server render decides it; see BrandProvider `locale`). */
  locale?: string;
}

/**
 * The site's providers around a router element: SWR defaults, jotai, the brand boot (status, i18n, full-screen
 * states) and toasts. One tree for the client render, the server render (app/ssr.ts, entry-server.tsx) and the
 * hydration of it, so what the server sends is what the client hydrates.
 */
export function AppProviders({ children, swr, store, locale }: AppProvidersProps) {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, errorRetryCount: 2, ...swr }}>
      <JotaiProvider store={store ?? getDefaultStore()}>
        <BrandProvider locale={locale}>
          <ToastProvider>{children}</ToastProvider>
        </BrandProvider>
      </JotaiProvider>
    </SWRConfig>
  );
}

/** Props of {@link App}. */
export interface AppProps {
  /** The browser router (default: one over the route table, made on first render). */
  router?: BrowserRouter;
  /** See {@link AppProvidersProps.swr}. */
  swr?: SWRConfiguration;
}

/** The site in the browser: {@link AppProviders} around the route table's browser router. */
export function App({ router: given, swr }: AppProps) {
  const [router] = useState(() => given ?? createBrowserRouter(createRoutes()));
  return (
    <AppProviders swr={swr}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
