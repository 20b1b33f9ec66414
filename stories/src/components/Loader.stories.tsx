import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loader } from '@playdeck/ui/Loader';

const meta = {
  title: 'Components/Loader',
  component: Loader,
  args: { open: true },
  render: (args) => (
    <div>
      <p>Page content behind the loader · পৃষ্ঠার বিষয়বস্তু</p>
      <Loader {...args} />
    </div>
  ),
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { open: true, label: 'Signing out…' } };

export const Open: Story = {
  args: { open: true, label: 'Launching game…' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Launching game…');
    const overlay = status.parentElement!;
    await expect(getComputedStyle(overlay).position).toBe('fixed');
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
