/** Header, side menu and footer texts (ids `app.header.*`, `app.side.*`, `app.footer.*`, `app.menu.*`). */
import { defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  home: {
    id: 'app.header.home',
    defaultMessage: 'Home page',
    description: 'Accessible name of the logo link back to the home page',
  },
  mainNav: {
    id: 'app.header.nav',
    defaultMessage: 'Game categories',
    description: 'Accessible name of the header category navigation',
  },
  openMenu: {
    id: 'app.header.openMenu',
    defaultMessage: 'Menu',
    description: 'Accessible name of the button that opens the side menu on phones',
  },
  login: {
    id: 'app.header.login',
    defaultMessage: 'Log in',
    description: 'Header button opening the login popup',
  },
  register: {
    id: 'app.header.register',
    defaultMessage: 'Register',
    description: 'Header button opening the register popup',
  },
  deposit: {
    id: 'app.header.deposit',
    defaultMessage: 'Deposit',
    description: 'Header button to the deposit page',
  },
  withdraw: {
    id: 'app.header.withdraw',
    defaultMessage: 'Withdraw',
    description: 'Header button to the withdraw page',
  },
  balance: {
    id: 'app.header.balance',
    defaultMessage: 'Balance',
    description: 'Label of the balance shown in the header',
  },
  balanceHidden: {
    id: 'app.header.balanceHidden',
    defaultMessage: '******',
    description: 'Shown instead of the balance while it is hidden',
  },
  showBalance: {
    id: 'app.header.showBalance',
    defaultMessage: 'Show balance',
    description: 'Button that reveals the hidden balance',
  },
  hideBalance: {
    id: 'app.header.hideBalance',
    defaultMessage: 'Hide balance',
    description: 'Button that hides the balance',
  },
  refreshBalance: {
    id: 'app.header.refreshBalance',
    defaultMessage: 'Refresh balance',
    description: 'Button that reloads the balance',
  },
  language: {
    id: 'app.header.language',
    defaultMessage: 'Language',
    description: 'Label of the language select',
  },
  account: {
    id: 'app.header.account',
    defaultMessage: 'My account menu',
    description: 'Accessible name of the avatar menu button',
  },
  darkMode: {
    id: 'app.header.darkMode',
    defaultMessage: 'Dark mode',
    description: 'Button switching to the dark colour mode',
  },
  lightMode: {
    id: 'app.header.lightMode',
    defaultMessage: 'Light mode',
    description: 'Button switching to the light colour mode',
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
});

/** Messages with ICU arguments (typed values). */
export const layoutValueMessages = defineMessages<{
  qrAlt: { platform: string };
  homeNamed: { name: string };
}>({
  homeNamed: {
    id: 'app.header.homeNamed',
    defaultMessage: '{name}, home page',
    description:
      'Accessible name of the logo link when the brand name is shown as text (WCAG 2.5.3: the visible name must be part of it). name: the brand name',
  },
  qrAlt: {
    id: 'app.side.qrAlt',
    defaultMessage: 'QR code to download the {platform}',
    description: 'Alt text of an app download QR code. platform: iOS app or Android app',
  },
});
