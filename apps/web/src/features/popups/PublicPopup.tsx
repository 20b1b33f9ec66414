import { FormattedMessage, useIntl } from 'react-intl';
import { Heading, Modal, Spinner, Stack } from '@playdeck/ui';
import { usePopup } from '../../shared/popups/popups';
import { useToken } from '../../shared/session/session';
import { popupMessages as m } from './messages';
import { usePublicPopupItems } from './publicPopupItems';
import { rememberPublicPopupClosed, type Audience } from './rules';
import * as styles from './popups.css';

/**
 * The public popup (spec 2): the popups of the caller's audience, one after another in one modal. Closing it is
 * remembered in sessionStorage for that audience (logged-in and anonymous separately), so it does not come back in
 * this browser session.
 */
export default function PublicPopup() {
  const intl = useIntl();
  const { close } = usePopup();
  const audience: Audience = useToken() ? 'member' : 'anonymous';
  const { items, isLoading } = usePublicPopupItems(audience);
  const single = items?.length === 1 ? items[0] : undefined;
  return (
    <Modal.Root
      open
      onOpenChange={(o) => {
        if (o) return;
        rememberPublicPopupClosed(audience);
        close();
      }}
    >
      <Modal.Content title={single ? single.title : <FormattedMessage {...m.publicTitle} />} size="md">
        {isLoading ? (
          <Spinner label={intl.formatMessage(m.publicTitle)} />
        ) : (
          <Stack gap={4}>
            {(items ?? []).map((p) => (
              <section key={p.id}>
                <Stack gap={2}>
                  {single ? null : (
                    <Heading level={3} size="lg">
                      {p.title}
                    </Heading>
                  )}
                  <p className={styles.prose}>{p.content}</p>
                </Stack>
              </section>
            ))}
          </Stack>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}
