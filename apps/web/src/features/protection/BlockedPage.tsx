import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Heading, Stack, Text } from '@playdeck/ui';
import type { BlockedValue } from '@playdeck/api-client/protection';
import { useBrandDateTime } from '../../shared/format/useMoney';
import { endHeldSession } from '../../shared/api/client';
import { protectionMessages as m, protectionValues as v } from './messages';

/**
 * The blocked-login page (docs/decisions.md D26): shown after a login refused for a time-out or self-exclusion, or
 * right after the member took one. Says until when (in the brand's time zone) or that it is permanent, with the
 * brand's help links (`protection.helpLinks`), from the refusal's value passed as the navigation state. Shown after the
 * member took a block, it logs the tab out (the session the server ended, held until now: shared/api/client.ts).
 */
export default function BlockedPage() {
  useEffect(endHeldSession, []);
  const intl = useIntl();
  const { format } = useBrandDateTime();
  const state = useLocation().state as Partial<BlockedValue> | null;
  const kind = state?.kind ?? 'exclusion';
  const lang = intl.locale.split('-')[0] ?? 'en';
  return (
    <Stack gap={3}>
      <Heading level={1} size="xl">
        <FormattedMessage {...(kind === 'timeout' ? m.blockedTimeout : m.blockedExclusion)} />
      </Heading>
      <Text as="p">
        {state?.until ? (
          <FormattedMessage {...v.blockedUntil} values={{ until: format(state.until) }} />
        ) : (
          <FormattedMessage {...m.blockedPermanent} />
        )}
      </Text>
      {state?.helpLinks?.length ? (
        <section>
          <Heading level={2} size="lg">
            <FormattedMessage {...m.help} />
          </Heading>
          <ul>
            {state.helpLinks.map((l) => (
              <li key={l.url}>
                <a href={l.url} target="_blank" rel="noopener noreferrer">
                  {l.label[lang] ?? l.label.en ?? Object.values(l.label)[0]}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link to="/">
        <FormattedMessage {...m.home} />
      </Link>
    </Stack>
  );
}
