import { forwardRef, useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /**
   * Visible label next to the box; may contain a link (e.g. "I agree to the <a>terms</a>", spec 2 login and
   * register). Clicking the text toggles the box, clicking the link follows it.
   */
  label: ReactNode;
  /** Secondary text under the label, referenced by aria-describedby. */
  description?: ReactNode;
  /** Error text (e.g. "Please agree to the terms", spec 5); sets aria-invalid and describes the checkbox. */
  error?: string;
  /** Class of the outer wrapper (layout). */
  className?: string;
}

/**
 * A labelled native checkbox (remember password, terms and age agreement). Controlled (`checked` + `onChange`) or
 * uncontrolled (`defaultChecked`); the ref points at the `<input type="checkbox">`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, error, className, id, required, 'aria-describedby': describedByProp, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const invalid = Boolean(error);
  const describedBy = [describedByProp, description ? descriptionId : null, invalid ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <div className={styles.row}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type="checkbox"
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          className={invalid ? `${styles.input} ${styles.inputInvalid}` : styles.input}
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
          {required ? <span aria-hidden="true" className={styles.requiredMark} /> : null}
        </label>
      </div>
      {description || invalid ? (
        <div className={styles.below}>
          {description ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
          {invalid ? (
            <div id={errorId} className={styles.error}>
              {error}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});
