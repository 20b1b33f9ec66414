import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemeRoot } from '@playdeck/ui/theme';
import { Button } from '@playdeck/ui/Button';
import { brands } from '../../.storybook/brands';
import * as s from './Foundations.css';

const meta = { title: 'Foundations/Brands' } satisfies Meta;
export default meta;

/**
 * Every brand in config/brands side by side, in the colour mode of the toolbar: a new brand folder appears here with
 * no code change.
 */
export const SideBySide: StoryObj = {
  render: () => (
    <div className={s.brands}>
      {brands.map((brand) => (
        <ThemeRoot key={brand.id} brand={brand.id} className={s.card}>
          <h2 className={s.heading}>{brand.name}</h2>
          <p style={{ margin: 0 }}>
            স্বাগতম! Welcome.{' '}
            <a className={s.link} href="#terms">
              Terms
            </a>
          </p>
          <div className={s.row} style={{ flexWrap: 'wrap' }}>
            <Button>Deposit</Button>
            <Button variant="secondary">Register</Button>
            <Button variant="ghost">Log in</Button>
            <Button variant="danger">Sign out</Button>
          </div>
        </ThemeRoot>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const roots = canvasElement.querySelectorAll<HTMLElement>('[data-brand] [data-brand]');
    await expect(roots.length).toBe(brands.length);
    // Brands really differ: their primary buttons do not share a background colour.
    const colours = new Set(
      Array.from(roots).map((r) => getComputedStyle(r.querySelector('button')!).backgroundColor),
    );
    await expect(colours.size).toBe(brands.length);
  },
};
