import { useEffect, useRef, useState } from 'react';
import * as styles from './Marquee.css';

/** One notice in the marquee. */
export interface MarqueeItem {
  /** Stable key. */
  id: string | number;
  /** The notice title shown in the ticker. */
  text: string;
}

export interface MarqueeProps {
  /** Notices in order. An empty list renders nothing. */
  items: MarqueeItem[];
  /**
   * Called with the index of the clicked notice in `items` (also for the looping copy), so the page opens the notice
   * popup at that index (spec section 2: "notice marquee (click opens notice at its index)").
   */
  onItemClick?: (index: number) => void;
  /** Accessible name of the marquee region, e.g. "Notices". */
  label: string;
  /** Scrolling speed in px per second (default 60). */
  speed?: number;
  /** Extra class names for the root. */
  className?: string;
}

/**
 * The home page's notice ticker (spec section 2). The items scroll sideways in a seamless loop (a CSS animation on a
 * doubled track, its duration = content width / `speed`), pause while hovered or focused, and stand still under
 * prefers-reduced-motion, where the row scrolls by hand. Each notice is a button; the looping copy is hidden from
 * assistive technology and from the tab order.
 */
export function Marquee({ items, onItemClick, label, speed = 60, className }: MarqueeProps) {
  const groupRef = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    const measure = () => setWidth(group.offsetWidth);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer reports the first size after the browser's own layout, so the mount does not force a synchronous
    // layout of the whole page (Lighthouse target, docs/architecture.md "Targets": a forced layout here was a 55 ms long task in the boot).
    const observer = new ResizeObserver(measure);
    observer.observe(group);
    return () => observer.disconnect();
  }, [items.length]);

  if (items.length === 0) return null;

  const duration = width > 0 && speed > 0 ? width / speed : 0;
  const copy = (hidden: boolean) => (
    <ul
      ref={hidden ? undefined : groupRef}
      className={hidden ? `${styles.group} ${styles.duplicate}` : styles.group}
      aria-hidden={hidden || undefined}
    >
      {items.map((item, index) => (
        <li key={item.id}>
          <button
            type="button"
            className={styles.item}
            tabIndex={hidden ? -1 : undefined}
            onClick={() => onItemClick?.(index)}
          >
            {item.text}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-label={label} className={className ? `${styles.root} ${className}` : styles.root}>
      <svg
        className={styles.icon}
        width="20"
        height="20"
        viewBox="0 0 20 20"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M3 8v4h3l5 4V4L6 8H3z" fill="currentColor" />
        <path
          d="M14 7a4 4 0 010 6"
          stroke="currentColor"
          strokeWidth="1.6"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <div className={styles.viewport}>
        <div
          className={duration ? `${styles.track} ${styles.running}` : styles.track}
          style={duration ? { animationDuration: `${duration}s` } : undefined}
        >
          {copy(false)}
          {copy(true)}
        </div>
      </div>
    </section>
  );
}
