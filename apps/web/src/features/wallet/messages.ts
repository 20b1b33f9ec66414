/** Texts of the wallet pages (member center transferFund, depositv2, withdraw, transactionHistory). */
import { defineMessages } from 'react-intl';

/** Shared texts: states, amounts, lists. */
export const walletMessages = defineMessages({
  refresh: {
    id: 'app.wallet.refresh',
    defaultMessage: 'Refresh',
    description: 'Wallet pages: button that reloads balances or a list',
  },
  amount: {
    id: 'app.wallet.amount',
    defaultMessage: 'Amount',
    description: 'Wallet pages: amount field label',
  },
  amountRequired: {
    id: 'app.wallet.amount.required',
    defaultMessage: 'Please enter an amount',
    description: 'Amount field error: empty',
  },
  amountInvalid: {
    id: 'app.wallet.amount.invalid',
    defaultMessage: 'Enter an amount above zero, digits only',
    description: 'Amount field error: not a positive number',
  },
  pager: {
    id: 'app.wallet.pager',
    defaultMessage: 'Pages',
    description: 'Wallet lists: name of the page selector',
  },
});

/** Messages of walletMessages with ICU arguments (typed values). */
export const walletValues = defineMessages<{
  amountPrecision: { decimals: number };
  amountMin: { min: string };
  amountMax: { max: string };
}>({
  amountPrecision: {
    id: 'app.wallet.amount.precision',
    defaultMessage: 'Use at most {decimals, plural, one {# decimal place} other {# decimal places}}',
    description: 'Amount field error: too many decimals. decimals: the currency decimal places',
  },
  amountMin: {
    id: 'app.wallet.amount.min',
    defaultMessage: 'The minimum is {min}',
    description: 'Amount field error: below the minimum. min: formatted money',
  },
  amountMax: {
    id: 'app.wallet.amount.max',
    defaultMessage: 'The maximum is {max}',
    description: 'Amount field error: above the maximum. max: formatted money',
  },
});

/** transferFund: balances per wallet and transfers between the main wallet and vendor sub-wallets. */
export const transferMessages = defineMessages({
  total: {
    id: 'app.wallet.transfer.total',
    defaultMessage: 'Total balance',
    description: 'Wallet page: sum of the main wallet and every game wallet',
  },
  main: {
    id: 'app.wallet.transfer.main',
    defaultMessage: 'Main wallet',
    description: 'Wallet page: the main (cash) wallet',
  },
  balances: {
    id: 'app.wallet.transfer.balances',
    defaultMessage: 'Wallet balances',
    description: 'Wallet page: name of the list of wallets and their balances',
  },
  gameWallets: {
    id: 'app.wallet.transfer.gameWallets',
    defaultMessage: 'Game wallets',
    description: 'Wallet page: heading of the list of vendor sub-wallets',
  },
  maintenance: {
    id: 'app.wallet.transfer.maintenance',
    defaultMessage: 'Under maintenance',
    description: 'Wallet page: a game wallet whose vendor is in maintenance',
  },
  direction: {
    id: 'app.wallet.transfer.direction',
    defaultMessage: 'Transfer direction',
    description: 'Wallet page: name of the in/out tabs',
  },
  in: {
    id: 'app.wallet.transfer.in',
    defaultMessage: 'Transfer in',
    description: 'Wallet page tab: from the main wallet into a game wallet',
  },
  out: {
    id: 'app.wallet.transfer.out',
    defaultMessage: 'Transfer out',
    description: 'Wallet page tab: from a game wallet back to the main wallet',
  },
  inHint: {
    id: 'app.wallet.transfer.inHint',
    defaultMessage: 'From the main wallet into the game wallet',
    description: 'Wallet page: explains Transfer in',
  },
  outHint: {
    id: 'app.wallet.transfer.outHint',
    defaultMessage: 'From the game wallet back to the main wallet',
    description: 'Wallet page: explains Transfer out',
  },
  vendor: {
    id: 'app.wallet.transfer.vendor',
    defaultMessage: 'Game wallet',
    description: 'Wallet page: select of the vendor sub-wallet',
  },
  submit: {
    id: 'app.wallet.transfer.submit',
    defaultMessage: 'Transfer',
    description: 'Wallet page: button that moves the typed amount',
  },
  allIn: {
    id: 'app.wallet.transfer.allIn',
    defaultMessage: 'All in',
    description: 'Wallet page: button that moves the whole main wallet into the game wallet',
  },
  allOut: {
    id: 'app.wallet.transfer.allOut',
    defaultMessage: 'All out',
    description: 'Wallet page: button that moves the whole game wallet back to the main wallet',
  },
  noVendors: {
    id: 'app.wallet.transfer.noVendors',
    defaultMessage: 'This site has no separate game wallets: games use the main wallet.',
    description: 'Wallet page: the brand has no transfer-mode vendors',
  },
});

