/** Test helpers: a status fixture built from config/brands/_base, and a router render with every provider. */
import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@playdeck/ui';
import { applyFlags, createWhitelabel } from '@playdeck/config-schema/whitelabel';
import { compileRegistrationModuleSource } from '@playdeck/config-schema/node/standalone';
import type { WhitelabelNode } from '@playdeck/config-schema/types';
import type { MemberInfo } from '@playdeck/api-client/schemas';
import baseWhitelabel from '../../../../config/brands/_base/whitelabel.json';
import baseRegister from '../../../../config/brands/_base/register.json';
import baseVendors from '../../../../config/brands/_base/vendors.json';
import baseBrand from '../../../../config/brands/_base/brand.json';
import { BrandContext, toBrandState, type StatusValue } from '../shared/brand/brand';
import { TOKEN_KEY } from '../shared/api/storage';
import { tokenAtom } from '../shared/session/session';
import { createRoutes } from '../app/routes';

/** The _base whitelabel tree with `flags` ('1'/'0' by modId) applied. */
export function tree(flags: Record<string, '1' | '0'> = {}): WhitelabelNode[] {
  return applyFlags({ tree: baseWhitelabel.tree as WhitelabelNode[], flags });
}

/**
 * A `/wps/member/info` value (api-client MemberInfo, spec section 3 "Member info"): player `player1` (id 42, type 0,
 * English, balance 0.00 BDT, nothing unread, no content), with overrides.
 */
export function memberFixture(over: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: '42',
    account: 'player1',
    nickname: '',
    type: 0,
    language: 'en',
    mustChangePassword: false,
    balance: '0.00',
    currencySymbol: '৳',
    hasVip: false,
    vipLabelName: '',
    vipRankLevel: 0,
    availablePromoCount: 0,
    unreadMessage: 0,
    banners: [],
    notices: [],
    promotions: [],
    popups: [],
    ...over,
  };
}

/**
 * The registration validator module the server would serve for these settings and whitelabel tree (the same
 * `compileRegistrationModuleSource`), as a `data:` URL the register form imports as it imports
 * `/validator/<id>.<hash>.js` on the real site.
 */
export function registerValidatorFixture(
  register: StatusValue['info']['register'],
  whitelabel: WhitelabelNode[],
): string {
  const key = JSON.stringify([register, whitelabel]);
  let href = validatorHrefs.get(key);
  if (!href) {
    const source = compileRegistrationModuleSource(
      { fields: register } as never,
      createWhitelabel(whitelabel).features,
    );
    href = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    validatorHrefs.set(key, href);
  }
  return href;
}

/** Compiled modules by settings and tree (compiling takes tens of milliseconds; many tests build a status). */
const validatorHrefs = new Map<string, string>();

/**
 * A normal status (0) for brand `test` with the _base config's menus, user types, age gate and limits, with overrides
 * (`info.registerValidator` follows the final settings).
 */
export function statusFixture(
  over: Partial<StatusValue> & { flags?: Record<string, '1' | '0'> } = {},
): StatusValue {
  const { flags, ...rest } = over;
  const status: StatusValue = {
    status: 0,
    maintenance: false,
    maintenanceMessage: '',
    maintenanceUntil: null,
    regionRestriction: false,
    location: { ip: '203.0.113.7', country: null },
    ...rest,
    info: {
      merchant: 'test',
      name: 'test',
      timezone: 'UTC',
      social: {},
      license: {},
      appDownload: {},
      whitelabel: tree(flags),
      register: baseRegister.fields as StatusValue['info']['register'],
      customerService: [{ name: 'default', path: 'https://support.example/chat' }],
      domainRoute: [],
      resources: {},
      mainDomain: 'example.test',
      analyticsId: '',
      imageCDNs: [],
      launchGameCDNs: [],
      languages: ['bn', 'en'],
      defaultLanguage: 'bn',
      currency: { code: 'BDT', symbol: '৳', exponent: 2 },
      encryption: 'allowed',
      phoneCountries: [{ countryCode: 'BD', countryDialingCode: '+880' }],
      menus: baseVendors.menus,
      userTypes: baseBrand.userTypes,
      ageGate: {
        ...baseBrand.ageGate,
        birthday: baseBrand.ageGate.birthday as 'off' | 'optional' | 'required',
      },
      limits: {
        feedbackMaxLength: baseBrand.limits.feedbackMaxLength,
        feedbackHintMinLength: baseBrand.limits.feedbackHintMinLength,
      },
      registerValidator: '',
      ...rest.info,
    },
  };
  if (!rest.info?.registerValidator)
    status.info.registerValidator = registerValidatorFixture(status.info.register, status.info.whitelabel);
  return status;
}

/** Wraps children in intl (en, source messages), SWR (fresh cache), jotai and the brand. */
export function Providers({
  children,
  status,
  token = null,
}: {
  children: ReactNode;
  status?: StatusValue;
  token?: string | null;
}) {
  const store = createStore();
  store.set(tokenAtom, token);
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={{}} onError={() => undefined}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <JotaiProvider store={store}>
          <BrandContext.Provider value={toBrandState(status ?? statusFixture())}>
            <ToastProvider>{children}</ToastProvider>
          </BrandContext.Provider>
        </JotaiProvider>
      </SWRConfig>
    </IntlProvider>
  );
}

/** Renders the real route table at `path`. A token is also written to sessionStorage (the fetch wrapper reads it). */
export function renderAt(path: string, opts: { status?: StatusValue; token?: string | null } = {}) {
  if (opts.token) sessionStorage.setItem(TOKEN_KEY, opts.token);
  else sessionStorage.removeItem(TOKEN_KEY);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const utils = render(
    <Providers status={opts.status} token={opts.token ?? null}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...utils };
}

/**
 * The hooks every test of the real route table needs: lazy popup and panel chunks load slowly on a busy 2-core
 * machine (queries wait up to 5 s, not 1 s); pages scroll to the top (jsdom has no scrollTo); after each test the
 * stubbed globals, fake timers and both storages are reset, then `cleanup` runs (a module's own memory).
 */
export function routeTableTestHooks(cleanup?: () => void): void {
  configure({ asyncUtilTimeout: 5000 });
  beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
    localStorage.clear();
    cleanup?.();
  });
}

/** A fetch stub answering by path prefix with envelopes; unknown paths get a NOT_FOUND envelope. */
export function fetchStub(
  routes: Record<string, (init: RequestInit | undefined, url: URL) => { status?: number; body: unknown }>,
) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = Object.keys(routes).find((p) => url.pathname === p);
    const answer = key
      ? routes[key]!(init, url)
      : { status: 404, body: { success: false, errorCode: 'NOT_FOUND', message: 'Invalid URL' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** An observer that observes nothing (jsdom has no ResizeObserver or IntersectionObserver). */
class ObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * Stubs what a carousel (Embla: the home banners, the hot matches) needs and jsdom lacks: ResizeObserver,
 * IntersectionObserver (they observe nothing, so a part loaded "when scrolled near" stays unloaded) and a
 * `matchMedia` that matches no query. Call in `beforeEach`; `vi.unstubAllGlobals()` undoes it.
 */
export function stubCarouselEnvironment(): void {
  vi.stubGlobal('ResizeObserver', ObserverStub);
  vi.stubGlobal('IntersectionObserver', ObserverStub);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
