/**
 * The red-envelope calls of the route table (see ../route.ts; shapes and errors in ../redEnvelope.ts).
 */
import type { Static } from 'typebox';
import type { OpenEnvelopeBody, OpenedEnvelope, OpenedEnvelopes, RedEnvelopeRounds } from '../redEnvelope.ts';
import { api } from '../route.ts';

export const rounds = /* @__PURE__ */ api<{ value: Static<typeof RedEnvelopeRounds> }>({
  id: 'redEnvelope.rounds',
  method: 'GET',
  path: '/wps/red-envelope/rounds',
  auth: 'optional',
});
export const open = /* @__PURE__ */ api<{
  body: Static<typeof OpenEnvelopeBody>;
  value: Static<typeof OpenedEnvelope>;
}>({
  id: 'redEnvelope.open',
  method: 'POST',
  path: '/wps/red-envelope/open',
  auth: 'fullMember',
  regionChecked: true,
});
export const opened = /* @__PURE__ */ api<{ value: Static<typeof OpenedEnvelopes> }>({
  id: 'redEnvelope.opened',
  method: 'GET',
  path: '/wps/red-envelope/opened',
  auth: 'fullMember',
});
