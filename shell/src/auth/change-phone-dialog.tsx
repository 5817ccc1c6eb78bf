import { LIMITS } from '@fireworks/core/limits';
import { isValidPhone } from '@fireworks/core/rules';
import { type RefObject, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, FormMessage, i18n } from 'shared-ui';
import { Dialog } from 'shared-ui/dialogs';
import {
  checkedBy,
  type FieldProblems,
  type FieldRefusals,
  type FormNotice,
  failureNotice,
  fieldState,
  noticeText,
  TextField,
  useFormSubmit,
  useRecheckOnLanguageChange,
} from 'shared-ui/forms';
import { useChangeSignupPhone } from './api';
import { PhoneNumberField, TYPED_AS_IS } from './fields';

type Fields = { username: string; password: string; phoneNumber: string };

/** The field each refusal of the server is about: the new number (taken, not 10 digits). */
const REFUSALS: FieldRefusals<Fields> = [['phoneNumber', ['auth:errors.phoneInvalid', 'auth:errors.phoneTaken']]];

/** Every field required ('Please fill in all fields.'), then the new number must have its 10 digits. */
function check(fields: Fields): FieldProblems<Fields> {
  const problems: FieldProblems<Fields> = {};
  for (const name of ['username', 'password', 'phoneNumber'] as const) {
    if (!fields[name].trim()) problems[name] = i18n.t('errors:fillAllFields');
  }
  if (!problems.phoneNumber && !isValidPhone(fields.phoneNumber)) problems.phoneNumber = i18n.t('auth:errors.phoneInvalid');
  return problems;
}

export interface ChangePhoneDialogProps {
  open: boolean;
  /** The username typed at sign-up or login, when this tab knows it (prefilled). */
  username: string;
  onClose(): void;
  /** The number was changed: the screen sends the next code to it. */
  onChanged(phone: string): void;
  /** Where focus goes once the dialog closes after a change (the code field); Cancel returns it to the opener. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * "Wrong number? Change it" on /sms-verify (docs/decisions/sign-up-journey.md): the shop's modal
 * dialog with the username (prefilled when known), the password that proves the account, and the
 * new number (digits only, as at sign-up). POST /api/change-signup-phone; a refusal shows as the
 * server's sentence under the form, with focus at the field it is about.
 */
export function ChangePhoneDialog({ open, username, onClose, onChanged, returnFocus }: ChangePhoneDialogProps) {
  const titleId = useId();
  const usernameRef = useRef<HTMLInputElement | null>(null);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const change = useChangeSignupPhone();
  return (
    <Dialog
      open={open}
      onCancel={() => {
        if (!change.isPending) onClose();
      }}
      labelledBy={titleId}
      initialFocus={username ? passwordRef : usernameRef}
      returnFocus={returnFocus}
      className="shell-change-phone"
    >
      {/* Mounted per opening: each starts with the known username, no password and no message. */}
      {open && (
        <ChangePhoneForm
          titleId={titleId}
          username={username}
          refs={{ username: usernameRef, password: passwordRef }}
          change={change}
          onClose={onClose}
          onChanged={onChanged}
        />
      )}
    </Dialog>
  );
}

function ChangePhoneForm({
  titleId,
  username,
  refs,
  change,
  onClose,
  onChanged,
}: {
  titleId: string;
  username: string;
  refs: Record<'username' | 'password', RefObject<HTMLInputElement | null>>;
  change: ReturnType<typeof useChangeSignupPhone>;
  onClose(): void;
  onChanged(phone: string): void;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const messageId = useId();
  const [message, setMessage] = useState<FormNotice | null>(null);
  const { register, handleSubmit, formState, trigger, setError, setFocus } = useForm<Fields>({
    defaultValues: { username, password: '', phoneNumber: '' },
    resolver: checkedBy(check),
  });
  useRecheckOnLanguageChange(trigger, formState.errors);
  const field = (name: keyof Fields) => ({ ...register(name), ...fieldState(formState.errors, name, messageId) });
  /** The field, with its element kept for the dialog's first focus. */
  const withRef = (name: 'username' | 'password') => {
    const registered = field(name);
    return {
      ...registered,
      ref: (element: HTMLInputElement | null) => {
        registered.ref(element);
        refs[name].current = element;
      },
    };
  };

  const { submit, busy } = useFormSubmit(
    { handleSubmit, setError, setFocus },
    {
      setMessage,
      send: async ({ username: name, password, phoneNumber }) => {
        const answer = await change.mutateAsync({ username: name.trim(), password, phoneNumber });
        onChanged(answer.phonenumber);
      },
      failure: (error) => failureNotice(error, { failed: 'auth:anErrorOccurred', unreachable: 'auth:anErrorOccurred' }),
      // The number refused (taken, not 10 digits): marked and focused, to correct it.
      refusals: REFUSALS,
      // Wrong credentials (as at login): back to the password, selected, to type it again.
      onFailure: (error) => {
        if (error instanceof ApiError && error.status === 401) setFocus('password', { shouldSelect: true });
      },
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="fw-dialog__message">
        {t('auth:changePhone.title')}
      </h2>
      <p className="shell-auth__hint">{t('auth:changePhone.intro')}</p>
      <TextField label={t('auth:username')} autoComplete="username" {...TYPED_AS_IS} maxLength={LIMITS.username} {...withRef('username')} />
      <TextField
        label={t('auth:password')}
        type="password"
        autoComplete="current-password"
        maxLength={LIMITS.password}
        {...withRef('password')}
      />
      <PhoneNumberField label={t('auth:changePhone.newPhone')} {...field('phoneNumber')} />
      {message && (
        <FormMessage kind={message.kind} id={messageId}>
          {noticeText(message, t, formState.errors)}
        </FormMessage>
      )}
      <div className="fw-dialog__actions">
        <Button type="submit" loading={busy || change.isPending}>
          {t('auth:changePhone.submit')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
          {t('auth:cancel')}
        </Button>
      </div>
    </form>
  );
}
