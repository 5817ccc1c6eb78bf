import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { apiErrorText, Button, FormMessage, TextField } from 'shared-ui';
import { authApi } from './auth-api';
import './auth.css';

type Message = { kind: 'error' | 'success'; text: string };

/** /change-password/:token — a new password from a reset link (spec §2 "Reset-password screen"). */
export function ChangePasswordScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || !confirm) return setMessage({ kind: 'error', text: t('errors:fillAllFields') });
    if (password !== confirm) return setMessage({ kind: 'error', text: t('auth:reset.mismatch') });
    setBusy(true);
    setMessage(null);
    try {
      await authApi.resetPassword(token, password);
      const notice = t('auth:reset.success');
      setMessage({ kind: 'success', text: notice });
      navigate('/', { replace: true, state: { notice } });
    } catch (error) {
      setMessage({
        kind: 'error',
        text: apiErrorText(error, { generic: t('auth:anErrorOccurred'), unreachable: t('auth:anErrorOccurred') }),
      });
      setBusy(false);
    }
  }

  return (
    <main className="shell-auth" id="main">
      <form className="shell-auth__card fw-card" onSubmit={submit} noValidate aria-labelledby="reset-title">
        <h1 id="reset-title">{t('auth:reset.title')}</h1>
        <TextField
          label={t('auth:reset.newPassword')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label={t('auth:reset.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" loading={busy} className="shell-auth__submit">
          {t('auth:reset.submit')}
        </Button>
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      </form>
    </main>
  );
}
