/**
 * Wallet and payment calls of the member center (docs/architecture.md "Member center"; shapes in @playdeck/api-client/wallet, /payments and
 * /accountRecord): one SWR hook per query with keys from the shared factory (shared/api/keys.ts), and mutation hooks
 * that revalidate exactly what they changed (the header balance, the wallets, the lists, the account record).
 * Money in and out is a decimal string in the brand currency's major unit; never a float.
 */
import { routePath } from '@playdeck/api-client/route';
import { payments } from '@playdeck/api-client/routes/payments';
import { wallet } from '@playdeck/api-client/routes/wallet';
import useSWR, { useSWRConfig } from 'swr';
import type { AccountRecordKind, AccountRecordPage } from '@playdeck/api-client/accountRecord';
import type {
  BindPayoutAccountBody,
  CreateWithdrawalBody,
  Deposit,
  DepositMethodsValue,
  DepositPage,
  PayoutAccount,
  Proof,
  ReceiptBody,
  SetWithdrawPasswordBody,
  WithdrawalPage,
  WithdrawPasswordState,
} from '@playdeck/api-client/payments';
import type { MerchantWalletValue, WalletTransferBody } from '@playdeck/api-client/wallet';
import { apiFetch, swrFetcher } from '../../shared/api/client';
import { uploadFile } from '../../shared/api/upload';
import { queryKeys } from '../../shared/api/keys';

/** Rows per page of the deposit, withdrawal and account record lists. */
export const WALLET_PAGE_SIZE = 10;

/** How often a pending deposit is polled for its result (the sandbox gateway answers within seconds), ms. */
export const DEPOSIT_POLL_MS = 1500;

/** How often the withdrawal list is reloaded while a withdrawal is held (an operator decides it), ms. */
export const WITHDRAWAL_POLL_MS = 10_000;

const keyPath = (key: unknown): string | undefined =>
  typeof key === 'string' ? key : Array.isArray(key) && typeof key[0] === 'string' ? key[0] : undefined;

/** SWR key matchers for the lists a money movement changes. */
const startsWith = (prefix: string) => (key: unknown) => keyPath(key)?.startsWith(prefix) ?? false;
const isAccountRecordKey = startsWith(queryKeys.accountRecord({ pageNo: 1, pageSize: 1 })[0]);
const isDepositsKey = startsWith(payments.deposits.path);
const isWithdrawalsKey = startsWith(payments.withdrawals.path);

/** Revalidates everything a ledger transfer of the member may have changed. */
function useRefreshMoney() {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([
      mutate(queryKeys.balance()),
      mutate(queryKeys.merchantWallet()),
      mutate(isAccountRecordKey),
    ]).then(() => undefined);
}

// ---- transferFund ----

/** The main wallet and the vendor sub-wallets (`GCS_merchantWallet`, isSingle false). */
export function useMerchantWallet() {
  return useSWR<MerchantWalletValue>(queryKeys.merchantWallet(), swrFetcher);
}

/**
 * Moves money between the main wallet and a vendor sub-wallet (`GCS_walletTransfer`): `direction` in = main ->
 * vendor, out = vendor -> main; `amount` or `all: true`. A fresh `requestId` per submit is the idempotency key, so a
 * retried network call cannot move the money twice. Updates the wallets from the answer and refreshes the header
 * balance and the account record.
 * @throws ApiError AMOUNT_INVALID, INSUFFICIENT_BALANCE, VENDOR_NOT_TRANSFERABLE, TRIAL_FORBIDDEN, NETWORK
 */
export function useWalletTransfer() {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshMoney();
  return async (body: Omit<WalletTransferBody, 'requestId'>, requestId: string) => {
    const value = await apiFetch(wallet.transfer, {
      body: { ...body, requestId },
    });
    await mutate(queryKeys.merchantWallet(), value.wallet, { revalidate: false });
    await refresh();
    return value;
  };
}

// ---- depositv2 ----

/** The brand's deposit methods with min, max and fee. */
export function useDepositMethods() {
  return useSWR<DepositMethodsValue>(queryKeys.depositMethods(), swrFetcher);
}

/** One deposit; polled every {@link DEPOSIT_POLL_MS} while pending. `id` null: nothing. */
export function useDeposit(id: string | null) {
  return useSWR<Deposit>(id ? queryKeys.deposit(id) : null, swrFetcher, {
    refreshInterval: (d) => (d && d.status !== 'pending' ? 0 : DEPOSIT_POLL_MS),
  });
}

/** A page of the member's deposits, newest first. */
export function useDeposits(pageNo: number) {
  return useSWR<DepositPage>(queryKeys.deposits(pageNo, WALLET_PAGE_SIZE), swrFetcher);
}

/**
 * Creates a deposit (`pending`; the sandbox gateway or an operator decides it later).
 * @throws ApiError PAYMENT_METHOD_UNAVAILABLE, AMOUNT_INVALID, AMOUNT_PRECISION, AMOUNT_OUT_OF_RANGE
 */
export function useCreateDeposit() {
  const { mutate } = useSWRConfig();
  return async (methodId: string, amount: string) => {
    const d = await apiFetch(payments.createDeposit, {
      body: { methodId, amount },
    });
    await mutate(queryKeys.deposit(d.id), d, { revalidate: false });
    await mutate(isDepositsKey);
    return d;
  };
}

