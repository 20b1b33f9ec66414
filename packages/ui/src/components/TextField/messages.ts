import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import * as catalogue from './messages.json';

export const messages = defineMessages<{
  showPassword: NoMessageValues;
  counter: { count: number; max: number };
  counterLabel: { count: number; max: number };
  remaining: { remaining: number };
}>(catalogue.messages);
