/**
 * Red envelopes (spec sections 1 "red envelopes", 7 "raffle claim"; docs/decisions.md D33). Money is a decimal string
 * in the brand currency ("12.34"); the `*Minor` fields are the same amounts in minor units as digit strings, for the
 * fairness check. Times ISO 8601 UTC.
 *
 * Calls:
 * - `GET /wps/red-envelope/rounds` (session optional) -> {@link RedEnvelopeRounds}: the brand's rounds now, each with its
 *   open window's seed commitment and, for a member, whether it may open (`open`), already did (`opened`), may not
 *   (`ineligible`), or the pool is used up (`empty`); `closed` when no window is open.
 * - `POST /wps/red-envelope/open` {@link OpenEnvelopeBody} (full member) -> {@link OpenedEnvelope}. Errors: 404
 *   RED_ENVELOPE_NOT_FOUND, 409 RED_ENVELOPE_CLOSED, RED_ENVELOPE_ALREADY_OPENED, RED_ENVELOPE_EMPTY, 403
 *   RED_ENVELOPE_NOT_ELIGIBLE, RED_ENVELOPE_DEPOSIT_REQUIRED (value `{ required }` minor units), 400 VALIDATION.
 * - `GET /wps/red-envelope/opened` (full member) -> {@link OpenedEnvelopes}: the member's envelopes, newest first, the
 *   server seed once the window has ended.
 *
 * Verify (packages/domain/src/redEnvelopeFair.ts): SHA-256 of the seed's bytes equals `serverSeedHash`; the draw
 * under (`serverSeed`, `clientSeed`) in [`minMinor`, `maxMinor`] equals `drawMinor`; `amountMinor` is the smaller
 * of `drawMinor` and `remainingBeforeMinor`.
 */
import { Type, type Static } from 'typebox';
import { Money } from './schemas.ts';

const Digits = Type.String({ pattern: '^[0-9]+$' });

export const RedEnvelopeRound = Type.Object({
  id: Type.String(),
  /** The round's name in the caller's language. */
  name: Type.String(),
  status: Type.Union([
    Type.Literal('open'),
    Type.Literal('opened'),
    Type.Literal('ineligible'),
    Type.Literal('empty'),
    Type.Literal('closed'),
  ]),
  currency: Type.String(),
  min: Money,
  max: Money,
  /** Deposit the member needs today ("0.00": none). */
  depositToday: Money,
  /** The open window (absent when `closed`). */
  window: Type.Optional(
    Type.Object({
      startsAt: Type.String(),
      endsAt: Type.String(),
      pool: Money,
      remaining: Money,
      serverSeedHash: Type.String(),
    }),
  ),
});
export type RedEnvelopeRound = Static<typeof RedEnvelopeRound>;

export const RedEnvelopeRounds = Type.Object({ rounds: Type.Array(RedEnvelopeRound) });
export type RedEnvelopeRounds = Static<typeof RedEnvelopeRounds>;

export const OpenEnvelopeBody = Type.Object({
  roundId: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,39}$' }),
});
export type OpenEnvelopeBody = Static<typeof OpenEnvelopeBody>;

export const OpenedEnvelope = Type.Object({
  roundId: Type.String(),
  name: Type.String(),
  /** 'YYYY-MM-DD' (brand day) of a daily round, 'once' otherwise. */
  period: Type.String(),
  amount: Money,
  currency: Type.String(),
  amountMinor: Digits,
  drawMinor: Digits,
  remainingBeforeMinor: Digits,
  minMinor: Digits,
  maxMinor: Digits,
  /** The draw's client seed: the member's id. Nonce 0. */
  clientSeed: Type.String(),
  serverSeedHash: Type.String(),
  /** Revealed once the window has ended, else null. */
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  openedAt: Type.String(),
  endsAt: Type.String(),
});
export type OpenedEnvelope = Static<typeof OpenedEnvelope>;

export const OpenedEnvelopes = Type.Object({ rows: Type.Array(OpenedEnvelope) });
export type OpenedEnvelopes = Static<typeof OpenedEnvelopes>;
