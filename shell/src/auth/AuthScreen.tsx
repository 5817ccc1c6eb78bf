import { isValidEmail, phoneInputDigits } from '@fireworks/core/rules';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, apiErrorText, Button, FormMessage, login, TextField, useCountdown, useSession, useToast } from 'shared-ui';
import { completeSignIn } from '../session/session-actions';
import { authApi } from './auth-api';
import { PasswordStrength } from './PasswordStrength';
import './auth.css';

type Mode = 'login' | 'signup' | 'forgotUsername' | 'forgotPassword';

const EMPTY = { username: '', password: '', inviteCode: '', email: '', firstname: '', lastname: '', phonenumber: '' };
type Fields = typeof EMPTY;
type Message = { kind: 'error' | 'success'; text: string };

const TITLES: Record<Mode, string> = {
  login: 'loginTitle',
  signup: 'signupTitle',
  forgotUsername: 'forgotUsernameTitle',
  forgotPassword: 'forgotPasswordTitle',
};

/**
 * The authentication screen (spec §2, §4, §5, §8): login, sign-up and the two recovery forms.
 * The server checks everything again; these checks only answer early.
 */
export function AuthScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const setPendingPhone = useSession((s) => s.setPendingPhone);
  const [mode, setMode] = useState<Mode>('login');
  const [fields, setFields] = useState<Fields>(EMPTY);
  // Other screens (phone verification, password reset) may hand over a notice for this one.
  const [message, setMessage] = useState<Message | null>(() => {
    const notice = (location.state as { notice?: string } | null)?.notice;
    return notice ? { kind: 'success', text: notice } : null;
  });
  const [busy, setBusy] = useState(false);
  const recoveryResend = useCountdown();

  // A phone number captured earlier is only for /sms-verify; coming back here ends that step.
  useEffect(() => setPendingPhone(null), [setPendingPhone]);

  const set = (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [name]: name === 'phonenumber' ? phoneInputDigits(event.target.value) : event.target.value }));
  const fail = (text: string) => setMessage({ kind: 'error', text });
  const failure = (error: unknown) =>
    fail(apiErrorText(error, { generic: t('auth:anErrorOccurred'), unreachable: t('auth:networkError') }));

  function toggleSignup() {
    setMode(mode === 'signup' ? 'login' : 'signup');
    setMessage(null);
    setFields((f) => ({ ...f, email: '', username: '', password: '', inviteCode: '' }));
  }

  function openMode(next: Mode) {
    setMode(next);
    setMessage(null);
  }

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  async function submitLogin() {
    if (!fields.username.trim() || !fields.password) return fail(t('errors:fillAllFields'));
    await run(async () => {
      try {
        const answer = await login(fields.username, fields.password);
        setMessage({ kind: 'success', text: t('auth:loginSuccessful') });
        await completeSignIn(answer.token, answer.user);
        navigate('/homepage');
      } catch (error) {
        if (error instanceof ApiError && error.body?.needsPhoneVerification && typeof error.body.phonenumber === 'string') {
          setPendingPhone(error.body.phonenumber);
          navigate('/sms-verify');
          return;
        }
        failure(error);
      }
    });
  }

  async function submitSignup() {
    if (Object.values(fields).some((value) => !value.trim())) return fail(t('errors:fillAllFields'));
    if (!isValidEmail(fields.email.trim())) return fail(t('auth:errors.invalidEmail'));
    await run(async () => {
      try {
        const answer = await authApi.signup({ ...fields, email: fields.email.trim() });
        setPendingPhone(answer.phonenumber);
        setMode('login');
        navigate('/sms-verify');
      } catch (error) {
        failure(error);
      }
    });
  }

  async function submitRecovery(kind: 'forgotUsername' | 'forgotPassword') {
    const email = fields.email.trim();
    if (!email) return fail(t('errors:fillAllFields'));
    if (!isValidEmail(email)) return fail(t('auth:errors.invalidEmail'));
    await run(async () => {
      try {
        if (kind === 'forgotPassword') await authApi.passwordReset(email);
        else await authApi.sendUsernameEmail(email);
        const [toastKey, inlineKey] =
          kind === 'forgotPassword' ? ['resetEmailSentToast', 'resetEmailSent'] : ['usernameEmailSentToast', 'usernameEmailSent'];
        toast.success(t(`auth:${toastKey}`));
        setFields((f) => ({ ...f, email: '' }));
        setMode('login');
        setMessage({ kind: 'success', text: t(`auth:${inlineKey}`) });
        recoveryResend.start();
      } catch (error) {
        failure(error);
      }
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'login') void submitLogin();
    else if (mode === 'signup') void submitSignup();
    else void submitRecovery(mode);
  }

  const recovering = mode === 'forgotUsername' || mode === 'forgotPassword';
  return (
    <main className="shell-auth" id="main">
      <form className="shell-auth__card fw-card" onSubmit={submit} noValidate aria-labelledby="auth-title">
        <h1 id="auth-title">{t(`auth:${TITLES[mode]}`)}</h1>
        {recovering ? (
          <>
            <p className="shell-auth__hint">{t('auth:recoveryHint')}</p>
            <TextField
              label={t('auth:emailAddress')}
              name="email"
              type="email"
              autoComplete="email"
              value={fields.email}
              onChange={set('email')}
            />
            <div className="shell-auth__actions">
              <Button type="submit" loading={busy} disabled={recoveryResend.running}>
                {recoveryResend.running ? t('auth:resendIn', { seconds: recoveryResend.remaining }) : t('auth:sendEmail')}
              </Button>
              <Button variant="secondary" onClick={() => openMode('login')}>
                {t('auth:cancel')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <TextField
              label={t('auth:username')}
              name="username"
              autoComplete="username"
              value={fields.username}
              onChange={set('username')}
            />
            <TextField
              label={t('auth:password')}
              name="password"
              type="password"
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              value={fields.password}
              onChange={set('password')}
            />
            {mode === 'signup' && (
              <>
                <PasswordStrength password={fields.password} />
                <TextField
                  label={t('auth:inviteCode')}
                  name="inviteCode"
                  autoComplete="off"
                  value={fields.inviteCode}
                  onChange={set('inviteCode')}
                />
                <TextField
                  label={t('auth:emailAddress')}
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={fields.email}
                  onChange={set('email')}
                />
                <TextField
                  label={t('auth:firstname')}
                  name="firstname"
                  autoComplete="given-name"
                  value={fields.firstname}
                  onChange={set('firstname')}
                />
                <TextField
                  label={t('auth:lastname')}
                  name="lastname"
                  autoComplete="family-name"
                  value={fields.lastname}
                  onChange={set('lastname')}
                />
                <TextField
                  label={t('auth:phonenumber')}
                  hint={t('auth:phoneHint')}
                  name="phonenumber"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  value={fields.phonenumber}
                  onChange={set('phonenumber')}
                />
              </>
            )}
            <Button type="submit" loading={busy} className="shell-auth__submit">
              {mode === 'signup' ? t('auth:signupButton') : t('auth:loginButton')}
            </Button>
          </>
        )}
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        {mode === 'login' && (
          <p className="shell-auth__links">
            <button type="button" className="fw-link-button" onClick={() => openMode('forgotUsername')}>
              {t('auth:forgotUsername')}
            </button>
            <button type="button" className="fw-link-button" onClick={() => openMode('forgotPassword')}>
              {t('auth:forgotPassword')}
            </button>
          </p>
        )}
        {!recovering && (
          <p className="shell-auth__toggle">
            {mode === 'signup' ? t('auth:haveAccount') : t('auth:noAccount')}{' '}
            <button type="button" className="fw-link-button" onClick={toggleSignup}>
              {mode === 'signup' ? t('auth:toLogin') : t('auth:toSignup')}
            </button>
          </p>
        )}
      </form>
    </main>
  );
}
