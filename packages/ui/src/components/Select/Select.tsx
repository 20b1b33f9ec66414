import { forwardRef, useState } from 'react';
import type { ChangeEvent, ReactNode, SelectHTMLAttributes } from 'react';
import { FieldLabel, FieldMessages, joinIds, useFieldIds } from '../TextField/Field';
import * as field from '../TextField/TextField.css';
import * as styles from './Select.css';

/** One choice of a Select. */
export interface SelectOption {
  /** Submitted value (a string, as in the native control). */
  value: string;
  /** Visible text (the caller's localised content). */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  /** Visible label, rendered as a `<label for>` the select. */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /**
   * Text of an empty first option (value ""), selected until the player picks (e.g. "Choose a question type",
   * spec 2 feedback popup). With `required`, the native form check rejects it as no answer.
   */
  placeholder?: string;
  /** Help text under the field, referenced by aria-describedby. */
  hint?: ReactNode;
  /** Error text; when set the select reports aria-invalid and is described by the text (error colour). */
  error?: string;
  /** Class of the outer wrapper (layout). */
  className?: string;
}

/**
 * A labelled native `<select>` styled like the text fields: the platform picker is the best choice on phones.
 * Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`); the ref points at the `<select>`.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    hint,
    error,
    className,
    id,
    value,
    defaultValue,
    required,
    onChange,
    'aria-describedby': describedByProp,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  const controlled = value !== undefined;
  // Without a placeholder the browser shows the first option; with one, start on it unless told otherwise.
  const initial = defaultValue ?? (placeholder !== undefined ? '' : undefined);
  const [ownValue, setOwnValue] = useState(() => String(initial ?? options[0]?.value ?? ''));
  const current = controlled ? String(value) : ownValue;
  const invalid = Boolean(error);

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (!controlled) setOwnValue(event.target.value);
    onChange?.(event);
  };

  const boxClass = [field.box, invalid && field.boxInvalid].filter(Boolean).join(' ');
  const selectClass = [
    field.control,
    styles.select,
    placeholder !== undefined && current === '' && styles.placeholderShown,
  ];

  return (
    <div className={className ? `${field.root} ${className}` : field.root}>
      <FieldLabel htmlFor={ids.control} required={required}>
        {label}
      </FieldLabel>
      <div className={boxClass}>
        <select
          {...rest}
          ref={ref}
          id={ids.control}
          value={value}
          defaultValue={controlled ? undefined : initial}
          required={required}
          onChange={handleChange}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(describedByProp, hint ? ids.hint : null, invalid && ids.error)}
          className={selectClass.filter(Boolean).join(' ')}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className={styles.chevron}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </span>
      </div>
      <FieldMessages hint={hint} hintId={ids.hint} error={error} errorId={ids.error} />
    </div>
  );
});
