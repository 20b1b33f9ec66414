import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when pressed with the mouse or the keyboard', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks and reports busy while loading', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Deposit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('never submits a form unless asked to', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
