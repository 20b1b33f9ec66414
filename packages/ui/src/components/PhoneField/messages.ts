import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  dialingCode: NoMessageValues;
  option: { countryCode: string; dialingCode: string };
}>({
  dialingCode: {
    id: 'ui.phoneField.dialingCode',
    defaultMessage: 'Country code',
    description: 'Accessible name of the dialing-code select (e.g. +880) before a phone number input',
  },
  option: {
    id: 'ui.phoneField.option',
    defaultMessage: '{countryCode} +{dialingCode}',
    description: 'One choice of the dialing-code select: ISO country code and dialing code, e.g. "BD +880"',
  },
});
