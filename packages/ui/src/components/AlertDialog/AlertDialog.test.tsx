import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { renderWithTheme } from '../../test/render';
import { AlertDialog } from './AlertDialog';
import type { AlertDialogProps } from './AlertDialog';

type Props = Partial<Omit<AlertDialogProps, 'open' | 'onOpenChange'>>;

/** An opener button plus the dialog, as a page would use it. */
function Page(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign out
      </button>
      <AlertDialog open={open} onOpenChange={setOpen} title="Prompt" message="Sure to log out?" {...props} />
    </>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  return screen.getByRole('alertdialog', { name: 'Prompt' });
}

describe('AlertDialog', () => {
  it('is an alertdialog described by its message, with focus on the confirm button', async () => {
    renderWithTheme(<Page />);
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Sure to log out?');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('calls onConfirm, closes and returns focus to the opener', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(<Page onConfirm={onConfirm} confirmLabel="Yes" />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
  });

  it('stays open when onConfirm prevents the default', async () => {
    renderWithTheme(<Page onConfirm={(event: MouseEvent) => event.preventDefault()} />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows a cancel button with onCancel, which cancels without confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(<Page onConfirm={onConfirm} onCancel={onCancel} />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('treats Escape as cancel but ignores clicks on the overlay', async () => {
    const onCancel = vi.fn();
    renderWithTheme(<Page onCancel={onCancel} />);
    const dialog = await openDialog();
    await userEvent.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('blocks confirm, cancel and Escape while the confirm action is loading', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithTheme(
      <AlertDialog
        open
        onOpenChange={onOpenChange}
        title="Prompt"
        message="Sure?"
        showCancel
        confirmLoading
        onConfirm={onConfirm}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
