import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/IconButton';
import { messages } from './messages';
import * as styles from './ScrollToTop.css';

export interface ScrollToTopProps {
  /** Scroll distance in px past which the button appears (default 400). */
  threshold?: number;
  /** Extra class names (e.g. to lift it above a bottom navigation bar). */
  className?: string;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The layout's floating "back to top" control (spec section 2: every layout but the agent pages has one). It appears
 * once the window has scrolled more than `threshold` px and scrolls the window to the top, smoothly unless the user
 * prefers reduced motion.
 */
export function ScrollToTop({ threshold = 400, className }: ScrollToTopProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // Only scroll events read the position. A read on mount forces a synchronous layout of the whole first screen
    // (Lighthouse target, docs/architecture.md "Targets": a 120 ms long task in the boot, and still 20 ms when deferred past the first paint). A page
    // mounted already scrolled (Back restoring the position) gets a scroll event from that restoration.
    const update = () => setVisible(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  if (!visible) return null;
  return (
    <IconButton
      label={intl.formatMessage(messages.label)}
      variant="primary"
      className={className ? `${styles.position} ${className}` : styles.position}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </IconButton>
  );
}
