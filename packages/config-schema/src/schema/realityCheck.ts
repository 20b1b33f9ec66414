/**
 * Schema of brand.json `realityCheck` (UKGC RTS 13 "reality checks"; GLI-19 2.5.4 session idle time-out): how often
 * a member may choose to be reminded of the session's time, stakes and net result, the default choice, and how long
 * before the idle logout the "stay signed in" warning shows. Frontend-visible: the site reads the options for its
 * settings and its timers; the server refuses an interval that is not in `intervalsMinutes`.
 */
import { closedObject, type JsonSchema } from './common';

/** brand.json `realityCheck`. */
export const realityCheckSchema: JsonSchema = closedObject({
  intervalsMinutes: {
    type: 'array',
    items: { type: 'integer', minimum: 5, maximum: 240 },
    minItems: 1,
    maxItems: 10,
    uniqueItems: true,
    'x-expected': 'a list of 1 to 10 distinct intervals in minutes, each 5 to 240',
  },
  defaultMinutes: {
    type: 'integer',
    minimum: 5,
    maximum: 240,
    'x-expected': 'one of intervalsMinutes: the interval a member has before choosing one',
  },
  idleWarningSeconds: {
    type: 'integer',
    minimum: 30,
    maximum: 600,
    'x-expected': 'seconds before the 30-minute idle logout when the warning shows, 30 to 600',
  },
});

/** brand.json `realityCheck` as the server and the site read it. */
export interface RealityCheckConfig {
  /** The intervals a member may choose, minutes. */
  intervalsMinutes: number[];
  /** The interval of a member who has not chosen, minutes (one of `intervalsMinutes`). */
  defaultMinutes: number;
  /** How long before the idle logout the warning shows, seconds. */
  idleWarningSeconds: number;
}
