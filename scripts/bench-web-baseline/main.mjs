// Browser entry of the baseline page (see page.mjs): hydrates the server HTML as apps/web/src/main.tsx does.
import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import './page.css';
import { createElement as h, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BaselinePage } from './page.mjs';

startTransition(() => {
  hydrateRoot(document.getElementById('root'), h(BaselinePage));
});
