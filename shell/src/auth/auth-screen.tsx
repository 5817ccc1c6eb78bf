import { LIMITS } from '@fireworks/core/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, Button, FormMessage, ScreenHeading, SeasonStatus, useSession, useToast } from 'shared-ui';
import {
  checkedBy,
  type FormNotice,
  fieldState,
  noticeText,
  TextField,
  useCountdown,
  useFormSubmit,
  useRecheckOnLanguageChange,
} from 'shared-ui/forms';
import { landingPath } from '../remotes/route-lists';
import { returnPath } from '../session/return-path';
import { completeSignIn } from '../session/session-actions';
import { useLogin, useRecoveryEmail, useSignup } from './api';
import { check, EMPTY, type Fields, failureMessage, type Mode, SIGNUP_REFUSALS, TITLES } from './auth-form-rules';
import { PhoneNumberField, TYPED_AS_IS } from './fields';
import { handedNextStep, handedNotice, type NextStep } from './handed-notice';
import { PasswordStrength } from './password-strength';
import './auth.css';

/** How long 'Login Successful!' stays in view before the customer moves on. */
export const LOGIN_SUCCESS_PAUSE_MS = 700;

/**
 * The authentication screen (spec §2, §4, §5, §8): login, sign-up and the two recovery forms.
 * The server checks everything again; these checks only answer early.
 */
