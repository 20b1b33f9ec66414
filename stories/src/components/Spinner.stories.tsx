import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '@playdeck/ui/Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { size: 'lg', label: 'Loading games' } };

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" label="Small" />
      <Spinner size="md" label="Medium" />
      <Spinner size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const width = (name: string) => canvas.getByRole('status', { name }).getBoundingClientRect().width;
    // The documented diameters (sm 14, md 20, lg 36 px) include the border.
    await expect(width('Small')).toBe(14);
    await expect(width('Medium')).toBe(20);
    await expect(width('Large')).toBe(36);
  },
};

export const Silent: Story = {
  args: { label: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
