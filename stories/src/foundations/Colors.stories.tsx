import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { colorRoles, cssVarName, tokens } from '@playdeck/ui/theme';
import * as s from './Foundations.css';

const meta = { title: 'Foundations/Colours', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;

/** The brand's semantic colour roles (switch brand and colour mode in the toolbar). */
export const Roles: StoryObj = {
  render: () => (
    <div className={s.grid}>
      {colorRoles.map((role) => (
        <div key={role} className={s.row}>
          <span
            className={s.swatch}
            style={{ background: `var(${cssVarName(['color', role])})` }}
            aria-hidden="true"
          />
          <div>
            <div>{role}</div>
            <div className={s.code}>{cssVarName(['color', role])}</div>
          </div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Every role resolves to a real colour for the selected brand: a missing variable would be transparent.
    const swatches = canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"]');
    await expect(swatches.length).toBeGreaterThanOrEqual(colorRoles.length);
    for (const el of Array.from(swatches).slice(0, colorRoles.length)) {
      await expect(getComputedStyle(el).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    }
  },
};

/** The brand-agnostic palette ramps (tokens/palette.json) that brand themes reference as `<ramp>.<step>`. */
export const Palette: StoryObj = {
  render: () => (
    <div className={s.grid}>
      {Object.entries(tokens.palette).map(([ramp, steps]) => (
        <div key={ramp} className={s.card}>
          <h2 className={s.heading}>{ramp}</h2>
          {Object.entries(steps as Record<string, string>).map(([step, hex]) => (
            <div key={step} className={s.row}>
              <span className={s.swatch} style={{ background: hex }} aria-hidden="true" />
              <span className={s.code}>
                {ramp}.{step} {hex}
              </span>
            </div>
          ))}
        </div>
      ))}
    </div>
  ),
};
