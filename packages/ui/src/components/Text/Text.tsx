import { createElement, forwardRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../Box/Box';
import * as styles from './Text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element to render (default p). Use span inside other text, label with `htmlFor` for form labels. */
  as?: 'p' | 'span' | 'label' | 'div';
  /** For `as="label"`: the id of the field it labels. */
  htmlFor?: string;
  /**
   * Colour: default (inherits, i.e. the theme's text colour on bg and surfaces), muted (secondary text), danger
   * (errors), success. Keep danger and success on bg or surface backgrounds for contrast.
   */
  tone?: 'default' | 'muted' | 'danger' | 'success';
  /** Type scale step: xs 12, sm 14, md 16 (default), lg 18, xl 20 px. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Font weight. Omit to inherit (regular in body text). */
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  /** Cuts the text to one line with an ellipsis (names and titles in tight rows). */
  truncate?: boolean;
  children?: ReactNode;
}

/** Body text with the theme's type scale and text colour roles. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as = 'p', tone = 'default', size = 'md', weight, truncate, className, ...rest },
  ref,
) {
  return createElement(as, {
    ref,
    className: cx(
      styles.base,
      tone !== 'default' && styles.tone[tone],
      styles.size[size],
      weight && styles.weight[weight],
      truncate && styles.truncate,
      className,
    ),
    ...rest,
  });
});
