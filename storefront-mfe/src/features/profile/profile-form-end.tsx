import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, FormMessage } from 'shared-ui';
import { type FormNotice, failureNotice, noticeText } from 'shared-ui/forms';

/** The one message a profile form shows under its buttons (a notice: it follows the language toggle). */
export type ProfileMessage = FormNotice;

/**
 * A profile call that failed (spec §8): the server's sentence, else `failed`; with no answer, the
 * client's sentence for that (the error text), else 'An error occurred while changing the password.'
 */
export function profileFailure(error: unknown, failed: string): ProfileMessage {
  const offline = error instanceof ApiError && error.isNetworkError;
  return failureNotice(error, { failed, unreachable: offline ? 'common:unreachable' : 'profile:genericError' });
}

/** The end of a profile form (e-mail, password): its submit and Cancel buttons, then its message. */
export function ProfileFormEnd({
  submitLabel,
  pending,
  onCancel,
  message,
  messageId,
  errors,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  message: ProfileMessage | null;
  /** The message's id: invalid fields point at it (fieldState). */
  messageId: string;
  /** The form's problems, the words of a form-problem message. */
  errors: FieldErrors;
}) {
  const { t } = useTranslation('profile');
  return (
    <>
      <div className="sf-profile__actions">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
      {message && (
        <FormMessage kind={message.kind} id={messageId}>
          {noticeText(message, t, errors)}
        </FormMessage>
      )}
    </>
  );
}
