import { defineMessages } from 'react-intl';
import * as catalogue from './messages.json';

/** Texts of the responsible-gaming pages (docs/decisions.md D26). */
export const protectionMessages = defineMessages(catalogue.protectionMessages);

/** Texts with values. */
export const protectionValues = defineMessages<{
  used: { used: string; remaining: string };
  pending: { value: string; at: string };
  blockMessage: { length: string };
  blockedUntil: { until: string };
}>(catalogue.protectionValues);
