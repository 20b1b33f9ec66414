import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Select } from './Select';

const types = [
  { value: '1', label: 'Deposit' },
  { value: '2', label: 'Withdraw' },
  { value: '6', label: 'Apply agent', disabled: true },
  { value: '0', label: 'Other' },
];

describe('Select', () => {
  it('starts on the placeholder and reports the option the player picks', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Select
        label="Question type"
        name="type"
        options={types}
        placeholder="Choose a type"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Question type' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose a type' })).toHaveProperty('selected', true);

    await userEvent.selectOptions(select, 'Withdraw');
    expect(select).toHaveValue('2');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target.value).toBe('2');
  });

  it('offers disabled options without letting them be chosen', () => {
    renderWithTheme(<Select label="Question type" options={types} />);
    expect(screen.getByRole('option', { name: 'Apply agent' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Question type' })).toHaveValue('1');
  });

  it('reports an error as invalid and describes the select with it', () => {
    renderWithTheme(
      <Select
        label="Question type"
        options={types}
        placeholder="Choose a type"
        required
        error="Question type is empty"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Question type' });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Question type is empty');
    expect(select).toBeInvalid();
  });
});
