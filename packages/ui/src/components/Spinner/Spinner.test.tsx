import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces the localised loading text by default', () => {
    renderWithTheme(<Spinner />, { locale: 'bn', messages: { 'ui.loading': 'লোড হচ্ছে…' } });
    expect(screen.getByRole('status', { name: 'লোড হচ্ছে…' })).toBeInTheDocument();
  });

  it('announces a custom label', () => {
    renderWithTheme(<Spinner label="Loading games" />);
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
  });

  it('is silent and hidden from assistive technology when the label is null', () => {
    const { container } = renderWithTheme(<Spinner label={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });
});
