/**
 * Player protection (docs/decisions.md D19, D26; UKGC RTS 12 and 13, MGA player protection): the member center's
 * limits, time-out and self-exclusion, and the operator's lists and history.
 *
 * - `GET /wps/protection` (session token) -> {@link ProtectionView}: every limit the brand offers with its value (the
 *   member's or the brand default), what the window used and what is left, a pending increase, the block in force and
 *   the brand's choices. Money is a decimal string in the brand currency; the session limit is minutes.
 * - `POST /wps/protection/limits` {@link SetLimitBody} -> {@link SetLimitValue}: a lower value (or a new limit) applies
 *   at once (`applied: true`); a higher one or a removal (`value: null`) is pending, confirmable from `confirmableAt`
 *   (24 h later). Errors: 400 VALIDATION, PROTECTION_NOT_OFFERED, AMOUNT_INVALID, AMOUNT_PRECISION,
 *   AMOUNT_OUT_OF_RANGE (above the brand maximum).
 * - `POST /wps/protection/limits/confirm` {@link LimitKeyBody} -> {@link SetLimitValue}: applies a pending change whose
 *   24 h passed. Errors: 404 PROTECTION_NOTHING_PENDING, 409 PROTECTION_PENDING (value `{ confirmableAt }`).
 * - `POST /wps/protection/timeout` and `/wps/protection/exclusion` {@link BlockBody} -> {@link BlockValue}: takes a
 *   time-out (24h, 7d, 30d) or self-exclusion (6m, 1y, 5y, permanent); the member's sessions end. Not reversible.
 *   Errors: 400 VALIDATION (a length the brand does not offer), 409 PROTECTION_BLOCKED (a longer one is in force).
 * - Login of a blocked member: 403 TIMED_OUT, SELF_EXCLUDED or SELF_EXCLUDED_PERMANENT with value {@link BlockedValue}.
 * - `GET /ops/api/protection?brand&state` (operator, viewer) -> {@link OpsProtectionList}; `GET
 *   /ops/api/protection/:memberId/history` -> {@link ProtectionHistory}; `POST
 *   /ops/api/protection/:memberId/end-exclusion` {@link EndExclusionBody} (admin) -> `{ until }`: ends a permanent
 *   exclusion after the brand's cooling-off. Errors: 404 MEMBER_NOT_FOUND, 409 PROTECTION_NOT_PERMANENT.
 *
 * Served by apps/server/src/domain/protection; called by apps/web/src/features/protection and `npm run ops`.
 */
import { Type, type Static } from 'typebox';
import { Money } from './schemas.ts';

export const LimitKey = Type.Union(
  [
    'deposit:24h',
    'deposit:7d',
    'deposit:30d',
    'loss:24h',
    'loss:7d',
    'loss:30d',
    'wager:24h',
    'wager:7d',
    'wager:30d',
    'session',
  ].map((k) => Type.Literal(k)),
);

const HelpLink = Type.Object({ label: Type.Record(Type.String(), Type.String()), url: Type.String() });

export const ProtectionLimit = Type.Object({
  key: Type.String(),
  kind: Type.Union([
    Type.Literal('deposit'),
    Type.Literal('loss'),
    Type.Literal('wager'),
    Type.Literal('session'),
  ]),
  period: Type.Union([Type.Literal('24h'), Type.Literal('7d'), Type.Literal('30d'), Type.Null()]),
  /** Decimal money, minutes for `session`; null: no limit. */
  value: Type.Union([Type.String(), Type.Null()]),
  isDefault: Type.Boolean(),
  used: Type.Union([Money, Type.Null()]),
  remaining: Type.Union([Money, Type.Null()]),
  pending: Type.Union([
    Type.Object({
      value: Type.Union([Type.String(), Type.Null()]),
      confirmableAt: Type.String(),
      confirmable: Type.Boolean(),
    }),
    Type.Null(),
  ]),
});

const Block = Type.Object({
  kind: Type.Union([Type.Literal('timeout'), Type.Literal('exclusion')]),
  /** ISO end; null: permanent. */
  until: Type.Union([Type.String(), Type.Null()]),
});

export const ProtectionView = Type.Object({
  currency: Type.String(),
  limits: Type.Array(ProtectionLimit),
  block: Type.Union([Block, Type.Null()]),
  timeouts: Type.Array(Type.String()),
  exclusions: Type.Array(Type.String()),
  maximum: Type.Object({ deposit: Money, loss: Money, wager: Money, sessionMinutes: Type.Integer() }),
  helpLinks: Type.Array(HelpLink),
});
export type ProtectionView = Static<typeof ProtectionView>;

export const SetLimitBody = Type.Object({
  key: LimitKey,
  /** Decimal money in the brand currency (minutes for `session`); null removes the limit (after 24 h). */
  value: Type.Union([Type.String({ maxLength: 24 }), Type.Null()]),
});
export const LimitKeyBody = Type.Object({ key: LimitKey });
export const SetLimitValue = Type.Object({
  applied: Type.Boolean(),
  confirmableAt: Type.Optional(Type.String()),
});

export const BlockBody = Type.Object({ length: Type.String({ maxLength: 16 }) });
export const BlockValue = Block;
/** The envelope value of a TIMED_OUT / SELF_EXCLUDED(_PERMANENT) refusal. */
export const BlockedValue = Type.Object({
  kind: Type.Union([Type.Literal('timeout'), Type.Literal('exclusion')]),
  until: Type.Union([Type.String(), Type.Null()]),
  helpLinks: Type.Array(HelpLink),
});
export type BlockedValue = Static<typeof BlockedValue>;

export const OpsProtectionQuery = Type.Object({
  brand: Type.String({ maxLength: 32 }),
  state: Type.Union(['excluded', 'timeout', 'cooling-off', 'limits', 'pending'].map((s) => Type.Literal(s))),
});
export const OpsProtectionList = Type.Object({
  rows: Type.Array(
    Type.Object({
      memberId: Type.String(),
      username: Type.String(),
      block: Type.Union([Type.String(), Type.Null()]),
      until: Type.Union([Type.String(), Type.Null()]),
      limits: Type.Unknown(),
      pending: Type.Unknown(),
      updatedAt: Type.String(),
    }),
  ),
});
export const MemberIdParams = Type.Object({ memberId: Type.String({ pattern: '^[1-9][0-9]{0,18}$' }) });
export const ProtectionHistory = Type.Object({
  rows: Type.Array(
    Type.Object({ at: Type.String(), actor: Type.String(), action: Type.String(), detail: Type.Unknown() }),
  ),
});
export const EndExclusionBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) });
export const EndExclusionValue = Type.Object({ until: Type.String() });
