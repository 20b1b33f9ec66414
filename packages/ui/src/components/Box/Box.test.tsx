import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Box } from './Box';
import * as styles from './Box.css';

describe('Box', () => {
  it('renders the semantic element it is asked for, so landmarks and lists keep their roles', () => {
    renderWithTheme(
      <Box as="nav" aria-label="Member center">
        <Box as="ul">
          <Box as="li">Wallet</Box>
        </Box>
      </Box>,
    );
    expect(screen.getByRole('navigation', { name: 'Member center' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Wallet');
  });

  it('applies the spacing, background, radius and border it is given', () => {
    renderWithTheme(
      <Box data-testid="box" padding={4} paddingY={2} marginX={3} background="surface" radius="card" border>
        Card
      </Box>,
    );
    const box = screen.getByTestId('box');
    for (const cls of [
      styles.padding['4'],
      styles.paddingY['2'],
      styles.marginX['3'],
      styles.background.surface,
      styles.radius.card,
      styles.border,
    ]) {
      expect(box).toHaveClass(cls);
    }
  });

  it('adds no styling classes beyond its reset when no props are set', () => {
    renderWithTheme(<Box data-testid="box" className="extra" />);
    expect(screen.getByTestId('box').className).toBe(`${styles.base} extra`);
  });
});
