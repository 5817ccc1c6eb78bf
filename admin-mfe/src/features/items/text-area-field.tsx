import { type Ref, type TextareaHTMLAttributes, useId } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** react-hook-form's register() passes its ref here. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text box of several lines (the item's description and safety notes); its maxLength keeps it in bounds. */
export function TextAreaField({ label, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="fw-field">
      <label className="fw-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} translate="no" className="fw-field__input" rows={3} {...rest} />
    </div>
  );
}
