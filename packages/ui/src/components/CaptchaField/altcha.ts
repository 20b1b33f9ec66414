/**
 * The ALTCHA widget, loaded only when a captcha field mounts in the browser (a separate chunk: nothing of it is in a
 * page's initial JS). Strict-CSP build (`altcha/external`): no inline `<style>`, no blob: worker; its stylesheet is
 * this chunk's CSS file and its PBKDF2 solver is a worker file of our own origin (Vite `?worker`), so the CSP's
 * `script-src 'self'` (which `worker-src` falls back to) and `style-src 'self'` cover it with no exception.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/** The `$altcha` registry the widget script installs on `globalThis`. */
interface AltchaGlobal {
  algorithms: Map<string, () => Worker>;
  i18n: {
    get(lang: string): Record<string, string> | undefined;
    set(lang: string, strings: Record<string, string>): void;
  };
}

const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
// The server's challenges are PBKDF2/SHA-256 (apps/server/src/domain/captcha/service.ts); the others are registered for
// completeness of the family, all served by the same worker file.
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'])
  altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());

/**
 * Registers the widget's strings for `language` (our catalogue's, over ALTCHA's English defaults for keys we do not
 * show, such as the code-challenge ones).
 */
export function setStrings(language: string, strings: Record<string, string>): void {
  altcha.i18n.set(language, { ...(altcha.i18n.get('en') ?? {}), ...strings });
}
