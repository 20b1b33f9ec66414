/** Locales offered in the toolbar, with their message catalogues from locales/*.json (ids -> ICU strings). */
import bn from '../../locales/bn.json';
import en from '../../locales/en.json';

export const locales = {
  bn: { title: 'বাংলা', messages: bn as Record<string, string> },
  en: { title: 'English', messages: en as Record<string, string> },
} as const;

export type LocaleId = keyof typeof locales;
