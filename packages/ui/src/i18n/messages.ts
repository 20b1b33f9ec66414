import { defineMessages } from 'react-intl';

/**
 * Strings shared by several ui components. Component-specific strings live in the component's own
 * `messages.ts`; all ids start with `ui.`. Source language English; translations in locales/<lang>.json.
 */
export const commonMessages = defineMessages({
  close: {
    id: 'ui.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the close button of dialogs and panels',
  },
  previous: {
    id: 'ui.previous',
    defaultMessage: 'Previous',
    description: 'Go to the previous page or slide',
  },
  next: { id: 'ui.next', defaultMessage: 'Next', description: 'Go to the next page or slide' },
  loading: {
    id: 'ui.loading',
    defaultMessage: 'Loading…',
    description: 'Announced while content is loading',
  },
  confirm: {
    id: 'ui.confirm',
    defaultMessage: 'Confirm',
    description: 'Default confirm button of warning dialogs',
  },
  cancel: { id: 'ui.cancel', defaultMessage: 'Cancel', description: 'Default cancel button of dialogs' },
});
