import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, Button, FormMessage, login, TextField, useSession } from 'shared-ui';
import { completeSignIn } from '../session/session-actions';

/** The login screen (spec §2 "Authentication screen", login mode). */
export function LoginScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const setPendingPhone = useSession((s) => s.setPendingPhone);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setMessage({ kind: 'error', text: t('errors:fillAllFields') });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const answer = await login(username, password);
      setMessage({ kind: 'success', text: t('auth:loginSuccessful') });
      await completeSignIn(answer.token, answer.user);
      navigate('/homepage');
    } catch (error) {
      if (error instanceof ApiError && error.body?.needsPhoneVerification && typeof error.body.phonenumber === 'string') {
        setPendingPhone(error.body.phonenumber);
        navigate('/sms-verify');
        return;
      }
      const text = error instanceof ApiError && !error.isNetworkError ? error.message || t('auth:anErrorOccurred') : t('auth:networkError');
      setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="shell-auth" id="main">
      <form className="shell-auth__card fw-card" onSubmit={submit} noValidate>
        <h1>{t('auth:loginTitle')}</h1>
        <TextField
          label={t('auth:username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label={t('auth:password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" loading={busy} className="shell-auth__submit">
          {t('auth:loginButton')}
        </Button>
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      </form>
    </main>
  );
}
