/**
 * The site's pre-paint script, served as the same-origin file /pre-paint.js (apps/web/vite.config.ts; an external
 * file, so the CSP needs no inline script) and run in `<head>` before first paint: the colour mode of @playdeck/ui
 * (no light flash for a dark-mode visitor), then {@link ssrLanguageGuardScript}, {@link earlyClickScript},
 * {@link sessionHintScript} and {@link localeDataScript}.
 */
import { colorModeScript } from '../../../../packages/ui/src/theme/colorMode';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '../shared/i18n/languageCookie';
import { TOKEN_KEY } from '../shared/api/storage';
import { SESSION_HINT_ATTRIBUTE } from '../shared/session/sessionHint';
import { EARLY_CLICKS_GLOBAL } from './earlyClicks';

/**
 * The pre-paint part for server-rendered pages (app/ssr.ts). The server marks `<html>` with the language it rendered
 * (`data-ssr-lang`) and the brand's languages, default first (`data-ssr-langs`). Before first paint this script:
 * 1. picks the language as the app will (stored `lang` if offered, else the default);
 * 2. when that is not the rendered one (a choice made before the cookie existed, or cookies blocked), sets
 *    `data-ssr-stale` on `<html>`, which hides the root (app/global.css) until the app has rendered in the right
 *    language, so no text flashes in the wrong language;
 * 3. mirrors the stored language into the `lang` cookie for the next request.
 * It never throws (storage and cookies can be blocked).
 */
export const ssrLanguageGuardScript = `(function(){try{var h=document.documentElement,s=(localStorage.getItem('lang')||'').toLowerCase(),c=document.cookie.match(/(?:^|; )${LANG_COOKIE}=([^;]*)/);if(s&&(!c||decodeURIComponent(c[1])!==s))document.cookie='${LANG_COOKIE}='+encodeURIComponent(s)+';path=/;max-age=${LANG_COOKIE_MAX_AGE};samesite=lax'+(location.protocol==='https:'?';secure':'');var r=h.getAttribute('data-ssr-lang');if(!r)return;var l=(h.getAttribute('data-ssr-langs')||'').split(' ');var w=s&&l.indexOf(s)>=0?s:l[0];if(w&&w!==r)h.setAttribute('data-ssr-stale','')}catch(e){}})();`;

/**
 * The pre-paint part that keeps a tap made before hydration. A server-rendered page (`data-ssr-lang` on `<html>`)
 * shows real buttons (Log in, Register, the favourite star) before its script has loaded and React has attached;
 * a click on one then would do nothing, which on a slow phone is the first tap of the visit. Until the app releases it,
 * a capture listener on the document holds the last click on an enabled `<button>` inside `#root` (its default and
 * propagation stopped); links are left alone, since they work without script. `window.__pdEarlyClicks.release(replay)`
 * removes the listener and, with `replay`, clicks the held button again if it is still in the page (hydration keeps the
 * server's elements), now with React's handlers on it. The app calls it after the hydration commit (replay) or before
 * it discards the server HTML for a client render (no replay). Nothing happens on a page the server did not render.
 */
export const earlyClickScript = `(function(){try{if(!document.documentElement.hasAttribute('data-ssr-lang'))return;var held=null;function f(e){var t=e.target,b=t&&t.closest?t.closest('#root button'):null;if(!b||b.disabled)return;e.preventDefault();e.stopImmediatePropagation();held=b}document.addEventListener('click',f,true);window.${EARLY_CLICKS_GLOBAL}={release:function(replay){document.removeEventListener('click',f,true);var b=held;held=null;if(replay&&b&&b.isConnected&&!b.disabled)b.click()}}}catch(e){}})();`;

/**
 * The pre-paint part that builds the engine's number and date tables of the page's language (`<html lang>`, which the
 * server render sets). The first `Intl.NumberFormat` of a page makes the engine load that locale's ICU data: 40-60 ms
 * on the 2-core CI host in Debian Chromium (measured: `Intl.NumberFormat.supportedLocalesOf('bn')` in a timer at
 * document start on /help), then well under 1 ms for every later call. Paid here, before first paint, it delays the
 * first paint by that much instead of blocking the main thread once the page is showing and could be tapped, where
 * react-intl's first render (or shared/i18n/messages.ts `prepareLocaleData`, which stays for the client-render path)
 * would pay it (Lighthouse target, docs/architecture.md "Targets": Total Blocking Time counts only tasks after the first contentful paint).
 * It never throws (an unknown language tag is a RangeError).
 */
export const localeDataScript = `(function(){try{var l=document.documentElement.lang;if(l){Intl.NumberFormat.supportedLocalesOf(l);Intl.DateTimeFormat.supportedLocalesOf(l)}}catch(e){}})();`;

/**
 * The pre-paint part that marks `<html>` with the session hint (shared/session/sessionHint.ts) when this tab holds a
 * session token, so a logged-in member never sees the visitor's Log in and Register buttons of the server-rendered
 * page. It never throws (storage can be blocked).
 */
export const sessionHintScript = `(function(){try{if(sessionStorage.getItem('${TOKEN_KEY}'))document.documentElement.setAttribute('${SESSION_HINT_ATTRIBUTE}','')}catch(e){}})();`;

/** The whole of /pre-paint.js. */
export const prePaintScript = `${colorModeScript}\n${ssrLanguageGuardScript}\n${earlyClickScript}\n${sessionHintScript}\n${localeDataScript}\n`;
