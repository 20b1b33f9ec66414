import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { IconButton } from './IconButton';

const icon = (
  <svg viewBox="0 0 24 24">
    <title>x-icon</title>
    <path d="M6 6l12 12" />
  </svg>
);

describe('IconButton', () => {
  it('is named by its label, not by its icon', () => {
    renderWithTheme(<IconButton label="Refresh balance">{icon}</IconButton>);
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /x-icon/ })).not.toBeInTheDocument();
  });

  it('calls onClick from the mouse and the keyboard and never submits a form', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <IconButton label="Refresh balance" onClick={onClick}>
          {icon}
        </IconButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Refresh balance' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not react when disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <IconButton label="Refresh balance" disabled onClick={onClick}>
        {icon}
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
