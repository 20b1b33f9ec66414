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
  playerRank: {
    id: 'app.member.page.playerRank',
    defaultMessage: 'VIP bonus',
    description: 'Member page: VIP level, benefits and VIP bonuses (playerRank)',
  },
  manualRebate: {
    id: 'app.member.page.manualRebate',
    defaultMessage: 'Bonus bets',
    description: 'Member page: rebate on settled bets (manualRebate)',
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
  pointMall: {
    id: 'app.member.page.pointMall',
    defaultMessage: 'Points mall',
    description: 'Member page: points mall (spec 2 label)',
  },
  redeemHistory: {
    id: 'app.member.page.redeemHistory',
    defaultMessage: 'Redeem history',
    description: 'Member page: redeem history of the points mall (spec 2 label)',
  },
  pointsDetails: {
    id: 'app.member.page.pointsDetails',
    defaultMessage: 'Points details',
    description: 'Member page: every points movement (spec 2 label)',
  },
  accountStatement: {
    id: 'app.member.page.accountStatement',
    defaultMessage: 'Account statement',
    description: 'Member page: account statement with opening and closing balances, CSV download',
  },
  gameRecall: {
    id: 'app.member.page.gameRecall',
    defaultMessage: 'Last games',
    description: 'Member page: last game recall (the last 10 rounds)',
  },
  realityCheck: {
    id: 'app.member.page.realityCheck',
    defaultMessage: 'Reality check',
    description: 'Member page: reality check reminder settings',
  },
  playerProtection: {
    id: 'app.member.page.playerProtection',
    defaultMessage: 'Limits and time-out',
    description: 'Member page: deposit, loss and wager limits, time-out and self-exclusion',
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
  verified: {
    id: 'app.security.verified',
    defaultMessage: 'Verified',
    description: 'Security center: the mobile number or email is confirmed by a code',
  },
  notVerified: {
    id: 'app.security.notVerified',
    defaultMessage: 'Not verified',
    description: 'Security center: the mobile number or email is not confirmed yet',
  },
  bindMobile: {
    id: 'app.security.bindMobile',
    defaultMessage: 'Bind mobile number',
    description: 'Security center: button and form title to bind (or verify) a mobile number',
  },
  changeMobile: {
    id: 'app.security.changeMobile',
    defaultMessage: 'Change mobile number',
    description: 'Security center: button and form title to replace the verified mobile number',
  },
  bindEmail: {
    id: 'app.security.bindEmail',
    defaultMessage: 'Bind email',
    description: 'Security center: button and form title to bind (or verify) an email address',
  },
  changeEmail: {
    id: 'app.security.changeEmail',
    defaultMessage: 'Change email',
    description: 'Security center: button and form title to replace the verified email address',
  },
  newMobile: {
    id: 'app.security.newMobile',
    defaultMessage: 'Mobile number',
    description: 'Bind form: label of the mobile number to bind',
  },
  newEmail: {
    id: 'app.security.newEmail',
    defaultMessage: 'Email address',
    description: 'Bind form: label of the email address to bind',
  },
  code: {
    id: 'app.security.code',
    defaultMessage: 'Verification code',
    description: 'Bind form: label of the 6-digit code sent by SMS or email',
  },
  sendCode: {
    id: 'app.security.sendCode',
    defaultMessage: 'Send code',
    description: 'Bind form: button sending the verification code',
  },
  confirm: {
    id: 'app.security.confirm',
    defaultMessage: 'Confirm',
    description: 'Bind form: submit button',
  },
  cancel: {
    id: 'app.security.cancel',
    defaultMessage: 'Cancel',
    description: 'Bind form: button closing the form without binding',
  },
  enterMobile: {
    id: 'app.security.enterMobile',
    defaultMessage: 'Please enter a valid mobile number',
    description: 'Bind form: the mobile number is empty',
  },
  enterEmail: {
    id: 'app.security.enterEmail',
    defaultMessage: 'Please enter a valid email address',
    description: 'Bind form: the email address is empty or malformed',
  },
  loginPassword: {
    id: 'app.security.loginPassword',
    defaultMessage: 'Login password',
    description:
      'Bind form: field for the login password, needed to bind or change a mobile number or an email address',
  },
  enterPassword: {
    id: 'app.security.enterPassword',
    defaultMessage: 'Please enter your login password',
    description: 'Bind form: the login password is empty',
  },
  enterCode: {
    id: 'app.security.enterCode',
    defaultMessage: 'Please enter the 6-digit code',
    description: 'Bind form: the verification code is empty or not 6 digits',
  },
  mobileBound: {
    id: 'app.security.mobileBound',
    defaultMessage: 'Your mobile number is bound and verified.',
    description: 'Security center: status after a successful mobile binding',
  },
  emailBound: {
    id: 'app.security.emailBound',
    defaultMessage: 'Your email is bound and verified.',
    description: 'Security center: status after a successful email binding',
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

/** Security centre texts with ICU arguments. */
export const memberValueMessages = defineMessages<{ codeSent: { minutes: number } }>({
  codeSent: {
    id: 'app.security.codeSent',
    defaultMessage: 'Code sent. It is valid for {minutes, plural, one {# minute} other {# minutes}}.',
    description: 'Bind form: status after the code was sent. minutes: how long the code is valid',
  },
});
