/**
 * Payments: deposits (member center `depositv2`), withdrawals with the receipt confirmation of spec section 4
 * (member center `withdraw`), the withdraw (payment) password and payout accounts (docs/decisions.md D6, D8), the signed
 * gateway webhook, and the operator API (`/ops/api/...`). Shared by the server (validation, OpenAPI) and the web (types).
 *
 * Money in requests and answers is a decimal string in the brand currency's major unit ("500.00" BDT), never a float.
 * Ids are decimal strings. Times are ISO 8601 UTC.
 *
 * Member calls (all need the session token; trial members get 403 TRIAL_FORBIDDEN, docs/decisions.md D10):
 * - `GET  /wps/payments/deposit/methods` -> {@link DepositMethodsValue}
 * - `POST /wps/payments/deposits` {@link CreateDepositBody} -> {@link Deposit} (status `pending`)
 * - `GET  /wps/payments/deposits?pageNo&pageSize` -> {@link DepositPage}; `GET /wps/payments/deposits/:id` -> {@link Deposit}
 * - `GET  /wps/payments/withdraw/password` -> {@link WithdrawPasswordState}
 * - `PUT  /wps/payments/withdraw/password` {@link SetWithdrawPasswordBody} -> {@link WithdrawPasswordState}
 * - `POST /wps/payments/withdraw/password/verify` {@link VerifyWithdrawPasswordBody} -> `{ valid: true }`
 * - `GET  /wps/payments/payout-accounts` -> {@link PayoutAccount}[]; `POST` {@link BindPayoutAccountBody} -> {@link PayoutAccount}
 * - `POST /wps/payments/payout-accounts/:id/remove` `{ password }` -> `null`
 * - `POST /wps/payments/withdrawals` {@link CreateWithdrawalBody} -> {@link Withdrawal} (status `held`)
 * - `GET  /wps/payments/withdrawals?pageNo&pageSize` -> {@link WithdrawalPage}; `GET .../:id` -> {@link Withdrawal}
 * - `POST /wps/payments/withdrawals/:id/proofs` raw `image/png` | `image/jpeg` body (<= 5 MB) -> {@link Proof}
 * - `POST /wps/payments/withdrawals/:id/receipt` {@link ReceiptBody} -> {@link Withdrawal}
 * - `POST /wps/payments/withdrawals/:id/cancel` -> {@link Withdrawal} (`cancelled`); 409 WITHDRAWAL_NOT_CANCELLABLE
 *   once an operator took it, paid or failed it
 */
import { Type, type Static } from 'typebox';
import { Money } from './schemas.ts';

const Str = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max });
/** A decimal id ("42"). */
export const IdString = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
/** Money as sent by the server: a decimal string in major units, e.g. "500.00". */
export const PayMoney = Money;
/**
 * Money as typed by a member: checked by the server (AMOUNT_INVALID for anything but a positive decimal number,
 * AMOUNT_PRECISION for more decimals than the currency has, AMOUNT_OUT_OF_RANGE outside the limits).
 */
export const AmountInput = Type.String({ maxLength: 40 });
/** Paging query: 1-based page, page size 1..50 (decimal strings: query strings are not coerced). */
export const PayPageQuery = Type.Object({
  pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$' })),
});
export type PayPageQuery = Static<typeof PayPageQuery>;
export const IdParams = Type.Object({ id: IdString });

/** A deposit method of the member's brand, limits and fee in major units. */
export const DepositMethod = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** `manual` (an operator confirms) or `sandbox` (the sandbox gateway confirms by webhook after a short delay). */
  provider: Type.Union([Type.Literal('manual'), Type.Literal('sandbox')]),
  min: PayMoney,
  max: PayMoney,
  /** Kept from each deposit: the member is credited `amount - fee`. */
  fee: PayMoney,
  /**
   * What a payout account of this channel is (brand config; apps/server/src/domain/payments/payoutRules.ts): `mobile` (a
   * mobile-wallet number of `country`), `vpa` (a UPI ID), `bank` (an account number of `accountDigits`, with the IFSC
   * when `ifsc`); absent: a generic account number.
   */
  payoutAccount: Type.Optional(
    Type.Union([
      Type.Object({ type: Type.Literal('mobile'), country: Type.String() }),
      Type.Object({ type: Type.Literal('vpa') }),
      Type.Object({
        type: Type.Literal('bank'),
        ifsc: Type.Optional(Type.Boolean()),
        accountDigits: Type.Optional(Type.Object({ min: Type.Integer(), max: Type.Integer() })),
      }),
    ]),
  ),
});
export type DepositMethod = Static<typeof DepositMethod>;
export const DepositMethodsValue = Type.Object({
  currency: Type.String(),
  /** Decimal places of the currency (ISO 4217 minor unit). */
  exponent: Type.Integer(),
  methods: Type.Array(DepositMethod),
});
export type DepositMethodsValue = Static<typeof DepositMethodsValue>;

