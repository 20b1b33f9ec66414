import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Resets that make every tag (lists included) a neutral layout block. */
export const base = style({ boxSizing: 'border-box', margin: 0, padding: 0, listStyle: 'none' });

export const padding = styleVariants(vars.space, (v) => ({ padding: v }));
export const paddingX = styleVariants(vars.space, (v) => ({ paddingLeft: v, paddingRight: v }));
export const paddingY = styleVariants(vars.space, (v) => ({ paddingTop: v, paddingBottom: v }));
export const margin = styleVariants(vars.space, (v) => ({ margin: v }));
export const marginX = styleVariants(vars.space, (v) => ({ marginLeft: v, marginRight: v }));
export const marginY = styleVariants(vars.space, (v) => ({ marginTop: v, marginBottom: v }));

// Each background also sets the text colour so content on it always meets contrast (surface + text pairs).
export const background = styleVariants({
  bg: { backgroundColor: vars.color.bg, color: vars.color.text },
  surface: { backgroundColor: vars.color.surface, color: vars.color.text },
  surfaceRaised: { backgroundColor: vars.color.surfaceRaised, color: vars.color.text },
  surfaceSunken: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
});

export const radius = styleVariants(vars.radius, (v) => ({ borderRadius: v }));

export const border = style({ border: `1px solid ${vars.color.border}` });
