import { FormattedMessage } from 'react-intl';
import { Heading, Stack } from '@playdeck/ui';
import { HelpCenterContent } from '../../features/popups/HelpCenterContent';
import { popupMessages } from '../../features/popups/messages';
import * as styles from './HelpPage.css';

/** Help centre page (spec 2: /help and /helpmc): the help centre sections full page. */
export default function HelpPage() {
  return (
    <div className={styles.page}>
      <Stack gap={4}>
        <Heading level={1} size="xl">
          <FormattedMessage {...popupMessages.helpTitle} />
        </Heading>
        <HelpCenterContent headingLevel={2} />
      </Stack>
    </div>
  );
}
