import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '@playdeck/ui/TextField';
import { formWidth } from './decorators';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username', onChange: fn() },
  decorators: [formWidth],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    label: 'Username',
    hint: '4 to 16 letters or digits',
    placeholder: 'e.g. player01',
    required: true,
    maxLength: 16,
    showCounter: true,
    autoComplete: 'username',
    disabled: false,
  },
};

export const WithError: Story = {
  args: { label: 'Username', required: true, defaultValue: 'ab', error: 'Please fill in 4 - 16 characters' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please fill in 4 - 16 characters');
  },
};

export const WithCounter: Story = {
  args: { label: 'Nickname', maxLength: 20, showCounter: true, hint: 'Type to see the counter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Lucky player');
    await expect(canvas.getByRole('textbox')).toHaveValue('Lucky player');
    await expect(canvas.getByText(/12\s*\/\s*20|১২\s*\/\s*২০/)).toBeVisible();
  },
};

export const PasswordReveal: Story = {
  args: {
    label: 'Password',
    name: 'password',
    type: 'password',
    autoComplete: 'current-password',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await userEvent.type(input, 'hunter22');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('hunter22');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const MultilineFeedback: Story = {
  args: {
    label: 'বিবরণ (Description)',
    name: 'content',
    multiline: true,
    rows: 5,
    required: true,
    maxLength: 200,
    showCounter: true,
    hint: '20 থেকে 200 অক্ষর (20 to 200 characters)',
    placeholder: 'আপনার সমস্যাটি লিখুন',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox');
    await expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, 'Deposit not credited');
    await expect(within(canvasElement).getByText(/20\s*\/\s*200|২০\s*\/\s*২০০/)).toBeVisible();
  },
};
