import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, Button, FormMessage, TextField, useCountdown, useSession, useToast } from 'shared-ui';
import { profileApi } from './profile-api';

type Message = { kind: 'error' | 'success'; text: string };

/**
 * Change e-mail: a code to the new address (resend after 45 s), then the change. Unlike the
 * original product, a refused change shows its error and keeps this view (spec §8's defect).
 */
export function ChangeEmailForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const setUser = useSession((s) => s.setUser);
  const [newEmail, setNewEmail] = useState('');
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState<'send' | 'change' | null>(null);
  const resend = useCountdown();

  async function sendCode() {
    setBusy('send');
    setMessage(null);
    try {
      const answer = await profileApi.sendVerificationEmail(newEmail.trim());
      setMessage({ kind: 'success', text: answer.message });
      resend.start();
    } catch (error) {
      setMessage({
        kind: 'error',
        text: apiErrorText(error, { generic: t('sendCodeFailed'), unreachable: (error as Error).message || t('genericError') }),
      });
    } finally {
      setBusy(null);
    }
  }

  async function change(event: FormEvent) {
    event.preventDefault();
    if (!newEmail.trim() || !code.trim()) return setMessage({ kind: 'error', text: t('fillAllFields') });
    setBusy('change');
    setMessage(null);
    try {
      const answer = await profileApi.changeEmail(newEmail.trim(), code.trim());
      setUser(answer.user);
      toast.success(answer.message);
      onDone();
    } catch (error) {
      setMessage({
        kind: 'error',
        text: apiErrorText(error, { generic: t('errors.codeIncorrect'), unreachable: (error as Error).message || t('genericError') }),
      });
      setBusy(null);
    }
  }

  return (
    <form onSubmit={change} noValidate aria-labelledby="sf-profile-email-title">
      <h2 id="sf-profile-email-title">{t('changeEmail')}</h2>
      <TextField
        label={t('newEmail')}
        name="newEmail"
        type="email"
        autoComplete="email"
        value={newEmail}
        onChange={(e) => setNewEmail(e.target.value)}
      />
      <div className="sf-profile__code">
        <TextField
          label={t('verificationCode')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button variant="secondary" onClick={() => void sendCode()} loading={busy === 'send'} disabled={resend.running}>
          {resend.running ? t('resendIn', { seconds: resend.remaining }) : t('sendCode')}
        </Button>
      </div>
      <div className="sf-profile__actions">
        <Button type="submit" loading={busy === 'change'}>
          {t('confirmEmail')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
    </form>
  );
}
