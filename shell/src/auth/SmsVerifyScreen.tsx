import { LIMITS } from '@fireworks/core/limits';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { apiErrorText, Button, FormMessage, TextField, useCountdown, useSession } from 'shared-ui';
import { loadRuntimeConfig } from '../runtime-config';
import { authApi } from './auth-api';
import { openPhoneChannel, type PhoneChannel, PhoneChannelUnavailable, WrongCode } from './phone-channel';
import './auth.css';

/** The code is sent 1 second after the screen opens (spec §2). */
export const AUTO_SEND_DELAY_MS = 1000;

type Message = { kind: 'error' | 'success'; text: string };

/** /sms-verify: only with a phone number captured at sign-up or login; otherwise back to /. */
export function SmsVerifyScreen() {
  const phone = useSession((s) => s.pendingPhone);
  return phone ? <SmsVerify phone={phone} /> : <Navigate to="/" replace />;
}

function formatPhone(phone: string): string {
  return `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
}

function SmsVerify({ phone }: { phone: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const resend = useCountdown();
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const channel = useRef<Promise<PhoneChannel> | null>(null);

  function openChannel(): Promise<PhoneChannel> {
    channel.current ??= loadRuntimeConfig().then((config) => openPhoneChannel(config, recaptchaHost.current as HTMLElement));
    // A failed start may be tried again with the resend button.
    channel.current.catch(() => {
      channel.current = null;
    });
    return channel.current;
  }

  async function send() {
    setSending(true);
    setMessage(null);
    try {
      await (await openChannel()).send(phone);
      setMessage({ kind: 'success', text: t('auth:verify.codeSent') });
      resend.start();
    } catch (error) {
      if (error instanceof PhoneChannelUnavailable) setMessage({ kind: 'error', text: t('auth:verify.firebaseNotInitialized') });
      else
        setMessage({
          kind: 'error',
          text: apiErrorText(error, { generic: t('auth:verify.sendFailed'), unreachable: t('auth:verify.sendFailed') }),
        });
    } finally {
      setSending(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: send once, 1 s after the screen opens
  useEffect(() => {
    const timer = window.setTimeout(() => void send(), AUTO_SEND_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      void channel.current?.then((c) => c.dispose()).catch(() => {});
    };
  }, []);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setMessage({ kind: 'error', text: t('auth:errors.otpRequired') });
    const opened = await channel.current?.catch(() => null);
    if (!opened?.hasVerification) return setMessage({ kind: 'error', text: t('auth:verify.verificationIdMissing') });
    setVerifying(true);
    setMessage(null);
    try {
      const proof = await opened.proofFor(code.trim());
      await authApi.verifyPhone(phone, proof);
      const notice = `${t('auth:verify.verified')}\n${t('auth:verify.awaitingApproval')}`;
      // The login screen forgets the number when it opens.
      navigate('/', { replace: true, state: { notice } });
    } catch (error) {
      const text =
        error instanceof WrongCode
          ? t('auth:errors.codeInvalid')
          : apiErrorText(error, { generic: t('auth:anErrorOccurred'), unreachable: t('auth:anErrorOccurred') });
      setMessage({ kind: 'error', text });
      setVerifying(false);
    }
  }

  return (
    <main className="shell-auth" id="main">
      <form className="shell-auth__card fw-card" onSubmit={verify} noValidate aria-labelledby="sms-title">
        <h1 id="sms-title">{t('auth:verify.title')}</h1>
        <p className="shell-auth__hint">{t('auth:verify.intro', { phone: formatPhone(phone) })}</p>
        <TextField
          label={t('auth:verify.codeLabel')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.oneTimeCode}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <div className="shell-auth__actions">
          <Button type="submit" loading={verifying}>
            {t('auth:verify.verifyButton')}
          </Button>
          <Button variant="secondary" onClick={() => void send()} loading={sending} disabled={resend.running}>
            {resend.running ? t('auth:verify.resendIn', { seconds: resend.remaining }) : t('auth:verify.resendButton')}
          </Button>
        </div>
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <div ref={recaptchaHost} />
      </form>
    </main>
  );
}
