import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { EmptyState } from './EmptyState';

const icon = (
  <svg viewBox="0 0 24 24">
    <title>box-icon</title>
    <path d="M4 4h16v16H4z" />
  </svg>
);

describe('EmptyState', () => {
  it('shows the title and description and hides the decorative icon', () => {
    renderWithTheme(
      <EmptyState icon={icon} title="No betting records" description="Bets you place appear here." />,
    );
    expect(screen.getByText('No betting records')).toBeVisible();
    expect(screen.getByText('Bets you place appear here.')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('offers the action it is given', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <EmptyState
        title="No favourites yet"
        action={
          <button type="button" onClick={onClick}>
            Browse games
          </button>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Browse games' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders the title as a heading of the requested level', () => {
    renderWithTheme(<EmptyState title="No messages" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No messages' })).toBeInTheDocument();
  });
});
