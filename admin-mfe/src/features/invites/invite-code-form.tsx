import type { InviteCode } from '@fireworks/core/contract';
import { LIMITS } from '@fireworks/core/limits';
import { INVITE_PRESETS, type InvitePreset } from '@fireworks/core/rules';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, errorText, FormMessage, i18n, useCan, useOneAtATime, useToast } from 'shared-ui';
import { checkedBy, fieldState, firstProblem, TextField } from 'shared-ui/forms';
import { FormCard } from '../../common/form-card';
import { useCreateInviteCode } from './api';
import { randomInviteCode } from './random-code';

/**
 * Spec §5: the code must be non-blank and the number of uses, when given, above 0.
 * Returns the body to send, or null when the form is not valid.
 */
export function inviteCodeBody(code: string, uses: string): { code: string; uses?: number } | null {
  const trimmed = code.trim();
  if (!trimmed) return null;
  if (uses.trim() === '') return { code: trimmed };
  const count = Number(uses);
  return Number.isInteger(count) && count > 0 ? { code: trimmed, uses: count } : null;
}

type Fields = { code: string; uses: string; preset: '' | InvitePreset };

/** The Create Invite Code form: a custom (or generated) code and a number of uses, plus Cancel. */
export function InviteCodeForm({ onCreated, onCancel }: { onCreated(code: InviteCode): void; onCancel(): void }) {
  const { t } = useTranslation(['admin', 'common']);
  const toast = useToast();
  const [message, setMessage] = useState('');
  const create = useCreateInviteCode();
  const codeId = useId();
  const presetId = useId();
  const messageId = useId();
  // Only the owner hands out staff permissions with a code (the server refuses anyone else).
  const owner = useCan('owner');
  const { register, handleSubmit, setValue, formState } = useForm<Fields>({
    defaultValues: { code: '', uses: '', preset: '' },
    resolver: checkedBy(({ code, uses }) =>
      inviteCodeBody(code, uses) ? {} : { [code.trim() ? 'uses' : 'code']: i18n.t('admin:invites.invalid') },
    ),
  });

  // The form opens on demand: move focus into it.
  useEffect(() => document.getElementById(codeId)?.focus(), [codeId]);

  // Create renders busy only once the call starts: a double tap or Enter twice before that would send
  // the code twice (the second answering that it exists), so a second submit while one runs sends nothing.
  const oneAtATime = useOneAtATime();
  const submit = handleSubmit(
    ({ code, uses, preset }) =>
      oneAtATime(async () => {
        setMessage('');
        try {
          const body = inviteCodeBody(code, uses) as { code: string; uses?: number };
          const created = await create.mutateAsync(owner && preset ? { ...body, preset } : body);
          toast.success(t('admin:messages.inviteCodeCreated', { code: created.code }));
          onCreated(created);
        } catch (caught) {
          toast.error(errorText(caught, { failed: t('admin:invites.createFailed'), unreachable: t('admin:invites.createError') }));
        }
      }),
    (errors) => setMessage(firstProblem(errors)),
  );

  return (
    <FormCard title={t('admin:invites.formTitle')} onSubmit={submit} narrow>
      <div className="ad-form__row">
        <TextField
          id={codeId}
          label={t('admin:invites.customCode')}
          hint={t('admin:invites.customCodeHint')}
          maxLength={LIMITS.inviteCode}
          autoComplete="off"
          spellCheck={false}
          {...register('code')}
          {...fieldState(formState.errors, 'code', messageId)}
        />
        <Button variant="secondary" className="ad-invite__generate" onClick={() => setValue('code', randomInviteCode())}>
          {t('admin:invites.generate')}
        </Button>
      </div>
      <TextField
        label={t('admin:invites.uses')}
        hint={t('admin:invites.usesHint')}
        type="number"
        inputMode="numeric"
        min={1}
        max={LIMITS.inviteUses}
        step={1}
        {...register('uses')}
        {...fieldState(formState.errors, 'uses', messageId)}
      />
      {owner && (
        <div className="fw-field">
          <label className="fw-field__label" htmlFor={presetId}>
            {t('admin:invites.preset')}
          </label>
          <select id={presetId} aria-describedby={`${presetId}-hint`} {...register('preset')}>
            <option value="">{t('admin:invites.presetNone')}</option>
            {INVITE_PRESETS.map((name) => (
              <option key={name} value={name}>
                {t(`admin:staff.presets.${name}`)}
              </option>
            ))}
          </select>
          <p id={`${presetId}-hint`} className="fw-field__hint">
            {t('admin:invites.presetHint')}
          </p>
        </div>
      )}
      <FormMessage kind="error" id={messageId}>
        {message}
      </FormMessage>
      <div className="ad-form__actions">
        <Button type="submit" loading={create.isPending}>
          {t('admin:invites.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          {t('common:cancel')}
        </Button>
      </div>
    </FormCard>
  );
}
