import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField } from '@playdeck/ui/PhoneField';
import { formWidth } from './decorators';

// Country entries as the server sends them (spec 3).
const countries = [
  { countryCode: 'BD', countryDialingCode: '880' },
  { countryCode: 'TH', countryDialingCode: '66' },
];

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  args: { label: 'Mobile number', name: 'mobileNum', countries, onChange: fn() },
  decorators: [formWidth],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '01712-345 678');
    await expect(canvas.getByRole('textbox')).toHaveValue('01712345678');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      countryDialingCode: '880',
      nationalNumber: '01712345678',
    });
    await userEvent.selectOptions(canvas.getByRole('combobox'), '66');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      countryDialingCode: '66',
      nationalNumber: '01712345678',
    });
  },
};

export const Playground: Story = {
  args: {
    hint: 'Please enter your 10 digit phone number',
    required: true,
    maxLength: 11,
    disabled: false,
    defaultValue: { countryDialingCode: '66', nationalNumber: '812345678' },
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please enter a valid mobile number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid mobile number');
  },
};

/** Bengali labels (the default brand's language) with Bangladesh and Thailand codes. */
export const BengaliLabels: Story = {
  args: {
    label: 'মোবাইল নম্বর',
    hint: 'আপনার ১০ সংখ্যার ফোন নম্বর লিখুন',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'মোবাইল নম্বর' })).toBeInTheDocument();
    // Bengali digits typed on a Bengali keyboard become ASCII digits.
    await userEvent.type(canvas.getByRole('textbox', { name: 'মোবাইল নম্বর' }), '০১৭১২৩৪৫৬৭৮');
    await expect(canvas.getByRole('textbox')).toHaveValue('01712345678');
  },
};
