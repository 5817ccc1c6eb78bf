import { LIMITS } from '@fireworks/core/limits';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, i18n, useOneAtATime, useToast } from 'shared-ui';
import {
  checkedBy,
  type FieldRefusals,
  fieldState,
  markRefusedField,
  TextField,
  useCountdown,
  useFormSubmit,
  useRecheckOnLanguageChange,
} from 'shared-ui/forms';
import { useChangeEmail, useSendVerificationEmail } from './api';
import { ProfileFormEnd, type ProfileMessage, profileFailure } from './profile-form-end';

type Fields = { newEmail: string; code: string };

/** Spec §5: both the new e-mail and the code are required; no format rule on the client. */
function check({ newEmail, code }: Fields) {
  const fillAll = i18n.t('profile:fillAllFields');
  return { ...(newEmail.trim() ? {} : { newEmail: fillAll }), ...(code.trim() ? {} : { code: fillAll }) };
}

/** The field each refusal of the server is about: a code wrong, expired or tried too often; an address it cannot take. */
const REFUSALS: FieldRefusals<Fields> = [
  ['code', ['profile:errors.codeIncorrect', 'auth:errors.codeExpired', 'auth:errors.codeTooManyTries']],
  ['newEmail', ['auth:errors.invalidEmail', 'profile:errors.sameEmail', 'profile:errors.emailUnavailable']],
];

/**
 * Change e-mail: a code to the new address (resend after 45 s), then the change. A code sent to
 * the current address (no new address typed) only starts it: the new address then gets a code.
 * Unlike the
 * original product, a refused change shows its error and keeps this view (spec §8's defect).
 */
export function ChangeEmailForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const messageId = useId();
  const [message, setMessage] = useState<ProfileMessage | null>(null);
  const resend = useCountdown();
  const sendCode = useSendVerificationEmail();
  const changeEmail = useChangeEmail();
  const { register, handleSubmit, getValues, setValue, formState, setFocus, setError, clearErrors, trigger } = useForm<Fields>({
    defaultValues: { newEmail: '', code: '' },
    resolver: checkedBy(check),
  });
  useRecheckOnLanguageChange(trigger, formState.errors);
  // The view replaced the button that opened it: start at its first field.
  useEffect(() => setFocus('newEmail'), [setFocus]);
  const field = (name: keyof Fields) => ({ ...register(name), ...fieldState(formState.errors, name, messageId) });
  // One code at a time: a double tap before the button renders busy would e-mail two codes.
  const oneAtATime = useOneAtATime();

  async function send() {
    setMessage(null);
    try {
      const answer = await sendCode.mutateAsync(getValues('newEmail').trim());
      clearErrors('newEmail');
      setMessage({ kind: 'success', text: answer.message });
      resend.start();
      // The button pressed waits out its countdown: the code is what comes next.
      setFocus('code');
    } catch (error) {
      setMessage(profileFailure(error, 'profile:sendCodeFailed'));
      markRefusedField(error, REFUSALS, { setError, setFocus });
    }
  }

  const { submit: change, busy } = useFormSubmit(
    { handleSubmit, setError, setFocus },
    {
      setMessage,
      send: async ({ newEmail, code }) => {
        const answer = await changeEmail.mutateAsync({ newEmail: newEmail.trim(), code: code.trim() });
        if (answer.pending) {
          // The code came from the current address: the new one gets its own code to finish.
          setValue('code', '');
          setMessage({ kind: 'success', text: answer.message });
          resend.start();
          setFocus('code');
          return;
        }
        toast.success(answer.message);
        onDone();
      },
      failure: (error) => profileFailure(error, 'profile:errors.codeIncorrect'),
      // Marked and focused, the code selected: the next one typed replaces it.
      refusals: REFUSALS,
    },
  );

  return (
    <form onSubmit={change} noValidate aria-labelledby="sf-profile-email-title">
      <h2 id="sf-profile-email-title">{t('changeEmail')}</h2>
      <TextField label={t('newEmail')} type="email" autoComplete="email" maxLength={LIMITS.email} {...field('newEmail')} />
      <div className="sf-profile__code">
        <TextField
          label={t('verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.oneTimeCode}
          {...field('code')}
        />
        <Button variant="secondary" onClick={() => void oneAtATime(send)} loading={sendCode.isPending} disabled={resend.running}>
          {resend.running ? t('resendIn', { seconds: resend.remaining }) : t('sendCode')}
        </Button>
      </div>
      <ProfileFormEnd
        submitLabel={t('confirmEmail')}
        pending={busy}
        onCancel={onCancel}
        message={message}
        messageId={messageId}
        errors={formState.errors}
      />
    </form>
  );
}
