import { LIMITS } from '@fireworks/core/limits';
import { formatPhoneNumber } from '@fireworks/core/rules';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, FormMessage, i18n, ScreenHeading, useOneAtATime, useSession, useToast } from 'shared-ui';
import {
  checkedBy,
  type FormNotice,
  failureNotice,
  fieldState,
  noticeText,
  TextField,
  useCountdown,
  useFormSubmit,
  useRecheckOnLanguageChange,
} from 'shared-ui/forms';
import { loadRuntimeConfig } from '../runtime-config';
import { useVerifyPhone } from './api';
import { ChangePhoneDialog } from './change-phone-dialog';
import { forgetCodeSent, recentCodeSent, rememberCodeSent } from './code-sent-memory';
import { openPhoneChannel, type PhoneChannel, PhoneChannelUnavailable, WrongCode } from './phone-channel';
import './auth.css';

/** The code is sent 1 second after the screen opens (spec §2). */
export const AUTO_SEND_DELAY_MS = 1000;

type Fields = { code: string };

/** Spec §5: the code is required ('OTP is required.'). */
const check = ({ code }: Fields) => (code.trim() ? {} : { code: i18n.t('auth:errors.otpRequired') });

/** The refusals of the code itself; the field is marked for them. */
const CODE_REFUSALS = [
  'auth:errors.codeInvalid',
  'auth:errors.codeExpired',
  'auth:errors.codeTooManyTries',
  'auth:errors.firebaseTokenInvalid',
];

/** No code was sent to check the one typed against (the send failed or has not happened yet). */
class NoCodeSent extends Error {}

/** The username the login or sign-up form handed over (navigation state), to prefill "Change it". */
function handedUsername(state: unknown): string {
  const username = (state as { username?: unknown } | null)?.username;
  return typeof username === 'string' ? username : '';
}

/** /sms-verify: only with a phone number captured at sign-up or login; otherwise back to /. */
export function SmsVerifyScreen() {
  const phone = useSession((s) => s.pendingPhone);
  return phone ? <SmsVerify phone={phone} /> : <Navigate to="/" replace />;
}