/** Refreshes the money views once a deposit has been credited. */
export function useDepositSettled() {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshMoney();
  return () => Promise.all([refresh(), mutate(isDepositsKey)]).then(() => undefined);
}

// ---- withdraw ----

/** Whether the member has a withdraw password (and a lock after wrong ones). */
export function useWithdrawPassword() {
  return useSWR<WithdrawPasswordState>(queryKeys.withdrawPassword(), swrFetcher);
}

/**
 * Sets (or changes) the withdraw password; needs the login password (docs/decisions.md D6).
 * @throws ApiError PASSWORD_INCORRECT, WITHDRAW_PASSWORD_FORMAT, CONFIRM_PASSWORD, WITHDRAW_PASSWORD_INCORRECT
 */
export function useSetWithdrawPassword() {
  const { mutate } = useSWRConfig();
  return async (body: SetWithdrawPasswordBody) => {
    const v = await apiFetch(payments.setWithdrawPassword, { body });
    await mutate(queryKeys.withdrawPassword(), v, { revalidate: false });
    return v;
  };
}

/** The member's payout accounts (numbers masked but the last 4). */
export function usePayoutAccounts() {
  return useSWR<PayoutAccount[]>(queryKeys.payoutAccounts(), swrFetcher);
}

/**
 * Binds a payout account; needs the login password (docs/decisions.md D6).
 * @throws ApiError PASSWORD_INCORRECT, PAYOUT_ACCOUNT_INVALID, PAYOUT_ACCOUNT_LIMIT
 */
export function useBindPayoutAccount() {
  const { mutate } = useSWRConfig();
  return async (body: BindPayoutAccountBody) => {
    const a = await apiFetch(payments.bindPayoutAccount, { body });
    await mutate(queryKeys.payoutAccounts());
    return a;
  };
}

/** A page of the member's withdrawals, newest first. */
export function useWithdrawals(pageNo: number) {
  return useSWR<WithdrawalPage>(queryKeys.withdrawals(pageNo, WALLET_PAGE_SIZE), swrFetcher, {
    // An operator pays or fails a held withdrawal at any moment: look again while one is held.
    refreshInterval: (d) => (d?.rows.some((w) => w.status === 'held') ? WITHDRAWAL_POLL_MS : 0),
  });
}

/**
 * Requests a withdrawal: the amount is held at once (docs/decisions.md D8).
 * @throws ApiError WITHDRAW_PASSWORD_REQUIRED ('Please enter withdraw password', spec 8), WITHDRAW_PASSWORD_INCORRECT,
 *   WITHDRAW_PASSWORD_LOCKED, INSUFFICIENT_BALANCE, AMOUNT_OUT_OF_RANGE, PAYOUT_ACCOUNT_NOT_FOUND
 */
export function useCreateWithdrawal() {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshMoney();
  return async (body: CreateWithdrawalBody) => {
    const w = await apiFetch(payments.createWithdrawal, { body });
    await Promise.all([mutate(isWithdrawalsKey), refresh()]);
    return w;
  };
}

/**
 * Cancels a held withdrawal no operator has taken yet (docs/decisions.md D8); the reserve returns to the wallet (the header
 * balance follows through the live stream; the list and balance are refreshed here too).
 * @throws ApiError WITHDRAWAL_NOT_CANCELLABLE (an operator took it, or it was paid or failed meanwhile),
 *   WITHDRAWAL_NOT_FOUND
 */
export function useCancelWithdrawal() {
  const { mutate } = useSWRConfig();
  const refresh = useRefreshMoney();
  return async (withdrawalId: string) => {
    try {
      return await apiFetch(payments.cancelWithdrawal, { params: { id: withdrawalId }, body: {} });
    } finally {
      await Promise.all([mutate(isWithdrawalsKey), refresh()]);
    }
  };
}

/**
 * Uploads one proof image (the raw png or jpg bytes; the server checks the type and the 5 MB limit again).
 * @throws ApiError PROOF_NOT_IMAGE, PROOF_UNREADABLE, PROOF_TOO_MANY_PIXELS, BODY_TOO_LARGE, PROOF_LIMIT,
 *   RECEIPT_NOT_OPEN, NETWORK
 */
export const uploadProof = (withdrawalId: string, file: Blob): Promise<Proof> =>
  uploadFile<Proof>(routePath(payments.uploadProof, { id: withdrawalId }), payments.uploadProof.method, file);

/**
 * Records the receipt confirmation of a paid withdrawal (spec 4; docs/decisions.md D8).
 * @throws ApiError RECEIPT_NOT_OPEN, RECEIPT_AMOUNTS, RECEIPT_PROOF_REQUIRED
 */
export function useConfirmReceipt() {
  const { mutate } = useSWRConfig();
  return async (withdrawalId: string, body: ReceiptBody) => {
    const w = await apiFetch(payments.withdrawalReceipt, { params: { id: withdrawalId }, body });
    await mutate(isWithdrawalsKey);
    return w;
  };
}

// ---- transactionHistory ----

/** Filters of the account record: kind group and a [from, to) range of ISO instants. */
export interface AccountRecordFilter {
  kind?: AccountRecordKind;
  from?: string;
  to?: string;
}

/** A page of the account record (every ledger transfer of the member, newest first). */
export function useAccountRecord(filter: AccountRecordFilter, pageNo: number) {
  return useSWR<AccountRecordPage>(
    queryKeys.accountRecord({ ...filter, pageNo, pageSize: WALLET_PAGE_SIZE }),
    swrFetcher,
  );
}
