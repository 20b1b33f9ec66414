import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles when the label text is clicked or Space is pressed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Checkbox label="Remember password" name="remember" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember password' });
    await user.click(screen.getByText('Remember password'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('follows a link inside the label without toggling the box', async () => {
    const user = userEvent.setup();
    const onLink = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithTheme(
      <Checkbox
        label={
          <>
            I agree to the{' '}
            <a href="#terms" onClick={onLink}>
              terms
            </a>
          </>
        }
      />,
    );
    await user.click(screen.getByRole('link', { name: 'terms' }));
    expect(onLink).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms' })).not.toBeChecked();
  });

  it('reports an error as invalid and describes the box with its description and the error', () => {
    renderWithTheme(
      <Checkbox
        label="I am over 18"
        description="Required by law"
        error="Please confirm your age"
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I am over 18' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Required by law Please confirm your age');
  });
});
