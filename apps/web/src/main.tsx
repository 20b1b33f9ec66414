/**
 * Entry of the player site. Brand themes come as one same-origin stylesheet (virtual:brand-themes.css); the colour
 * mode is set before paint by /color-mode.js. The boot calls start at once from the status inlined in index.html
 * (app/boot.ts); a D1 login ticket in the URL is exchanged before the first render.
 */
import 'virtual:brand-themes.css';
import '@playdeck/ui/fonts.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
import { getToken } from './shared/api/storage';
import { exchangeUrlTicket } from './shared/session/ticket';
import { tokenAtom } from './shared/session/session';
import { App } from './app/App';
import { startBoot } from './app/boot';

async function start() {
  // Status from index.html into the cache; catalogue and the page's first calls started (app/boot.ts).
  startBoot();
  if (await exchangeUrlTicket()) getDefaultStore().set(tokenAtom, getToken());
  const root = document.getElementById('root');
  if (!root) return;
  // A transition render: React yields to the browser every few milliseconds while it builds the first screen, so the
  // boot is many short tasks instead of one long one (issue 5 Lighthouse: Total Blocking Time). Nothing is shown
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
