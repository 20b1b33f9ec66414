/**
 * The baseline page of scripts/bench-web.mjs: the smallest page built on the player site's stack that does what every
 * first screen of the site must do in the browser. It is server-rendered (the bench renders it with react-dom/server
 * before the build), in Bengali, with the site's own Bengali font faces (@fontsource/noto-sans-bengali, as
 * @playdeck/ui/fonts.css ships them), and hydrated by React 19 under react-intl's IntlProvider with one currency amount
 * (the first Intl.NumberFormat of a page). No data calls, no router, no design system, no popup.
 *
 * Lighthouse on it, in the same run and the same Chromium as the home page, measures what the host charges for that
 * floor; the bench prints the home page's figures beside it (docs/architecture.md "Tests": a benchmark prints a ratio against a baseline
 * measured in the same run).
 */
import { createElement as h } from 'react';
import { FormattedMessage, FormattedNumber, IntlProvider } from 'react-intl';

/** The page's text (Bengali: the default brand's language). */
export const TEXT = {
  title: 'স্বাগতম',
  body: 'এই পৃষ্ঠাটি মাপকাঠি: সার্ভারে তৈরি, ব্রাউজারে সক্রিয়, একটি মুদ্রার অঙ্ক সহ।',
  button: 'খেলুন',
};

/** The whole page (server render and hydration render the same tree). */
export function BaselinePage() {
  return h(
    IntlProvider,
    { locale: 'bn', messages: { body: TEXT.body } },
    h(
      'main',
      { className: 'page' },
      h('h1', null, TEXT.title),
      h('p', null, h(FormattedMessage, { id: 'body', defaultMessage: TEXT.body })),
      h(
        'p',
        { className: 'amount' },
        h(FormattedNumber, { value: 1234.5, style: 'currency', currency: 'BDT' }),
      ),
      h('button', { type: 'button', onClick: () => document.body.classList.toggle('tapped') }, TEXT.button),
    ),
  );
}
