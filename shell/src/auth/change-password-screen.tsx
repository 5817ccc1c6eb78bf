import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, FormMessage, i18n, ScreenHeading } from 'shared-ui';
import {
  checkedBy,
  type FieldProblems,
  type FieldRefusals,
  type FormNotice,
  failureNotice,
  fieldState,
  noticeText,
  PASSWORD_REFUSALS,
  PasswordFields,
  useFormSubmit,
  useRecheckOnLanguageChange,
} from 'shared-ui/forms';
import { useResetPassword } from './api';
import { PasswordStrength } from './password-strength';
import { isRefusal } from './refusals';
import './auth.css';

type Fields = { newPassword: string; confirmPassword: string };

/** The field each refusal of the server is about: the new password its rule refuses. */
const REFUSALS: FieldRefusals<Fields> = [['newPassword', PASSWORD_REFUSALS]];

/** Spec §5: both fields, then they must match ('Passwords must match'). */
function check({ newPassword, confirmPassword }: Fields): FieldProblems<Fields> {
  const fillAll = i18n.t('errors:fillAllFields');
  if (!newPassword || !confirmPassword)
    return { ...(newPassword ? {} : { newPassword: fillAll }), ...(confirmPassword ? {} : { confirmPassword: fillAll }) };
  return newPassword === confirmPassword ? {} : { confirmPassword: i18n.t('auth:reset.mismatch') };
}

/** /change-password/:token — a new password from a reset link (spec §2 "Reset-password screen"). */
export function ChangePasswordScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const messageId = useId();
  // Kept as what it says, so it follows the language toggle (the toggle is on this screen).
  const [message, setMessage] = useState<FormNotice | null>(null);
  // A used or expired link: the screen offers the way to a new one (the login screen's Forgot Password form).
  const [linkUsed, setLinkUsed] = useState(false);
  const reset = useResetPassword();
  const newLink = useRef<HTMLAnchorElement>(null);
  // The way forward has the focus once the link turns out used or expired.
  useEffect(() => {
    if (linkUsed) newLink.current?.focus();
  }, [linkUsed]);
  const { register, handleSubmit, formState, watch, trigger, setError, setFocus } = useForm<Fields>({
    defaultValues: { newPassword: '', confirmPassword: '' },
    resolver: checkedBy(check),
  });
  useRecheckOnLanguageChange(trigger, formState.errors);
  const field = (name: keyof Fields) => ({ ...register(name), ...fieldState(formState.errors, name, messageId) });

  const { submit } = useFormSubmit(
    { handleSubmit, setError, setFocus },
    {
      setMessage,
      send: async ({ newPassword }) => {
        await reset.mutateAsync({ token, newPassword });
        const notice = t('auth:reset.success');
        setMessage({ kind: 'success', keys: ['auth:reset.success'] });
        navigate('/', { replace: true, state: { notice, noticeKeys: ['auth:reset.success'] } });
      },
      failure: (error) => failureNotice(error, { failed: 'auth:anErrorOccurred', unreachable: 'auth:anErrorOccurred' }),
      // A password the server refuses: the new password is marked and focused, to choose another.
      refusals: REFUSALS,
      onFailure: (error) => setLinkUsed(isRefusal(error, ['resetTokenInvalid'])),
    },
  );

  return (
    <main className="shell-auth" id="main">
      <form className="shell-auth__card fw-card" onSubmit={submit} noValidate aria-labelledby="reset-title">
        <ScreenHeading id="reset-title">{t('auth:reset.title')}</ScreenHeading>
        <PasswordFields
          labels={{ new: t('auth:reset.newPassword'), confirm: t('auth:reset.confirmPassword') }}
          field={field}
          afterNew={<PasswordStrength password={watch('newPassword')} />}
        />
        <Button type="submit" loading={reset.isPending || reset.isSuccess} className="shell-auth__submit">
          {t('auth:reset.submit')}
        </Button>
        {message && (
          <FormMessage kind={message.kind} id={messageId}>
            {noticeText(message, t, formState.errors)}
          </FormMessage>
        )}
        {linkUsed && (
          <p className="shell-auth__links">
            <Link to="/" state={{ mode: 'forgotPassword' }} ref={newLink}>
              {t('auth:reset.sendNewLink')}
            </Link>
          </p>
        )}
      </form>
    </main>
  );
}
