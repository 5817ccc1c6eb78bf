import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  id?: string;
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
