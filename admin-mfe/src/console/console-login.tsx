import type { User } from '@fireworks/core/contract';
import { LIMITS } from '@fireworks/core/limits';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, Button, FormMessage, i18n, login, roleOf, ScreenHeading, type SessionUser, useSession } from 'shared-ui';
import { checkedBy, type FormNotice, failureNotice, fieldState, noticeText, TextField, useFormSubmit } from 'shared-ui/forms';
import { LanguageButton } from './language-button';

type Fields = { username: string; password: string };

/** The user with their permissions when they are staff; a customer's token is forgotten again. */
async function staffUser(token: string, user: User): Promise<SessionUser | null> {
  useSession.getState().signIn(token, user);
  try {
    const full = await api('POST /api/getuser');
    if (roleOf(full) === 'admin') return full;
  } catch {
    // refused or unreachable: not signed in
  }
  useSession.getState().signOut({ loggedOut: true });
  return null;
}

/** Sign-in for the standalone console: admins only. */
export function ConsoleLogin() {
  const { t } = useTranslation(['auth', 'errors', 'admin']);
  const signIn = useSession((s) => s.signIn);
  // Kept as what it says, so it follows the console's language button.
  const [message, setMessage] = useState<FormNotice | null>(null);
  const messageId = useId();
  const call = useMutation({ mutationFn: (input: Fields) => login(input.username, input.password) });
  const { register, handleSubmit, formState, setError, setFocus } = useForm<Fields>({
    defaultValues: { username: '', password: '' },
    resolver: checkedBy(({ username, password }) => {
      const fillAll = i18n.t('errors:fillAllFields');
      return { ...(username.trim() ? {} : { username: fillAll }), ...(password ? {} : { password: fillAll }) };
    }),
  });
  const field = (name: keyof Fields) => ({ ...register(name), ...fieldState(formState.errors, name, messageId) });

  const { submit, busy } = useFormSubmit(
    { handleSubmit, setError, setFocus },
    {
      setMessage,
      send: async (fields) => {
        const answer = await call.mutateAsync(fields);
        // Staff hold permissions login does not list: getuser answers them (issue 41).
        const user = answer.user.admin ? answer.user : await staffUser(answer.token, answer.user);
        if (!user) return setMessage({ kind: 'error', keys: ['errors:adminOnly'] });
        signIn(answer.token, user);
      },
      failure: (error) => failureNotice(error, { failed: 'auth:anErrorOccurred', unreachable: 'auth:anErrorOccurred' }),
    },
  );

  return (
    <main className="console-login" id="main">
      <LanguageButton className="console-login__language" />
      <form className="fw-card console-login__card" onSubmit={submit} noValidate>
        <ScreenHeading>{t('auth:loginTitle')}</ScreenHeading>
        <p className="console-login__subtitle">{t('admin:console.title')}</p>
        <TextField label={t('auth:username')} autoComplete="username" maxLength={LIMITS.username} {...field('username')} />
        <TextField
          label={t('auth:password')}
          type="password"
          autoComplete="current-password"
          maxLength={LIMITS.password}
          {...field('password')}
        />
        <Button type="submit" loading={busy}>
          {t('auth:loginButton')}
        </Button>
        <FormMessage kind="error" id={messageId}>
          {message ? noticeText(message, t, formState.errors) : ''}
        </FormMessage>
      </form>
    </main>
  );
}
