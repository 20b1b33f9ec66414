/**
 * Header and avatar menu texts (ids `app.header.*`, `app.menu.*`); the side menu's, the footer's and the bottom bar's
 * are in sideMessages.ts, loaded with those lazy parts.
 */
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
});

/** Messages with ICU arguments (typed values). */
export const layoutValueMessages = defineMessages<{
  homeNamed: { name: string };
}>({
  homeNamed: {
    id: 'app.header.homeNamed',
    defaultMessage: '{name}, home page',
    description:
      'Accessible name of the logo link when the brand name is shown as text (WCAG 2.5.3: the visible name must be part of it). name: the brand name',
  },
});
