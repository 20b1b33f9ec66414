import { apiFetch } from '../api/client';
import { member } from '@playdeck/api-client/routes/member';
import { getToken, HIS_LANG_KEY, LANG_KEY, readStorage, writeStorage } from '../api/storage';
import { rememberLanguageCookie } from './languageCookie';

/**
 * Changes the site language (spec 4 "Language change"): stores it under `lang` (the previous one under `hisLang`;
 * mirrored into the `lang` cookie for the server render),
 * tells the server when logged in (`POST /wps/member/language`, best effort), then reloads the page.
 * @param reload injected for tests; default `location.reload()`.
 */
export async function changeLanguage(
  next: string,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const previous = readStorage('local', LANG_KEY);
  if (previous && previous !== next) writeStorage('local', HIS_LANG_KEY, previous);
  writeStorage('local', LANG_KEY, next);
  // The server renders the reloaded page in the new language (app/ssr.ts).
  rememberLanguageCookie(next);
  if (getToken()) {
    try {
      await apiFetch(member.language, { body: { language: next } });
    } catch {
      // the stored choice still applies on this device
    }
  }
  reload();
}
