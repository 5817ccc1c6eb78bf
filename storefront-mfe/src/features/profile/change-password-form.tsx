import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { i18n } from 'shared-ui';
import {
  checkedBy,
  type FieldProblems,
  type FieldRefusals,
  fieldState,
  PASSWORD_REFUSALS,
  PasswordFields,
  useFormSubmit,
  useRecheckOnLanguageChange,
} from 'shared-ui/forms';
import { useChangePassword } from './api';
import { ProfileFormEnd, type ProfileMessage, profileFailure } from './profile-form-end';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Fields = typeof EMPTY;

/** Spec §5: all three fields, then the new password and its confirmation must match. */
function check(fields: Fields): FieldProblems<Fields> {
  const problems: FieldProblems<Fields> = {};
  for (const name of Object.keys(EMPTY) as (keyof Fields)[]) if (!fields[name]) problems[name] = i18n.t('profile:fillAllFields');
  if (Object.keys(problems).length > 0) return problems;
  return fields.newPassword === fields.confirmPassword ? {} : { confirmPassword: i18n.t('profile:passwordsDoNotMatch') };
}

/** The field each refusal of the server is about: the current password, or a new one its rule refuses. */
const REFUSALS: FieldRefusals<Fields> = [
  ['currentPassword', ['profile:errors.currentPasswordIncorrect']],
  ['newPassword', PASSWORD_REFUSALS],
];

/** Change password: stays in this view on success, shows the message and clears the three fields. */
export function ChangePasswordForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const messageId = useId();
  const [message, setMessage] = useState<ProfileMessage | null>(null);
  const changePassword = useChangePassword();
  const { register, handleSubmit, reset, formState, setFocus, setError, trigger } = useForm<Fields>({
    defaultValues: EMPTY,
    resolver: checkedBy(check),
  });
  useRecheckOnLanguageChange(trigger, formState.errors);
  // The view replaced the button that opened it: start at its first field.
  useEffect(() => setFocus('currentPassword'), [setFocus]);
  const field = (name: keyof Fields) => ({ ...register(name), ...fieldState(formState.errors, name, messageId) });

  const { submit, busy } = useFormSubmit(
    { handleSubmit, setError, setFocus },
    {
      setMessage,
      send: async ({ currentPassword, newPassword }) => {
        const answer = await changePassword.mutateAsync({ currentPassword, newPassword });
        reset(EMPTY);
        setMessage({ kind: 'success', text: answer.message });
      },
      failure: (error) => profileFailure(error, 'profile:errors.currentPasswordIncorrect'),
      // Marked and focused, selected: the next password typed replaces the refused one.
      refusals: REFUSALS,
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="sf-profile-password-title">
      <h2 id="sf-profile-password-title">{t('changePassword')}</h2>
      <PasswordFields labels={{ current: t('currentPassword'), new: t('newPassword'), confirm: t('confirmNewPassword') }} field={field} />
      <ProfileFormEnd
        submitLabel={t('changePassword')}
        pending={busy}
        onCancel={onCancel}
        message={message}
        messageId={messageId}
        errors={formState.errors}
      />
    </form>
  );
}
