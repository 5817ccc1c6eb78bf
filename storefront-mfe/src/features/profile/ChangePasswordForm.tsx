import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, Button, FormMessage, TextField, useSession } from 'shared-ui';
import { profileApi } from './profile-api';

type Message = { kind: 'error' | 'success'; text: string };
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: stays in this view on success, shows the message and clears the three fields. */
export function ChangePasswordForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const setToken = useSession((s) => s.setToken);
  const [fields, setFields] = useState(EMPTY);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!fields.currentPassword || !fields.newPassword || !fields.confirmPassword)
      return setMessage({ kind: 'error', text: t('fillAllFields') });
    if (fields.newPassword !== fields.confirmPassword) return setMessage({ kind: 'error', text: t('passwordsDoNotMatch') });
    setBusy(true);
    setMessage(null);
    try {
      const answer = await profileApi.changePassword(fields.currentPassword, fields.newPassword);
      setToken(answer.token);
      setFields(EMPTY);
      setMessage({ kind: 'success', text: answer.message });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: apiErrorText(error, {
          generic: t('errors.currentPasswordIncorrect'),
          unreachable: (error as Error).message || t('genericError'),
        }),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="sf-profile-password-title">
      <h2 id="sf-profile-password-title">{t('changePassword')}</h2>
      <TextField
        label={t('currentPassword')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={fields.currentPassword}
        onChange={set('currentPassword')}
      />
      <TextField
        label={t('newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={fields.newPassword}
        onChange={set('newPassword')}
      />
      <TextField
        label={t('confirmNewPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <div className="sf-profile__actions">
        <Button type="submit" loading={busy}>
          {t('changePassword')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
    </form>
  );
}
