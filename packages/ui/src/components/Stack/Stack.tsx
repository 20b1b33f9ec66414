import { createElement, forwardRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx, spaceClass } from '../Box/Box';
import type { SpaceStep } from '../Box/Box';
import * as styles from './Stack.css';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The element to render (default div); use ul/ol with li children for lists. */
  as?: 'div' | 'section' | 'nav' | 'header' | 'footer' | 'ul' | 'ol' | 'form';
  /**
   * Main axis: column (default), row, or responsive: a column on phones and a row from the tablet breakpoint
   * (768 px, tokens/breakpoints.json) up.
   */
  direction?: 'column' | 'row' | 'responsive';
  /** Space between children, in space steps (multiples of 4 px). Default 3 (12 px). */
  gap?: SpaceStep;
  /** Cross-axis alignment of the children (align-items). Default stretch. */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Main-axis distribution of the children (justify-content). Default start. */
  justify?: 'start' | 'center' | 'end' | 'between' | 'around';
  /** Lets children wrap onto new lines (chips, button groups on narrow phones). */
  wrap?: boolean;
  children?: ReactNode;
}

/** Lays its children out in a column or a row with even gaps from the spacing scale. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { as = 'div', direction = 'column', gap = 3, align, justify, wrap, className, ...rest },
  ref,
) {
  return createElement(as, {
    ref,
    className: cx(
      styles.base,
      styles.direction[direction],
      spaceClass(styles.gap, gap),
      align && styles.align[align],
      justify && styles.justify[justify],
      wrap && styles.wrap,
      className,
    ),
    ...rest,
  });
});
