import { LIMITS } from '@fireworks/core/limits';
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../components/text-field';

export type PasswordFieldName = 'currentPassword' | 'newPassword' | 'confirmPassword';

export interface PasswordFieldsProps {
  /** The labels; without `current` there is no current-password field (a reset link stands for it). */
  labels: { current?: ReactNode; new: ReactNode; confirm: ReactNode };
  /** A field's form props (react-hook-form's register and the form's fieldState). */
  field(name: PasswordFieldName): Omit<TextFieldProps, 'label'>;
  /** Shown under the new password (the shell's strength meter). */
  afterNew?: ReactNode;
}

/**
 * The password inputs of every password form (the reset-link screen, the profile's change of
 * password): the current one when asked for, the new one and its confirmation, each with the
 * autocomplete hint password managers read and the length the API takes.
 */
export function PasswordFields({ labels, field, afterNew }: PasswordFieldsProps) {
  const input = (name: PasswordFieldName, label: ReactNode) => (
    <TextField
      label={label}
      type="password"
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      maxLength={LIMITS.password}
      {...field(name)}
    />
  );
  return (
    <>
      {labels.current !== undefined && input('currentPassword', labels.current)}
      {input('newPassword', labels.new)}
      {afterNew}
      {input('confirmPassword', labels.confirm)}
    </>
  );
}
