/** Member-center texts: page labels (spec 2 "Member center pages"), the security centre and platform messages. */
import { defineMessages } from 'react-intl';
import type { MemberPageName } from './registry';

/** Menu label of each member-center page. */
export const memberPageLabels = defineMessages({
  securityCenter: {
    id: 'app.member.page.securityCenter',
    defaultMessage: 'My account',
    description: 'Member page: security center',
  },
  transferFund: {
    id: 'app.member.page.transferFund',
    defaultMessage: 'Wallet',
    description: 'Member page: wallet transfers',
  },
  depositv2: {
    id: 'app.member.page.depositv2',
    defaultMessage: 'Deposit',
    description: 'Member page: deposit',
  },
  withdraw: {
    id: 'app.member.page.withdraw',
    defaultMessage: 'Withdraw',
    description: 'Member page: withdraw',
  },
  transferUpline: {
    id: 'app.member.page.transferUpline',
    defaultMessage: 'Transfer to upline',
    description: 'Member page: transfer to upline',
  },
  personalHistoryCopy: {
    id: 'app.member.page.personalHistoryCopy',
    defaultMessage: 'Betting record',
    description: 'Member page: betting record',
  },
  transactionHistory: {
    id: 'app.member.page.transactionHistory',
    defaultMessage: 'Account record',
    description: 'Member page: account record',
  },
  personalProfit: {
    id: 'app.member.page.personalProfit',
    defaultMessage: 'Profit and loss',
    description: 'Member page: profit and loss',
  },
  bonusDetails: {
    id: 'app.member.page.bonusDetails',
    defaultMessage: 'Bonus details',
    description: 'Member page: bonus details',
  },
  rewardCenter: {
    id: 'app.member.page.rewardCenter',
    defaultMessage: 'Reward center',
    description: 'Member page: reward center',
  },
  referral: {
    id: 'app.member.page.referral',
    defaultMessage: 'Invite friends',
    description: 'Member page: referral',
  },
  missionLeaderboard: {
    id: 'app.member.page.missionLeaderboard',
    defaultMessage: 'Mission activity',
    description: 'Member page: missions',
  },
  messageV2: {
    id: 'app.member.page.messageV2',
    defaultMessage: 'Platform information',
    description: 'Member page: platform messages',
  },
} satisfies Record<MemberPageName, unknown>);

export const memberMessages = defineMessages({
  title: { id: 'app.member.title', defaultMessage: 'Member center', description: 'Member center heading' },
  menu: {
    id: 'app.member.menu',
    defaultMessage: 'Member center menu',
    description: 'Accessible name of the member menu',
  },
  noPages: {
    id: 'app.member.noPages',
    defaultMessage: 'Nothing to show here yet',
    description: 'Member center without any page',
  },
  loadError: {
    id: 'app.member.loadError',
    defaultMessage: 'Could not load this content.',
    description: 'A member panel failed to load',
  },
  retry: {
    id: 'app.member.retry',
    defaultMessage: 'Try again',
    description: 'Button reloading a failed panel',
  },
  profile: {
    id: 'app.security.profile',
    defaultMessage: 'Profile',
    description: 'Security center: profile section heading',
  },
  account: {
    id: 'app.security.account',
    defaultMessage: 'Username',
    description: 'Security center: username',
  },
  nickname: {
    id: 'app.security.nickname',
    defaultMessage: 'Nickname',
    description: 'Security center: nickname',
  },
  memberId: {
    id: 'app.security.memberId',
    defaultMessage: 'Member ID',
    description: 'Security center: member id',
  },
  language: {
    id: 'app.security.language',
    defaultMessage: 'Language',
    description: 'Security center: preferred language',
  },
  notSet: {
    id: 'app.security.notSet',
    defaultMessage: 'Not set',
    description: 'A profile value that is empty',
  },
  security: {
    id: 'app.security.security',
    defaultMessage: 'Security',
    description: 'Security center: security section heading',
  },
  password: {
    id: 'app.security.password',
    defaultMessage: 'Login password',
    description: 'Security center: password row',
  },
  changePassword: {
    id: 'app.security.changePassword',
    defaultMessage: 'Change password',
    description: 'Button opening the change-password popup',
  },
  mobile: {
    id: 'app.security.mobile',
    defaultMessage: 'Mobile number',
    description: 'Security center: mobile number row',
  },
  email: { id: 'app.security.email', defaultMessage: 'Email', description: 'Security center: email row' },
  notAvailable: {
    id: 'app.security.notAvailable',
    defaultMessage: 'Not available yet',
    description: 'Value of a profile row the site cannot show yet',
  },
  bindingNote: {
    id: 'app.security.bindingNote',
    defaultMessage: 'Binding and verifying your mobile number and email is not available yet.',
    description: 'Security center note: phone and email binding is not offered yet',
  },
  messagesFilter: {
    id: 'app.messages.filter',
    defaultMessage: 'Show messages',
    description: 'Accessible name of the all/unread tabs',
  },
  all: { id: 'app.messages.all', defaultMessage: 'All', description: 'Messages tab: all messages' },
  unread: {
    id: 'app.messages.unread',
    defaultMessage: 'Unread',
    description: 'Messages tab: unread messages',
  },
  unreadMark: {
    id: 'app.messages.unreadMark',
    defaultMessage: 'Unread',
    description: 'Marker on an unread message',
  },
  markAll: {
    id: 'app.messages.markAll',
    defaultMessage: 'Mark all as read',
    description: 'Button marking every message read',
  },
  empty: {
    id: 'app.messages.empty',
    defaultMessage: 'No messages',
    description: 'No platform messages to show',
  },
});
