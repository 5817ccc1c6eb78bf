import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, FormMessage, login, TextField, useSession } from 'shared-ui';
import { LanguageButton } from './LanguageButton';

/** Sign-in for the standalone console: admins only. */
export function ConsoleLogin() {
  const { t } = useTranslation(['auth', 'errors', 'admin']);
  const signIn = useSession((s) => s.signIn);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) return setError(t('errors:fillAllFields'));
    setBusy(true);
    setError('');
    try {
      const answer = await login(username, password);
      if (!answer.user.admin) return setError(t('errors:adminOnly'));
      signIn(answer.token, answer.user);
    } catch (caught) {
      setError(caught instanceof ApiError && !caught.isNetworkError ? caught.message : t('auth:anErrorOccurred'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="console-login" id="main">
      <LanguageButton className="console-login__language" />
      <form className="fw-card console-login__card" onSubmit={submit} noValidate>
        <h1>{t('auth:loginTitle')}</h1>
        <p className="console-login__subtitle">{t('admin:console.title')}</p>
        <TextField label={t('auth:username')} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        <TextField
          label={t('auth:password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" loading={busy}>
          {t('auth:loginButton')}
        </Button>
        <FormMessage kind="error">{error}</FormMessage>
      </form>
    </main>
  );
}
