import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { Loader } from './Loader';

describe('Loader', () => {
  it('renders nothing while closed', () => {
    const { container } = renderWithTheme(<Loader open={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('[data-brand]')).toBeEmptyDOMElement();
  });

  it('announces the localised loading message when open', () => {
    renderWithTheme(<Loader open />, { locale: 'bn', messages: { 'ui.loading': 'লোড হচ্ছে…' } });
    expect(screen.getByRole('status')).toHaveTextContent('লোড হচ্ছে…');
  });

  it('announces a custom label once, without a second status from the spinner', () => {
    renderWithTheme(<Loader open label="Signing out…" />);
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(1);
    expect(statuses[0]).toHaveTextContent('Signing out…');
  });

  it('disappears when closed again (navigation hides the loader)', () => {
    const { rerender } = renderWithTheme(<Loader open />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(<Loader open={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
