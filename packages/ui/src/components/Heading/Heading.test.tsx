import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Heading } from './Heading';
import * as styles from './Heading.css';

describe('Heading', () => {
  it.each([1, 2, 3, 4] as const)('renders level %i as an h%i heading', (level) => {
    renderWithTheme(<Heading level={level}>Promotions</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Promotions' });
    expect(heading.tagName).toBe(`H${level}`);
  });

  it('keeps the level when a different visual size is chosen', () => {
    renderWithTheme(
      <Heading level={1} size="lg">
        Security center
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Security center' });
    expect(heading).toHaveClass(styles.size.lg);
    expect(heading).not.toHaveClass(styles.size['3xl']);
  });

  it('takes its default size from the level', () => {
    renderWithTheme(
      <>
        <Heading level={2}>Live</Heading>
        <Heading level={4}>Slots</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveClass(styles.size['2xl']);
    expect(screen.getByRole('heading', { level: 4 })).toHaveClass(styles.size.lg);
  });
});
