import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { DatePreset } from './dates';
import * as catalogue from './datePresetMessages.json';

/**
 * The labels of the date presets (`DATE_PRESETS`) every date filter offers (spec 9 date-picker presets): the
 * record pages, the account record, the agent team pages and the contract statements.
 */
export const datePresetMessages: Record<DatePreset, MessageDescriptor> = defineMessages(
  catalogue.datePresetMessages,
);
