/**
 * Red-envelope calls of the site (shapes in @playdeck/api-client/redEnvelope; docs/decisions.md D33): the rounds now,
 * opening one, and the member's opened envelopes with their proofs. Money arrives as decimal strings.
 */
import { redEnvelope } from '@playdeck/api-client/routes/redEnvelope';
import { rewards } from '@playdeck/api-client/routes/rewards';
import useSWR, { useSWRConfig } from 'swr';
import type { OpenedEnvelope, OpenedEnvelopes, RedEnvelopeRounds } from '@playdeck/api-client/redEnvelope';
import { apiFetch, swrFetcher } from '../../shared/api/client';

const ROUNDS = redEnvelope.rounds.path;
const OPENED = redEnvelope.opened.path;

/** The brand's rounds now (a visitor sees them too). */
export function useRedEnvelopeRounds() {
  return useSWR<RedEnvelopeRounds>(ROUNDS, swrFetcher);
}

/** The member's opened envelopes (only fetched with a session). */
export function useOpenedEnvelopes(loggedIn: boolean) {
  return useSWR<OpenedEnvelopes>(loggedIn ? OPENED : null, swrFetcher);
}

/**
 * Opens the envelope of `roundId`; refreshes the rounds, the opened list and the reward center (its list and red
 * badge count envelopes to open, docs/decisions.md D39) afterwards.
 * @throws ApiError RED_ENVELOPE_* (see @playdeck/api-client/redEnvelope), NETWORK
 */
export function useOpenEnvelope() {
  const { mutate } = useSWRConfig();
  return async (roundId: string): Promise<OpenedEnvelope> => {
    try {
      return await apiFetch(redEnvelope.open, { body: { roundId } });
    } finally {
      await Promise.all([mutate(ROUNDS), mutate(OPENED), mutate(rewards.center.path)]);
    }
  };
}
