import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import * as styles from './Menu.css';

/** An action or link in the menu. */
export interface MenuActionItem {
  /** Stable key. */
  id: string;
  /** Visible text; also used for typeahead (first letter). */
  label: ReactNode;
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void;
  /** Makes the item a link (e.g. "Betting record"); `onSelect` is still called. */
  href?: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** `danger` colours a destructive item, e.g. "Sign out". */
  tone?: 'danger';
  type?: undefined;
}

/** A divider between groups of items. */
export interface MenuSeparatorItem {
  type: 'separator';
  /** Stable key. */
  id: string;
}

export type MenuItem = MenuActionItem | MenuSeparatorItem;

export interface MenuProps {
  /** What the trigger button shows, e.g. the avatar image. */
  trigger: ReactNode;
  /** Accessible name of the trigger button and the menu, e.g. "Account menu". */
  label: string;
  /** Items top to bottom. */
  items: MenuItem[];
  /** Which edge of the trigger the popup lines up with: `end` (default, for a header's right corner) or `start`. */
  align?: 'start' | 'end';
  /** Extra class names for the wrapper. */
  className?: string;
}

type FocusTarget = 'first' | 'last';

/**
 * A menu button (WAI-ARIA APG menu button pattern), e.g. the header's avatar menu (spec section 2). Click, Enter,
 * Space or ArrowDown open it on the first item, ArrowUp on the last; arrows move with wraparound, Home/End jump,
 * a letter jumps to the next item starting with it; Escape closes it and returns focus to the trigger; Tab or a
 * click outside closes it. The popup is positioned below the trigger with plain CSS.
 */
export function Menu({ trigger, label, items, align = 'end', className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const focusTarget = useRef<FocusTarget>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const menuId = `${id}menu`;
  const triggerId = `${id}trigger`;

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (focusTarget.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const show = (target: FocusTarget) => {
    focusTarget.current = target;
    if (open) {
      const list = menuItems();
      (target === 'last' ? list[list.length - 1] : list[0])?.focus();
    } else setOpen(true);
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(event.key === 'ArrowUp' ? 'last' : 'first');
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        // Keep an enclosing dialog from closing too.
        event.stopPropagation();
        return close();
      case 'Tab':
        // Let focus move on to the next element; just close behind it.
        return setOpen(false);
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ')
          return;
        const key = event.key.toLocaleLowerCase();
        for (let step = 1; step <= list.length; step++) {
          const candidate = list[(index + step) % list.length];
          if (candidate?.textContent?.trim().toLocaleLowerCase().startsWith(key)) return move(index + step);
        }
      }
    }
  };

  return (
    <div ref={rootRef} className={className ? `${styles.root} ${className}` : styles.root}>
      <button
        ref={triggerRef}
        type="button"
        id={triggerId}
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : show('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-labelledby={triggerId}
          className={`${styles.menu} ${align === 'start' ? styles.alignStart : styles.alignEnd}`}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            if (item.type === 'separator')
              return <div key={item.id} role="separator" className={styles.separator} />;
            const className = item.tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item;
            const select = () => {
              item.onSelect?.();
              close();
            };
            const content = (
              <>
                {item.icon ? (
                  <span className={styles.icon} aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </>
            );
            return item.href ? (
              <a
                key={item.id}
                role="menuitem"
                tabIndex={-1}
                href={item.href}
                className={className}
                onClick={select}
              >
                {content}
              </a>
            ) : (
              <button
                key={item.id}
                role="menuitem"
                tabIndex={-1}
                type="button"
                className={className}
                onClick={select}
              >
                {content}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
