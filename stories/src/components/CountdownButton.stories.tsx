import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountdownButton } from '@playdeck/ui/CountdownButton';

const meta = {
  title: 'Components/CountdownButton',
  component: CountdownButton,
  args: { children: 'Send code', onSend: fn(), defaultSeconds: 60 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'secondary', size: 'md', fullWidth: false, defaultSeconds: 10 },
};

/** After a send the button waits (here 3 s instead of 60) and then allows a new send; a double click sends once. */
export const Countdown: Story = {
  args: { defaultSeconds: 3, onSend: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveTextContent(/[1-3১-৩]/);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
    await expect(button).toHaveTextContent('Send code');
  },
};

/** A slow send shows the spinner; the server's expiredMinutes (2) sets a 120 s countdown. */
export const ServerCountdown: Story = {
  args: { onSend: fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(2 * 60), 600))) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).toHaveTextContent(/120|১২০|119|১১৯/));
    await expect(button).toBeDisabled();
  },
};
