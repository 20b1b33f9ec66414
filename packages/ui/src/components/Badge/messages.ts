import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ count: { count: number } }>({
  count: {
    id: 'ui.badge.count',
    defaultMessage: '{count, plural, one {# new item} other {# new items}}',
    description:
      'Screen-reader text of a red count badge (e.g. on the messages menu item); count is the exact number',
  },
});
