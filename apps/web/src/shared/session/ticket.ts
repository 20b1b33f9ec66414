/**
 * docs/decisions.md D1: a one-time, short-lived login ticket in the URL (`?ticket=`) is exchanged by POST for a session
 * token and stripped from the URL, instead of the spec's token in the URL.
 */
import { session } from '@playdeck/api-client/routes/session';
import { apiFetch } from '../api/client';
import { TOKEN_KEY, writeStorage } from '../api/storage';

/**
 * Exchanges `?ticket=` (if present) for a token, stores it and removes the ticket from the address bar.
 * @returns true when a token was stored; false without a ticket or when the exchange failed.
 */
export async function exchangeUrlTicket(location: Location = window.location): Promise<boolean> {
  const url = new URL(location.href);
  const ticket = url.searchParams.get('ticket');
  if (!ticket) return false;
  url.searchParams.delete('ticket');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  try {
    const result = await apiFetch(session.ticketExchange, {
      body: { ticket },
    });
    writeStorage('session', TOKEN_KEY, result.token);
    return true;
  } catch {
    return false;
  }
}
