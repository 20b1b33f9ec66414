import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import * as catalogue from './messages.json';

export const messages = defineMessages<{
  dialingCode: NoMessageValues;
  option: { countryCode: string; dialingCode: string };
}>(catalogue.messages);
