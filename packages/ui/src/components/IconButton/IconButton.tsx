import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /**
   * Accessible name (aria-label), required because the button shows only an icon (WCAG 4.1.2). Pass a localised
   * string, e.g. `intl.formatMessage(commonMessages.close)`.
   */
  label: string;
  /** The icon, usually an inline SVG; hidden from assistive technology (the label names the button). */
  children: ReactNode;
  /** Visual weight, as Button: ghost (default, outlined), primary, secondary, danger. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Square size: sm 32 px (dense rows, toasts), md 44 px (default, touch target). */
  size?: 'sm' | 'md';
  /** `type` defaults to "button" so it never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
}

/** A square button that shows only an icon and is named by its `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant, size, type = 'button', className, children, ...rest },
  ref,
) {
  const classes = styles.iconButton({ variant, size });
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={className ? `${classes} ${className}` : classes}
      {...rest}
    >
      <span aria-hidden="true" className={styles.icon}>
        {children}
      </span>
    </button>
  );
});
