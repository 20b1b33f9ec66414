import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Stack } from './Stack';
import * as styles from './Stack.css';

describe('Stack', () => {
  it('stacks in a column with a 12 px gap by default', () => {
    renderWithTheme(<Stack data-testid="stack" />);
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveClass(styles.direction.column, styles.gap['3']);
    expect(stack).not.toHaveClass(styles.wrap);
  });

  it('switches to a row from the tablet breakpoint when responsive', () => {
    renderWithTheme(
      <Stack data-testid="stack" direction="responsive" gap={6} align="center" justify="between" wrap />,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveClass(
      styles.direction.responsive,
      styles.gap['6'],
      styles.align.center,
      styles.justify.between,
      styles.wrap,
    );
    expect(stack).not.toHaveClass(styles.direction.column);
  });

  it('can be a list so its items are announced as one', () => {
    renderWithTheme(
      <Stack as="ul" direction="row" aria-label="Tiles">
        <li>Live</li>
        <li>Slots</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Tiles' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
