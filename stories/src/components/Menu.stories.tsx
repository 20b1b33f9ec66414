import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Menu } from '@playdeck/ui/Menu';

const avatar =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="#0f766e"/><circle cx="20" cy="16" r="7" fill="#fff"/><path d="M7 34c3-7 8-9 13-9s10 2 13 9" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    label: 'অ্যাকাউন্ট মেনু',
    trigger: <img src={avatar} alt="Avatar" width={36} height={36} style={{ borderRadius: '50%' }} />,
    items: [
      { id: 'bets', label: 'বেটিং রেকর্ড', href: '#betting-record' },
      { id: 'account', label: 'অ্যাকাউন্ট রেকর্ড', onSelect: fn() },
      { id: 'pl', label: 'ব্যক্তিগত লাভ/ক্ষতি', onSelect: fn() },
      { id: 'rewards', label: 'রিওয়ার্ড সেন্টার', onSelect: fn() },
      { id: 'security', label: 'নিরাপত্তা কেন্দ্র', onSelect: fn() },
      { id: 'help', label: 'সহায়তা কেন্দ্র', onSelect: fn() },
      { type: 'separator', id: 'sep' },
      { id: 'logout', label: 'সাইন আউট', tone: 'danger', onSelect: fn() },
    ],
  },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] } },
  // A header's right corner, where the avatar menu lives.
  render: (args) => (
    <div
      style={{
        display: 'flex',
        justifyContent: args.align === 'start' ? 'flex-start' : 'flex-end',
        minHeight: 480,
      }}
    >
      <Menu {...args} />
    </div>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { align: 'start', label: 'Account menu' } };

/** Menu button pattern: ArrowDown opens on the first item, arrows move, Escape returns focus to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'অ্যাকাউন্ট মেনু' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menu', { name: 'অ্যাকাউন্ট মেনু' })).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: 'বেটিং রেকর্ড' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'অ্যাকাউন্ট রেকর্ড' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'সাইন আউট' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** Left open so the popup itself is checked by axe in both colour modes. */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'অ্যাকাউন্ট মেনু' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await expect(args.items).toHaveLength(8);
  },
};
