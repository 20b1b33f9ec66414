import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: primary (one per view), secondary, ghost (outlined, low emphasis), danger (destructive). */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Height: sm 32 px, md 44 px (default, touch target), lg 52 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the container's width (phone forms). */
  fullWidth?: boolean;
  /**
   * Shows a spinner and blocks clicks while an action is pending. The button keeps its label (so its size is stable)
   * and reports `aria-busy`; it stays focusable so keyboard users do not lose their place.
   */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  /** `type` defaults to "button" so a button never submits a form by accident; pass "submit" explicitly. */
  type?: 'button' | 'submit' | 'reset';
  children?: ReactNode;
}

/** The action button of the design system. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    loading = false,
    icon,
    type = 'button',
    className,
    onClick,
    disabled,
    children,
    ...rest
  },
  ref,
) {
  const classes = styles.button({ variant, size, fullWidth });
  return (
    <button
      ref={ref}
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={null} /> : icon}
      <span className={styles.label}>{children}</span>
    </button>
  );
});
