import { useIntl } from 'react-intl';
import { commonMessages } from '../../i18n/messages';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Diameter: sm 14 px (inside buttons), md 20 px, lg 36 px (page loaders). Default md. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; defaults to the localised "Loading…". Pass `null` when a parent already announces it. */
  label?: string | null;
}

/** An indeterminate loading indicator, announced politely as a status. Slows down under reduced motion. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  const intl = useIntl();
  const text = label === undefined ? intl.formatMessage(commonMessages.loading) : label;
  if (text === null) return <span aria-hidden="true" className={`${styles.spinner} ${styles.size[size]}`} />;
  return <span role="status" aria-label={text} className={`${styles.spinner} ${styles.size[size]}`} />;
}
