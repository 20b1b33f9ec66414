import type { Meta, StoryObj } from '@storybook/react-vite';
import { tokens } from '@playdeck/ui/theme';
import * as s from './Foundations.css';

const meta = { title: 'Foundations/Spacing and radius' } satisfies Meta;
export default meta;

/** The 4 px spacing grid (tokens/space.json), as bars of each width. */
export const Space: StoryObj = {
  render: () => (
    <div className={s.card}>
      {Object.entries(tokens.space).map(([step, px]) => (
        <div key={step} className={s.row}>
          <span className={s.code} style={{ width: 96 }}>
            space.{step} {px}px
          </span>
          <span className={s.bar} style={{ width: px }} aria-hidden="true" />
        </div>
      ))}
    </div>
  ),
};

/** Radius steps (tokens/radius.json); brands pick one per role. */
export const Radius: StoryObj = {
  render: () => (
    <div className={s.grid}>
      {Object.entries(tokens.radius).map(([name, px]) => (
        <div key={name} className={s.row}>
          <span
            className={s.swatch}
            style={{ borderRadius: Math.min(px, 24), borderWidth: 2 }}
            aria-hidden="true"
          />
          <span className={s.code}>
            radius.{name} {px}px
          </span>
        </div>
      ))}
    </div>
  ),
};

/** Breakpoints, z-index layers and motion durations. */
export const ScalesTable: StoryObj = {
  render: () => (
    <div className={s.grid}>
      {(['breakpoints', 'zIndex'] as const).map((group) => (
        <div key={group} className={s.card}>
          <h2 className={s.heading}>{group}</h2>
          {Object.entries(tokens[group]).map(([k, v]) => (
            <div key={k} className={s.code}>
              {k}: {String(v)}
            </div>
          ))}
        </div>
      ))}
      <div className={s.card}>
        <h2 className={s.heading}>motion.duration (ms)</h2>
        {Object.entries(tokens.motion.duration).map(([k, v]) => (
          <div key={k} className={s.code}>
            {k}: {v}
          </div>
        ))}
      </div>
    </div>
  ),
};
