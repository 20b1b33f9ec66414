import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

/** Strings of the Pager (previous/next come from commonMessages). */
export const pagerMessages = defineMessages<{
  label: NoMessageValues;
  page: { page: string };
  break: NoMessageValues;
}>({
  label: {
    id: 'ui.pager.label',
    defaultMessage: 'Pagination',
    description: 'Default accessible name of the page selector navigation landmark',
  },
  page: {
    id: 'ui.pager.page',
    defaultMessage: 'Page {page}',
    description:
      'Accessible name of a page button in the page selector; {page} is the page number shown on the button',
  },
  break: {
    id: 'ui.pager.break',
    defaultMessage: '…',
    description: 'Decorative gap between page numbers in the page selector (hidden from screen readers)',
  },
});