function SmsVerify({ phone }: { phone: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const setPendingPhone = useSession((s) => s.setPendingPhone);
  const messageId = useId();
  // Kept as what it says, so it follows the language toggle (the toggle is on this screen).
  const [message, setMessage] = useState<FormNotice | null>(null);
  const resend = useCountdown();
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const channel = useRef<Promise<PhoneChannel> | null>(null);
  const [changingPhone, setChangingPhone] = useState(false);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const codeNext = useRef(false);
  // The send planned for 1 s after opening: a code the customer asked for sooner replaces it.
  const autoSend = useRef<number | undefined>(undefined);
  const oneAtATime = useOneAtATime();
  const { register, handleSubmit, formState, trigger, setError, setFocus, reset } = useForm<Fields>({
    defaultValues: { code: '' },
    resolver: checkedBy(check),
  });
  useRecheckOnLanguageChange(trigger, formState.errors);
  const codeField = register('code');
  const verifyPhone = useVerifyPhone();

  function openChannel(): Promise<PhoneChannel> {
    channel.current ??= loadRuntimeConfig().then((config) => openPhoneChannel(config, recaptchaHost.current as HTMLElement));
    // A failed start may be tried again with the resend button.
    channel.current.catch(() => {
      channel.current = null;
    });
    return channel.current;
  }

  const sendCode = useMutation({
    mutationFn: async (to: string) => (await openChannel()).send(to),
    onMutate: () => setMessage(null),
    onSuccess: (verificationId, to) => {
      rememberCodeSent(to, verificationId);
      setMessage({ kind: 'success', keys: ['auth:verify.codeSent'] });
      resend.start();
    },
    onError: (error) => {
      if (error instanceof PhoneChannelUnavailable) setMessage({ kind: 'error', keys: ['auth:verify.firebaseNotInitialized'] });
      else setMessage(failureNotice(error, { failed: 'auth:verify.sendFailed', unreachable: 'auth:verify.sendFailed' }));
    },
  });

  // Spec §2: the code is sent once, 1 s after the screen opens (an action the screen takes, not a read),
  // unless one was sent to this number within the resend wait: then that code is the one to type.
  // biome-ignore lint/correctness/useExhaustiveDependencies: send once, 1 s after the screen opens
  useEffect(() => {
    const earlier = recentCodeSent(phone);
    if (earlier) {
      void openChannel()
        .then((opened) => opened.resume(earlier.verificationId))
        .catch(() => {});
      setMessage({ kind: 'success', keys: ['auth:verify.codeSent'] });
      resend.start(earlier.secondsLeft);
    }
    autoSend.current = earlier ? undefined : window.setTimeout(() => sendCode.mutate(phone), AUTO_SEND_DELAY_MS);
    return () => {
      window.clearTimeout(autoSend.current);
      void channel.current?.then((c) => c.dispose()).catch(() => {});
    };
  }, []);

  /** The number was corrected: the screen shows it, forgets the code typed, and sends a code to it. */
  function phoneChanged(next: string) {
    codeNext.current = true;
    setChangingPhone(false);
    forgetCodeSent();
    setPendingPhone(next);
    reset({ code: '' });
    toast.success(t('auth:changePhone.changed', { phone: formatPhoneNumber(next) }));
    window.clearTimeout(autoSend.current);
    sendCode.mutate(next);
  }

  /** Resend Code: one send at a time (a double tap before it renders busy would send two codes, the second refused by the wait). */
  function resendCode() {
    window.clearTimeout(autoSend.current);
    // A failure is shown by sendCode's onError.
    void oneAtATime(() => sendCode.mutateAsync(phone).catch(() => {}));
  }

  const { submit: verify, busy } = useFormSubmit(
    { handleSubmit, setError, setFocus },
    {
      setMessage,
      send: async ({ code }) => {
        const opened = await channel.current?.catch(() => null);
        if (!opened?.hasVerification) throw new NoCodeSent();
        const proof = await opened.proofFor(code.trim());
        const answer = await verifyPhone.mutateAsync({ phone, proof });
        forgetCodeSent();
        // An account an admin approved already can log in now; any other waits for the approval.
        const noticeKeys = ['auth:verify.verified', answer.approved ? 'auth:verify.canLogIn' : 'auth:verify.awaitingApproval'];
        const notice = noticeKeys.map((key) => t(key)).join('\n');
        // The login screen forgets the number when it opens.
        navigate('/', {
          replace: true,
          // nextStep: the login screen adds that the approval comes by e-mail.
          state: { notice, noticeKeys, ...(answer.approved ? {} : { nextStep: 'approvalEmail' }) },
        });
      },
      failure: (error) => {
        if (error instanceof NoCodeSent) return { kind: 'error', keys: ['auth:verify.verificationIdMissing'] };
        if (error instanceof WrongCode) return { kind: 'error', keys: ['auth:errors.codeInvalid'] };
        return failureNotice(error, { failed: 'auth:anErrorOccurred', unreachable: 'auth:anErrorOccurred' });
      },
      // A refused code (wrong, expired, too many tries): the field is marked and focused with the
      // code selected, so the next one typed replaces it.
      refusals: [['code', CODE_REFUSALS]],
      onFailure: (error) => {
        // Firebase's own check refuses a wrong code before the server is asked: the same for the field.
        if (error instanceof WrongCode) {
          setError('code', { type: 'server', message: t('auth:errors.codeInvalid') });
          setFocus('code', { shouldSelect: true });
        }
      },
    },
  );

  return (
    <main className="shell-auth" id="main">
      <form className="shell-auth__card fw-card" onSubmit={verify} noValidate aria-labelledby="sms-title">
        <ScreenHeading id="sms-title">{t('auth:verify.title')}</ScreenHeading>
        <p className="shell-auth__hint">{t('auth:verify.intro', { phone: formatPhoneNumber(phone) })}</p>
        {/* A wrong number gets no code: the way to correct it is next to the number. */}
        <p className="shell-auth__change-phone">
          <button type="button" className="fw-link-button" onClick={() => setChangingPhone(true)}>
            {t('auth:changePhone.open')}
          </button>
        </p>
        <TextField
          label={t('auth:verify.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...codeField}
          ref={(element) => {
            codeField.ref(element);
            codeInput.current = element;
          }}
          {...fieldState(formState.errors, 'code', messageId)}
          onChange={(event) => {
            // Digits only, at most 6: a code pasted as '123 456' or '123-456' keeps its six digits
            // (a maxLength would cut the paste before its last digit).
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, LIMITS.oneTimeCode);
            return codeField.onChange(event);
          }}
        />
        <div className="shell-auth__actions">
          {/* Busy from the click on: Firebase checks the code before the server is asked. */}
          <Button type="submit" loading={busy || verifyPhone.isSuccess}>
            {t('auth:verify.verifyButton')}
          </Button>
          <Button variant="secondary" onClick={resendCode} loading={sendCode.isPending} disabled={resend.running}>
            {resend.running ? t('auth:verify.resendIn', { seconds: resend.remaining }) : t('auth:verify.resendButton')}
          </Button>
        </div>
        {message && (
          <FormMessage kind={message.kind} id={messageId}>
            {noticeText(message, t, formState.errors)}
          </FormMessage>
        )}
        {/* The way out (a wrong number, or verifying later: logging in comes back here); the login screen forgets the number. */}
        <p className="shell-auth__links">
          <Link to="/">{t('auth:verify.backToLogin')}</Link>
        </p>
        <div ref={recaptchaHost} />
      </form>
      <ChangePhoneDialog
        open={changingPhone}
        username={handedUsername(location.state)}
        onClose={() => setChangingPhone(false)}
        onChanged={phoneChanged}
        // After a change, on to the code for the new number; after Cancel, back to "Change it".
        returnFocus={() => {
          const next = codeNext.current;
          codeNext.current = false;
          return next ? codeInput.current : null;
        }}
      />
    </main>
  );
}
