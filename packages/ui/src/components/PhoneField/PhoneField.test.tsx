import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { PhoneField } from './PhoneField';
import type { PhoneValue } from './PhoneField';

const countries = [
  { countryCode: 'BD', countryDialingCode: '880' },
  { countryCode: 'TH', countryDialingCode: '66' },
];

describe('PhoneField', () => {
  it('groups a named dialing-code select and a numeric phone input under one label', () => {
    renderWithTheme(<PhoneField label="Mobile number" countries={countries} required />);
    const group = screen.getByRole('group', { name: 'Mobile number' });
    expect(group).toBeInTheDocument();
    const code = screen.getByRole('combobox', { name: 'Country code' });
    expect(code).toHaveValue('880');
    expect(screen.getByRole('option', { name: 'BD +880' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'TH +66' })).toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(number).toHaveAttribute('type', 'tel');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'tel-national');
    expect(number).toBeRequired();
  });

  it('strips non-digits and reports {countryDialingCode, nationalNumber}', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<PhoneField label="Mobile number" countries={countries} onChange={onChange} />);
    const number = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(number, '17a1-2 ৩৪');
    expect(number).toHaveValue('171234');
    expect(onChange).toHaveBeenLastCalledWith({ countryDialingCode: '880', nationalNumber: '171234' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'TH +66');
    expect(onChange).toHaveBeenLastCalledWith({ countryDialingCode: '66', nationalNumber: '171234' });
  });

  it('takes the dialing code out of a pasted international number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<PhoneField label="Mobile number" countries={countries} onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.paste('+66 81 234 5678');
    expect(onChange).toHaveBeenLastCalledWith({ countryDialingCode: '66', nationalNumber: '812345678' });
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('66');
  });

  it('shows the controlled value and an error that describes the number', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<PhoneValue>({ countryDialingCode: '66', nationalNumber: '812' });
      return (
        <PhoneField
          label="Mobile number"
          countries={countries}
          value={value}
          onChange={setValue}
          error="Please enter a valid mobile number"
        />
      );
    }
    renderWithTheme(<Controlled />);
    const number = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(number).toHaveValue('812');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('66');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Please enter a valid mobile number');
    await user.type(number, '-3');
    expect(number).toHaveValue('8123');
  });

  it('shows one "+" for dialing codes sent with a "+" (the server status sends "+880") and reports them as given', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const withPlus = [
      { countryCode: 'BD', countryDialingCode: '+880' },
      { countryCode: 'TH', countryDialingCode: '+66' },
    ];
    function Controlled() {
      const [value, setValue] = useState<PhoneValue>({ countryDialingCode: '+880', nationalNumber: '' });
      return (
        <PhoneField
          label="Mobile number"
          countries={withPlus}
          value={value}
          onChange={(v) => {
            onChange(v);
            setValue(v);
          }}
        />
      );
    }
    renderWithTheme(<Controlled />);
    const code = screen.getByRole('combobox', { name: 'Country code' });
    expect(code).toHaveValue('880');
    // Exactly the offered countries: no extra entry for an "unknown" "+880", and never "++".
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['BD +880', 'TH +66']);
    expect(document.body.textContent).not.toContain('++');

    await user.selectOptions(code, 'TH +66');
    expect(onChange).toHaveBeenLastCalledWith({ countryDialingCode: '+66', nationalNumber: '' });
    expect(code).toHaveValue('66');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '812');
    expect(onChange).toHaveBeenLastCalledWith({ countryDialingCode: '+66', nationalNumber: '812' });
  });

  it('picks a "+"-prefixed country from a pasted international number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(
      <PhoneField
        label="Mobile number"
        countries={[
          { countryCode: 'BD', countryDialingCode: '+880' },
          { countryCode: 'TH', countryDialingCode: '+66' },
        ]}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.paste('+66 81 234 5678');
    expect(onChange).toHaveBeenLastCalledWith({ countryDialingCode: '+66', nationalNumber: '812345678' });
  });
});
