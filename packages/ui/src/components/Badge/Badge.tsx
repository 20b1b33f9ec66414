import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/shared.css';
import { messages } from './messages';
import * as styles from './Badge.css';

export interface BadgeProps {
  /**
   * The count to show. The badge renders nothing when it is 0, negative or undefined: member-centre badges show only
   * when the count is above 0 (spec section 2, member center pages).
   */
  count?: number;
  /** Largest number shown; above it the badge reads "{max}+" (default 99, so 120 shows "99+"). */
  max?: number;
  /**
   * Screen-reader text replacing the default localised "{count} new items" (the exact count, even above `max`);
   * pass a localised string such as "3 unread messages".
   */
  label?: string;
  /** Extra class names, e.g. to position the badge over an icon. */
  className?: string;
}

/** A red count badge for menu items and icons (unread messages, missions, rewards). */
export function Badge({ count, max = 99, label, className }: BadgeProps) {
  const intl = useIntl();
  if (count === undefined || !(count > 0)) return null;
  const shown = count > max ? `${intl.formatNumber(max)}+` : intl.formatNumber(count);
  const text = label ?? intl.formatMessage(messages.count, { count });
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge}>
      <span aria-hidden="true">{shown}</span>
      <span className={visuallyHidden}>{text}</span>
    </span>
  );
}
