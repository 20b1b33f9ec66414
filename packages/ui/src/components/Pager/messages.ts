import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import * as catalogue from './messages.json';

/** Strings of the Pager (previous/next come from commonMessages). */
export const pagerMessages = defineMessages<{
  label: NoMessageValues;
  page: { page: string };
  break: NoMessageValues;
}>(catalogue.pagerMessages);
