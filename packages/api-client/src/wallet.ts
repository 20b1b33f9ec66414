/**
 * Wallet calls (spec section 7 "Wallet"; docs/architecture.md "Wallet"): the main wallet and the vendor sub-wallets of transfer-mode vendors,
 * moved by ledger transfers. Money is a decimal string in the brand currency (e.g. "12.50" for 1250 minor units).
 *
 * - `GET|POST /wps/relay/GCS_merchantWallet?isSingle=true|false` -> {@link MerchantWalletValue}: the main wallet, and
 *   unless `isSingle` is true, one entry per transfer-mode vendor of the brand.
 * - `POST /wps/relay/GCS_walletTransfer` {@link WalletTransferBody} -> {@link WalletTransferValue}.
 * Errors: NOT_LOGGED_IN 401, TRIAL_FORBIDDEN 403 (trial funds never move into real wallets: docs/decisions.md D10),
 * AMOUNT_INVALID 400, INSUFFICIENT_BALANCE 400, VENDOR_NOT_TRANSFERABLE 400, IDEMPOTENCY_CONFLICT 409, VALIDATION 400.
 */
import { Type, type Static } from 'typebox';
import { Money } from './schemas.ts';

/** Query of GCS_merchantWallet: `isSingle` "true"/"1" gives the main wallet only. */
export const MerchantWalletQuery = Type.Object({
  isSingle: Type.Optional(
    Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')]),
  ),
});
export type MerchantWalletQuery = Static<typeof MerchantWalletQuery>;

/** A vendor sub-wallet. */
export const VendorWallet = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  balance: Money,
  maintenance: Type.Boolean(),
});
export type VendorWallet = Static<typeof VendorWallet>;

/** The member's wallets in the brand currency; `totalBalance` = main + every sub-wallet listed. */
export const MerchantWalletValue = Type.Object({
  currency: Type.String(),
  mainBalance: Money,
  totalBalance: Money,
  wallets: Type.Array(VendorWallet),
});
export type MerchantWalletValue = Static<typeof MerchantWalletValue>;

/**
 * A transfer between the main wallet and a vendor sub-wallet.
 * - `direction` "in": main -> `vassalage`; "out": `vassalage` -> main.
 * - `amount` (decimal string, > 0, at most the currency's decimals) or `all: true` (the whole source balance: all-in
 *   empties the main wallet into the sub-wallet, all-out the sub-wallet into the main wallet).
 * - `requestId` (optional, 1..64 of [A-Za-z0-9_.:-]): the idempotency key; the same id returns the original result.
 *   One is generated when absent (then a retry is a new transfer). Emptying every sub-wallet is one request per
 *   sub-wallet, each with its own requestId.
 */
export const WalletTransferBody = Type.Object({
  direction: Type.Union([Type.Literal('in'), Type.Literal('out')]),
  vassalage: Type.String({ minLength: 1, maxLength: 32 }),
  amount: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  all: Type.Optional(Type.Boolean()),
  requestId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$' })),
});
export type WalletTransferBody = Static<typeof WalletTransferBody>;

/** The ledger transfer made (or found again, `duplicate`) by a wallet transfer request. */
export const WalletTransferItem = Type.Object({
  id: Type.String(),
  vassalage: Type.String(),
  direction: Type.Union([Type.Literal('in'), Type.Literal('out')]),
  amount: Money,
  duplicate: Type.Boolean(),
});

/** The transfer made (a list of one, for clients that move several at once) and the wallets afterwards. */
export const WalletTransferValue = Type.Object({
  requestId: Type.String(),
  transfers: Type.Array(WalletTransferItem),
  wallet: MerchantWalletValue,
});
export type WalletTransferValue = Static<typeof WalletTransferValue>;
