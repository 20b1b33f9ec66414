import { defineMessages } from 'react-intl';

/** Texts of the responsible-gaming pages (docs/decisions.md D26). */
export const protectionMessages = defineMessages({
  title: {
    id: 'app.protection.title',
    defaultMessage: 'Responsible gaming',
    description: 'Protection page title',
  },
  limits: { id: 'app.protection.limits', defaultMessage: 'Limits', description: 'Section heading' },
  limitsHint: {
    id: 'app.protection.limitsHint',
    defaultMessage:
      'A lower limit applies at once. A higher limit or a removal waits 24 hours, then you confirm it.',
    description: 'Under the limits heading',
  },
  deposit: { id: 'app.protection.kind.deposit', defaultMessage: 'Deposit limit', description: 'Limit kind' },
  loss: {
    id: 'app.protection.kind.loss',
    defaultMessage: 'Loss limit',
    description: 'Limit kind (net of wins)',
  },
  wager: { id: 'app.protection.kind.wager', defaultMessage: 'Wager limit', description: 'Limit kind' },
  session: {
    id: 'app.protection.kind.session',
    defaultMessage: 'Session length (minutes)',
    description: 'Limit kind',
  },
  p24h: { id: 'app.protection.period.24h', defaultMessage: '24 hours', description: 'Limit window' },
  p7d: { id: 'app.protection.period.7d', defaultMessage: '7 days', description: 'Limit window' },
  p30d: { id: 'app.protection.period.30d', defaultMessage: '30 days', description: 'Limit window' },
  noLimit: { id: 'app.protection.noLimit', defaultMessage: 'No limit', description: 'Limit value when none' },
  newValue: { id: 'app.protection.newValue', defaultMessage: 'New limit', description: 'Input label' },
  save: { id: 'app.protection.save', defaultMessage: 'Save', description: 'Button' },
  remove: { id: 'app.protection.remove', defaultMessage: 'Remove limit', description: 'Button' },
  confirm: { id: 'app.protection.confirm', defaultMessage: 'Confirm change', description: 'Button' },
  saved: { id: 'app.protection.saved', defaultMessage: 'Limit saved', description: 'Toast' },
  waiting: {
    id: 'app.protection.waiting',
    defaultMessage: 'You can confirm this change after 24 hours',
    description: 'Toast after an increase',
  },
  timeout: { id: 'app.protection.timeout', defaultMessage: 'Take a break', description: 'Section heading' },
  exclusion: {
    id: 'app.protection.exclusion',
    defaultMessage: 'Self-exclusion',
    description: 'Section heading',
  },
  length: { id: 'app.protection.length', defaultMessage: 'Length', description: 'Select label' },
  'len.24h': { id: 'app.protection.len.24h', defaultMessage: '24 hours', description: 'Length option' },
  'len.7d': { id: 'app.protection.len.7d', defaultMessage: '7 days', description: 'Length option' },
  'len.30d': { id: 'app.protection.len.30d', defaultMessage: '30 days', description: 'Length option' },
  'len.6m': { id: 'app.protection.len.6m', defaultMessage: '6 months', description: 'Length option' },
  'len.1y': { id: 'app.protection.len.1y', defaultMessage: '1 year', description: 'Length option' },
  'len.5y': { id: 'app.protection.len.5y', defaultMessage: '5 years', description: 'Length option' },
  'len.permanent': {
    id: 'app.protection.len.permanent',
    defaultMessage: 'Permanent',
    description: 'Length option',
  },
  takeTimeout: { id: 'app.protection.takeTimeout', defaultMessage: 'Start break', description: 'Button' },
  takeExclusion: { id: 'app.protection.takeExclusion', defaultMessage: 'Exclude me', description: 'Button' },
  blockTitle: {
    id: 'app.protection.blockTitle',
    defaultMessage: 'Are you sure?',
    description: 'Confirmation dialog title',
  },
  blockConfirm: {
    id: 'app.protection.blockConfirm',
    defaultMessage: 'Yes, start now',
    description: 'Button',
  },
  loadFailed: {
    id: 'app.protection.loadFailed',
    defaultMessage: 'Your limits could not be loaded',
    description: 'Error state',
  },
  retry: { id: 'app.protection.retry', defaultMessage: 'Try again', description: 'Button' },
  empty: {
    id: 'app.protection.empty',
    defaultMessage: 'No limits are offered here',
    description: 'Empty state',
  },
  blockedTimeout: {
    id: 'app.protection.blockedTimeout',
    defaultMessage: 'You are taking a break',
    description: 'Blocked-login page heading (time-out)',
  },
  blockedExclusion: {
    id: 'app.protection.blockedExclusion',
    defaultMessage: 'Your account is self-excluded',
    description: 'Blocked-login page heading',
  },
  blockedPermanent: {
    id: 'app.protection.blockedPermanent',
    defaultMessage: 'This exclusion is permanent. Customer service can tell you more.',
    description: 'Blocked-login page text',
  },
  help: {
    id: 'app.protection.help',
    defaultMessage: 'Where to find help',
    description: 'Help links heading',
  },
  home: { id: 'app.protection.home', defaultMessage: 'Back to the home page', description: 'Link' },
});

/** Texts with values. */
export const protectionValues = defineMessages<{
  used: { used: string; remaining: string };
  pending: { value: string; at: string };
  blockMessage: { length: string };
  blockedUntil: { until: string };
}>({
  used: {
    id: 'app.protection.used',
    defaultMessage: 'Used {used}, {remaining} left',
    description: 'Usage of a money limit in its window',
  },
  pending: {
    id: 'app.protection.pending',
    defaultMessage: 'Change to {value} waiting until {at}',
    description: 'Pending increase',
  },
  blockMessage: {
    id: 'app.protection.blockMessage',
    defaultMessage: 'You will be logged out and cannot log in for {length}. This cannot be undone.',
    description: 'Confirmation dialog text',
  },
  blockedUntil: {
    id: 'app.protection.blockedUntil',
    defaultMessage: 'You can log in again after {until}.',
    description: 'Blocked-login page text',
  },
});
