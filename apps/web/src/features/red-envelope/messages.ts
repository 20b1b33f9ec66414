import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

/** Texts of the red-envelope page (spec sections 1 "red envelopes", 7 "raffle claim"; docs/decisions.md D33). */
export const redEnvelopeMessages = defineMessages(catalogue.redEnvelopeMessages);

/** Texts of the red-envelope page that take values. */
export const redEnvelopeValues = defineMessages<{
  openNamed: { name: string };
  range: { min: string; max: string };
  remaining: { remaining: string; pool: string; end: string };
  depositToday: { amount: string };
  commitment: { hash: string };
  won: { amount: string };
  sealed: { end: string };
  verified: { draw: string; amount: string };
  seed: { seed: string; client: string };
}>(catalogue.redEnvelopeValues);
