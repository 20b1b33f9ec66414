import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import * as styles from './Accordion.css';

/** One section of the accordion, e.g. a notice. */
export interface AccordionItem {
  /** Stable id; what `openIds` and `onOpenChange` speak in. */
  id: string;
  /** The header text (phrasing content: it sits inside a button). */
  title: ReactNode;
  /** Secondary header text, e.g. the notice's time "2024-05-01 18:30:00" (spec section 2). */
  meta?: ReactNode;
  /** The panel shown while the section is expanded. */
  content: ReactNode;
}

export interface AccordionProps {
  /** Sections, top to bottom. */
  items: AccordionItem[];
  /** `single` (default): opening one section closes the other, and the open one can be closed; `multiple`: independent. */
  type?: 'single' | 'multiple';
  /** Sections open at first (uncontrolled). With `single` only the first is used. */
  defaultOpenIds?: string[];
  /** Open sections (controlled); pair with `onOpenChange`. */
  openIds?: string[];
  /** Called with the new list of open section ids whenever a header is toggled. */
  onOpenChange?: (openIds: string[]) => void;
  /** Level of the heading wrapping each header button (2-6, default 3), to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra class names for the root. */
  className?: string;
}

/**
 * Expandable sections (WAI-ARIA APG accordion pattern): each header is a button with aria-expanded inside a heading,
 * controlling a region labelled by it. ArrowUp/ArrowDown/Home/End move between headers. Used for the notice popup
 * (spec section 2: "accordion of notices with title, time and content").
 */
export function Accordion({
  items,
  type = 'single',
  defaultOpenIds = [],
  openIds,
  onOpenChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [uncontrolled, setUncontrolled] = useState(() =>
    type === 'single' ? defaultOpenIds.slice(0, 1) : defaultOpenIds,
  );
  const open = openIds ?? uncontrolled;
  const baseId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const isOpen = open.includes(id);
    const next = isOpen ? open.filter((o) => o !== id) : type === 'single' ? [id] : [...open, id];
    if (openIds === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const headers = Array.from(
      rootRef.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-header]') ?? [],
    );
    const index = headers.indexOf(event.currentTarget);
    const to = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: headers.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    headers[(to + headers.length) % headers.length]?.focus();
  };

  return (
    <div ref={rootRef} className={className ? `${styles.root} ${className}` : styles.root}>
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const buttonId = `${baseId}h${index}`;
        const panelId = `${baseId}p${index}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-accordion-header=""
                onClick={() => toggle(item.id)}
                onKeyDown={onKeyDown}
              >
                <span className={styles.text}>
                  <span className={styles.title}>{item.title}</span>
                  {item.meta ? <span className={styles.meta}>{item.meta}</span> : null}
                </span>
                <svg
                  className={styles.chevron}
                  width="16"
                  height="16"
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M3 6l5 5 5-5"
                    stroke="currentColor"
                    strokeWidth="2"
                    fill="none"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
            >
              {expanded ? item.content : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
