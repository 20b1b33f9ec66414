import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Heading, Spinner, Stack } from '@playdeck/ui';
import { localDigits } from '../../shared/format/digits';
import { usePopup } from '../../shared/popups/popups';
import { useMemberInfo } from '../../shared/session/session';
import { BindRows } from './BindForms';
import { TrustedDevices } from './TrustedDevices';
import { memberMessages as m } from './messages';
import * as styles from './member.css';
import { LoadFailure } from '../../shared/ui/LoadState';

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * securityCenter, "my account" (spec 2): profile fields from member info (username, nickname, member id, language),
 * the password row with a button opening the change-password popup, and the mobile and email rows with their bind /
 * verify forms (BindForms.tsx, calls of apps/server/src/domain/member/bind.ts), and the trusted devices
 * (TrustedDevices.tsx, docs/decisions.md D35).
 */
export default function SecurityCenter() {
  const intl = useIntl();
  const { open } = usePopup();
  const { member, error, isLoading, mutate } = useMemberInfo();
  if (isLoading && !member) return <Spinner label={intl.formatMessage(m.profile)} />;
  if (error || !member) return <LoadFailure retry={() => void mutate()} />;
  const notSet = <FormattedMessage {...m.notSet} />;
  return (
    <Stack gap={5}>
      <section aria-labelledby="security-profile">
        <Stack gap={3}>
          <Heading level={3} size="md" id="security-profile">
            <FormattedMessage {...m.profile} />
          </Heading>
          <dl className={styles.rows}>
            <Row term={<FormattedMessage {...m.account} />}>{member.account}</Row>
            <Row term={<FormattedMessage {...m.nickname} />}>{member.nickname || notSet}</Row>
            <Row term={<FormattedMessage {...m.memberId} />}>{localDigits(member.id, intl.locale)}</Row>
            <Row term={<FormattedMessage {...m.language} />}>{member.language.toUpperCase()}</Row>
          </dl>
        </Stack>
      </section>
      <section aria-labelledby="security-security">
        <Stack gap={3}>
          <Heading level={3} size="md" id="security-security">
            <FormattedMessage {...m.security} />
          </Heading>
          <dl className={styles.rows}>
            <Row term={<FormattedMessage {...m.password} />}>
              <Button size="sm" variant="secondary" onClick={() => open('changePassword')}>
                <FormattedMessage {...m.changePassword} />
              </Button>
            </Row>
            <BindRows Row={Row} />
          </dl>
        </Stack>
      </section>
      <TrustedDevices />
    </Stack>
  );
}
