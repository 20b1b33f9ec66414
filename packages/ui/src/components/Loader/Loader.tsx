import { useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/messages';
import { visuallyHidden } from '../../styles/shared.css';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Loader.css';

export interface LoaderProps {
  /**
   * Shows the overlay. The app opens it for page-level work (logout, game launch) and every navigation hides it
   * (spec section 2, routes; section 4, logout). Renders nothing when false.
   */
  open: boolean;
  /** Message announced to screen readers; defaults to the localised "Loading…". */
  label?: string;
}

/**
 * A full-page loading overlay: covers the viewport above everything (z-index layer `loader`), blocks pointer
 * input, shows a large spinner and announces its message once as a polite status.
 */
export function Loader({ open, label }: LoaderProps) {
  const intl = useIntl();
  if (!open) return null;
  return (
    <div className={styles.overlay}>
      <div className={styles.disc}>
        <Spinner size="lg" label={null} />
      </div>
      <span role="status" className={visuallyHidden}>
        {label ?? intl.formatMessage(commonMessages.loading)}
      </span>
    </div>
  );
}
