/** Texts of the member center `referral` page (refer and earn, spec 1 and 2; docs/decisions.md D36). */
import { defineMessages } from 'react-intl';

export const referralMessages = defineMessages({
  loading: {
    id: 'app.referral.loading',
    defaultMessage: 'Loading your referrals…',
    description: 'Referral page: spinner label while the page loads',
  },
  code: {
    id: 'app.referral.code',
    defaultMessage: 'Your referral code',
    description: 'Referral page: label of the member referral code',
  },
  link: {
    id: 'app.referral.link',
    defaultMessage: 'Your invitation link',
    description: 'Referral page: label of the link friends register through',
  },
  copyCode: {
    id: 'app.referral.copyCode',
    defaultMessage: 'Copy code',
    description: 'Referral page: button copying the referral code',
  },
  copyLink: {
    id: 'app.referral.copyLink',
    defaultMessage: 'Copy link',
    description: 'Referral page: button copying the invitation link',
  },
  copied: {
    id: 'app.referral.copied',
    defaultMessage: 'Copied',
    description: 'Referral page: the copy button once the text is on the clipboard',
  },
  qr: {
    id: 'app.referral.qr',
    defaultMessage: 'QR code of your invitation link',
    description: 'Referral page: alternative text of the QR code',
  },
  off: {
    id: 'app.referral.off',
    defaultMessage: 'Referral rewards are not offered at the moment.',
    description: 'Referral page: the brand runs no referral programme now',
  },
  referees: {
    id: 'app.referral.referees',
    defaultMessage: 'Friends you referred',
    description: 'Referral page: heading and list name of the referred friends',
  },
  empty: {
    id: 'app.referral.empty',
    defaultMessage: 'No friends yet',
    description: 'Referral page: no friend has registered through the link',
  },
  emptyInfo: {
    id: 'app.referral.emptyInfo',
    defaultMessage: 'Share your link: friends who register through it appear here.',
    description: 'Referral page: explanation under the empty state',
  },
  pending: {
    id: 'app.referral.pending',
    defaultMessage: 'In progress',
    description: 'Referral page: a referred friend has not qualified yet',
  },
  rewarded: {
    id: 'app.referral.rewarded',
    defaultMessage: 'Rewarded',
    description: 'Referral page: the reward for this friend was paid',
  },
  refused: {
    id: 'app.referral.refused',
    defaultMessage: 'Not eligible',
    description: 'Referral page: this friend earns no reward (the reason follows)',
  },
  noDeposit: {
    id: 'app.referral.noDeposit',
    defaultMessage: 'No deposit yet',
    description: 'Referral page: the friend has not deposited',
  },
});

export const referralValues = defineMessages<{
  terms: { reward: string; deposit: string; turnover: string; multiple: number };
  cap: { count: number; max: number };
  deposit: { amount: string };
  turnover: { amount: string; target: string };
  reward: { amount: string };
  joined: { date: string };
}>({
  terms: {
    id: 'app.referral.terms',
    defaultMessage:
      'Earn {reward} for each friend whose first deposit is at least {deposit} and who plays {turnover}. The reward is a bonus with {multiple}× turnover.',
    description: 'Referral page: the programme rules; amounts with currency, multiple a whole number',
  },
  cap: {
    id: 'app.referral.cap',
    defaultMessage: 'Rewarded friends: {count} of {max}',
    description: 'Referral page: rewarded friends against the cap of the programme',
  },
  deposit: {
    id: 'app.referral.deposit',
    defaultMessage: 'First deposit {amount}',
    description: 'Referral page: a friend first deposit amount',
  },
  turnover: {
    id: 'app.referral.turnover',
    defaultMessage: 'Turnover {amount} of {target}',
    description: 'Referral page: a friend turnover against the qualifying turnover',
  },
  reward: {
    id: 'app.referral.reward',
    defaultMessage: 'Reward {amount}',
    description: 'Referral page: the reward paid for a friend',
  },
  joined: {
    id: 'app.referral.joined',
    defaultMessage: 'Joined {date}',
    description: 'Referral page: when the friend registered',
  },
});