export function AuthScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const messageId = useId();
  const setPendingPhone = useSession((s) => s.setPendingPhone);
  // The reset screen's "Send me a new link" opens the Forgot Password form.
  const [mode, setMode] = useState<Mode>(() =>
    (location.state as { mode?: unknown } | null)?.mode === 'forgotPassword' ? 'forgotPassword' : 'login',
  );
  const form = useForm<Fields, Mode>({ defaultValues: EMPTY, context: mode, resolver: checkedBy(check) });
  const { register, setValue, clearErrors, formState } = form;
  // Other screens (phone verification, password reset) may hand over a notice for this one.
  const [message, setMessage] = useState<FormNotice | null>(() => handedNotice(location.state));
  // Handed over by the phone screen (nextStep: 'approvalEmail') or set by this screen's answers.
  const [nextStep, setNextStep] = useState<NextStep | null>(() => handedNextStep(location.state));
  const forgetEndedReason = useSession((s) => s.forgetEndedReason);
  useEffect(() => forgetEndedReason(), [forgetEndedReason]);
  // Each recovery e-mail has its own 45 s wait: sending one does not hold back the other.
  const recoveryResend = { forgotUsername: useCountdown(), forgotPassword: useCountdown() };
  const loginCall = useLogin();
  const signupCall = useSignup();
  const recoveryCall = useRecoveryEmail();

  useRecheckOnLanguageChange(form.trigger, formState.errors);

  // A phone number captured earlier is only for /sms-verify; coming back here ends that step.
  useEffect(() => setPendingPhone(null), [setPendingPhone]);

  const field = (name: keyof Fields) => ({ ...register(name), ...fieldState(formState.errors, name, messageId) });

  // A recovery form replaces the link that opened it: it starts at its field, and back at the
  // login form (Cancel, or the e-mail sent) focus returns to that link.
  const recoveryLinks = { forgotUsername: useRef<HTMLButtonElement>(null), forgotPassword: useRef<HTMLButtonElement>(null) };
  const previousMode = useRef(mode);
  useEffect(() => {
    const from = previousMode.current;
    previousMode.current = mode;
    if (from === mode) return;
    if (mode === 'forgotUsername' || mode === 'forgotPassword') form.setFocus('email');
    else if (mode === 'login' && (from === 'forgotUsername' || from === 'forgotPassword')) recoveryLinks[from].current?.focus();
  });

  function switchMode(next: Mode) {
    setMode(next);
    setMessage(null);
    setNextStep(null);
    clearErrors();
  }

  function toggleSignup() {
    switchMode(mode === 'signup' ? 'login' : 'signup');
    for (const name of ['email', 'username', 'password', 'inviteCode'] as const) setValue(name, '');
  }

  async function submitLogin({ username, password }: Fields) {
    let answer: Awaited<ReturnType<typeof loginCall.mutateAsync>>;
    try {
      answer = await loginCall.mutateAsync({ username, password });
    } catch (error) {
      if (error instanceof ApiError && error.body?.needsPhoneVerification && typeof error.body.phonenumber === 'string') {
        setPendingPhone(error.body.phonenumber);
        // The username goes along: the phone screen's "Change it" form starts with it.
        navigate('/sms-verify', { state: { username: username.trim() } });
        return;
      }
      throw error;
    }
    setMessage({ kind: 'success', keys: ['auth:loginSuccessful'] });
    // Spec §4: 'Login Successful!' shows in green; let it be read before the screen changes.
    await new Promise((resolve) => setTimeout(resolve, LOGIN_SUCCESS_PAUSE_MS));
    await completeSignIn(answer.token, answer.user);
    navigate(returnPath(location.state) ?? landingPath());
  }

  async function submitSignup(fields: Fields) {
    const answer = await signupCall.mutateAsync({ ...fields, email: fields.email.trim() });
    setPendingPhone(answer.phonenumber);
    setMode('login');
    navigate('/sms-verify', { state: { username: fields.username.trim() } });
  }

  async function submitRecovery(kind: 'forgotUsername' | 'forgotPassword', email: string) {
    await recoveryCall.mutateAsync({ kind, email: email.trim() });
    const [toastKey, inlineKey] =
      kind === 'forgotPassword' ? ['resetEmailSentToast', 'resetEmailSent'] : ['usernameEmailSentToast', 'usernameEmailSent'];
    toast.success(t(`auth:${toastKey}`));
    setValue('email', '');
    setMode('login');
    setMessage({ kind: 'success', keys: [`auth:${inlineKey}`] });
    setNextStep('recoveryEmail');
    recoveryResend[kind].start();
  }

  const { submit, busy } = useFormSubmit(form, {
    setMessage,
    send: (fields) => {
      if (mode === 'login') return submitLogin(fields);
      if (mode === 'signup') return submitSignup(fields);
      return submitRecovery(mode, fields.email);
    },
    failure: failureMessage,
    // A sign-up refusal: the field it is about is marked (pointing at the message) and has the focus, to correct it.
    refusals: mode === 'signup' ? SIGNUP_REFUSALS : [],
    onFailure: (error) => {
      if (mode !== 'login' || !(error instanceof ApiError)) return;
      // ARCHITECTURE §4: login's other 403 is 'Awaiting approval from admin.' (phone verified, not yet approved).
      if (error.status === 403) setNextStep('approvalEmail');
      // Wrong credentials: back to the password, selected, so the next one typed replaces it.
      if (error.status === 401) form.setFocus('password', { shouldSelect: true });
    },
    onReset: () => setNextStep(null),
  });

  const recovering = mode === 'forgotUsername' || mode === 'forgotPassword';
  const resend = recovering ? recoveryResend[mode] : null;
  return (
    <main className="shell-auth" id="main">
      <form className="shell-auth__card fw-card" onSubmit={submit} noValidate aria-labelledby="auth-title">
        <ScreenHeading id="auth-title">{t(`auth:${TITLES[mode]}`)}</ScreenHeading>
        {mode === 'login' && <SeasonStatus />}
        {recovering ? (
          <>
            <p className="shell-auth__hint">{t('auth:recoveryHint')}</p>
            <TextField label={t('auth:emailAddress')} type="email" autoComplete="email" maxLength={LIMITS.email} {...field('email')} />
            <div className="shell-auth__actions">
              <Button type="submit" loading={busy} disabled={resend?.running}>
                {resend?.running ? t('auth:resendIn', { seconds: resend.remaining }) : t('auth:sendEmail')}
              </Button>
              <Button variant="secondary" onClick={() => switchMode('login')}>
                {t('auth:cancel')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <TextField
              label={t('auth:username')}
              autoComplete="username"
              {...TYPED_AS_IS}
              maxLength={LIMITS.username}
              {...field('username')}
            />
            <TextField
              label={t('auth:password')}
              type="password"
              autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
              maxLength={LIMITS.password}
              {...field('password')}
            />
            {mode === 'signup' && (
              <>
                <PasswordStrength password={form.watch('password')} personal={[form.watch('username'), form.watch('email')]} />
                <TextField
                  label={t('auth:inviteCode')}
                  autoComplete="off"
                  {...TYPED_AS_IS}
                  maxLength={LIMITS.inviteCode}
                  {...field('inviteCode')}
                />
                <TextField label={t('auth:emailAddress')} type="email" autoComplete="email" maxLength={LIMITS.email} {...field('email')} />
                <TextField label={t('auth:firstname')} autoComplete="given-name" maxLength={LIMITS.name} {...field('firstname')} />
                <TextField label={t('auth:lastname')} autoComplete="family-name" maxLength={LIMITS.name} {...field('lastname')} />
                <PhoneNumberField label={t('auth:phonenumber')} {...field('phonenumber')} />
              </>
            )}
            <Button type="submit" loading={busy} className="shell-auth__submit">
              {mode === 'signup' ? t('auth:signupButton') : t('auth:loginButton')}
            </Button>
          </>
        )}
        {message && (
          <FormMessage kind={message.kind} id={messageId}>
            {noticeText(message, t, formState.errors)}
          </FormMessage>
        )}
        {nextStep && (
          <p className="shell-auth__hint shell-auth__next" aria-live="polite">
            {t(`auth:next.${nextStep}`)}
          </p>
        )}
        {mode === 'login' && (
          <p className="shell-auth__links">
            <button
              type="button"
              className="fw-link-button"
              ref={recoveryLinks.forgotUsername}
              onClick={() => switchMode('forgotUsername')}
            >
              {t('auth:forgotUsername')}
            </button>
            <button
              type="button"
              className="fw-link-button"
              ref={recoveryLinks.forgotPassword}
              onClick={() => switchMode('forgotPassword')}
            >
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
