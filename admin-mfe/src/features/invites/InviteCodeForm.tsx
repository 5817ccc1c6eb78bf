import type { InviteCode } from '@fireworks/core/contract';
import { LIMITS } from '@fireworks/core/limits';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, Button, FormMessage, TextField, useToast } from 'shared-ui';
import { FormCard } from '../../common/FormCard';
import { errorText } from '../../common/useResource';
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

/** The Create Invite Code form: a custom (or generated) code and a number of uses, plus Cancel. */
export function InviteCodeForm({ onCreated, onCancel }: { onCreated(code: InviteCode): void; onCancel(): void }) {
  const { t } = useTranslation(['admin', 'common']);
  const toast = useToast();
  const [code, setCode] = useState('');
  const [uses, setUses] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const codeId = useId();

  // The form opens on demand: move focus into it.
  useEffect(() => document.getElementById(codeId)?.focus(), [codeId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = inviteCodeBody(code, uses);
    if (!body) return setMessage(t('admin:invites.invalid'));
    setMessage('');
    setBusy(true);
    try {
      const created = await api.post<InviteCode>('/api/generate-invite-code', body);
      toast.success(t('admin:messages.inviteCodeCreated', { code: created.code }));
      onCreated(created);
    } catch (caught) {
      toast.error(errorText(caught, t('admin:invites.createFailed'), t('admin:invites.createError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormCard title={t('admin:invites.formTitle')} onSubmit={submit}>
      <div className="ad-form__row">
        <TextField
          id={codeId}
          label={t('admin:invites.customCode')}
          hint={t('admin:invites.customCodeHint')}
          value={code}
          maxLength={LIMITS.inviteCode}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button variant="secondary" className="ad-invite__generate" onClick={() => setCode(randomInviteCode())}>
          {t('admin:invites.generate')}
        </Button>
      </div>
      <TextField
        label={t('admin:invites.uses')}
        hint={t('admin:invites.usesHint')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={uses}
        onChange={(event) => setUses(event.target.value)}
      />
      <FormMessage kind="error">{message}</FormMessage>
      <div className="ad-form__actions">
        <Button type="submit" loading={busy}>
          {t('admin:invites.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common:cancel')}
        </Button>
      </div>
    </FormCard>
  );
}
