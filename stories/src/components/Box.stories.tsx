import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '@playdeck/ui/Box';

const spaceSteps = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16];
const backgrounds = ['bg', 'surface', 'surfaceRaised', 'surfaceSunken'] as const;
const radii = ['control', 'card', 'modal', 'pill'] as const;

const meta = {
  title: 'Components/Box',
  component: Box,
  args: {
    children: 'আমার অ্যাকাউন্ট · My account',
    padding: 4,
    background: 'surface',
    radius: 'card',
    border: true,
  },
  argTypes: {
    as: {
      control: 'select',
      options: ['div', 'section', 'article', 'aside', 'header', 'footer', 'nav', 'main', 'span', 'ul', 'li'],
    },
    padding: { control: 'select', options: spaceSteps },
    paddingX: { control: 'select', options: spaceSteps },
    paddingY: { control: 'select', options: spaceSteps },
    margin: { control: 'select', options: spaceSteps },
    marginX: { control: 'select', options: spaceSteps },
    marginY: { control: 'select', options: spaceSteps },
    background: { control: 'inline-radio', options: backgrounds },
    radius: { control: 'inline-radio', options: radii },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    as: 'section',
    padding: 6,
    paddingX: 8,
    marginY: 4,
    background: 'surfaceRaised',
    radius: 'modal',
    border: false,
  },
};

export const Backgrounds: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {backgrounds.map((background) => (
        <Box key={background} {...args} background={background}>
          {background}
        </Box>
      ))}
    </div>
  ),
};

export const Radii: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {radii.map((radius) => (
        <Box key={radius} {...args} radius={radius}>
          {radius}
        </Box>
      ))}
    </div>
  ),
};

export const SemanticElements: Story = {
  render: (args) => (
    <Box {...args} as="nav" aria-label="Member center">
      <Box as="ul">
        <Box as="li" paddingY={2}>
          Wallet
        </Box>
        <Box as="li" paddingY={2}>
          Betting record
        </Box>
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Member center' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
  },
};
