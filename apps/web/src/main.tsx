/**
 * Entry of the player site. The brand's theme is not in the build: the server makes it from the brand's config and
 * links it from index.html (`/theme/<id>.<hash>.css`, apps/server/src/http/assets.ts), so a colour change needs no
 * build; only the Vite dev server, which serves its own index.html, loads every brand's theme here
 * (virtual:brand-themes.css, left out of production builds). The colour mode is set before paint by /pre-paint.js. A D1 login ticket in the URL is exchanged before the first render.
 *
 * A page the server rendered (app/ssr.ts: the home page) is hydrated when this browser would render it the same way
 * (app/hydrate.ts: same language and brand, site open): the catalogue and the page's chunk are loaded, then
 * `hydrateRoot` runs inside a transition, so React attaches to the server HTML in short tasks. Otherwise the boot
 * calls start at once from the status inlined in index.html (app/boot.ts) and the page is rendered by the client,
 * into a root emptied of any server HTML.
 */
import '@playdeck/ui/fonts.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
import { markHydratedLoad } from '@playdeck/ui/theme';
import { getToken } from './shared/api/storage';
import { setApiLanguage } from './shared/api/client';
import { exchangeUrlTicket } from './shared/session/ticket';
import { captureAffiliateCode, captureReferralCode } from './shared/session/affiliate';
import { tokenAtom } from './shared/session/session';
import { App } from './app/App';
import { readBootStatus, startBoot } from './app/boot';
import {
  AfterHydration,
  discardServerHtml,
  planHydration,
  prepareHydration,
  releaseEarlyClicks,
} from './app/hydrate';
import { readSsrPayload } from './app/ssr';
import { prepareLocaleData } from './shared/i18n/messages';

// Dev server only (dead code in a build): the page it serves has no server-linked theme stylesheet.
if (import.meta.env.DEV) void import('virtual:brand-themes.css');

/** Hydrates the server HTML of `root`; false when this page cannot be hydrated (then nothing was started). */
async function hydrate(root: HTMLElement): Promise<boolean> {
  const plan = planHydration(readSsrPayload(), readBootStatus());
  if (!plan) return false;
  setApiLanguage(plan.locale);
  prepareLocaleData(plan.locale);
  const [prepared, ticket] = await Promise.all([
    prepareHydration(plan).catch(() => undefined),
    exchangeUrlTicket(),
  ]);
  if (ticket) getDefaultStore().set(tokenAtom, getToken());
  if (!prepared) return false;
  markHydratedLoad();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AfterHydration>
          <App router={prepared.router} swr={prepared.swr} />
        </AfterHydration>
      </StrictMode>,
      {
        // A mismatch React recovers from by rendering that part on the client (e.g. a browser-only value); logged so
        // it is seen and fixed, the page keeps working.
        onRecoverableError: (error) => console.error('hydration recovered by a client render:', error),
      },
    );
  });
  return true;
}

async function start() {
  captureAffiliateCode(location.search);
  captureReferralCode(location.search);
  const root = document.getElementById('root');
  if (!root) return;
  if (root.firstChild && (await hydrate(root))) return;
  releaseEarlyClicks(false);
  if (root.firstChild) discardServerHtml(root);
  // Status from index.html into the cache; catalogue and the page's first calls started (app/boot.ts).
  startBoot();
  if (await exchangeUrlTicket()) getDefaultStore().set(tokenAtom, getToken());
  // A transition render: React yields to the browser every few milliseconds while it builds the first screen, so the
  // boot is many short tasks instead of one long one (Lighthouse target, docs/architecture.md "Targets": Total Blocking Time). Nothing is shown
  // before it commits either way.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
