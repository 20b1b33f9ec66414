import { defineMessages, FormattedMessage, type MessageTag } from 'react-intl';
import { EmptyState, Heading, Stack, Text } from '@playdeck/ui';
import { useFeature } from '../../shared/brand/brand';
import { HelpCenterContent } from '../../features/popups/HelpCenterContent';
import { popupMessages } from '../../features/popups/messages';
import * as styles from './HelpPage.css';

const messages = defineMessages<{ creditsTitle: never; gameArt: { icons: MessageTag; licence: MessageTag } }>(
  {
    creditsTitle: {
      id: 'help.credits.title',
      defaultMessage: 'Credits',
      description: 'Help page: heading of the section crediting the artwork the site uses',
    },
    gameArt: {
      id: 'help.credits.gameArt',
      defaultMessage:
        'Game pictures: <icons>Game-icons.net</icons> by Lorc, Delapouite and contributors, licensed under <licence>CC BY 3.0</licence>.',
      description:
        'Help page credits: the game tiles, vendor logos and game symbols draw on the Game-icons.net set; <icons> and <licence> become links',
    },
  },
);

/**
 * Help centre page (spec 2: /help and /helpmc): the help centre sections full page (with the way to the feedback
 * popup; with the brand's `helpCenter` node off it says the help centre is not available), then the credits the artwork's
 * licences ask for (the game tiles, vendor logos and in-house game symbols use Game-icons.net pictures, CC BY 3.0,
 * whose attribution clause asks for the author and the licence to be named).
 */
export default function HelpPage() {
  const on = useFeature('helpCenter');
  return (
    <div className={styles.page}>
      <Stack gap={4}>
        <Heading level={1} size="xl">
          <FormattedMessage {...popupMessages.helpTitle} />
        </Heading>
        {on ? (
          <HelpCenterContent headingLevel={2} />
        ) : (
          <EmptyState title={<FormattedMessage {...popupMessages.helpOff} />} />
        )}
        <section aria-labelledby="help-credits">
          <Stack gap={2}>
            <Heading level={2} size="md" id="help-credits">
              <FormattedMessage {...messages.creditsTitle} />
            </Heading>
            <Text as="p">
              <FormattedMessage
                {...messages.gameArt}
                values={{
                  icons: (chunks) => (
                    <a className={styles.link} href="https://game-icons.net" rel="noopener noreferrer">
                      {chunks}
                    </a>
                  ),
                  licence: (chunks) => (
                    <a
                      className={styles.link}
                      href="https://creativecommons.org/licenses/by/3.0/"
                      rel="license noopener noreferrer"
                    >
                      {chunks}
                    </a>
                  ),
                }}
              />
            </Text>
          </Stack>
        </section>
      </Stack>
    </div>
  );
}
