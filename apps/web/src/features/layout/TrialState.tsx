import { FormattedMessage } from 'react-intl';
import { Button, Text } from '@playdeck/ui';
import { useFeatures } from '../../shared/brand/brand';
import { usePopup } from '../../shared/popups/popups';
import { trialMessages as m } from './trialMessages';
import * as styles from './TrialState.css';

/**
 * The trial state under the header for a free-play member (spec 4 "Free-play login", spec 6 trial type): says the
 * session plays with trial funds (a separate ledger currency, docs/decisions.md D10) and that the member center,
 * deposits and game launches need a real account, with a button to register one (when DIRECTREG3 is on).
 * Lazy: only a trial member's page loads it.
 */
export default function TrialState() {
  const features = useFeatures();
  const { open } = usePopup();
  return (
    <div className={styles.strip} role="status" aria-labelledby="trial-state-title">
      <div>
        <Text as="p" size="sm" weight="semibold" id="trial-state-title">
          <FormattedMessage {...m.title} />
        </Text>
        <Text as="p" size="sm">
          <FormattedMessage {...m.limits} />
        </Text>
      </div>
      {features.directRegistration ? (
        <Button size="sm" variant="secondary" onClick={() => open('register')}>
          <FormattedMessage {...m.register} />
        </Button>
      ) : null}
    </div>
  );
}
