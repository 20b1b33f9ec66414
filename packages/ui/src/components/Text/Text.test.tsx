import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Text } from './Text';
import * as styles from './Text.css';

describe('Text', () => {
  it('renders a paragraph in the md size and inherited colour by default', () => {
    renderWithTheme(<Text>Balance</Text>);
    const text = screen.getByText('Balance');
    expect(text.tagName).toBe('P');
    expect(text).toHaveClass(styles.size.md);
    for (const cls of Object.values(styles.tone)) expect(text).not.toHaveClass(cls);
  });

  it('labels a field when rendered as a label', () => {
    renderWithTheme(
      <>
        <Text as="label" htmlFor="amount" weight="semibold">
          Amount
        </Text>
        <input id="amount" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
  });

  it('applies tone, size, weight and truncation', () => {
    renderWithTheme(
      <Text as="span" tone="danger" size="xs" weight="bold" truncate>
        Insufficient balance
      </Text>,
    );
    const text = screen.getByText('Insufficient balance');
    expect(text.tagName).toBe('SPAN');
    expect(text).toHaveClass(styles.tone.danger, styles.size.xs, styles.weight.bold, styles.truncate);
  });
});