/** Messages of transferMessages with ICU arguments (typed values). */
export const transferValues = defineMessages<{
  done: { amount: string };
}>({
  done: {
    id: 'app.wallet.transfer.done',
    defaultMessage: 'Transferred {amount}',
    description: 'Wallet page: toast after a transfer. amount: formatted money',
  },
});

/** depositv2. */
export const depositMessages = defineMessages({
  method: {
    id: 'app.wallet.deposit.method',
    defaultMessage: 'Payment method',
    description: 'Deposit page: select of the deposit method',
  },
  noFee: {
    id: 'app.wallet.deposit.noFee',
    defaultMessage: 'No fee',
    description: 'Deposit page: the method keeps no fee',
  },
  submit: {
    id: 'app.wallet.deposit.submit',
    defaultMessage: 'Deposit',
    description: 'Deposit page: submit button',
  },
  noMethods: {
    id: 'app.wallet.deposit.noMethods',
    defaultMessage: 'No deposit method is available right now',
    description: 'Deposit page: the brand has no enabled method',
  },
  pendingTitle: {
    id: 'app.wallet.deposit.pendingTitle',
    defaultMessage: 'Waiting for the payment',
    description: 'Deposit page: a deposit was created and is pending',
  },
  credited: {
    id: 'app.wallet.deposit.credited',
    defaultMessage: 'Deposit credited',
    description: 'Deposit page: result title, money added',
  },
  rejected: {
    id: 'app.wallet.deposit.rejected',
    defaultMessage: 'Deposit rejected',
    description: 'Deposit page: result title, the payment was refused',
  },
  expired: {
    id: 'app.wallet.deposit.expired',
    defaultMessage: 'Deposit expired',
    description: 'Deposit page: result title, no payment arrived in time',
  },
  again: {
    id: 'app.wallet.deposit.again',
    defaultMessage: 'New deposit',
    description: 'Deposit page: button that starts another deposit',
  },
  recent: {
    id: 'app.wallet.deposit.recent',
    defaultMessage: 'Recent deposits',
    description: 'Deposit page: heading of the deposit list',
  },
  none: {
    id: 'app.wallet.deposit.none',
    defaultMessage: 'No deposits yet',
    description: 'Deposit page: the member has no deposits',
  },
  status_pending: {
    id: 'app.wallet.deposit.status.pending',
    defaultMessage: 'Pending',
    description: 'Deposit state',
  },
  status_credited: {
    id: 'app.wallet.deposit.status.credited',
    defaultMessage: 'Credited',
    description: 'Deposit state',
  },
  status_rejected: {
    id: 'app.wallet.deposit.status.rejected',
    defaultMessage: 'Rejected',
    description: 'Deposit state',
  },
  status_expired: {
    id: 'app.wallet.deposit.status.expired',
    defaultMessage: 'Expired',
    description: 'Deposit state',
  },
});

