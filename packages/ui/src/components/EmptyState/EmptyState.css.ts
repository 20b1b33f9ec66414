import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[8]} ${vars.space[4]}`,
  textAlign: 'center',
});

export const icon = style({ display: 'inline-flex', color: vars.color.textMuted });

globalStyle(`${icon} > svg`, { width: 48, height: 48 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  margin: 0,
  maxWidth: '40ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const action = style({ marginTop: vars.space[2] });
