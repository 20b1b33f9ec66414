import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Badge } from './Badge';

describe('Badge', () => {
  it.each([0, -3, undefined])('renders nothing when the count is %s', (count) => {
    renderWithTheme(
      <a href="#messages">
        Messages
        <Badge count={count} />
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Messages');
    expect(screen.queryByText(/new item/)).not.toBeInTheDocument();
  });

  it('shows the count and announces it with a plural-aware text', () => {
    renderWithTheme(
      <a href="#messages">
        Messages <Badge count={1} />
      </a>,
    );
    expect(screen.getByText('1')).toBeVisible();
    expect(screen.getByRole('link')).toHaveAccessibleName('Messages 1 new item');
  });

  it('caps the visible number at max with a plus, but announces the exact count', () => {
    renderWithTheme(
      <a href="#messages">
        Messages <Badge count={120} />
      </a>,
    );
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.queryByText('120')).not.toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleName('Messages 120 new items');
  });

  it('honours a custom max and shows the number itself at exactly max', () => {
    const { rerender } = renderWithTheme(<Badge count={9} max={9} />);
    expect(screen.getByText('9')).toBeInTheDocument();
    rerender(<Badge count={10} max={9} />);
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('uses a custom accessible label when given', () => {
    renderWithTheme(
      <button type="button">
        Inbox <Badge count={3} label="3 unread messages" />
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Inbox 3 unread messages');
  });

  it('formats the number in the active locale', () => {
    renderWithTheme(<Badge count={5} />, { locale: 'bn' });
    expect(screen.getByText('৫')).toBeInTheDocument();
  });
});
