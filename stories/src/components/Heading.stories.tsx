import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '@playdeck/ui/Heading';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { level: 2, children: 'জনপ্রিয় খেলা · Popular games' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: 'inline-radio', options: ['md', 'lg', 'xl', '2xl', '3xl'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { level: 3, size: '3xl' } };

export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={1}>Level 1 · প্রোমোশন</Heading>
      <Heading level={2}>Level 2 · লাইভ ক্যাসিনো</Heading>
      <Heading level={3}>Level 3 · স্লট</Heading>
      <Heading level={4}>Level 4 · মাছ ধরা</Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4]) {
      await expect(canvas.getByRole('heading', { level })).toBeInTheDocument();
    }
  },
};

export const LevelIndependentOfSize: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={2} size="md">
        An h2 that looks small
      </Heading>
      <Heading level={3} size="3xl">
        An h3 that looks big
      </Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const h2 = canvas.getByRole('heading', { level: 2 });
    const h3 = canvas.getByRole('heading', { level: 3 });
    await expect(parseFloat(getComputedStyle(h3).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(h2).fontSize),
    );
  },
};
