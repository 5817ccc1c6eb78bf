import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and linked for screen readers. */
  hint?: ReactNode;
  error?: ReactNode;
  /**
   * The error can appear while the person types (not only on submit): it is then written into a
   * polite live region that is on the page from the start, so a screen reader says it once.
   */
  announceError?: boolean;
  id?: string;
  /** react-hook-form's register() passes its ref here. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input: every input in the shop has a visible label (or a visually hidden one). An
 * `error` shows under it; `aria-invalid` and `aria-describedby` may also come from the form (a
 * message shown once for the whole form), and are merged with the hint's.
 */
export function TextField({
  label,
  hint,
  error,
  announceError = false,
  id,
  className,
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const errorMessage = error && (
    <p id={errorId} className="fw-field__error">
      {error}
    </p>
  );
  return (
    <div className={`fw-field${className ? ` ${className}` : ''}`}>
      <label className="fw-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="fw-field__input"
        aria-invalid={error || ariaInvalid ? true : undefined}
        aria-describedby={[hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="fw-field__hint">
          {hint}
        </p>
      )}
      {announceError ? (
        <div aria-live="polite" data-testid="field-announcer">
          {errorMessage}
        </div>
      ) : (
        errorMessage
      )}
    </div>
  );
}
