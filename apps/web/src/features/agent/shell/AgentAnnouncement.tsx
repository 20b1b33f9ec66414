import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, Heading, Text } from '@playdeck/ui';
import { useBrand } from '../../../shared/brand/brand';
import { LoadState } from '../../../shared/ui/LoadState';
import { useAgentAnnouncements } from './api';
import { formatBrandDateTime } from '../../../shared/format/dates';
import { agentShellMessages, agentShellValueMessages } from './messages';
import * as styles from './shell.css';

/**
 * The agentAnnouncement page (spec 2 "Agent center pages"): the announcements for agents (content/agent.json,
 * announcement type AG, `GET /wps/content/agentAnnouncements`), each with its title, publication time in the brand
 * timezone and text; a loader while they load, an error with retry, an empty state when there are none.
 */
export default function AgentAnnouncement() {
  const intl = useIntl();
  const brand = useBrand();
  const { data, error, isLoading, mutate } = useAgentAnnouncements();
  const timeZone = brand.status.info.timezone ?? 'UTC';
  return (
    <LoadState
      isLoading={isLoading && !data}
      error={error}
      retry={() => void mutate()}
      label={intl.formatMessage(agentShellMessages.announcementsLoading)}
    >
      {data && data.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={<FormattedMessage {...agentShellMessages.announcementsEmpty} />}
        />
      ) : (
        <ul className={styles.announcementList}>
          {(data ?? []).map((a) => (
            <li key={a.id} className={styles.card}>
              <article aria-labelledby={`agent-ann-${a.id}`}>
                <Heading level={2} size="md" id={`agent-ann-${a.id}`}>
                  {a.title}
                </Heading>
                <Text as="p" size="sm" tone="muted">
                  <FormattedMessage
                    {...agentShellValueMessages.published}
                    values={{ time: formatBrandDateTime(a.createdAt, timeZone) }}
                  />
                </Text>
                <Text as="p" className={styles.prose}>
                  {a.content}
                </Text>
              </article>
            </li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}
