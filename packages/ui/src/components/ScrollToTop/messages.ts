import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'ui.scrollToTop.label',
    defaultMessage: 'Back to top',
    description: 'Accessible name of the floating button that scrolls the page back to the top',
  },
});
