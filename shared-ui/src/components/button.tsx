import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /**
   * Shows a spinner while work is under way: the button is announced as busy and unavailable
   * (aria-busy, aria-disabled) and ignores clicks, Enter and Space (a submit button does not submit
   * its form again), so it cannot be activated twice. It keeps the focus: Chromium drops the focus
   * of a button that becomes `disabled` to <body>, and the next Tab would start from the page's top.
   */
  loading?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const busy = loading && !disabled;
  return (
    <button
      type={type}
      className={`fw-button fw-button--${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      {...rest}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (busy) {
          // Not again while busy: no second call, and a submit button's form is not submitted
          // (a click, or Enter in one of its fields, which clicks the form's submit button).
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading && <span className="fw-spinner fw-spinner--small" aria-hidden="true" />}
      {children}
    </button>
  );
}
