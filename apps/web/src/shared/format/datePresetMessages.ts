import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { DatePreset } from './dates';

/**
 * The labels of the date presets (`DATE_PRESETS`) every date filter offers (spec 9 date-picker presets): the
 * record pages, the account record, the agent team pages and the contract statements.
 */
export const datePresetMessages: Record<DatePreset, MessageDescriptor> = defineMessages({
  today: {
    id: 'app.datePreset.today',
    defaultMessage: 'Today',
    description: 'Date filter preset: today so far',
  },
  yesterday: {
    id: 'app.datePreset.yesterday',
    defaultMessage: 'Yesterday',
    description: 'Date filter preset: the day before today',
  },
  last7: {
    id: 'app.datePreset.last7',
    defaultMessage: 'Last 7 days',
    description: 'Date filter preset: today and the 6 days before',
  },
  last30: {
    id: 'app.datePreset.last30',
    defaultMessage: 'Last 30 days',
    description: 'Date filter preset: today and the 29 days before',
  },
});
