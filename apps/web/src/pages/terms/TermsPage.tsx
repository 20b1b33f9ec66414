import useSWR from 'swr';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { system } from '@playdeck/api-client/routes/system';
import type { TermsValue } from '@playdeck/api-client';
import { Heading, Spinner, Stack, Text } from '@playdeck/ui';
import { swrFetcher } from '../../shared/api/client';
import { LoadFailure } from '../../shared/ui/LoadState';
import * as styles from '../help/HelpPage.css';

const messages = defineMessages({
  title: {
    id: 'terms.title',
    defaultMessage: 'Terms and conditions',
    description: 'Terms page (/terms): heading',
  },
});
const values = defineMessages<{ updated: { date: string } }>({
  updated: {
    id: 'terms.updated',
    defaultMessage: 'In force since {date}',
    description: 'Terms page: the date the current version took effect. date: a calendar date',
  },
});

/**
 * Terms and conditions page (/terms; docs/decisions.md D35): the brand's terms from their own config
 * (`GET /wps/system/terms`, content/terms.json) in the UI language: the date they took effect, then each section.
 * Reachable whatever the `helpCenter` whitelabel node says (the registration's agreement and the footer link here).
 */
export default function TermsPage() {
  const intl = useIntl();
  const { data, error, mutate } = useSWR<TermsValue>(
    [system.terms.path, { lang: intl.locale }] as const,
    swrFetcher,
  );
  return (
    <div className={styles.page}>
      <Stack gap={4}>
        <Heading level={1} size="xl">
          <FormattedMessage {...messages.title} />
        </Heading>
        {error && !data ? <LoadFailure retry={() => void mutate()} /> : null}
        {!data && !error ? <Spinner label={intl.formatMessage(messages.title)} /> : null}
        {data?.updated ? (
          <Text as="p" size="sm" tone="muted">
            <FormattedMessage
              {...values.updated}
              values={{
                date: intl.formatDate(`${data.updated}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
              }}
            />
          </Text>
        ) : null}
        {data?.sections.map((s) => (
          <section key={s.id} aria-labelledby={`terms-${s.id}`}>
            <Stack gap={2}>
              <Heading level={2} size="md" id={`terms-${s.id}`}>
                {s.title}
              </Heading>
              <Text as="p">{s.content}</Text>
            </Stack>
          </section>
        ))}
      </Stack>
    </div>
  );
}
