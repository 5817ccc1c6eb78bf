import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and linked for screen readers. */
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

/** A labelled input: every input in the shop has a visible label (or a visually hidden one). */
export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={`fw-field${className ? ` ${className}` : ''}`}>
      <label className="fw-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="fw-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="fw-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="fw-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
