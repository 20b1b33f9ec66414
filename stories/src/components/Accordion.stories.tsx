import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion } from '@playdeck/ui/Accordion';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'n1',
        title: 'সার্ভার রক্ষণাবেক্ষণ',
        meta: <time dateTime="2024-05-01T18:30:00">2024-05-01 18:30:00</time>,
        content: 'আজ রাত ১২টা থেকে ২টা পর্যন্ত সার্ভার রক্ষণাবেক্ষণ চলবে।',
      },
      {
        id: 'n2',
        title: 'নতুন স্লট গেম',
        meta: <time dateTime="2024-05-02T09:00:00">2024-05-02 09:00:00</time>,
        content: 'দশটি নতুন স্লট গেম যোগ করা হয়েছে।',
      },
      {
        id: 'n3',
        title: 'Weekend bonus',
        meta: <time dateTime="2024-05-03T12:15:30">2024-05-03 12:15:30</time>,
        content: 'Double reward points on every deposit this weekend.',
      },
    ],
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['single', 'multiple'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { type: 'multiple', defaultOpenIds: ['n1', 'n3'], headingLevel: 2 },
};

/** Clicking a header expands its notice; in single mode the first one closes. */
export const ExpandSecond: Story = {
  args: { defaultOpenIds: ['n1'] },
  play: async ({ canvas }) => {
    const second = canvas.getByRole('button', { name: /নতুন স্লট গেম/ });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: /নতুন স্লট গেম/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /সার্ভার রক্ষণাবেক্ষণ/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
