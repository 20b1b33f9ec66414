import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs } from '@playdeck/ui/Tabs';
import type { TabsRootProps } from '@playdeck/ui/Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'username', activationMode: 'automatic' },
  argTypes: { activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] } },
  render: (args: TabsRootProps) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="লগইন পদ্ধতি">
        <Tabs.Trigger value="username">ইউজারনেম</Tabs.Trigger>
        <Tabs.Trigger value="sms">এসএমএস</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="username">ইউজারনেম ও পাসওয়ার্ড দিয়ে লগইন করুন।</Tabs.Content>
      <Tabs.Content value="sms">মোবাইল নম্বরে পাঠানো কোড দিয়ে লগইন করুন।</Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { defaultValue: 'sms', activationMode: 'manual' } };

/** Arrow keys move the selection (WAI-ARIA tabs pattern). */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('tab', { name: 'ইউজারনেম' });
    const second = canvas.getByRole('tab', { name: 'এসএমএস' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'এসএমএস' })).toBeVisible();
  },
};

const categories = ['all', 'slots', 'live casino', 'sports', 'fishing', 'lottery', 'poker'];

/** Many tabs: on a phone the row scrolls sideways instead of wrapping. */
export const ManyTabs: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Tabs.Root {...args} defaultValue="all">
        <Tabs.List aria-label="Game categories">
          {categories.map((v) => (
            <Tabs.Trigger key={v} value={v}>
              {v}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {categories.map((v) => (
          <Tabs.Content key={v} value={v}>
            Games in {v}.
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'poker' }));
    await expect(canvas.getByRole('tab', { name: 'poker' })).toHaveAttribute('aria-selected', 'true');
  },
};
