import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '@playdeck/ui/Text';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'আপনার ব্যালেন্স আপডেট হয়েছে। Your balance was updated.' },
  argTypes: {
    as: { control: 'inline-radio', options: ['p', 'span', 'label', 'div'] },
    tone: { control: 'inline-radio', options: ['default', 'muted', 'danger', 'success'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'semibold', 'bold'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { tone: 'muted', size: 'lg', weight: 'medium', truncate: false } };

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Text {...args} tone="default">
        Default: জমা সম্পন্ন
      </Text>
      <Text {...args} tone="muted">
        Muted: শেষ আপডেট ৫ মিনিট আগে
      </Text>
      <Text {...args} tone="danger">
        Danger: অপর্যাপ্ত ব্যালেন্স
      </Text>
      <Text {...args} tone="success">
        Success: উত্তোলন অনুমোদিত
      </Text>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: খেলুন এবং জিতুন · Play and win
        </Text>
      ))}
    </div>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight}: প্রোমোশন
        </Text>
      ))}
    </div>
  ),
};

export const Truncated: Story = {
  args: {
    truncate: true,
    children: 'A very long game name that cannot fit on a 360 px phone screen and must end with an ellipsis',
  },
  render: (args) => (
    <div style={{ width: 200 }}>
      <Text {...args} />
    </div>
  ),
};

export const AsLabel: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 4 }}>
      <Text as="label" htmlFor="amount" size="sm" weight="semibold">
        Amount
      </Text>
      <input id="amount" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
  },
};
