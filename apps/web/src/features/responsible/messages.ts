/**
 * Texts of the player-protection screens: the reality check and idle warning (UKGC RTS 13, GLI-19 2.5.4), the account
 * statement and the last game recall (GLI-19 2.5.9).
 */
import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

export const responsibleMessages = defineMessages(catalogue.responsibleMessages);

/** Texts with values. */
export const responsibleValues = defineMessages<{
  minutes: { count: number };
  idleBody: { seconds: number };
  verifyRound: { round: string };
  period: { from: string; to: string; currency: string };
}>(catalogue.responsibleValues);
