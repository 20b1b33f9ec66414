import useSWR from 'swr';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { JackpotValue } from '@playdeck/api-client/lottery';
import { JACKPOT_REFRESH_MS, LOTTERY_PATHS } from '@playdeck/api-client/lotteryPaths';
import { swrFetcher } from '../../shared/api/client';
import { useMoney } from '../../shared/format/useMoney';
import * as styles from './JackpotCounter.css';

/** Holds the amount's place while the first answer loads (a symbol, not text to translate). */
const LOADING_DASH = '\u2014';

export const jackpotMessages = defineMessages({
  label: {
    id: 'games.jackpot.label',
    defaultMessage: 'Jackpot',
    description: 'Hot tile: label of the jackpot pool',
  },
  unavailable: {
    id: 'games.jackpot.unavailable',
    defaultMessage: 'Jackpot unavailable',
    description: 'Hot tile: the jackpot pool could not be read',
  },
});

/**
 * The pool of the jackpot, refreshed every `refreshMs` the server gives and never less often than every 30 s
 * (docs/decisions.md D9, replacing the spec's "counter increments 165.11 every 3 s": the number shown is the real pool).
 * Data: `GET /lgw/games/jackpot` ({@link JackpotValue}, money as a decimal string of the brand currency), one SWR
 * query (SWR keeps the previous amount while a refresh is in flight or fails).
 */
export function useJackpot() {
  return useSWR<JackpotValue>(LOTTERY_PATHS.jackpot, swrFetcher, {
    refreshInterval: (v) => Math.min(v?.refreshMs ?? JACKPOT_REFRESH_MS, JACKPOT_REFRESH_MS),
    revalidateOnFocus: false,
  });
}

/**
 * The hot tile's jackpot counter: "Jackpot ৳1,234.56" in the brand currency and the UI language. It holds its line
 * from the first paint (a dash while loading), so the tile does not move when the amount arrives, and is not a live
 * region (`aria-live="off"`): screen readers read it where it stands instead of announcing every refresh. It shows
 * "Jackpot unavailable" when the pool cannot be read and no earlier amount is known. No interactive content: it may
 * sit inside a link tile.
 */
export function JackpotCounter() {
  const intl = useIntl();
  const { format } = useMoney();
  const { data, error } = useJackpot();
  if (!data && error)
    return (
      <span className={styles.counter} aria-live="off">
        <FormattedMessage {...jackpotMessages.unavailable} />
      </span>
    );
  return (
    <span className={styles.counter} aria-live="off" data-testid="jackpot-counter">
      <span>{intl.formatMessage(jackpotMessages.label)}</span>
      <span className={styles.amount}>{data ? format(data.amount, data.currency) : LOADING_DASH}</span>
    </span>
  );
}
