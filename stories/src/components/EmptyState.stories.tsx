import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@playdeck/ui/Button';
import { EmptyState } from '@playdeck/ui/EmptyState';

const InboxIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M3 13l3-8h12l3 8v6H3zM3 13h5l1 2h6l1-2h5" />
  </svg>
);

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <InboxIcon />,
    title: 'কোনো বেটিং রেকর্ড নেই',
    description: 'আপনার বাজির রেকর্ড এখানে দেখা যাবে। Your bets appear here.',
  },
  argTypes: {
    icon: { control: false },
    action: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { title: 'No messages', description: 'Platform information shows up here.', headingLevel: 2 },
};

const onBrowse = fn();

export const WithAction: Story = {
  args: {
    title: 'No favourite games yet',
    description: 'Tap the heart on a game to keep it here.',
    action: <Button onClick={onBrowse}>Browse games</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Browse games' }));
    await expect(onBrowse).toHaveBeenCalled();
  },
};
