/**
 * Texts of the side menu, the footer and the phone bottom bar (ids `app.side.*`, `app.footer.*`, `app.social.*`,
 * `app.bottom.*`, `app.menu.feedback`): apart from the header's (messages.ts) because those parts are lazy chunks, so
 * their texts stay out of the home page's initial JS.
 */
import { defineMessages } from 'react-intl';

export const sideMessages = defineMessages({
  sideNav: {
    id: 'app.side.nav',
    defaultMessage: 'Side menu',
    description: 'Accessible name of the side menu navigation',
  },
  expand: {
    id: 'app.side.expand',
    defaultMessage: 'Expand menu',
    description: 'Button widening the collapsed side menu',
  },
  collapse: {
    id: 'app.side.collapse',
    defaultMessage: 'Collapse menu',
    description: 'Button narrowing the side menu to icons',
  },
  close: {
    id: 'app.side.close',
    defaultMessage: 'Close menu',
    description: 'Button closing the side menu drawer on phones',
  },
  vip: { id: 'app.side.vip', defaultMessage: 'VIP bonus', description: 'Side menu: VIP bonus (playerRank)' },
  referAndEarn: {
    id: 'app.side.referAndEarn',
    defaultMessage: 'Refer and earn',
    description: 'Side menu: refer and earn',
  },
  bonusBets: {
    id: 'app.side.bonusBets',
    defaultMessage: 'Bonus bets',
    description: 'Side menu: bonus bets (manualRebate)',
  },
  appDownload: {
    id: 'app.side.appDownload',
    defaultMessage: 'Download the app',
    description: 'Side menu: heading of the app download QR codes',
  },
  appIos: {
    id: 'app.side.appIos',
    defaultMessage: 'iOS app',
    description: 'Caption of the iOS app download QR code',
  },
  appAndroid: {
    id: 'app.side.appAndroid',
    defaultMessage: 'Android app',
    description: 'Caption of the Android app download QR code',
  },
  officialChannels: {
    id: 'app.side.officialChannels',
    defaultMessage: 'Official channels',
    description: 'Side menu: heading of the official social channel links',
  },
  languages: {
    id: 'app.side.languages',
    defaultMessage: 'Languages',
    description: 'Side menu: heading of the language list',
  },
  footerTerms: {
    id: 'app.footer.terms',
    defaultMessage: 'Terms and conditions',
    description: 'Footer: link to the terms and conditions page (shown whatever the help centre setting)',
  },
  footerDemo: {
    id: 'app.footer.demo',
    defaultMessage: 'Demo site: sandbox payments and demo accounts, no real money.',
    description: 'Footer: shown only when the server runs the demo profile (npm start), never in production',
  },
  account: {
    id: 'app.header.account',
    defaultMessage: 'My account menu',
    description: 'Accessible name of the avatar menu button',
  },
  agentCenter: {
    id: 'app.menu.agentCenter',
    defaultMessage: 'Agent center',
    description: 'Avatar menu: agent center (agents only)',
  },
  bettingRecord: {
    id: 'app.menu.bettingRecord',
    defaultMessage: 'Betting record',
    description: 'Avatar menu: betting record (personalHistoryCopy)',
  },
  accountRecord: {
    id: 'app.menu.accountRecord',
    defaultMessage: 'Account record',
    description: 'Avatar menu: account record (transactionHistory)',
  },
  profitLoss: {
    id: 'app.menu.profitLoss',
    defaultMessage: 'Profit and loss',
    description: 'Avatar menu: personal profit and loss',
  },
  rewardCenter: {
    id: 'app.menu.rewardCenter',
    defaultMessage: 'Reward center',
    description: 'Avatar menu: reward center',
  },
  points: {
    id: 'app.menu.points',
    defaultMessage: 'Points',
    description: 'Avatar menu: points mall (when the points system is on)',
  },
  securityCenter: {
    id: 'app.menu.securityCenter',
    defaultMessage: 'My account',
    description: 'Avatar menu: security center (my account)',
  },
  helpCenter: {
    id: 'app.menu.helpCenter',
    defaultMessage: 'Help center',
    description: 'Avatar and footer menu: help centre',
  },
  signOut: { id: 'app.menu.signOut', defaultMessage: 'Sign out', description: 'Avatar menu: sign out' },
  wallet: {
    id: 'app.menu.wallet',
    defaultMessage: 'Wallet',
    description: 'Menu entry (phone bottom bar, avatar menu): the wallet page (transferFund)',
  },
  footerGames: {
    id: 'app.footer.games',
    defaultMessage: 'Game center',
    description: 'Footer: heading of the game category links',
  },
  footerHelp: {
    id: 'app.footer.help',
    defaultMessage: 'Help',
    description: 'Footer: heading of the help links',
  },
  footerContact: {
    id: 'app.footer.contact',
    defaultMessage: 'Contact us',
    description: 'Footer: heading of the contact links',
  },
  footerSocial: {
    id: 'app.footer.social',
    defaultMessage: 'Follow us',
    description: 'Footer: heading of the social links',
  },
  facebook: {
    id: 'app.social.facebook',
    defaultMessage: 'Facebook',
    description: 'Social network name (link text)',
  },
  tiktok: {
    id: 'app.social.tiktok',
    defaultMessage: 'TikTok',
    description: 'Social network name (link text)',
  },
  youtube: {
    id: 'app.social.youtube',
    defaultMessage: 'YouTube',
    description: 'Social network name (link text)',
  },
  twitter: {
    id: 'app.social.twitter',
    defaultMessage: 'Twitter',
    description: 'Social network name (link text)',
  },
  instagram: {
    id: 'app.social.instagram',
    defaultMessage: 'Instagram',
    description: 'Social network name (link text)',
  },
  telegram: {
    id: 'app.social.telegram',
    defaultMessage: 'Telegram',
    description: 'Social network name (link text)',
  },
  whatsapp: {
    id: 'app.social.whatsapp',
    defaultMessage: 'WhatsApp',
    description: 'Social network name (link text)',
  },
  feedback: {
    id: 'app.menu.feedback',
    defaultMessage: 'Feedback',
    description: 'Footer menu: opens the feedback form',
  },
  bottomNav: {
    id: 'app.bottom.nav',
    defaultMessage: 'Quick links',
    description:
      'Accessible name of the bottom bar navigation on phones (home, promotions, deposit, wallet, account)',
  },
});

/** Messages with ICU arguments (typed values). */
export const sideValueMessages = defineMessages<{
  qrAlt: { platform: string };
}>({
  qrAlt: {
    id: 'app.side.qrAlt',
    defaultMessage: 'QR code to download the {platform}',
    description: 'Alt text of an app download QR code. platform: iOS app or Android app',
  },
});
