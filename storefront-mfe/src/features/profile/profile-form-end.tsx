import { useTranslation } from 'react-i18next';
import { Button, FormMessage } from 'shared-ui';

/** The one message a profile form shows under its buttons. */
export type ProfileMessage = { kind: 'error' | 'success'; text: string };

/** The end of a profile form (e-mail, password): its submit and Cancel buttons, then its message. */
export function ProfileFormEnd({
  submitLabel,
  pending,
  onCancel,
  message,
  messageId,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  message: ProfileMessage | null;
  /** The message's id: invalid fields point at it (fieldState). */
  messageId: string;
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
          {message.text}
        </FormMessage>
      )}
    </>
  );
}
