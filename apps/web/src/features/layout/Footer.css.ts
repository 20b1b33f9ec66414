import { style } from '@vanilla-extract/css';
import { mediaMinWidth, vars } from '@playdeck/ui/theme';

/**
 * Below the first screen on every page: laid out and painted only near the viewport (`content-visibility: auto`;
 * Lighthouse target in docs/architecture.md "Targets"), its place held by its height on phones and from tablets (`auto` keeps the real height once rendered).
 */
export const footer = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 700px',
  '@media': { [mediaMinWidth('tablet')]: { containIntrinsicSize: 'auto 480px' } },
  padding: vars.space['6'],
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  maxWidth: 1200,
  margin: '0 auto',
});

export const heading = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space['2']}` });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: vars.color.link,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

/** A footer action (the feedback popup) that looks like the links beside it. */
export const linkButton = style([
  link,
  {
    background: 'none',
    border: 0,
    padding: 0,
    font: 'inherit',
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);

export const license = style({ maxWidth: 1200, margin: `${vars.space['6']} auto 0` });
