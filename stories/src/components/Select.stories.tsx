import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '@playdeck/ui/Select';
import { formWidth } from './decorators';

// Feedback question types (spec 3): 1 deposit, 2 withdraw, 3 game, 4 service, 6 apply-agent, 0 other.
const questionTypes = [
  { value: '1', label: 'Deposit' },
  { value: '2', label: 'Withdraw' },
  { value: '3', label: 'Game' },
  { value: '4', label: 'Service' },
  { value: '6', label: 'Apply agent' },
  { value: '0', label: 'Other' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Question type',
    name: 'type',
    options: questionTypes,
    placeholder: 'Choose a type',
    onChange: fn(),
  },
  decorators: [formWidth],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox');
    await userEvent.selectOptions(select, '2');
    await expect(select).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { hint: 'What is your question about?', required: true, disabled: false },
};

export const WithError: Story = {
  args: { required: true, error: 'Question type is empty' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Question type is empty');
  },
};
