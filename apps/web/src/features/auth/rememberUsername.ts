/**
 * Remembered username (docs/decisions.md D4; spec 3 "Local data", spec 9 "Remembered login lasts 1 day"): only the username
 * is stored, in localStorage, for 1 day; passwords are left to the browser's password manager.
 */
import { readStorage, writeStorage } from '../../shared/api/storage';

/** localStorage key of the remembered username. */
export const REMEMBER_KEY = 'rememberUsername';
/** Lifetime of the remembered username: 1 day in ms (spec 9). */
export const REMEMBER_TTL_MS = 24 * 60 * 60 * 1000;

interface Stored {
  username: string;
  /** Epoch ms after which the entry is void. */
  expiresAt: number;
}

/** Stores `username` until `now + 1 day`. */
export function rememberUsername(username: string, now: number = Date.now()): void {
  writeStorage(
    'local',
    REMEMBER_KEY,
    JSON.stringify({ username, expiresAt: now + REMEMBER_TTL_MS } satisfies Stored),
  );
}

/** Forgets the remembered username. */
export function forgetUsername(): void {
  writeStorage('local', REMEMBER_KEY, null);
}

/** The remembered username, or null when none, malformed or expired (an expired entry is removed). */
export function loadRememberedUsername(now: number = Date.now()): string | null {
  const raw = readStorage('local', REMEMBER_KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Stored>;
    if (typeof v.username === 'string' && typeof v.expiresAt === 'number' && now < v.expiresAt)
      return v.username;
  } catch {
    // malformed: dropped below
  }
  forgetUsername();
  return null;
}
