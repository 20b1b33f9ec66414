import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '@playdeck/ui/Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5 },
  argTypes: { count: { control: { type: 'number', min: 0 } }, max: { control: { type: 'number', min: 1 } } },
  render: (args) => (
    <a href="#messages" style={{ display: 'inline-flex', gap: 8, alignItems: 'center', color: 'inherit' }}>
      Platform information
      <Badge {...args} />
    </a>
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { count: 12, max: 9, label: '12 unread messages' } };

/** Count 0: nothing renders (member-centre badges show only above 0, spec section 2). */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName('Platform information');
    await expect(link.querySelector('span')).toBeNull();
  },
};

export const Five: Story = {
  args: { count: 5 },
  play: async ({ canvasElement, globals }) => {
    const nf = new Intl.NumberFormat(String(globals.locale ?? 'bn'));
    await expect(within(canvasElement).getByText(nf.format(5))).toBeVisible();
  },
};

/** 120 is above the default max of 99: shows "99+" and still announces the exact count. */
export const AboveMax: Story = {
  args: { count: 120 },
  play: async ({ canvasElement, globals }) => {
    const nf = new Intl.NumberFormat(String(globals.locale ?? 'bn'));
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${nf.format(99)}+`)).toBeVisible();
    // The screen-reader text keeps the exact count (in either digit system: the message may fall back to English).
    await expect(canvas.getByRole('link').textContent).toMatch(new RegExp(`${nf.format(120)}|120`));
  },
};
