import { describe, expect, it, vi } from 'vitest';
import { createRef, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { TextField } from './TextField';

describe('TextField', () => {
  it('names the input by its label and marks required fields with a hidden asterisk', () => {
    renderWithTheme(
      <>
        <TextField label="Username" name="username" required />
        <TextField label="Nickname" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('name', 'username');
    expect(
      screen.getByText('Username').closest('label')?.querySelector('[aria-hidden="true"]'),
    ).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Nickname' })).not.toBeRequired();
    expect(screen.getByText('Nickname').closest('label')?.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('reports an error as invalid and describes the input with the error and the hint', () => {
    const { rerender } = renderWithTheme(<TextField label="Username" hint="4 to 16 letters or digits" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('4 to 16 letters or digits');

    rerender(<TextField label="Username" hint="4 to 16 letters or digits" error="Input cannot be empty" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('4 to 16 letters or digits Input cannot be empty');
    expect(screen.getByText('Input cannot be empty')).toBeVisible();
  });

  it('counts characters live while typing and stops at maxLength', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextField label="Description" multiline showCounter maxLength={200} />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(screen.getByText('0/200')).toBeInTheDocument();

    await user.type(box, 'Deposit not credited');
    expect(screen.getByText('20/200')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('20 of 200 characters used');

    await user.type(box, 'x'.repeat(200));
    expect(box).toHaveValue(`Deposit not credited${'x'.repeat(180)}`);
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('announces the characters left only when the limit is near', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextField label="Nickname" showCounter maxLength={20} />);
    const live = document.querySelector('[aria-live="polite"]');
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'abcdefghi');
    expect(live).toHaveTextContent('');
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'j');
    expect(live).toHaveTextContent('10 characters left');
  });

  it('counts the value of a controlled field', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('hello');
      return (
        <TextField
          label="Note"
          showCounter
          maxLength={10}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    renderWithTheme(<Controlled />);
    expect(screen.getByText('5/10')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Note' }));
    expect(screen.getByText('0/10')).toBeInTheDocument();
  });

  it('reveals and hides the password with a pressed toggle', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextField label="Password" type="password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('secret');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('forwards the ref and native props to the input', async () => {
    const ref = createRef<HTMLInputElement | HTMLTextAreaElement>();
    const onChange = vi.fn();
    renderWithTheme(
      <TextField
        ref={ref}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
