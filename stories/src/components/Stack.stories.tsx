import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@playdeck/ui/Box';
import { Stack } from '@playdeck/ui/Stack';

const spaceSteps = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16];

const items = (n = 3) =>
  Array.from({ length: n }, (_, i) => (
    <Box key={i} padding={3} background="surface" radius="control" border>
      খেলা {i + 1}
    </Box>
  ));

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: { children: items() },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row', 'responsive'] },
    gap: { control: 'select', options: spaceSteps },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between', 'around'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { direction: 'row', gap: 4, align: 'center', justify: 'between', wrap: true },
};

export const Directions: Story = {
  render: (args) => (
    <Stack gap={6}>
      <Stack {...args} direction="column" />
      <Stack {...args} direction="row" />
      {/* Column on phones, row from 768 px: resize the viewport to see it switch. */}
      <Stack {...args} direction="responsive" />
    </Stack>
  ),
};

export const Gaps: Story = {
  render: (args) => (
    <Stack gap={6}>
      {([1, 2, 4, 8] as const).map((gap) => (
        <Stack key={gap} {...args} direction="row" gap={gap} />
      ))}
    </Stack>
  ),
};

export const Wrapping: Story = { args: { direction: 'row', wrap: true, gap: 2, children: items(12) } };
