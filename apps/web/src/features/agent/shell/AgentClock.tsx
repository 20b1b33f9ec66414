import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden.css';
import { formatBrandDateTime } from '../../../shared/format/dates';
import { formatGmtOffset } from './format';
import { agentShellValueMessages } from './messages';
import * as styles from './shell.css';

/**
 * The header's GMT offset and live clock (spec 2 "Header: GMT offset, live clock"), in the brand timezone: e.g.
 * `GMT+06:00 2025-01-15 18:04:05`. Ticks every second, aligned to the second boundary; digits are tabular and the
 * time has a reserved width, so ticking never shifts the header. `now` is injectable for tests.
 */
export function AgentClock({ timeZone, now = Date.now }: { timeZone: string; now?: () => number }) {
  const intl = useIntl();
  const [t, setT] = useState(now);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const n = now();
      setT(n);
      timer = setTimeout(tick, 1000 - (n % 1000));
    };
    timer = setTimeout(tick, 1000 - (now() % 1000));
    return () => clearTimeout(timer);
  }, [now]);
  const offset = formatGmtOffset(t, timeZone);
  const time = formatBrandDateTime(t, timeZone);
  return (
    <span className={styles.clock}>
      <span>
        <span className={visuallyHidden}>
          {intl.formatMessage(agentShellValueMessages.timezoneLabel, { offset })}
        </span>
        <span data-testid="agent-gmt" aria-hidden="true">
          {offset}
        </span>
      </span>
      <span>
        <span className={visuallyHidden}>
          {intl.formatMessage(agentShellValueMessages.clockLabel, { time })}
        </span>
        <time
          className={styles.clockTime}
          dateTime={new Date(t).toISOString()}
          data-testid="agent-clock"
          aria-hidden="true"
        >
          {time}
        </time>
      </span>
    </span>
  );
}