/** Messages of depositMessages with ICU arguments (typed values). */
export const depositValues = defineMessages<{
  limits: { min: string; max: string };
  fee: { fee: string };
  youReceive: { amount: string };
  pendingGateway: { method: string; amount: string };
  pendingManual: { method: string; amount: string };
  reference: { reference: string };
  creditedInfo: { amount: string };
}>({
  limits: {
    id: 'app.wallet.deposit.limits',
    defaultMessage: 'From {min} to {max}',
    description: 'Deposit page: amount limits of the method. min, max: formatted money',
  },
  fee: {
    id: 'app.wallet.deposit.fee',
    defaultMessage: 'Fee: {fee}',
    description: 'Deposit page: fee kept from each deposit. fee: formatted money',
  },
  youReceive: {
    id: 'app.wallet.deposit.youReceive',
    defaultMessage: 'Your wallet receives {amount}',
    description: 'Deposit page: amount minus fee. amount: formatted money',
  },
  pendingGateway: {
    id: 'app.wallet.deposit.pendingGateway',
    defaultMessage: 'Your wallet is credited as soon as {method} confirms the payment of {amount}.',
    description:
      'Deposit page: pending deposit through a gateway. method: method name; amount: formatted money',
  },
  pendingManual: {
    id: 'app.wallet.deposit.pendingManual',
    defaultMessage:
      'Send {amount} with {method}. Your wallet is credited once our team confirms the payment.',
    description: 'Deposit page: pending manual deposit. method: method name; amount: formatted money',
  },
  reference: {
    id: 'app.wallet.deposit.reference',
    defaultMessage: 'Reference: {reference}',
    description: 'Deposit page: the payment reference of the deposit',
  },
  creditedInfo: {
    id: 'app.wallet.deposit.creditedInfo',
    defaultMessage: '{amount} was added to your main wallet.',
    description: 'Deposit page: result text. amount: formatted money credited',
  },
});

