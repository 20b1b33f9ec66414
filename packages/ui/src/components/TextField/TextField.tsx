import { forwardRef, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type {
  ChangeEvent,
  ChangeEventHandler,
  InputHTMLAttributes,
  ReactNode,
  Ref,
  TextareaHTMLAttributes,
} from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/shared.css';
import { FieldLabel, FieldMessages, joinIds, useFieldIds } from './Field';
import { messages } from './messages';
import * as styles from './TextField.css';

interface TextFieldOwnProps {
  /** Visible label, rendered as a `<label for>` the input (required: every field is named). */
  label: ReactNode;
  /** Help text under the field (e.g. "20 to 200 characters", spec 5), referenced by aria-describedby. */
  hint?: ReactNode;
  /**
   * Error text. When set the field reports `aria-invalid`, the text is shown in the error colour and it describes
   * the input through aria-describedby. Empty string or undefined means valid.
   */
  error?: string;
  /**
   * Shows a live "count/max" counter under the field; needs `maxLength`. Screen readers get it as the input's
   * description and a polite announcement only when 10% (at least 10 characters) or less remain (spec 5, 9:
   * feedback description max 200 with a live counter).
   */
  showCounter?: boolean;
  /** Content before the input inside the box (an icon, a currency symbol). Decorative unless it has a name. */
  startAdornment?: ReactNode;
  /** Content after the input inside the box. With type="password" it sits before the reveal toggle. */
  endAdornment?: ReactNode;
  /** Class of the outer wrapper (layout); the input itself is styled by the design system. */
  className?: string;
}

/**
 * Every native input prop (name, value, defaultValue, maxLength, autoComplete, inputMode, ...) goes to the input,
 * or to the textarea when `multiline`. One flat type (not a union) so form builders and Storybook can drive it.
 */
export interface TextFieldProps
  extends
    TextFieldOwnProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, keyof TextFieldOwnProps | 'children' | 'onChange'> {
  /** Renders a `<textarea>` (feedback description, spec 2 and 5); `type` is then ignored. */
  multiline?: boolean;
  /** Visible text rows of the textarea when `multiline`. */
  rows?: number;
  /** Change handler of the input or textarea. */
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
}

/** Characters left at which the counter starts announcing: 10% of the maximum, at least 10. */
function announceThreshold(max: number) {
  return Math.max(10, Math.ceil(max * 0.1));
}

/**
 * A labelled text input or textarea with hint, error, required marker, optional live character counter, password
 * reveal toggle and adornments. Works controlled (`value` + `onChange`) or uncontrolled (`defaultValue`, or a form
 * library's ref). The ref points at the native input or textarea.
 */
export const TextField = forwardRef<HTMLInputElement | HTMLTextAreaElement, TextFieldProps>(
  function TextField(props, forwardedRef) {
    const {
      label,
      hint,
      error,
      showCounter = false,
      startAdornment,
      endAdornment,
      className,
      multiline = false,
      rows,
      id,
      type,
      value,
      defaultValue,
      maxLength,
      required,
      disabled,
      onChange,
      'aria-describedby': describedByProp,
      ...rest
    } = props;
    const intl = useIntl();
    const ids = useFieldIds(id);
    const [revealed, setRevealed] = useState(false);
    const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length);
    const elementRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);

    const setRef = useCallback(
      (node: HTMLInputElement | HTMLTextAreaElement | null) => {
        elementRef.current = node;
        assignRef(forwardedRef, node);
      },
      [forwardedRef],
    );

    const controlled = value !== undefined;
    const max = showCounter && typeof maxLength === 'number' && maxLength > 0 ? maxLength : 0;
    const counting = max > 0;

    // A form library may fill an uncontrolled field through the ref before the first paint; count what is there.
    useLayoutEffect(() => {
      if (!controlled && counting && elementRef.current) setOwnLength(elementRef.current.value.length);
    }, [controlled, counting]);

    const length = controlled ? String(value ?? '').length : ownLength;
    const remaining = Math.max(0, max - length);
    const invalid = Boolean(error);
    const isPassword = !multiline && type === 'password';

    const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (!controlled) setOwnLength(event.target.value.length);
      onChange?.(event);
    };

    const shared = {
      id: ids.control,
      ref: setRef,
      value,
      defaultValue,
      maxLength,
      required,
      disabled,
      onChange: handleChange,
      'aria-invalid': invalid || undefined,
      'aria-describedby': joinIds(
        describedByProp,
        hint ? ids.hint : null,
        invalid && ids.error,
        counting && ids.counter,
      ),
    };

    const control = multiline ? (
      <textarea
        {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)}
        {...shared}
        rows={rows}
        ref={setRef as Ref<HTMLTextAreaElement>}
        className={`${styles.control} ${styles.textarea}`}
      />
    ) : (
      <input
        {...rest}
        {...shared}
        ref={setRef as Ref<HTMLInputElement>}
        type={isPassword && revealed ? 'text' : type}
        className={styles.control}
      />
    );

    const counter = counting ? (
      <div className={`${styles.counter} ${remaining === 0 ? styles.counterFull : ''}`}>
        <span aria-hidden="true">{intl.formatMessage(messages.counter, { count: length, max })}</span>
        <span id={ids.counter} className={visuallyHidden}>
          {intl.formatMessage(messages.counterLabel, { count: length, max })}
        </span>
        {/* Always mounted so the first announcement is not lost; filled only near the limit to stay quiet. */}
        <span aria-live="polite" className={visuallyHidden}>
          {remaining <= announceThreshold(max) ? intl.formatMessage(messages.remaining, { remaining }) : ''}
        </span>
      </div>
    ) : null;

    const boxClass = [styles.box, multiline && styles.boxMultiline, invalid && styles.boxInvalid].filter(
      Boolean,
    );

    return (
      <div className={className ? `${styles.root} ${className}` : styles.root}>
        <FieldLabel htmlFor={ids.control} required={required}>
          {label}
        </FieldLabel>
        <div className={boxClass.join(' ')}>
          {startAdornment ? <span className={styles.adornment}>{startAdornment}</span> : null}
          {control}
          {endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
          {isPassword ? (
            <button
              type="button"
              className={styles.toggle}
              aria-pressed={revealed}
              aria-controls={ids.control}
              aria-label={intl.formatMessage(messages.showPassword)}
              disabled={disabled}
              onClick={() => setRevealed((r) => !r)}
            >
              <EyeIcon crossed={revealed} />
            </button>
          ) : null}
        </div>
        <FieldMessages hint={hint} hintId={ids.hint} error={error} errorId={ids.error} end={counter} />
      </div>
    );
  },
);

/** An eye (password hidden, press to show) or a crossed eye (password shown). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
