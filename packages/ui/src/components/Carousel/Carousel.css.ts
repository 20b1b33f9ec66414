import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaMinWidth } from '../../theme/tokens';
import { focusRing } from '../../styles/shared.css';

/**
 * Slides per view on phones, tablets and desktops, and the gap between slides. Set by classes on the root
 * ({@link perViewBaseClass}, ...), not by an inline `style` attribute: the CSP (`style-src 'self'`) refuses style
 * attributes in server-rendered HTML, so a carousel rendered on the server would lose its layout.
 */
export const perViewBase = createVar();
export const perViewTablet = createVar();
export const perViewDesktop = createVar();
export const spacing = createVar();

/** Slides per view a carousel can show (one class per count and breakpoint). */
export const PER_VIEW_COUNTS = [1, 2, 3, 4, 5, 6] as const;
/** Gaps between slides in px a carousel can use (one class each). */
export const SPACINGS = [0, 4, 8, 12, 16, 20, 24, 32] as const;

const perViewClasses = (variable: string) =>
  styleVariants(
    Object.fromEntries(PER_VIEW_COUNTS.map((n) => [n, n])) as Record<
      (typeof PER_VIEW_COUNTS)[number],
      number
    >,
    (n) => ({ vars: { [variable]: String(n) } }),
  );

/** Classes setting {@link perViewBase}, {@link perViewTablet}, {@link perViewDesktop} to a count. */
export const perViewBaseClass = perViewClasses(perViewBase);
export const perViewTabletClass = perViewClasses(perViewTablet);
export const perViewDesktopClass = perViewClasses(perViewDesktop);
/** Classes setting {@link spacing} to a gap in px. */
export const spacingClass = styleVariants(
  Object.fromEntries(SPACINGS.map((n) => [n, n])) as Record<(typeof SPACINGS)[number], number>,
  (n) => ({ vars: { [spacing]: `${n}px` } }),
);

const tablet = mediaMinWidth('tablet');
const desktop = mediaMinWidth('desktop');

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

export const stage = style({ position: 'relative' });

export const viewport = style({ overflow: 'hidden' });

// Embla's recommended layout: the gap is each slide's leading padding, cancelled on the first by the negative margin,
// so a looping carousel keeps the same gap where the last slide meets the first.
export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginInlineStart: `calc(${spacing} * -1)`,
});

export const slide = style({
  flex: `0 0 calc(100% / ${perViewBase})`,
  minWidth: 0,
  boxSizing: 'border-box',
  paddingInlineStart: spacing,
  '@media': {
    [tablet]: { flexBasis: `calc(100% / ${perViewTablet})` },
    [desktop]: { flexBasis: `calc(100% / ${perViewDesktop})` },
  },
});

const control = style([
  focusRing,
  {
    position: 'absolute',
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: '50%',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceRaised },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
]);

// Previous/next are the primary controls: 44 px touch targets.
/** Touch sizes (px): the arrows are the primary controls (44, WCAG 2.5.5), the rotation control 36. */
const ARROW_SIZE = 44;
const ROTATION_SIZE = 36;

export const arrow = style([
  control,
  { top: '50%', width: ARROW_SIZE, height: ARROW_SIZE, transform: 'translateY(-50%)' },
]);
export const previous = style({ insetInlineStart: vars.space[2] });
export const next = style({ insetInlineEnd: vars.space[2] });

export const rotation = style([
  control,
  {
    insetBlockStart: vars.space[2],
    insetInlineStart: vars.space[2],
    width: ROTATION_SIZE,
    height: ROTATION_SIZE,
  },
]);

/**
 * With autoplay the arrows' centre stays below the rotation control (top start): centred on a tall stage, lower on a
 * short one (a 3:1 banner on a 360 px phone is about 110 px high, where centred arrows covered the rotation control).
 * Set whenever autoplay is configured, on the server too, so nothing moves when the client turns rotation on.
 */
export const arrowBelowRotation = style({
  top: `max(50%, calc(${vars.space[2]} * 2 + ${ROTATION_SIZE}px + ${ARROW_SIZE / 2}px))`,
});

export const icon = style({ width: 20, height: 20 });

export const dots = style({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space[1],
});

// 24 px hit area (WCAG 2.5.8) around an 8 px dot.
export const dot = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 24,
    height: 24,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&::before': {
        content: '""',
        width: 8,
        height: 8,
        borderRadius: '50%',
        backgroundColor: vars.color.borderStrong,
      },
      '&[aria-current="true"]::before': { width: 10, height: 10, backgroundColor: vars.color.primary },
    },
  },
]);

/**
 * Controls are hidden where every slide fits (e.g. 3 slides at 3 per view on desktops but 1 per view on phones).
 * Declared after the controls, and phone -> tablet -> desktop, so the widest matching breakpoint wins.
 */
export const visibleBase = styleVariants({ hidden: { display: 'none' }, shown: {} });
export const visibleTablet = styleVariants({
  hidden: { '@media': { [tablet]: { display: 'none' } } },
  shown: { '@media': { [tablet]: { display: 'flex' } } },
});
export const visibleDesktop = styleVariants({
  hidden: { '@media': { [desktop]: { display: 'none' } } },
  shown: { '@media': { [desktop]: { display: 'flex' } } },
});
