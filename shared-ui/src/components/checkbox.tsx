import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  id?: string;
  /** react-hook-form's register() passes its ref here. */
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`fw-checkbox${className ? ` ${className}` : ''}`}>
      <input id={inputId} type="checkbox" {...rest} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}
