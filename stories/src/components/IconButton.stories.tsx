import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '@playdeck/ui/IconButton';

const RefreshIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5" />
  </svg>
);

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Refresh balance', children: <RefreshIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh balance' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { variant: 'primary', size: 'sm', disabled: false } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <IconButton {...args} variant="ghost" label="Refresh (ghost)" />
      <IconButton {...args} variant="primary" label="Refresh (primary)" />
      <IconButton {...args} variant="secondary" label="Refresh (secondary)" />
      <IconButton {...args} variant="danger" label="Refresh (danger)" />
      <IconButton {...args} disabled label="Refresh (disabled)" />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" label="Small refresh" />
      <IconButton {...args} size="md" label="Medium refresh" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Small refresh' }).getBoundingClientRect().height).toBe(
      32,
    );
    await expect(canvas.getByRole('button', { name: 'Medium refresh' }).getBoundingClientRect().width).toBe(
      44,
    );
  },
};
