import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@playdeck/ui';
import { useBrand } from '../../../shared/brand/brand';
import { pageMessages } from '../../../shared/i18n/pageMessages';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden.css';
import { AgentClock } from './AgentClock';
import { agentShellMessages, agentShellValueMessages } from './messages';
import { useLogout } from '../../../shared/session/useLogout';
import * as styles from './shell.css';

const LogoutConfirm = lazy(() => import('../../../shared/ui/LogoutConfirm'));

/**
 * The agent-center header (spec 2 "Header: GMT offset, live clock, nickname, sign out"): brand name and "Agent
 * center", the brand timezone's GMT offset and live clock, the agent's nickname (else username), and sign out, which
 * asks for confirmation like the player logout and then replaces the route with /agent (spec 4).
 */
export function AgentHeader({ nickname }: { nickname: string }) {
  const intl = useIntl();
  const brand = useBrand();
  const logout = useLogout({ to: '/agent', replace: true });
  const [confirming, setConfirming] = useState(false);
  const timeZone = brand.status.info.timezone ?? 'UTC';
  return (
    <header className={styles.header} aria-label={intl.formatMessage(agentShellMessages.header)}>
      <span className={styles.brandName}>
        <span>{brand.status.info.name ?? brand.merchant}</span>
        <span>
          <FormattedMessage {...pageMessages.agentHome} />
        </span>
      </span>
      <div className={styles.headerTools}>
        <AgentClock timeZone={timeZone} />
        <span>
          <span className={visuallyHidden}>
            {intl.formatMessage(agentShellValueMessages.nicknameLabel, { nickname })}
          </span>
          <span className={styles.nickname} data-testid="agent-nickname" title={nickname} aria-hidden="true">
            {nickname}
          </span>
        </span>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          <FormattedMessage {...agentShellMessages.signOut} />
        </Button>
      </div>
      {confirming ? (
        <Suspense fallback={null}>
          <LogoutConfirm
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void logout();
            }}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
