/**
 * Session state (spec 3 "token in session storage"; spec 4 "Visitor state"). The token lives in sessionStorage so
 * the fetch wrapper can read it; a jotai atom mirrors it so components re-render on login and logout.
 */
import { session } from '@playdeck/api-client/routes/session';
import { useContext } from 'react';
import { atom, useSetAtom } from 'jotai';
import useSWR from 'swr';
import type { MemberInfo } from '@playdeck/api-client';
import type { UserTypes } from '@playdeck/domain/members';
import { apiFetch, swrFetcher } from '../api/client';
import { queryKeys } from '../api/keys';
import { getMerchant, getToken, setMerchant, TOKEN_KEY, writeStorage } from '../api/storage';
import { BrandContext } from '../brand/brand';
import { useStoreValue } from '../state/useStoreValue';

/** The session token, mirrored from sessionStorage; null when logged out. */
export const tokenAtom = atom<string | null>(getToken());

/** Writes the token to sessionStorage and the atom (null logs out locally). */
export const writeTokenAtom = atom(null, (_get, set, token: string | null) => {
  writeStorage('session', TOKEN_KEY, token);
  set(tokenAtom, token);
});

/** The current token (null when logged out). */
export function useToken(): string | null {
  return useStoreValue(tokenAtom);
}

/** Setter of the session token: `setToken(token)` after login, `setToken(null)` after logout. */
export function useSetToken(): (token: string | null) => void {
  return useSetAtom(writeTokenAtom);
}

/** True when the member type is one of the brand's agent types (spec 6); false without the brand's types. */
export function isAgentType(type: number | undefined, types: UserTypes | undefined): boolean {
  return type !== undefined && !!types && types.agent.includes(type);
}

/** True when the member type is the brand's trial type (spec 6); false without the brand's types. */
export function isTrialType(type: number | undefined, types: UserTypes | undefined): boolean {
  return type !== undefined && type === types?.trial;
}

/** The brand's user types from the status, or undefined outside the brand (nothing counts as agent or trial). */
export function useUserTypes(): UserTypes | undefined {
  return useContext(BrandContext)?.status.info.userTypes;
}

/** Member info (`GET /wps/member/info`), fetched only while a token exists. `loggedIn` is true once it loads (spec 4). */
export function useMemberInfo() {
  const token = useToken();
  const swr = useSWR<MemberInfo>(token ? queryKeys.memberInfo() : null, swrFetcher);
  const member = token ? swr.data : undefined;
  const types = useUserTypes();
  return {
    ...swr,
    member,
    loggedIn: !!member,
    isAgent: isAgentType(member?.type, types),
    isTrial: isTrialType(member?.type, types),
  };
}

/**
 * Clears the browser session after logout (spec 4 "Logout"): sessionStorage is cleared but the merchant code is
 * kept. Call `setToken(null)` afterwards to update the UI.
 */
export function clearBrowserSession(): void {
  const merchant = getMerchant();
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    // storage blocked
  }
  if (merchant) setMerchant(merchant);
}

/**
 * `DELETE /wps/session/logout`; `forgetDevice`: also forget this browser as a trusted device (docs/decisions.md D35).
 * A failure is ignored (the local session ends anyway).
 */
export async function logoutRequest(forgetDevice = false): Promise<void> {
  try {
    await apiFetch(session.logout, forgetDevice ? { query: { forgetDevice: '1' } } : {});
  } catch {
    // an expired or unknown token still ends the local session
  }
}
