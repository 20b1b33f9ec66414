import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptchaField } from '@playdeck/ui/CaptchaField';
import type { CaptchaFieldProps } from '@playdeck/ui/CaptchaField';

/** A captcha image as the server would send it (an inline SVG data URI: no network). */
function captcha(text: string) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="36" viewBox="0 0 96 36">` +
    `<rect width="96" height="36" fill="#f1f5f9"/>` +
    `<path d="M4 28 C 30 4, 60 34, 92 8" stroke="#94a3b8" stroke-width="2" fill="none"/>` +
    `<text x="48" y="25" font-family="monospace" font-size="20" font-weight="700" fill="#0f172a" ` +
    `text-anchor="middle" letter-spacing="4">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const codes = ['7K3Q', 'P2M9', 'X8RT', '4HJD'];

/** Swaps the image on refresh, as a form would after fetching a new captcha. */
function Refreshing(args: CaptchaFieldProps) {
  const [index, setIndex] = useState(0);
  return (
    <CaptchaField
      {...args}
      src={captcha(codes[index % codes.length] ?? '')}
      onRefresh={() => {
        args.onRefresh?.();
        setIndex((i) => i + 1);
      }}
    />
  );
}

const meta = {
  title: 'Components/CaptchaField',
  component: CaptchaField,
  args: {
    label: 'Verification code',
    name: 'captcha',
    src: captcha(codes[0] ?? ''),
    onRefresh: fn(),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    required: true,
    maxLength: 4,
    hint: 'Type the characters in the image',
    loading: false,
    disabled: false,
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: '7K3', error: 'Please enter a valid verification code' },
};

/** The image refreshes on click, at most once per second: a double click refreshes once. */
export const RefreshOnClick: Story = {
  render: (args) => <Refreshing {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img');
    const before = image.getAttribute('src');
    await userEvent.dblClick(canvas.getByRole('button'));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img').getAttribute('src')).not.toBe(before);
  },
};
