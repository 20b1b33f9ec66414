/**
 * The member's account record (member center `transactionHistory`, spec 2; docs/architecture.md "Member center"): every ledger
 * transfer touching one of the member's accounts, newest first, from the member's side (ledger `memberTransfers`).
 *
 * - `GET /wps/wallet/transactions?kind&from&to&pageNo&pageSize` (session token; trial members 403 TRIAL_FORBIDDEN)
 *   -> {@link AccountRecordPage}.
 *   `kind`: one filter group of {@link AccountRecordKind} (absent: all); `from` inclusive and `to` exclusive ISO 8601
 *   instants (the web sends midnights of the brand's timezone); `pageNo` from 1, `pageSize` 1..50.
 *   Errors: 400 VALIDATION (bad date, page, kind), 401 NOT_LOGGED_IN.
 * Money is a decimal string in the account's currency, signed from the member's side ("-500.00" left the account).
 * A move between the main wallet and a vendor sub-wallet is one transfer seen from both sides: two rows, one id.
 *
 * Served by apps/server/src/http/routes/wallet.ts; called by the web (apps/web/src/features/wallet).
 */
import { MEMBER_ACCOUNT_KINDS, TRANSFER_KIND_GROUPS } from '@playdeck/domain/ledger';
import { Type, type Static } from 'typebox';
import { literalUnion } from './literals.ts';
import { Money } from './schemas.ts';

/** A filter group of the account record, by ledger transfer kind (@playdeck/domain TRANSFER_KIND_GROUPS). */
export const AccountRecordKind = literalUnion(TRANSFER_KIND_GROUPS);
export type AccountRecordKind = Static<typeof AccountRecordKind>;

export const AccountRecordQuery = Type.Object({
  kind: Type.Optional(AccountRecordKind),
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$' })),
});
export type AccountRecordQuery = Static<typeof AccountRecordQuery>;

/** One line of the account record. */
export const AccountRecordRow = Type.Object({
  /** Ledger transfer id (decimal string). */
  id: Type.String(),
  /** Ledger transfer kind (@playdeck/domain TRANSFER_KINDS): deposit, withdraw.hold, wallet.transfer, bet, win, ... */
  kind: Type.String(),
  /** Signed from the member's side. */
  amount: Money,
  currency: Type.String(),
  /** The member's account on this side: main wallet (`cash`), trial funds, points or a vendor sub-wallet. */
  accountKind: literalUnion(MEMBER_ACCOUNT_KINDS),
  /** Vendor code (`vassalage`) of a sub-wallet row. */
  vendor: Type.Optional(Type.String()),
  /** Balance of that account right after the transfer. */
  balanceAfter: Type.Optional(Money),
  /** ISO 8601 UTC. */
  createdAt: Type.String(),
});
export type AccountRecordRow = Static<typeof AccountRecordRow>;

export const AccountRecordPage = Type.Object({
  total: Type.Integer(),
  rows: Type.Array(AccountRecordRow),
});
export type AccountRecordPage = Static<typeof AccountRecordPage>;