/** withdraw: withdraw password, payout accounts, requests and the receipt confirmation (spec 4, docs/decisions.md D6, D8). */
export const withdrawMessages = defineMessages({
  setPasswordTitle: {
    id: 'app.wallet.withdraw.setPasswordTitle',
    defaultMessage: 'Set a withdraw password first',
    description: 'Withdraw page: heading when the member has no withdraw password',
  },
  setPasswordInfo: {
    id: 'app.wallet.withdraw.setPasswordInfo',
    defaultMessage: 'You enter it with every withdrawal. It must differ from your login password.',
    description: 'Withdraw page: explains the withdraw password',
  },
  loginPassword: {
    id: 'app.wallet.withdraw.loginPassword',
    defaultMessage: 'Login password',
    description:
      'Withdraw page: field for the login password (needed to set a withdraw password or bind an account)',
  },
  newWithdrawPassword: {
    id: 'app.wallet.withdraw.newWithdrawPassword',
    defaultMessage: 'New withdraw password',
    description: 'Withdraw page: new withdraw password field',
  },
  confirmWithdrawPassword: {
    id: 'app.wallet.withdraw.confirmWithdrawPassword',
    defaultMessage: 'Confirm withdraw password',
    description: 'Withdraw page: repeat of the new withdraw password',
  },
  passwordLength: {
    id: 'app.wallet.withdraw.passwordLength',
    defaultMessage: '6 to 64 characters',
    description: 'Withdraw page: rule of the withdraw password',
  },
  passwordMismatch: {
    id: 'app.wallet.withdraw.passwordMismatch',
    defaultMessage: 'Incorrect confirmation input',
    description: 'Withdraw page: the two withdraw passwords differ (spec 5 wording)',
  },
  inputRequired: {
    id: 'app.wallet.withdraw.inputRequired',
    defaultMessage: 'Input cannot be empty',
    description: 'Withdraw page: a required field is empty (spec 5 wording)',
  },
  savePassword: {
    id: 'app.wallet.withdraw.savePassword',
    defaultMessage: 'Save withdraw password',
    description: 'Withdraw page: submit of the withdraw password form',
  },
  passwordSaved: {
    id: 'app.wallet.withdraw.passwordSaved',
    defaultMessage: 'Withdraw password saved',
    description: 'Withdraw page: toast after setting the withdraw password',
  },
  bindTitle: {
    id: 'app.wallet.withdraw.bindTitle',
    defaultMessage: 'Add a payout account',
    description: 'Withdraw page: heading of the payout account form',
  },
  bindInfo: {
    id: 'app.wallet.withdraw.bindInfo',
    defaultMessage: 'Withdrawals are paid to this account. Confirm with your login password.',
    description: 'Withdraw page: explains binding a payout account (docs/decisions.md D6)',
  },
  channel: {
    id: 'app.wallet.withdraw.channel',
    defaultMessage: 'Payout channel',
    description: 'Withdraw page: select of the payout channel (bKash, Nagad, bank ...)',
  },
  accountNo: {
    id: 'app.wallet.withdraw.accountNo',
    defaultMessage: 'Account number',
    description: 'Withdraw page: payout account number field',
  },
  holderName: {
    id: 'app.wallet.withdraw.holderName',
    defaultMessage: 'Account holder name',
    description: 'Withdraw page: payout account holder field',
  },
  bindSubmit: {
    id: 'app.wallet.withdraw.bindSubmit',
    defaultMessage: 'Add account',
    description: 'Withdraw page: submit of the payout account form',
  },
  bindDone: {
    id: 'app.wallet.withdraw.bindDone',
    defaultMessage: 'Payout account added',
    description: 'Withdraw page: toast after binding a payout account',
  },
  addAnother: {
    id: 'app.wallet.withdraw.addAnother',
    defaultMessage: 'Add another account',
    description: 'Withdraw page: opens the payout account form when one exists',
  },
  cancel: {
    id: 'app.wallet.withdraw.cancel',
    defaultMessage: 'Cancel',
    description: 'Withdraw page: closes a form without saving',
  },
  requestTitle: {
    id: 'app.wallet.withdraw.requestTitle',
    defaultMessage: 'Request a withdrawal',
    description: 'Withdraw page: heading of the request form',
  },
  payTo: {
    id: 'app.wallet.withdraw.payTo',
    defaultMessage: 'Pay to',
    description: 'Withdraw page: select of the payout account',
  },
  withdrawPassword: {
    id: 'app.wallet.withdraw.withdrawPassword',
    defaultMessage: 'Withdraw password',
    description: 'Withdraw page: withdraw password field of the request',
  },
  withdrawPasswordRequired: {
    id: 'app.wallet.withdraw.withdrawPasswordRequired',
    defaultMessage: 'Please enter withdraw password',
    description: 'Withdraw page: the withdraw password is empty (spec 8 wording)',
  },
  submit: {
    id: 'app.wallet.withdraw.submit',
    defaultMessage: 'Withdraw',
    description: 'Withdraw page: submit of the request form',
  },
  listTitle: {
    id: 'app.wallet.withdraw.listTitle',
    defaultMessage: 'Withdrawal requests',
    description: 'Withdraw page: heading of the request list',
  },
  none: {
    id: 'app.wallet.withdraw.none',
    defaultMessage: 'No withdrawals yet',
    description: 'Withdraw page: the member has no withdrawals',
  },
  status_held: {
    id: 'app.wallet.withdraw.status.held',
    defaultMessage: 'Processing',
    description: 'Withdrawal state: requested, amount held',
  },
  status_paid: {
    id: 'app.wallet.withdraw.status.paid',
    defaultMessage: 'Paid',
    description: 'Withdrawal state',
  },
  status_failed: {
    id: 'app.wallet.withdraw.status.failed',
    defaultMessage: 'Failed, amount returned',
    description: 'Withdrawal state: failed, the hold was released',
  },
  status_cancelled: {
    id: 'app.wallet.withdraw.status.cancelled',
    defaultMessage: 'Cancelled, amount returned',
    description: 'Withdrawal state: cancelled by the member before processing, the hold was released',
  },
  cancelWithdrawal: {
    id: 'app.wallet.withdraw.cancelRequest',
    defaultMessage: 'Cancel withdrawal',
    description:
      'Withdraw page: button on a withdrawal not yet taken by an operator; returns the held amount',
  },
  cancelled: {
    id: 'app.wallet.withdraw.cancelled',
    defaultMessage: 'Withdrawal cancelled, the amount is back in your wallet',
    description: 'Toast after the member cancelled a withdrawal',
  },
  accountMobile: {
    id: 'app.wallet.withdraw.accountMobile',
    defaultMessage: 'Wallet mobile number',
    description: 'Withdraw page: payout account field for a mobile wallet channel (bKash, Nagad, Rocket)',
  },
  accountVpa: {
    id: 'app.wallet.withdraw.accountVpa',
    defaultMessage: 'UPI ID (name@bank)',
    description: 'Withdraw page: payout account field for UPI (a virtual payment address)',
  },
  ifsc: {
    id: 'app.wallet.withdraw.ifsc',
    defaultMessage: 'IFSC',
    description: 'Withdraw page: Indian bank branch code field (IMPS payout accounts)',
  },
  receipt_awaiting: {
    id: 'app.wallet.withdraw.receipt.awaiting',
    defaultMessage: 'Please confirm receipt',
    description: 'Withdrawal receipt state: waiting for the member',
  },
  receipt_received: {
    id: 'app.wallet.withdraw.receipt.received',
    defaultMessage: 'Received',
    description: 'Withdrawal receipt state',
  },
  receipt_not_received: {
    id: 'app.wallet.withdraw.receipt.notReceived',
    defaultMessage: 'Not received',
    description: 'Withdrawal receipt state',
  },
  receipt_partly_received: {
    id: 'app.wallet.withdraw.receipt.partlyReceived',
    defaultMessage: 'Partly received',
    description: 'Withdrawal receipt state',
  },
  receipt_auto_received: {
    id: 'app.wallet.withdraw.receipt.autoReceived',
    defaultMessage: 'Counted as received',
    description: 'Withdrawal receipt state: not confirmed in time (spec 4)',
  },
  dispute_open: {
    id: 'app.wallet.withdraw.dispute.open',
    defaultMessage: 'Our team is checking this payment',
    description: 'Withdrawal list: an open dispute',
  },
  dispute_resolved: {
    id: 'app.wallet.withdraw.dispute.resolved',
    defaultMessage: 'Checked by our team',
    description: 'Withdrawal list: a resolved dispute',
  },
  confirmReceipt: {
    id: 'app.wallet.withdraw.confirmReceipt',
    defaultMessage: 'Confirm receipt',
    description: 'Withdrawal list: opens the receipt confirmation',
  },
  result: {
    id: 'app.wallet.withdraw.result',
    defaultMessage: 'Your answer',
    description: 'Receipt dialog: name of the answer group',
  },
  received: {
    id: 'app.wallet.withdraw.received',
    defaultMessage: 'Received',
    description: 'Receipt dialog answer',
  },
  notReceived: {
    id: 'app.wallet.withdraw.notReceived',
    defaultMessage: 'Not received',
    description: 'Receipt dialog answer',
  },
  partlyReceived: {
    id: 'app.wallet.withdraw.partlyReceived',
    defaultMessage: 'Partly received',
    description: 'Receipt dialog answer',
  },
  receivedAmount: {
    id: 'app.wallet.withdraw.receivedAmount',
    defaultMessage: 'Amount received',
    description: 'Receipt dialog: field of the amount that arrived',
  },
  proofs: {
    id: 'app.wallet.withdraw.proofs',
    defaultMessage: 'Proof images',
    description: 'Receipt dialog: file picker of proof images',
  },
  proofHint: {
    id: 'app.wallet.withdraw.proofHint',
    defaultMessage: 'PNG or JPG, at most 5 MB each, at most 3 images',
    description: 'Receipt dialog: rule of the proof images (spec 5, 9)',
  },
  proofRequired: {
    id: 'app.wallet.withdraw.proofRequired',
    defaultMessage: 'Add at least one proof image',
    description: 'Receipt dialog: Not received needs a proof image',
  },
  proofCount: {
    id: 'app.wallet.withdraw.proofCount',
    defaultMessage: 'At most 3 images',
    description: 'Receipt dialog: too many files picked',
  },
  sendReceipt: {
    id: 'app.wallet.withdraw.sendReceipt',
    defaultMessage: 'Send',
    description: 'Receipt dialog: submit',
  },
  receiptSaved: {
    id: 'app.wallet.withdraw.receiptSaved',
    defaultMessage: 'Thank you, your answer was recorded',
    description: 'Receipt dialog: toast after confirming',
  },
});