export const CreateDepositBody = Type.Object({ methodId: Str(32, 1), amount: AmountInput });
export type CreateDepositBody = Static<typeof CreateDepositBody>;

/** Deposit states: pending -> credited | rejected | expired. */
export const DepositStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('credited'),
  Type.Literal('rejected'),
  Type.Literal('expired'),
]);
export const Deposit = Type.Object({
  id: Type.String(),
  methodId: Type.String(),
  methodName: Type.String(),
  provider: Type.String(),
  currency: Type.String(),
  amount: PayMoney,
  fee: PayMoney,
  /** What the member's cash wallet receives when credited: amount - fee. */
  creditAmount: PayMoney,
  status: DepositStatus,
  /** The gateway's reference (sandbox deposits). */
  reference: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  decidedAt: Type.Optional(Type.String()),
});
export type Deposit = Static<typeof Deposit>;
export const DepositPage = Type.Object({ total: Type.Integer(), rows: Type.Array(Deposit) });
export type DepositPage = Static<typeof DepositPage>;

export const WithdrawPasswordState = Type.Object({
  isSet: Type.Boolean(),
  /** Present while locked after repeated wrong withdraw passwords (ISO). */
  lockedUntil: Type.Optional(Type.String()),
});
export type WithdrawPasswordState = Static<typeof WithdrawPasswordState>;
/**
 * Set or change the withdraw password: the login password always (docs/decisions.md D6), and the current withdraw password
 * when one is set. 6 to 64 characters, different from the login password.
 */
export const SetWithdrawPasswordBody = Type.Object({
  password: Str(128),
  oldWithdrawPassword: Type.Optional(Str(128)),
  newWithdrawPassword: Str(128),
  confirmWithdrawPassword: Str(128),
});
export type SetWithdrawPasswordBody = Static<typeof SetWithdrawPasswordBody>;
export const VerifyWithdrawPasswordBody = Type.Object({ withdrawPassword: Str(128) });
export const ValidValue = Type.Object({ valid: Type.Boolean() });

/** A payout account; the number is shown masked except its last 4 characters. */
export const PayoutAccount = Type.Object({
  id: Type.String(),
  /** One of the brand's payment method ids (bkash, nagad, rocket, bank, ...). */
  channel: Type.String(),
  accountNo: Type.String(),
  holderName: Type.String(),
  /** The bank branch's IFSC, for channels whose rule asks for it (IMPS). */
  ifsc: Type.Optional(Type.String()),
  createdAt: Type.String(),
});
export type PayoutAccount = Static<typeof PayoutAccount>;
export const PayoutAccountList = Type.Array(PayoutAccount);
/**
 * Bind a payout account: needs the login password (docs/decisions.md D6). `accountNo` is checked by the channel's rule
 * (DepositMethod `payoutAccount`): 400 PAYOUT_MOBILE_INVALID, PAYOUT_VPA_INVALID, PAYOUT_ACCOUNT_DIGITS,
 * PAYOUT_IFSC_INVALID (`ifsc` missing or malformed where the rule asks for it), PAYOUT_ACCOUNT_INVALID.
 */
export const BindPayoutAccountBody = Type.Object({
  channel: Str(32, 1),
  accountNo: Str(100, 1),
  holderName: Str(60, 1),
  ifsc: Type.Optional(Str(20)),
  password: Str(128),
});
export type BindPayoutAccountBody = Static<typeof BindPayoutAccountBody>;
export const PasswordBody = Type.Object({ password: Str(128) });

