import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { Heading, Spinner, Stack, Text } from '@playdeck/ui';
import { useAgentLanding } from '../../features/agent/shell/api';
import { agentShellMessages } from '../../features/agent/shell/messages';
import * as styles from '../../features/agent/shell/shell.css';
import { useMemberInfo } from '../../shared/session/session';
import { AgentLoginForm } from './AgentLoginForm';
import { ConsultationHours } from './ConsultationHours';

/**
 * Agent landing page (spec 2: /agent, no main layout): the brand's static marketing copy (content/agent.json, in the
 * current language), the consultation hours from brand config (spec 1), and the agent login form (non-agents are
 * refused by the server, spec 6). A logged-in agent goes straight to /agentHome (route replaced).
 */
export default function AgentPage() {
  const intl = useIntl();
  const { isAgent } = useMemberInfo();
  const { data, error } = useAgentLanding();
  if (isAgent) return <Navigate to="/agentHome" replace />;
  const landing = data?.landing;
  return (
    // No main layout on this route (spec 2), so the page provides its own main landmark (axe landmark-one-main).
    <main className={styles.landing}>
      <div className={styles.landingGrid}>
        <Stack gap={4}>
          <Heading level={1} size="xl">
            {landing ? landing.title : <FormattedMessage {...agentShellMessages.landingFallbackTitle} />}
          </Heading>
          {!data && !error ? (
            <Spinner label={intl.formatMessage(agentShellMessages.landingFallbackTitle)} />
          ) : null}
          {landing ? (
            <>
              <Text as="p" size="lg" className={styles.prose}>
                {landing.intro}
              </Text>
              <ul className={styles.sections}>
                {landing.sections.map((s) => (
                  <li key={s.id} className={styles.card}>
                    <Heading level={2} size="md">
                      {s.title}
                    </Heading>
                    <Text as="p" className={styles.prose}>
                      {s.content}
                    </Text>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {data?.consultation ? (
            <section className={styles.card} aria-labelledby="agent-consultation">
              <Heading level={2} size="md" id="agent-consultation">
                <FormattedMessage {...agentShellMessages.consultationTitle} />
              </Heading>
              <Text as="p" data-testid="agent-consultation-hours">
                <ConsultationHours {...data.consultation} />
              </Text>
            </section>
          ) : null}
        </Stack>
        <section className={styles.card} aria-labelledby="agent-login-title">
          <Stack gap={3}>
            <Heading level={2} size="lg" id="agent-login-title">
              <FormattedMessage {...agentShellMessages.loginTitle} />
            </Heading>
            <Text as="p" size="sm" tone="muted">
              <FormattedMessage {...agentShellMessages.loginHint} />
            </Text>
            <AgentLoginForm />
            <Text as="p" size="sm">
              <Link to="/">
                <FormattedMessage {...agentShellMessages.goPlayerSite} />
              </Link>
            </Text>
          </Stack>
        </section>
      </div>
    </main>
  );
}
