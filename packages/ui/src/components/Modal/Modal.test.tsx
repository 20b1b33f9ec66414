import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test/render';
import { Modal, MODAL_FADE_MS } from './Modal';
import type { ModalContentProps } from './Modal';
import * as styles from './Modal.css';
import { tokens } from '../../theme/tokens';

function Example(props: Partial<ModalContentProps>) {
  return (
    <Modal.Root>
      <Modal.Trigger>Open notice</Modal.Trigger>
      <Modal.Content title="Notice" {...props}>
        <p>Maintenance tonight.</p>
      </Modal.Content>
    </Modal.Root>
  );
}

describe('Modal', () => {
  it('opens from its trigger with the title as the dialog name and a close button by default', async () => {
    renderWithTheme(<Example />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open notice' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('Maintenance tonight.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no close button when showClose is false', async () => {
    renderWithTheme(<Example showClose={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open notice' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('locks page scroll while open and unlocks it after closing', async () => {
    renderWithTheme(<Example />);
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    await userEvent.click(screen.getByRole('button', { name: 'Open notice' }));
    // react-remove-scroll marks <body> and injects `body[data-scroll-locked] { overflow: hidden }`.
    expect(document.body).toHaveAttribute('data-scroll-locked');
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  });

  it('moves focus into the dialog and returns it to the trigger after Escape', async () => {
    renderWithTheme(<Example />);
    const trigger = screen.getByRole('button', { name: 'Open notice' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('returns focus to the opener when controlled without a trigger', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Notice 2
          </button>
          <Modal.Root open={open} onOpenChange={setOpen}>
            <Modal.Content title="Notice 2">Text</Modal.Content>
          </Modal.Root>
        </>
      );
    }
    renderWithTheme(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Notice 2' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Notice 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('reports the close request to a controlled owner on Escape', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(
      <Modal.Root open onOpenChange={onOpenChange}>
        <Modal.Content title="Rules">Text</Modal.Content>
      </Modal.Root>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('uses the fixed 200 x 200 px box for size "small" and keeps a hidden title as the accessible name', () => {
    renderWithTheme(
      <Modal.Root open>
        <Modal.Content title="Promo" hideTitle size="small" description="Today only">
          Body
        </Modal.Content>
      </Modal.Root>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Promo' });
    expect(dialog).toHaveClass(styles.size.small);
    expect(dialog).not.toHaveClass(styles.size.md);
    expect(dialog).toHaveAccessibleDescription('Today only');
  });

  it('renders inside the theme root so the brand variables apply', () => {
    renderWithTheme(
      <Modal.Root open>
        <Modal.Content title="Themed">Body</Modal.Content>
      </Modal.Root>,
    );
    expect(screen.getByRole('dialog').closest('[data-brand="test"]')).not.toBeNull();
  });

  it('fades in 100 ms, the modalFade token the styles use (spec section 9)', () => {
    expect(MODAL_FADE_MS).toBe(100);
    expect(tokens.motion.duration.modalFade).toBe(MODAL_FADE_MS);
  });
});
