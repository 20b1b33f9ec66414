/** Texts of the trial state strip (ids `app.trialState.*`); only the lazy TrialState chunk imports them. */
import { defineMessages } from 'react-intl';

export const trialMessages = defineMessages({
  title: {
    id: 'app.trialState.title',
    defaultMessage: 'Free play',
    description: 'Trial state strip: the session is a free-play (trial) account',
  },
  limits: {
    id: 'app.trialState.limits',
    defaultMessage:
      'You are playing with trial funds. Deposits, withdrawals, the member center and real-money games need a real account.',
    description: 'Trial state strip: what a trial account cannot do (spec 6)',
  },
  register: {
    id: 'app.trialState.register',
    defaultMessage: 'Open a real account',
    description: 'Trial state strip: button opening the register popup',
  },
});
