/**
 * Browser storage keys of spec section 3 ("Local data"): the session token in sessionStorage, the merchant code in
 * both session and local storage, the language under `lang` and `hisLang`. Every access tolerates blocked storage
 * (privacy modes): reads give null, writes are dropped.
 */

/** sessionStorage key of the session token (spec 3: "token in session storage"). */
export const TOKEN_KEY = 'token';
/** Key of the merchant code, in sessionStorage and localStorage (spec 3). */
export const MERCHANT_KEY = 'merchant';
/** localStorage key of the chosen language (spec 3). */
export const LANG_KEY = 'lang';
/** localStorage key of the previous language (spec 3: `hisLang`). */
export const HIS_LANG_KEY = 'hisLang';

type Area = 'session' | 'local';

function area(which: Area): Storage | undefined {
  try {
    return which === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads a key; null when absent or storage is blocked. */
export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key, or removes it when `value` is null. */
export function writeStorage(which: Area, key: string, value: string | null): void {
  try {
    const s = area(which);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // blocked storage: the value lives for this page only
  }
}

/** The session token, or null when logged out. */
export function getToken(): string | null {
  return readStorage('session', TOKEN_KEY);
}

/** The merchant code (session first, then local), or null before the first status call. */
export function getMerchant(): string | null {
  return readStorage('session', MERCHANT_KEY) ?? readStorage('local', MERCHANT_KEY);
}

/** Stores the merchant code in both storages (spec 3). */
export function setMerchant(code: string): void {
  writeStorage('session', MERCHANT_KEY, code);
  writeStorage('local', MERCHANT_KEY, code);
}

/** The stored language (`lang`), or null. */
export function getStoredLanguage(): string | null {
  return readStorage('local', LANG_KEY);
}
