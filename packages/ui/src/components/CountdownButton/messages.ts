import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ wait: { seconds: number } }>({
  wait: {
    id: 'ui.countdownButton.wait',
    defaultMessage: 'Resend in {seconds, number}s',
    description:
      'Label of the send-SMS-code button while it waits before another send is allowed; seconds left',
  },
});
