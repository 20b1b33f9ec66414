import { defineMessages } from 'react-intl';

/** Texts of the red-envelope page (spec sections 1 "red envelopes", 7 "raffle claim"; docs/decisions.md D33). */
export const redEnvelopeMessages = defineMessages({
  title: {
    id: 'app.redEnvelope.title',
    defaultMessage: 'Red envelopes',
    description: 'Red-envelope page title',
  },
  loadFailed: {
    id: 'app.redEnvelope.loadFailed',
    defaultMessage: 'Red envelopes could not be loaded',
    description: 'Error state title',
  },
  retry: { id: 'app.redEnvelope.retry', defaultMessage: 'Try again', description: 'Retry button' },
  none: {
    id: 'app.redEnvelope.none',
    defaultMessage: 'There are no red envelopes right now',
    description: 'Empty state: the brand has no round',
  },
  open: { id: 'app.redEnvelope.open', defaultMessage: 'Open', description: 'Button: open the envelope' },
  loginToOpen: {
    id: 'app.redEnvelope.loginToOpen',
    defaultMessage: 'Log in to open',
    description: 'Button for a visitor',
  },
  statusOpened: {
    id: 'app.redEnvelope.status.opened',
    defaultMessage: 'Opened',
    description: 'Round status: the member already opened it',
  },
  statusIneligible: {
    id: 'app.redEnvelope.status.ineligible',
    defaultMessage: 'Not available to you',
    description: 'Round status: the member may not open it',
  },
  statusEmpty: {
    id: 'app.redEnvelope.status.empty',
    defaultMessage: 'All opened',
    description: 'Round status: the pool is used up',
  },
  statusClosed: {
    id: 'app.redEnvelope.status.closed',
    defaultMessage: 'Coming soon',
    description: 'Round status: no window open now',
  },
  wonHint: {
    id: 'app.redEnvelope.wonHint',
    defaultMessage: 'It is in your main wallet as a bonus.',
    description: 'Under the result',
  },
  mine: { id: 'app.redEnvelope.mine', defaultMessage: 'My envelopes', description: 'Section heading' },
  verify: { id: 'app.redEnvelope.verify', defaultMessage: 'Verify', description: 'Button: check the draw' },
  notVerified: {
    id: 'app.redEnvelope.notVerified',
    defaultMessage: 'Not verified: the revealed seed does not reproduce this envelope.',
    description: 'Verification failed',
  },
});

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
}>({
  openNamed: {
    id: 'app.redEnvelope.openNamed',
    defaultMessage: 'Open {name}',
    description: 'Accessible name of the open button: the round name',
  },
  range: {
    id: 'app.redEnvelope.range',
    defaultMessage: '{min} to {max} per envelope',
    description: 'Amount range of one envelope',
  },
  remaining: {
    id: 'app.redEnvelope.remaining',
    defaultMessage: '{remaining} of {pool} left, until {end}',
    description: 'Pool left of the open window and its end',
  },
  depositToday: {
    id: 'app.redEnvelope.depositToday',
    defaultMessage: 'Deposit {amount} today to take part',
    description: 'Eligibility of a round',
  },
  commitment: {
    id: 'app.redEnvelope.commitment',
    defaultMessage: 'Server seed hash: {hash}',
    description: 'The committed SHA-256 of the server seed, shown before opening',
  },
  won: {
    id: 'app.redEnvelope.won',
    defaultMessage: 'You got {amount}!',
    description: 'Result of opening an envelope',
  },
  sealed: {
    id: 'app.redEnvelope.sealed',
    defaultMessage: 'The server seed is revealed after {end}.',
    description: 'The draw cannot be checked yet',
  },
  verified: {
    id: 'app.redEnvelope.verified',
    defaultMessage: 'Verified: the seed matches its hash and draws {draw}; paid {amount}.',
    description: 'Verification passed',
  },
  seed: {
    id: 'app.redEnvelope.seed',
    defaultMessage: 'Server seed: {seed} · client seed: {client} · nonce 0',
    description: 'The revealed seeds of a draw',
  },
});
