import { FormattedMessage, useIntl } from 'react-intl';
import { Accordion, Button, Stack, Text } from '@playdeck/ui';
import { useFeature } from '../../shared/brand/brand';
import { usePopup } from '../../shared/popups/popups';
import { useHelpCenter } from './api';
import { popupMessages as m } from './messages';
import { PopupContent } from './PopupContent';
import * as styles from './popups.css';

/**
 * The help centre sections of `GET /wps/system/helpCenter` (lang, device WEB) as an accordion: title, then the text.
 * Shows a spinner while loading, an empty state without sections and a retry on failure. Used by the help popup and
 * the /help and /helpmc pages (spec 2). Below the sections, whatever their state, the feedback popup is offered when
 * the brand's `feedback` node is on (spec 2: the help centre and the footer's contact column lead to feedback).
 */
export function HelpCenterContent({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const feedbackOn = useFeature('feedback');
  const { open } = usePopup();
  return (
    <Stack gap={4}>
      <Sections headingLevel={headingLevel} />
      {feedbackOn ? (
        <Stack gap={2} align="start">
          <Text as="p" size="sm" tone="muted">
            <FormattedMessage {...m.helpFeedbackHint} />
          </Text>
          <Button variant="secondary" onClick={() => open('feedback')}>
            <FormattedMessage {...m.helpFeedback} />
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The help centre sections with their loading, empty and error states. */
function Sections({ headingLevel }: { headingLevel: 2 | 3 }) {
  const intl = useIntl();
  const query = useHelpCenter(intl.locale);
  const data = query.data ?? [];
  return (
    <PopupContent
      query={query}
      count={data.length}
      label={intl.formatMessage(m.helpTitle)}
      empty={m.helpEmpty}
    >
      {() => (
        <Accordion
          headingLevel={headingLevel}
          defaultOpenIds={[data[0]!.id]}
          items={data.map((h) => ({
            id: h.id,
            title: h.title,
            content: <p className={styles.prose}>{h.content}</p>,
          }))}
        />
      )}
    </PopupContent>
  );
}
