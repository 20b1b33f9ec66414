import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AlertDialog } from '@playdeck/ui/AlertDialog';
import type { AlertDialogProps } from '@playdeck/ui/AlertDialog';
import { Button } from '@playdeck/ui/Button';

/** The dialog is controlled: an opener button owns its state, as a page does. */
function Example(props: AlertDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Sign out
      </Button>
      <AlertDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'প্রম্পট',
    message: 'আপনি কি লগ আউট করতে চান?',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['warning', 'danger'] } },
  render: (args) => <Example {...args} />,
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    open: true,
    title: 'Prompt',
    message: 'Are you sure you want to sign out?',
    tone: 'danger',
    confirmLabel: 'Sign out',
    showCancel: true,
    confirmLoading: false,
  },
};

/** The logout confirmation (spec section 8): confirm is focused first and calls onConfirm. */
export const Confirm: Story = {
  args: { onCancel: fn(), confirmLabel: 'হ্যাঁ', cancelLabel: 'না' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'প্রম্পট' });
    await expect(dialog).toHaveAccessibleDescription('আপনি কি লগ আউট করতে চান?');
    await expect(screen.getByRole('button', { name: 'হ্যাঁ' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A failed SMS send (spec section 8): the server's message and a single confirm button. */
export const ServerWarning: Story = {
  args: {
    open: true,
    title: 'Warning',
    message: 'Too many requests, please try again after 5 minutes.',
    confirmLabel: 'OK',
  },
};

export const Loading: Story = {
  args: { open: true, tone: 'danger', showCancel: true, confirmLoading: true, confirmLabel: 'Sign out' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
