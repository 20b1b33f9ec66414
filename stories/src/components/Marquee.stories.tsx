import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Marquee } from '@playdeck/ui/Marquee';

const meta = {
  title: 'Components/Marquee',
  component: Marquee,
  args: {
    label: 'নোটিশ',
    onItemClick: fn(),
    items: [
      { id: 1, text: 'আজ রাত ১২টা থেকে ২টা পর্যন্ত সার্ভার রক্ষণাবেক্ষণ' },
      { id: 2, text: 'দশটি নতুন স্লট গেম যোগ করা হয়েছে' },
      { id: 3, text: 'Weekend bonus: double reward points on every deposit' },
    ],
  },
  argTypes: { speed: { control: { type: 'range', min: 20, max: 200, step: 10 } } },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The track loops by half its width at `speed` px/s: duration = width of one copy / 60.
    const copy = canvas.getByRole('list');
    const track = copy.parentElement as HTMLElement;
    await waitFor(() => expect(getComputedStyle(track).animationName).not.toBe('none'));
    const seconds = parseFloat(getComputedStyle(track).animationDuration);
    await expect(seconds).toBeCloseTo(copy.offsetWidth / 60, 1);
  },
};

export const Playground: Story = { args: { speed: 120 } };

/** Clicking a notice reports its index, so the page opens the notice popup there (spec section 2). */
export const ClickOpensNotice: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'দশটি নতুন স্লট গেম যোগ করা হয়েছে' }));
    await expect(args.onItemClick).toHaveBeenCalledWith(1);
  },
};

/** A single short notice still loops without a gap: each copy is at least as wide as the viewport. */
export const SingleNotice: Story = {
  args: { items: [{ id: 1, text: 'Welcome to Playdeck!' }] },
  play: async ({ canvas }) => {
    const copy = canvas.getByRole('list');
    const viewport = copy.parentElement?.parentElement as HTMLElement;
    await expect(copy.offsetWidth).toBeGreaterThanOrEqual(viewport.clientWidth);
  },
};
