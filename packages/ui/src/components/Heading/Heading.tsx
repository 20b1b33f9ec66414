import { forwardRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Heading.css';

/** Visual size of a heading: md 16, lg 18, xl 20, 2xl 24, 3xl 30 px. */
export type HeadingSize = 'md' | 'lg' | 'xl' | '2xl' | '3xl';

const defaultSize: Record<1 | 2 | 3 | 4, HeadingSize> = { 1: '3xl', 2: '2xl', 3: 'xl', 4: 'lg' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document outline level: renders h1 to h4. Pick it from the page structure, not from the look. */
  level: 1 | 2 | 3 | 4;
  /** Visual size, independent of `level`. Default by level: 1 3xl, 2 2xl, 3 xl, 4 lg. */
  size?: HeadingSize;
  children?: ReactNode;
}

/** A section heading in the brand's heading font; the level sets semantics, `size` the look. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, className, ...rest },
  ref,
) {
  const Tag = `h${level}` as const;
  const classes = `${styles.base} ${styles.size[size ?? defaultSize[level]]}`;
  return <Tag ref={ref} className={className ? `${classes} ${className}` : classes} {...rest} />;
});
