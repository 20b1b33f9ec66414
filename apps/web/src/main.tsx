/**
 * Entry of the player site. Brand themes come as one same-origin stylesheet (virtual:brand-themes.css); the colour
 * mode is set before paint by /color-mode.js. A D1 login ticket in the URL is exchanged before the first render.
 */
import 'virtual:brand-themes.css';
import '@playdeck/ui/fonts.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
import { getToken } from './shared/api/storage';
import { exchangeUrlTicket } from './shared/session/ticket';
import { tokenAtom } from './shared/session/session';
import { App } from './app/App';

async function start() {
  if (await exchangeUrlTicket()) getDefaultStore().set(tokenAtom, getToken());
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