/** Messages of withdrawMessages with ICU arguments (typed values). */
export const withdrawValues = defineMessages<{
  available: { amount: string };
  requested: { amount: string };
  partlyDetail: { received: string; remaining: string };
  receiptTitle: { amount: string };
  receiptDeadline: { time: string };
  remaining: { amount: string };
  receivedTooMuch: { amount: string };
  proofType: { name: string };
  proofSize: { name: string };
  removeProof: { name: string };
}>({
  available: {
    id: 'app.wallet.withdraw.available',
    defaultMessage: 'Available: {amount}',
    description: 'Withdraw page: main wallet balance. amount: formatted money',
  },
  requested: {
    id: 'app.wallet.withdraw.requested',
    defaultMessage: 'Withdrawal of {amount} requested. The amount is held until it is paid.',
    description: 'Withdraw page: toast after a request. amount: formatted money',
  },
  partlyDetail: {
    id: 'app.wallet.withdraw.partlyDetail',
    defaultMessage: 'Received {received}, remaining {remaining}',
    description:
      'Withdrawal list: amounts of a partly received withdrawal. received, remaining: formatted money',
  },
  receiptTitle: {
    id: 'app.wallet.withdraw.receiptTitle',
    defaultMessage: 'Did you receive {amount}?',
    description: 'Receipt dialog title. amount: formatted money of the withdrawal',
  },
  receiptDeadline: {
    id: 'app.wallet.withdraw.receiptDeadline',
    defaultMessage: 'Unconfirmed by {time} counts as received.',
    description: 'Receipt dialog: the deadline (spec 4). time: date and time in the brand timezone',
  },
  remaining: {
    id: 'app.wallet.withdraw.remaining',
    defaultMessage: 'Remaining: {amount}',
    description: 'Receipt dialog: withdrawal amount minus the amount received. amount: formatted money',
  },
  receivedTooMuch: {
    id: 'app.wallet.withdraw.receivedTooMuch',
    defaultMessage: 'Enter less than {amount}',
    description:
      'Receipt dialog: partly received amount must be below the withdrawal. amount: formatted money',
  },
  proofType: {
    id: 'app.wallet.withdraw.proofType',
    defaultMessage: '{name} is not a PNG or JPG image',
    description: 'Receipt dialog: a picked file is not png/jpg. name: file name',
  },
  proofSize: {
    id: 'app.wallet.withdraw.proofSize',
    defaultMessage: '{name} is larger than 5 MB',
    description: 'Receipt dialog: a picked file is too big. name: file name',
  },
  removeProof: {
    id: 'app.wallet.withdraw.removeProof',
    defaultMessage: 'Remove {name}',
    description: 'Receipt dialog: removes a picked image. name: file name',
  },
});

