import { createElement, forwardRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import type { vars } from '../../theme/contract.css';
import * as styles from './Box.css';

type SpaceKey = keyof typeof vars.space;

/** A step of the spacing scale (tokens/space.json): the multiple of 4 px, e.g. 4 = 16 px. */
export type SpaceStep = SpaceKey extends `${infer N extends number}` ? N : never;

/** Tags Box may render as. */
export type BoxTag =
  'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'nav' | 'main' | 'span' | 'ul' | 'li';

/** Joins the truthy class names. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The class of a space step in a styleVariants map, or undefined when the step is not set. */
export function spaceClass(map: Record<SpaceKey, string>, step: SpaceStep | undefined): string | undefined {
  return step === undefined ? undefined : map[String(step) as SpaceKey];
}

export interface BoxProps extends HTMLAttributes<HTMLElement> {
  /** The element to render (default div). Pick the semantic one: section, nav, main, ul/li for lists. */
  as?: BoxTag;
  /** Padding on all sides, in space steps (multiples of 4 px). */
  padding?: SpaceStep;
  /** Left and right padding, in space steps; overrides `padding` on those sides. */
  paddingX?: SpaceStep;
  /** Top and bottom padding, in space steps; overrides `padding` on those sides. */
  paddingY?: SpaceStep;
  /** Margin on all sides, in space steps. */
  margin?: SpaceStep;
  /** Left and right margin, in space steps; overrides `margin` on those sides. */
  marginX?: SpaceStep;
  /** Top and bottom margin, in space steps; overrides `margin` on those sides. */
  marginY?: SpaceStep;
  /** Background colour role; also sets the matching text colour so content keeps its contrast. */
  background?: 'bg' | 'surface' | 'surfaceRaised' | 'surfaceSunken';
  /** Corner radius role chosen by the brand: control, card, modal or pill. */
  radius?: 'control' | 'card' | 'modal' | 'pill';
  /** Draws a 1 px border in the brand's border colour. */
  border?: boolean;
  children?: ReactNode;
}

/**
 * The layout primitive: a block with spacing, background, radius and border from the theme. Only the classes of the
 * props you set are applied, so a bare Box is a plain, reset element.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  {
    as = 'div',
    padding,
    paddingX,
    paddingY,
    margin,
    marginX,
    marginY,
    background,
    radius,
    border,
    className,
    ...rest
  },
  ref,
) {
  return createElement(as, {
    ref,
    className: cx(
      styles.base,
      spaceClass(styles.padding, padding),
      spaceClass(styles.paddingX, paddingX),
      spaceClass(styles.paddingY, paddingY),
      spaceClass(styles.margin, margin),
      spaceClass(styles.marginX, marginX),
      spaceClass(styles.marginY, marginY),
      background && styles.background[background],
      radius && styles.radius[radius],
      border && styles.border,
      className,
    ),
    ...rest,
  });
});
