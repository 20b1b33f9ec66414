/**
 * Field parts shared by TextField, Select, PhoneField and CaptchaField: ids, label with required marker, and the
 * hint / error lines that the control references through aria-describedby. Internal: not re-exported from index.ts.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from './TextField.css';

/** Ids of a field's parts, derived from the caller's `id` (if any) so they stay stable across renders. */
export function useFieldIds(id?: string) {
  const auto = useId();
  const base = id ?? auto;
  return {
    control: base,
    label: `${base}-label`,
    hint: `${base}-hint`,
    error: `${base}-error`,
    counter: `${base}-counter`,
  };
}

/** Joins the ids that exist into an aria-describedby value (undefined when none). */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const value = ids.filter(Boolean).join(' ');
  return value || undefined;
}

interface FieldLabelProps {
  /** Control the label names; omit for a group label (PhoneField), which is then referenced by aria-labelledby. */
  htmlFor?: string;
  id?: string;
  required?: boolean;
  children: ReactNode;
}

/** The field label; required fields get a visible "*" hidden from assistive tech (the control says `required`). */
export function FieldLabel({ htmlFor, id, required, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} id={id} className={styles.label}>
      <span>{children}</span>
      {required ? <span aria-hidden="true" className={styles.requiredMark} /> : null}
    </label>
  );
}

interface FieldMessagesProps {
  hint?: ReactNode;
  hintId: string;
  error?: ReactNode;
  errorId: string;
  /** Extra content at the end of the line (the character counter). */
  end?: ReactNode;
}

/** Hint and error lines under the control. Renders nothing when there is nothing to say. */
export function FieldMessages({ hint, hintId, error, errorId, end }: FieldMessagesProps) {
  if (!hint && !error && !end) return null;
  return (
    <div className={styles.footer}>
      <div className={styles.messages}>
        {hint ? (
          <div id={hintId} className={styles.hint}>
            {hint}
          </div>
        ) : null}
        {error ? (
          <div id={errorId} className={styles.error}>
            {error}
          </div>
        ) : null}
      </div>
      {end}
    </div>
  );
}