/** transactionHistory (account record). */
export const recordMessages = defineMessages({
  type: {
    id: 'app.wallet.record.type',
    defaultMessage: 'Type',
    description: 'Account record: type filter',
  },
  all: {
    id: 'app.wallet.record.all',
    defaultMessage: 'All',
    description: 'Account record: every type',
  },
  kind_deposit: {
    id: 'app.wallet.record.group.deposit',
    defaultMessage: 'Deposits',
    description: 'Account record type filter',
  },
  kind_withdraw: {
    id: 'app.wallet.record.group.withdraw',
    defaultMessage: 'Withdrawals',
    description: 'Account record type filter',
  },
  kind_transfer: {
    id: 'app.wallet.record.group.transfer',
    defaultMessage: 'Wallet transfers',
    description: 'Account record type filter',
  },
  kind_game: {
    id: 'app.wallet.record.group.game',
    defaultMessage: 'Games',
    description: 'Account record type filter',
  },
  kind_other: {
    id: 'app.wallet.record.group.other',
    defaultMessage: 'Other',
    description: 'Account record type filter',
  },
  date: {
    id: 'app.wallet.record.date',
    defaultMessage: 'Date',
    description: 'Account record: date preset filter',
  },
  empty: {
    id: 'app.wallet.record.empty',
    defaultMessage: 'No records in this period',
    description: 'Account record: nothing matches the filters',
  },
  list: {
    id: 'app.wallet.record.list',
    defaultMessage: 'Account records',
    description: 'Account record: name of the list',
  },
  mainWallet: {
    id: 'app.wallet.record.mainWallet',
    defaultMessage: 'Main wallet',
    description: 'Account record: the row is on the main wallet',
  },
  k_deposit: { id: 'app.wallet.record.kind.deposit', defaultMessage: 'Deposit', description: 'Ledger kind' },
  'k_withdraw.hold': {
    id: 'app.wallet.record.kind.withdrawHold',
    defaultMessage: 'Withdrawal',
    description: 'Ledger kind: a withdrawal request holds the amount',
  },
  'k_withdraw.release': {
    id: 'app.wallet.record.kind.withdrawRelease',
    defaultMessage: 'Withdrawal returned',
    description: 'Ledger kind: a failed withdrawal releases the hold',
  },
  'k_withdraw.cancel': {
    id: 'app.wallet.record.kind.withdrawCancel',
    defaultMessage: 'Withdrawal cancelled',
    description: 'Ledger kind: the member cancelled a withdrawal, the hold returns to the wallet',
  },
  'k_withdraw.refund': {
    id: 'app.wallet.record.kind.withdrawRefund',
    defaultMessage: 'Withdrawal refund',
    description: 'Ledger kind: an operator refunds a disputed withdrawal',
  },
  'k_wallet.transfer': {
    id: 'app.wallet.record.kind.walletTransfer',
    defaultMessage: 'Wallet transfer',
    description: 'Ledger kind: main wallet <-> game wallet',
  },
  k_bet: { id: 'app.wallet.record.kind.bet', defaultMessage: 'Bet', description: 'Ledger kind' },
  k_win: { id: 'app.wallet.record.kind.win', defaultMessage: 'Win', description: 'Ledger kind' },
  k_rollback: {
    id: 'app.wallet.record.kind.rollback',
    defaultMessage: 'Bet cancelled',
    description: 'Ledger kind: a vendor rolled a bet back',
  },
  k_opening: {
    id: 'app.wallet.record.kind.opening',
    defaultMessage: 'Opening balance',
    description: 'Ledger kind',
  },
  k_bonus: { id: 'app.wallet.record.kind.bonus', defaultMessage: 'Bonus', description: 'Ledger kind' },
  'k_bonus.forfeit': {
    id: 'app.wallet.record.kind.bonusForfeit',
    defaultMessage: 'Bonus forfeited',
    description: 'Ledger kind: the member gave up a bonus before its turnover, its locked money went back',
  },
  'k_agent.dividend': {
    id: 'app.wallet.record.kind.agentDividend',
    defaultMessage: 'Dividend',
    description: 'Ledger kind: an agent dividend settlement paid (spec 3 contracts)',
  },
  'k_agent.daily': {
    id: 'app.wallet.record.kind.agentDaily',
    defaultMessage: 'Daily salary',
    description: 'Ledger kind: an agent daily salary settlement paid',
  },
  'k_agent.hourly': {
    id: 'app.wallet.record.kind.agentHourly',
    defaultMessage: 'Hourly salary',
    description: 'Ledger kind: an agent hourly salary settlement paid',
  },
  'k_agent.realtime': {
    id: 'app.wallet.record.kind.agentRealtime',
    defaultMessage: 'Real-time salary',
    description: 'Ledger kind: an agent real-time (5-minute) salary settlement paid',
  },
  'k_agent.transfer': {
    id: 'app.wallet.record.kind.agentTransfer',
    defaultMessage: 'Agent transfer',
    description: 'Ledger kind: money moved between an agent and a member of its team',
  },
  k_other: {
    id: 'app.wallet.record.kind.other',
    defaultMessage: 'Adjustment',
    description: 'Ledger kind without its own label',
  },
});

/** Messages of recordMessages with ICU arguments (typed values). */
export const recordValues = defineMessages<{
  timeZone: { timeZone: string };
  balanceAfter: { amount: string };
  vendorWallet: { vendor: string };
}>({
  timeZone: {
    id: 'app.wallet.record.timeZone',
    defaultMessage: 'Times in {timeZone}',
    description: 'Account record: the timezone of the dates. timeZone: IANA name such as Asia/Dhaka',
  },
  balanceAfter: {
    id: 'app.wallet.record.balanceAfter',
    defaultMessage: 'Balance {amount}',
    description: 'Account record: balance after the transfer. amount: formatted money',
  },
  vendorWallet: {
    id: 'app.wallet.record.vendorWallet',
    defaultMessage: '{vendor} wallet',
    description: 'Account record: the row is on a game wallet. vendor: vendor code',
  },
});
