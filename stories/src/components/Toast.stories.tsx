import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@playdeck/ui/Button';
import { ToastProvider, useToast } from '@playdeck/ui/Toast';
import type { ToastOptions } from '@playdeck/ui/Toast';

/** Story harness: a button that shows a toast with the story's args. */
function ShowToastButton(props: ToastOptions) {
  const toast = useToast();
  return <Button onClick={() => toast.show(props)}>Show toast</Button>;
}

function TonesDemo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button
        variant="ghost"
        onClick={() =>
          toast.show({ title: 'New announcement', description: 'নতুন ঘোষণা এসেছে', tone: 'info' })
        }
      >
        Show info
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.show({ title: 'Deposit received', description: '৳500 added to your wallet', tone: 'success' })
        }
      >
        Show success
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.show({ title: 'Withdrawal failed', description: 'Please try again later.', tone: 'danger' })
        }
      >
        Show danger
      </Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ShowToastButton,
  args: { title: 'প্রোফাইল সংরক্ষিত হয়েছে · Profile saved', tone: 'info', durationMs: 4000 },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'danger'] },
    durationMs: { control: { type: 'number', min: 0, step: 500 } },
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ShowToastButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = screen.getByRole('region');
    // waitFor: the toast fades in from opacity 0.
    await waitFor(() => expect(within(region).getByText(String(args.title))).toBeVisible());
  },
};

export const Playground: Story = {
  args: {
    title: 'Bonus claimed',
    description: 'Your red envelope bonus was added.',
    tone: 'success',
    durationMs: 8000,
  },
};

export const Tones: Story = {
  render: () => <TonesDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show danger' }));
    const region = within(screen.getByRole('region'));
    for (const title of ['New announcement', 'Deposit received', 'Withdrawal failed']) {
      await waitFor(() => expect(region.getByText(title)).toBeVisible());
    }
  },
};

export const CloseButton: Story = {
  args: { title: 'Stays until closed', durationMs: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const region = within(screen.getByRole('region'));
    const item = (await region.findByText('Stays until closed')).closest('li')!;
    await userEvent.click(within(item).getByRole('button'));
    await waitFor(() => expect(region.queryByText('Stays until closed')).toBeNull());
  },
};

export const AtMostThree: Story = {
  render: () => <TonesDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Show info', 'Show success', 'Show danger', 'Show info']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    const region = within(screen.getByRole('region'));
    await expect(region.getAllByRole('listitem')).toHaveLength(3);
    await expect(region.getAllByRole('listitem')[0]).toHaveTextContent('Deposit received');
  },
};
