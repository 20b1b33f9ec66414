import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@playdeck/ui/Checkbox';
import { formWidth } from './decorators';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Remember password', name: 'remember', onChange: fn() },
  decorators: [formWidth],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Remember password'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    description: 'Kept on this device for 1 day',
    defaultChecked: true,
    disabled: false,
    required: false,
  },
};

export const WithTermsLink: Story = {
  args: {
    name: 'terms',
    required: true,
    label: (
      <>
        I am over 18 and agree to the{' '}
        <a href="#terms" style={{ color: 'var(--pd-color-link)' }}>
          terms and conditions
        </a>
      </>
    ),
    error: 'Please agree to the terms and conditions',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleName('I am over 18 and agree to the terms and conditions');
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '#terms',
    );
  },
};
