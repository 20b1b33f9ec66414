import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  region: {
    id: 'ui.toast.region',
    defaultMessage: 'Notifications',
    description: 'Accessible name of the page region that holds toast notifications',
  },
});