export const CreateWithdrawalBody = Type.Object({
  amount: AmountInput,
  payoutAccountId: Str(20),
  /** Empty or missing -> 400 WITHDRAW_PASSWORD_REQUIRED "Please enter withdraw password" (spec section 8). */
  withdrawPassword: Type.Optional(Str(128)),
});
export type CreateWithdrawalBody = Static<typeof CreateWithdrawalBody>;

/**
 * Withdrawal states (docs/decisions.md D8): held -> paid | failed, or held -> cancelled by the member before an operator
 * takes it (the reserve released).
 */
export const WithdrawalStatus = Type.Union([
  Type.Literal('held'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
]);
/**
 * Receipt confirmation of a paid withdrawal (spec section 4): `awaiting` until the member answers or the brand's
 * minutes pass (`auto_received`: unconfirmed counts as received).
 */
export const ReceiptStatus = Type.Union([
  Type.Literal('awaiting'),
  Type.Literal('received'),
  Type.Literal('not_received'),
  Type.Literal('partly_received'),
  Type.Literal('auto_received'),
]);
export const Withdrawal = Type.Object({
  id: Type.String(),
  currency: Type.String(),
  amount: PayMoney,
  status: WithdrawalStatus,
  /** True while the member may cancel it: held and not yet taken by an operator. */
  cancellable: Type.Boolean(),
  payoutAccount: Type.Object({
    channel: Type.String(),
    accountNo: Type.String(),
    holderName: Type.String(),
    ifsc: Type.Optional(Type.String()),
  }),
  reason: Type.Optional(Type.String()),
  createdAt: Type.String(),
  decidedAt: Type.Optional(Type.String()),
  /** Present once paid. */
  receipt: Type.Optional(
    Type.Object({
      status: ReceiptStatus,
      /** Until when the member may answer (ISO). */
      deadline: Type.String(),
      receivedAmount: Type.Optional(PayMoney),
      remainingAmount: Type.Optional(PayMoney),
      proofCount: Type.Integer(),
      confirmedAt: Type.Optional(Type.String()),
    }),
  ),
  /** Opened by "not received" or "partly received"; resolved by an operator. */
  dispute: Type.Optional(
    Type.Object({
      id: Type.String(),
      status: Type.Union([Type.Literal('open'), Type.Literal('resolved')]),
      outcome: Type.Optional(Type.String()),
    }),
  ),
});
export type Withdrawal = Static<typeof Withdrawal>;
export const WithdrawalPage = Type.Object({ total: Type.Integer(), rows: Type.Array(Withdrawal) });
export type WithdrawalPage = Static<typeof WithdrawalPage>;

export const Proof = Type.Object({
  id: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
});
export type Proof = Static<typeof Proof>;

/**
 * Receipt confirmation (spec section 4): `received`; `not_received` with 1 to 3 proof images uploaded first;
 * `partly_received` with `receivedAmount` and `remainingAmount` adding up to the withdrawal amount (proofs optional).
 */
export const ReceiptBody = Type.Object({
  result: Type.Union([
    Type.Literal('received'),
    Type.Literal('not_received'),
    Type.Literal('partly_received'),
  ]),
  receivedAmount: Type.Optional(AmountInput),
  remainingAmount: Type.Optional(AmountInput),
  proofIds: Type.Optional(Type.Array(IdString, { maxItems: 3 })),
});
export type ReceiptBody = Static<typeof ReceiptBody>;

/**
 * Sandbox gateway webhook body, signed: header `X-Pd-Timestamp` (unix seconds) and `X-Pd-Signature`
 * (`sha256=` + hex HMAC-SHA256 over `<timestamp>.<raw body>`).
 */
export const WebhookBody = Type.Object({
  reference: Str(64, 1),
  orderId: IdString,
  status: Type.Union([Type.Literal('paid'), Type.Literal('failed')]),
  amount: AmountInput,
  currency: Str(8, 1),
});
export type WebhookBody = Static<typeof WebhookBody>;
export const WebhookValue = Type.Object({
  depositId: Type.String(),
  status: DepositStatus,
  /** True when this reference was already processed (a gateway retry): nothing changed. */
  duplicate: Type.Boolean(),
});

// ---- Operator API (/ops/api/...; bearer token of an operator session, or the local bootstrap token) ----

/** An operator's role (docs/decisions.md D21): viewer reads, cashier also moves money, admin also manages operators. */
export const OpsRoleSchema = Type.Union([
  Type.Literal('viewer'),
  Type.Literal('cashier'),
  Type.Literal('admin'),
]);
/** `code`: the 6-digit TOTP code of an enrolled operator (RFC 6238); absent before enrolment. */
export const OpsLoginBody = Type.Object({
  username: Str(64, 1),
  password: Str(128, 1),
  code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
});
/**
 * A session token (shown once). `enrolment` is present when the operator has no TOTP yet: the session then only allows
 * POST /ops/api/session/mfa, and `otpauthUri` (with the secret, shown this once) goes into an authenticator app.
 */
export const OpsLoginValue = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  role: OpsRoleSchema,
  enrolment: Type.Optional(Type.Object({ otpauthUri: Type.String() })),
});
export const OpsMfaBody = Type.Object({ code: Type.String({ pattern: '^[0-9]{6}$' }) });
export const OpsMfaValue = Type.Object({ enrolled: Type.Literal(true) });
export const CreateOperatorBody = Type.Object({
  username: Str(64, 3),
  password: Str(128, 12),
  role: Type.Optional(OpsRoleSchema),
});
export const UpdateOperatorBody = Type.Object({
  role: Type.Optional(OpsRoleSchema),
  disabled: Type.Optional(Type.Boolean()),
});
export const Operator = Type.Object({
  id: Type.String(),
  username: Type.String(),
  role: OpsRoleSchema,
  mfaEnrolled: Type.Boolean(),
  disabled: Type.Boolean(),
  createdAt: Type.String(),
});
export const OperatorList = Type.Object({ rows: Type.Array(Operator) });
/** One operator_audit row: who (`operator:<id>:<name>` or `bootstrap`), what, on which row, state before and after. */
export const OpsAuditRow = Type.Object({
  id: Type.String(),
  actor: Type.String(),
  action: Type.String(),
  target: Type.String(),
  detail: Type.Unknown(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export const OpsAuditPage = Type.Object({ total: Type.Integer(), rows: Type.Array(OpsAuditRow) });
export const OpsListQuery = Type.Object({
  status: Type.Optional(Str(20)),
  brand: Type.Optional(Str(40)),
  pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
});
export type OpsListQuery = Static<typeof OpsListQuery>;
export const OpsReasonBody = Type.Object({
  reason: Type.Optional(Str(200)),
  reference: Type.Optional(Str(64)),
});
export const OpsDeposit = Type.Object({
  ...Deposit.properties,
  brand: Type.String(),
  memberId: Type.String(),
  username: Type.String(),
});
export const OpsDepositPage = Type.Object({ total: Type.Integer(), rows: Type.Array(OpsDeposit) });
export const OpsWithdrawal = Type.Object({
  ...Withdrawal.properties,
  brand: Type.String(),
  memberId: Type.String(),
  username: Type.String(),
  payoutReference: Type.Optional(Type.String()),
  proofIds: Type.Array(Type.String()),
});
export const OpsWithdrawalPage = Type.Object({ total: Type.Integer(), rows: Type.Array(OpsWithdrawal) });
export const OpsDispute = Type.Object({
  id: Type.String(),
  withdrawalId: Type.String(),
  brand: Type.String(),
  memberId: Type.String(),
  username: Type.String(),
  kind: Type.String(),
  currency: Type.String(),
  /** The amount the member says did not arrive. */
  claimedAmount: PayMoney,
  status: Type.String(),
  outcome: Type.Optional(Type.String()),
  note: Type.Optional(Type.String()),
  createdAt: Type.String(),
  resolvedAt: Type.Optional(Type.String()),
});
export const OpsDisputePage = Type.Object({ total: Type.Integer(), rows: Type.Array(OpsDispute) });
/**
 * Resolve a dispute: `refund` returns the claimed amount to the member's cash wallet (ledger transfer from the
 * brand's payouts clearing account), `repaid` records that the operator paid it out again outside the ledger,
 * `rejected` records that the claim was not upheld.
 */
export const ResolveDisputeBody = Type.Object({
  outcome: Type.Union([Type.Literal('refund'), Type.Literal('repaid'), Type.Literal('rejected')]),
  note: Type.Optional(Str(200)),
});

/** GET /ops/api/withdrawals/:id/proofs/:proofId. */
export const ProofParams = Type.Object({ id: IdString, proofId: IdString });
